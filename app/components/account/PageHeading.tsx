import type { ReactNode } from "react";

/** The title row of an account page, with an optional action at the end. */
export function PageHeading({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      {/* shrinks with the page (a long intro wraps instead of running past the edge on a phone) */}
      <div className="min-w-0 flex-1 basis-64">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {text && <p className="mt-1 text-sm text-gray-600">{text}</p>}
      </div>
      {action}
    </div>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-2xl border border-gray-100 bg-white p-5 sm:p-6 ${className}`}>{children}</div>;
}
