import StarterKit from "@tiptap/starter-kit";

/** What the toolbar makes, and nothing else: the tags the shop's sanitizer keeps (infra/sanitize-html.ts). */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["http", "https"],
      isAllowedUri: (url) => /^(https?:\/\/|\/)/i.test(url),
      HTMLAttributes: { rel: "noopener", target: null },
    },
  }),
];
