import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { type BidiRun, visualRuns } from "./bidi-runs";

/**
 * A small PDF writer for documents in any of the shop's languages (the invoice): pdfkit draws,
 * fontkit shapes (Persian and Arabic letters join by the font's GSUB), bidi-js orders each line
 * (`visualRuns`), and the font is Vazirmatn, which has Latin, Persian and Arabic letters alike.
 *
 * pdfkit asks fontkit to lay a string out without saying its direction, and fontkit then guesses
 * it from the script: Persian digits are of the Arabic script, so "۱۲۳" would come out "۳۲۱". The
 * font handed to pdfkit is therefore the fontkit font behind a proxy that lays every run out in the
 * direction the bidi algorithm gave it.
 */

const require = createRequire(import.meta.url);
const FONT_DIR = `${require.resolve("vazirmatn/package.json").replace(/package\.json$/, "")}fonts/ttf`;
const fontFiles = { regular: "Vazirmatn-Regular.ttf", bold: "Vazirmatn-Bold.ttf" } as const;
type Weight = keyof typeof fontFiles;

const fontBytes = new Map<Weight, Buffer>();
function fontFile(weight: Weight): Buffer {
  let bytes = fontBytes.get(weight);
  if (!bytes) {
    bytes = readFileSync(`${FONT_DIR}/${fontFiles[weight]}`);
    fontBytes.set(weight, bytes);
  }
  return bytes;
}

type FontkitFont = fontkit.Font & {
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): unknown;
};

/** A fontkit font whose `layout` uses `state.direction` (set before each run is drawn). */
function directedFont(weight: Weight, state: { direction: "ltr" | "rtl" }): FontkitFont {
  const font = fontkit.create(fontFile(weight)) as FontkitFont;
  return new Proxy(font, {
    get(target, key) {
      if (key === "layout")
        return (text: string, features?: unknown) => target.layout(text, features ?? [], undefined, undefined, state.direction);
      return Reflect.get(target, key, target);
    },
  });
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly direction: "ltr" | "rtl";
  private readonly state: { direction: "ltr" | "rtl" } = { direction: "ltr" };

  constructor(opts: { direction: "ltr" | "rtl"; title: string; language: string }) {
    this.direction = opts.direction;
    this.doc = new PDFDocument({
      size: "A4",
      margin: 40,
      info: { Title: opts.title, Producer: "Bazaar", Creator: "Bazaar" },
      lang: opts.language,
      // pdfkit would otherwise cache layouts by text alone, whatever their direction
      fontLayoutCache: false,
    } as PDFKit.PDFDocumentOptions);
    this.doc.registerFont("regular", directedFont("regular", this.state) as never);
    this.doc.registerFont("bold", directedFont("bold", this.state) as never);
    this.doc.font("regular");
  }

  get pageWidth(): number {
    return this.doc.page.width;
  }

  private use(style: TextStyle): void {
    this.doc
      .font(style.bold ? "bold" : "regular")
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? "#111827");
  }

  private runWidth(run: BidiRun): number {
    this.state.direction = run.rtl ? "rtl" : "ltr";
    return this.doc.widthOfString(run.text, { features: [] } as PDFKit.Mixins.TextOptions);
  }

  /** The width one line takes in a style. */
  width(text: string, style: TextStyle = {}): number {
    this.use(style);
    return visualRuns(text, this.direction).reduce((sum, r) => sum + this.runWidth(r), 0);
  }

  /** Break text at spaces into lines no wider than `width` (in logical order; each is ordered when drawn). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const next = line === "" ? word : `${line} ${word}`;
        if (line !== "" && this.width(next, style) > width) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  /**
   * Draw one line in the box from `x` of `width`: at its start edge (left in English, right in
   * Persian), its end edge, or centred. Answers the line's height.
   */
  line(text: string, x: number, y: number, width: number, style: TextStyle & { align?: "start" | "end" | "center" } = {}): number {
    this.use(style);
    const runs = visualRuns(text, this.direction);
    const widths = runs.map((r) => this.runWidth(r));
    const total = widths.reduce((a, b) => a + b, 0);
    const align = style.align ?? "start";
    const left = (align === "start") === (this.direction === "ltr");
    let cx = align === "center" ? x + (width - total) / 2 : left ? x : x + width - total;
    runs.forEach((run, i) => {
      this.state.direction = run.rtl ? "rtl" : "ltr";
      this.doc.text(run.text, cx, y, { lineBreak: false, features: [] } as PDFKit.Mixins.TextOptions);
      cx += widths[i] ?? 0;
    });
    return this.doc.currentLineHeight(true);
  }

  /** Draw text wrapped into the box; answers the height it took. */
  block(text: string, x: number, y: number, width: number, style: TextStyle & { align?: "start" | "end" | "center" } = {}): number {
    let h = 0;
    for (const l of this.wrap(text, width, style)) h += this.line(l, x, y + h, width, style);
    return h;
  }

  /** A box's x from the start edge: `start` points from the left in English, from the right in Persian. */
  startX(start: number, width: number, boxLeft: number, boxWidth: number): number {
    return this.direction === "ltr" ? boxLeft + start : boxLeft + boxWidth - start - width;
  }

  rule(x1: number, x2: number, y: number, color = "#e5e7eb", thickness = 0.8): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(thickness).strokeColor(color).stroke();
  }

  /** The finished document's bytes. */
  async finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on("data", (c: Buffer) => chunks.push(c));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
    });
    this.doc.end();
    return done;
  }
}
