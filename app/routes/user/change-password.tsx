import { z } from "zod";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { PasswordForm } from "../../components/account/PasswordFields";
import { TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import type { Route } from "./+types/change-password";

/** What the form holds; the server checks it (its messages go beside the fields). */
const ChangePasswordInput = z.object({ current_password: z.string(), password: z.string(), password_confirmation: z.string() });
const blank = { current_password: "", password: "", password_confirmation: "" };

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "change_password", noindex: true });

/** `/user/change-password`: the current password, then the new one twice; other devices are signed out. */
export default function ChangePassword() {
  const { t } = useTranslation();
  const { form, send } = useShopForm(ChangePasswordInput, { defaultValues: blank });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    if (await send("user/change-password", values, { loud: true, placeError: formErrorAbove })) form.reset(blank);
  });
  return (
    <>
      <PageHeading title={t("change_password")} text={t("password_change_text")} />
      <Card className="max-w-xl">
        <PasswordForm
          onSubmit={submit}
          busy={form.formState.isSubmitting}
          errors={errors}
          password={form.register("password")}
          confirmation={form.register("password_confirmation")}
          before={
            <TextField
              {...form.register("current_password")}
              type="password"
              label={t("attr_current_password")}
              autoComplete="current-password"
              required
              error={errors.current_password}
            />
          }
        />
      </Card>
    </>
  );
}
