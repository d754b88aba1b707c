import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** A checkbox of an editorial form (published, shown in the menu …). */
export function Switch<F extends FieldValues, O>({
  form,
  name,
  label,
  testId,
}: {
  form: UseFormReturn<F, unknown, O>;
  name: Path<F>;
  label: string;
  testId?: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...form.register(name)} data-testid={testId} />
      {label}
    </label>
  );
}
