import bidiFactory from "bidi-js";

/** A piece of one line that reads in one direction: its characters in logical (typed) order. */
export interface BidiRun {
  text: string;
  rtl: boolean;
}

const bidi = bidiFactory();

/** Explicit direction marks and isolates: they steer the algorithm but are not drawn. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * One line of text as the Unicode Bidirectional Algorithm (UBA, by bidi-js) shows it: runs in
 * visual order, left to right, each in logical order with its direction, so that a shaper (fontkit)
 * joins Persian and Arabic letters in typed order and lays a right-to-left run out backwards.
 * In right-to-left runs brackets are mirrored ("(" reads ")"); direction marks are dropped.
 */
export function visualRuns(line: string, direction: "ltr" | "rtl"): BidiRun[] {
  if (line === "") return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const runs: { text: string; level: number }[] = [];
  [...line].reduce((i, ch) => {
    const level = embedding.levels[i] ?? 0;
    if (!CONTROLS.test(ch)) {
      const shown = mirrored.get(i) ?? ch;
      const last = runs.at(-1);
      if (last && last.level === level) last.text += shown;
      else runs.push({ text: shown, level });
    }
    return i + ch.length;
  }, 0);
  // UBA rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  let order = runs;
  for (let level = highest; level >= lowestOdd; level--) {
    const next: typeof runs = [];
    let pending: typeof runs = [];
    for (const run of order) {
      if (run.level >= level) pending.push(run);
      else {
        next.push(...pending.reverse(), run);
        pending = [];
      }
    }
    order = [...next, ...pending.reverse()];
  }
  return order.map((r) => ({ text: r.text, rtl: r.level % 2 === 1 }));
}

/** Whether a language is written right to left (the invoice's base direction). */
export function isRtlLanguage(language: string): boolean {
  return ["fa", "ar", "he", "ur"].includes(language.split("-")[0] ?? "");
}
