import { lazy, Suspense, useEffect, useState } from "react";
import type { RichTextProps } from "./RichTextEditor";

export type { RichTextProps };

// the editor (Tiptap and ProseMirror) is its own chunk: only a back-office form that shows it loads it
const Editor = lazy(() => import("./RichTextEditor"));

function Loading({ label }: { label: string }) {
  return (
    <div
      className="min-h-36 animate-pulse rounded-lg border border-gray-200 bg-gray-50"
      role="status"
      aria-busy="true"
      aria-label={label}
    />
  );
}

/**
 * The back office's rich-text field (a product's description, a page, a post, a campaign): a
 * Tiptap 3 editor (./RichTextEditor.tsx) loaded lazily after the page has hydrated, so neither
 * the server's HTML nor a storefront page carries it. Its HTML is only a proposal: the server
 * keeps what the shop's sanitizer (`infra/sanitize-html.ts`) lets through, which holds
 * every tag this toolbar makes.
 */
export function RichText(props: RichTextProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Loading label={props.label} />;
  return (
    <Suspense fallback={<Loading label={props.label} />}>
      <Editor {...props} />
    </Suspense>
  );
}
