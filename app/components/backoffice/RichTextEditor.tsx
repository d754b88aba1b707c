import { EditorContent, useEditor } from "@tiptap/react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "../../i18n/i18n";
import { Link2 } from "../ui/icon-set";
import { EDITOR_EXTENSIONS } from "./editor-extensions";

/** The rich-text field's props (see `RichText`). */
export interface RichTextProps {
  value: string;
  onChange: (html: string) => void;
  dir: "ltr" | "rtl";
  lang: string;
  label: string;
  invalid: boolean;
}

const EMPTY = "<p></p>";

/**
 * The Tiptap 3 editor behind `RichText` (loaded on its own, only by the back office's forms):
 * bold, italic, two heading levels, lists, links, quotations, undo and redo. Its HTML goes into
 * the form field ("" when empty); the server sanitises it before anything is stored.
 */
export default function RichTextEditor({ value, onChange, dir, lang, label, invalid }: RichTextProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    content: value || EMPTY,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        dir,
        lang,
        class:
          "min-h-28 max-w-none px-3 py-2 text-sm focus:outline-none [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-gray-200 [&_blockquote]:ps-3 [&_blockquote]:text-gray-600 [&_h2]:text-base [&_h2]:font-bold [&_h3]:font-semibold [&_p]:mb-2 [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  // outside changes (a reset, a loaded record) are written in; the editor's own edits are already there
  useEffect(() => {
    if (editor && !editor.isDestroyed && (value || EMPTY) !== editor.getHTML())
      editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);
  if (!editor)
    return (
      <div
        className="min-h-36 animate-pulse rounded-lg border border-gray-200 bg-gray-50"
        role="status"
        aria-busy="true"
        aria-label={label}
      />
    );
  const chain = () => editor.chain().focus();
  const link = () => {
    if (editor.isActive("link")) return chain().unsetLink().run();
    const href = window.prompt(t("sp_rt_link_prompt"), "https://");
    if (href && /^https?:\/\/\S+$/i.test(href)) chain().extendMarkRange("link").setLink({ href }).run();
  };
  const tools: [ReactNode, string, () => unknown, boolean][] = [
    ["B", t("sp_rt_bold"), () => chain().toggleBold().run(), editor.isActive("bold")],
    ["I", t("sp_rt_italic"), () => chain().toggleItalic().run(), editor.isActive("italic")],
    ["H2", t("sp_rt_heading"), () => chain().toggleHeading({ level: 2 }).run(), editor.isActive("heading", { level: 2 })],
    ["H3", t("ed_rt_subheading"), () => chain().toggleHeading({ level: 3 }).run(), editor.isActive("heading", { level: 3 })],
    ["¶", t("sp_rt_paragraph"), () => chain().setParagraph().run(), editor.isActive("paragraph")],
    ["•", t("sp_rt_bullets"), () => chain().toggleBulletList().run(), editor.isActive("bulletList")],
    ["1.", t("sp_rt_numbers"), () => chain().toggleOrderedList().run(), editor.isActive("orderedList")],
    ["❝", t("ed_rt_quote"), () => chain().toggleBlockquote().run(), editor.isActive("blockquote")],
    [
      <Link2 key="link" className="inline size-4" aria-hidden="true" />,
      editor.isActive("link") ? t("ed_rt_unlink") : t("sp_rt_link"),
      link,
      editor.isActive("link"),
    ],
    [dir === "rtl" ? "↷" : "↶", t("ed_rt_undo"), () => chain().undo().run(), false],
    [dir === "rtl" ? "↶" : "↷", t("ed_rt_redo"), () => chain().redo().run(), false],
  ];
  return (
    <div className={`rounded-lg border bg-white ${invalid ? "border-red-400" : "border-gray-300"}`} data-rich-text="tiptap">
      <div className="flex flex-wrap gap-1 border-b border-gray-100 p-1" role="toolbar" aria-label={label} dir={dir}>
        {tools.map(([mark, name, act, on]) => (
          <button
            key={name}
            type="button"
            title={name}
            aria-label={name}
            aria-pressed={on}
            onMouseDown={(e) => e.preventDefault()}
            onClick={act}
            className={`min-w-8 rounded px-2 py-1 text-sm font-semibold hover:bg-gray-100 ${on ? "bg-primary-soft text-primary" : "text-gray-700"}`}
          >
            {mark}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
