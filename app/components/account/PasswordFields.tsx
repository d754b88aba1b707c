import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "../../i18n/i18n";
import { FormError, SubmitButton, TextField } from "../ui/FormField";

/**
 * A new password (with the rule's hint) and, unless left out, the same again: every form that
 * sets a password (sign-up, a seller's and an affiliate's sign-up, a reset, a change) shows these.
 */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirmation?: UseFormRegisterReturn;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        type="password"
        label={t("attr_password")}
        autoComplete="new-password"
        required
        minLength={8}
        hint={t("password_hint")}
        error={errors[password.name]}
      />
      {confirmation && (
        <TextField
          {...confirmation}
          type="password"
          label={t("attr_password_confirmation")}
          autoComplete="new-password"
          required
          error={errors[confirmation.name]}
        />
      )}
    </>
  );
}

/**
 * The form that sets a password: the form's error, what goes before the new password (the
 * current one when changing it), the new one twice and the button. The reset link's page and
 * the account's change-password page are this form.
 */
export function PasswordForm({
  onSubmit,
  busy,
  errors,
  formError,
  password,
  confirmation,
  before,
  wide = false,
}: {
  onSubmit: () => void;
  busy: boolean;
  errors: Record<string, string>;
  formError?: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  before?: ReactNode;
  /** the button as wide as the form (the sign-in pages' look) */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-4" noValidate>
      <FormError message={formError ?? errors.form} />
      {before}
      <NewPasswordFields password={password} confirmation={confirmation} errors={errors} />
      <SubmitButton busy={busy} className={wide ? "w-full" : ""}>
        {t("save_password")}
      </SubmitButton>
    </form>
  );
}
