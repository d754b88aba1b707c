import type { ReactNode } from "react";

/** One tab's section of a back-office editor (the product editor): titled, hidden while another tab is shown. */
export function Section({ title, children, hidden }: { title: string; children: ReactNode; hidden: boolean }) {
  return (
    <section hidden={hidden} className="rounded-2xl border border-gray-100 bg-white p-4 sm:p-6" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}
