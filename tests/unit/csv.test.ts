import { describe, expect, it } from "vitest";
import { csvLine, parseCsv } from "../../kernel/csv";

describe("kernel/csv", () => {
  it("writes and reads back quotes, commas, line breaks and right-to-left text, with each record's first line", () => {
    const rows = [
      ["id", "name_en", "name_fa"],
      ["1", 'Mug "large", blue', "ماگ بزرگ"],
      ["", "two\nlines", ""],
      ["3", "plain", "کتاب‌ها"],
    ];
    const text = `\uFEFF${rows.map(csvLine).join("")}`;
    const read = parseCsv(text);
    expect(read.map((r) => r.cells)).toEqual(rows);
    expect(read.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it("guards cells a spreadsheet would run as formulas, and reading takes the guard off again", () => {
    const line = csvLine(["=SUM(A1)", "+1", "-2", "@x", "ok"]);
    expect(line).toBe("'=SUM(A1),'+1,'-2,'@x,ok\r\n");
    expect(parseCsv(line)[0].cells).toEqual(["=SUM(A1)", "+1", "-2", "@x", "ok"]);
    // an apostrophe before anything else is the seller's own
    expect(parseCsv("'quoted\n")[0].cells).toEqual(["'quoted"]);
  });

  it("skips blank lines, reads LF files, and refuses an unclosed quote", () => {
    expect(parseCsv("a,b\n\n1,2\n").map((r) => [r.line, r.cells])).toEqual([
      [1, ["a", "b"]],
      [3, ["1", "2"]],
    ]);
    expect(() => parseCsv('a\n"open')).toThrow();
  });
});
