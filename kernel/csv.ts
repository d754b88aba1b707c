/**
 * CSV as RFC 4180 writes it: comma-separated, fields with a comma, quote or line break in double
 * quotes (a quote doubled), lines ended by CRLF (LF read too). A cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return) is written behind an
 * apostrophe, which reading takes off again, so a file round-trips unchanged.
 */

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

export interface CsvRecord {
  /** the line of the file the record starts on (1 is the header) */
  line: number;
  cells: string[];
}

/** Parse a whole CSV text into records with their starting line; a byte-order mark is skipped. Throws on an unclosed quote. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let cells: string[] = [];
  let cell = "";
  let start = 1;
  let quoted = false;
  let any = false;
  const endCell = () => {
    cells.push(cell.length > 1 && cell[0] === "'" && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell);
    cell = "";
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== "") records.push({ line: start, cells });
    cells = [];
    any = false;
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (!any) {
      start = line;
      any = true;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\r" && text[i + 1] === "\n") continue;
    else if (ch === "\n" || ch === "\r") {
      endRecord();
      line++;
    } else cell += ch;
  }
  if (quoted) throw new Error("csv_unclosed_quote");
  if (any || cell !== "" || cells.length) endRecord();
  return records;
}
