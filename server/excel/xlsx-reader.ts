import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetLine {
  /** 1-based row number in the sheet, as Excel shows it. */
  line: number;
  /** Cell texts by column position (0-based), undefined when blank. */
  cells: Array<string | undefined>;
}

export interface ReadSheet {
  headers: string[];
  lines: SheetLine[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel dates carry no zone: exceljs hands them as UTC, so they are printed in UTC. */
function dateText(d: Date): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const seconds = d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds();
  return seconds === 0 ? day : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Any cell value as trimmed text (rich text joined, formulas by their result); blank -> undefined. */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown; error?: unknown };
    if (v.richText) return cellText(v.richText.map((r) => r.text).join(''));
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

export class TooManyRows extends Error {}

/**
 * Reads the first sheet with the streaming reader: row 1 is the header, blank rows are skipped.
 * Stops with TooManyRows past `maxRows` data rows.
 */
export async function readFirstSheet(content: Buffer, maxRows: number): Promise<ReadSheet> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  const result: ReadSheet = { headers: [], lines: [] };
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1);
      const cells = Array.from(values, cellText); // row.values is sparse: fill the holes
      if (row.number === 1) {
        result.headers = cells.map((c) => c ?? '');
        continue;
      }
      if (cells.every((c) => c === undefined)) continue;
      if (result.lines.length >= maxRows) throw new TooManyRows();
      result.lines.push({ line: row.number, cells });
    }
    break;
  }
  return result;
}
