import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import type { AccountState } from "../../../domain/accounts/account-state";
import type { UserView } from "../../../domain/accounts/user-view";
import { useTranslation } from "../../i18n/i18n";
import { formErrorAbove, messagesOf, useShopForm } from "../../lib/use-shop-form";
import { useStore } from "../../store/store";
import { FormError, SelectField, SubmitButton, TextField } from "../ui/FormField";
import { Camera } from "../ui/icon-set";
import { Avatar } from "./Avatar";
import { NameFields } from "./NameFields";

/** What the profile form holds besides its picture; the server checks it (its messages go beside the fields). */
const ProfileFields = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  gender: z.string(),
  date_of_birth: z.string(),
});

/** The profile form: name, phone, gender, birth date and a picture (re-encoded on the server); the store follows the saved profile. */
export function ProfileForm({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const { dispatch } = useStore();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const picture = useRef<HTMLInputElement>(null);
  const { form, send } = useShopForm(ProfileFields, {
    defaultValues: {
      first_name: user.first_name ?? "",
      last_name: user.last_name ?? "",
      phone: user.phone ?? "",
      gender: user.gender ?? "",
      date_of_birth: user.date_of_birth ?? "",
    },
  });
  const errors = messagesOf(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    const files = { image: picture.current?.files?.[0] };
    const answer = await send<AccountState>("user/update-profile", values, {
      loud: true,
      multipart: "fields",
      files,
      placeError: formErrorAbove,
    });
    if (!answer) return;
    dispatch({ type: "user", user: answer.user });
    setPreview(null);
    if (picture.current) picture.current.value = "";
  });
  const genders = [
    { value: "male", label: t("gender_male") },
    { value: "female", label: t("gender_female") },
    { value: "other", label: t("gender_other") },
  ];
  return (
    <form onSubmit={submit} className="space-y-5" noValidate encType="multipart/form-data" data-testid="profile-form">
      <FormError message={errors.form} />
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
              ref={picture}
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
          <p className={`mt-1 text-xs ${errors.image ? "text-red-600" : "text-gray-500"}`} role={errors.image ? "alert" : undefined}>
            {errors.image ?? t("picture_hint")}
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields first={form.register("first_name")} last={form.register("last_name")} errors={errors} />
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
        <TextField {...form.register("phone")} type="tel" label={t("attr_phone")} autoComplete="tel" optional error={errors.phone} />
        <SelectField
          {...form.register("gender")}
          label={t("attr_gender")}
          options={genders}
          placeholder={t("gender_unset")}
          optional
          error={errors.gender}
        />
        <TextField
          {...form.register("date_of_birth")}
          type="date"
          label={t("attr_date_of_birth")}
          max={new Date().toISOString().slice(0, 10)}
          optional
          error={errors.date_of_birth}
        />
      </div>
      <SubmitButton busy={form.formState.isSubmitting}>{t("save")}</SubmitButton>
    </form>
  );
}
