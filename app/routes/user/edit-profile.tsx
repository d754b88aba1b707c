import { Camera } from "../../components/ui/icon-set";
import { useEffect, useState } from "react";
import { Avatar } from "../../components/account/Avatar";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { FormError, SelectField, SubmitButton, TextField } from "../../components/ui/FormField";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useApiForm } from "../../lib/useApiForm";
import { useStore } from "../../store/store";
import type { AccountState } from "../../../domain/accounts/account-state";
import type { Route } from "./+types/edit-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await context.account.me(request) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "edit_profile", noindex: true });

/** `/user/edit-profile`: name, phone, gender, birth date and a picture (re-encoded on the server). */
export default function EditProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, dispatch } = useStore();
  const user = state.user ?? loaderData.user;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const form = useApiForm<AccountState & { success: string }>("user/update-profile", {
    multipart: true,
    onSuccess: (answer, el) => {
      dispatch({ type: "user", user: answer.user });
      setPreview(null);
      (el.elements.namedItem("image") as HTMLInputElement).value = "";
    },
  });
  const genders = [
    { value: "male", label: t("gender_male") },
    { value: "female", label: t("gender_female") },
    { value: "other", label: t("gender_other") },
  ];
  return (
    <>
      <PageHeading title={t("edit_profile")} />
      <Card>
        <form onSubmit={form.onSubmit} className="space-y-5" noValidate encType="multipart/form-data" data-testid="profile-form">
          <FormError message={form.errors.form} />
          <div className="flex items-center gap-4">
            <span className="rounded-full ring-4 ring-primary-soft">
              <Avatar user={preview ? { ...user, profile_image: preview, has_avatar: true } : user} size={80} testId="profile-picture" />
            </span>
            <div>
              <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium hover:border-primary hover:text-primary">
                <Camera className="size-4" />
                {t("choose_picture")}
                <input
                  type="file"
                  name="image"
                  accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                  className="sr-only"
                  data-testid="profile-image-input"
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    setPreview(f ? URL.createObjectURL(f) : null);
                  }}
                />
              </label>
              <p
                className={`mt-1 text-xs ${form.errors.image ? "text-red-600" : "text-gray-500"}`}
                role={form.errors.image ? "alert" : undefined}
              >
                {form.errors.image ?? t("picture_hint")}
              </p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="first_name"
              label={t("attr_first_name")}
              defaultValue={user.first_name}
              autoComplete="given-name"
              required
              error={form.errors.first_name}
            />
            <TextField
              name="last_name"
              label={t("attr_last_name")}
              defaultValue={user.last_name}
              autoComplete="family-name"
              optional
              error={form.errors.last_name}
            />
            <TextField
              name="email_shown"
              type="email"
              label={t("attr_email")}
              value={user.email}
              readOnly
              disabled
              hint={t("email_cannot_change")}
              dir="ltr"
            />
            <TextField
              name="phone"
              type="tel"
              label={t("attr_phone")}
              defaultValue={user.phone}
              autoComplete="tel"
              optional
              error={form.errors.phone}
            />
            <SelectField
              name="gender"
              label={t("attr_gender")}
              defaultValue={user.gender}
              options={genders}
              placeholder={t("gender_unset")}
              optional
              error={form.errors.gender}
            />
            <TextField
              name="date_of_birth"
              type="date"
              label={t("attr_date_of_birth")}
              defaultValue={user.date_of_birth}
              max={new Date().toISOString().slice(0, 10)}
              optional
              error={form.errors.date_of_birth}
            />
          </div>
          <SubmitButton busy={form.busy}>{t("save")}</SubmitButton>
        </form>
      </Card>
    </>
  );
}
