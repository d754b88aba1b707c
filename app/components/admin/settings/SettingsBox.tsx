import type { ReactNode } from "react";

/** A titled group of a settings page's fields, two columns wide on a wide screen. */
export function SettingsBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
