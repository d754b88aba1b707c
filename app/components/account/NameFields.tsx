import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "../../i18n/i18n";
import { TextField } from "../ui/FormField";

/**
 * A person's first name (required) and last name (optional): every form that names the account's
 * holder (sign-up, a seller's and an affiliate's sign-up, the profile) shows these two, side by side
 * in the caller's grid.
 */
export function NameFields({
  first,
  last,
  errors,
}: {
  first: UseFormRegisterReturn;
  last: UseFormRegisterReturn;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField {...first} label={t("attr_first_name")} autoComplete="given-name" required error={errors[first.name]} />
      <TextField {...last} label={t("attr_last_name")} autoComplete="family-name" optional error={errors[last.name]} />
    </>
  );
}
