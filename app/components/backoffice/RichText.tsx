import { type ReactNode, useEffect, useRef } from "react";
import { Link2 } from "../ui/icon-set";
import { useTranslation } from "../../i18n/i18n";

/**
 * A small rich-text editor for a product's description: an editable area with bold, italic,
 * headings, lists and links (the browser's own editing commands), whose HTML goes into the form
 * field. What it writes is only a proposal: the server keeps what the kernel's sanitizer
 * (`domain/shared/sanitize-html.ts`) lets through, the same tags this toolbar makes.
 */
export function RichText({
  value,
  onChange,
  dir,
  lang,
  label,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  dir: "ltr" | "rtl";
  lang: string;
  label: string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  // React writes the first value only: re-writing it on each keystroke would move the caret
  const first = useRef(value).current;
  // the area is the source while it is edited; outside changes (a reset) are written into it
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);
  const run = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    onChange(area.current?.innerHTML ?? "");
  };
  const link = () => {
    const href = window.prompt(t("sp_rt_link_prompt"), "https://");
    if (href && /^https?:\/\//i.test(href)) run("createLink", href);
  };
  const tools: [ReactNode, string, () => void][] = [
    ["B", t("sp_rt_bold"), () => run("bold")],
    ["I", t("sp_rt_italic"), () => run("italic")],
    ["H", t("sp_rt_heading"), () => run("formatBlock", "h3")],
    ["¶", t("sp_rt_paragraph"), () => run("formatBlock", "p")],
    ["•", t("sp_rt_bullets"), () => run("insertUnorderedList")],
    ["1.", t("sp_rt_numbers"), () => run("insertOrderedList")],
    [<Link2 key="link" className="inline size-4" aria-hidden="true" />, t("sp_rt_link"), link],
  ];
  return (
    <div className={`rounded-lg border bg-white ${invalid ? "border-red-400" : "border-gray-300"}`}>
      <div className="flex flex-wrap gap-1 border-b border-gray-100 p-1" role="toolbar" aria-label={label}>
        {tools.map(([mark, name, act]) => (
          <button
            key={name}
            type="button"
            title={name}
            aria-label={name}
            onMouseDown={(e) => e.preventDefault()}
            onClick={act}
            className="min-w-8 rounded px-2 py-1 text-sm font-semibold text-gray-700 hover:bg-gray-100"
          >
            {mark}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element */}
      <div
        ref={area}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        dir={dir}
        lang={lang}
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        className="prose-sm min-h-28 max-w-none px-3 py-2 text-sm focus:outline-none [&_h3]:font-semibold [&_p]:mb-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
        // the seller's own saved description (sanitized when it was saved)
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when saved
        dangerouslySetInnerHTML={{ __html: first }}
      />
    </div>
  );
}
