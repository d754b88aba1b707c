import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** A slug from an English name: lower-case words joined by hyphens. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);

/** A new record's slug follows its English name until the operator types a slug of their own. */
export function useSlugFromName<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, isNew: boolean) {
  useEffect(() => {
    if (!isNew) return;
    const sub = form.watch((values, { name }) => {
      if (name !== "name.en" || form.getFieldState("slug" as Path<T>).isDirty) return;
      const en = (values as { name?: { en?: string } }).name?.en ?? "";
      form.setValue("slug" as Path<T>, slugify(en) as never);
    });
    return () => sub.unsubscribe();
  }, [form, isNew]);
}
