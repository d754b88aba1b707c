import type { ReactNode } from "react";

/** A titled part of an editorial form. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl border border-gray-100 bg-white p-4 sm:p-6" aria-label={title}>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}
