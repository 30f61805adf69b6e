import ExcelJS from 'exceljs';
import { parse, type Options } from 'csv-parse';
import { fileTypeFromBuffer } from 'file-type';
import { IMPORT_MAX_ROWS } from '@shared/api/report';
import { readFirstSheet } from '../../excel/xlsx-reader';

/**
 * A marketplace's review export as the import pipeline reads it: an xlsx stays as it is; a CSV
 * (UTF-8 with or without BOM, or UTF-16 as Excel saves "Unicode text"; comma, semicolon or tab, as
 * its header line shows) is turned into a one-sheet workbook of text cells, so codes like 00123 keep
 * their zeros.
 */
export interface ReviewUpload {
  /** The bytes runImport reads (an xlsx), or undefined when the file is neither xlsx nor text. */
  workbook?: Buffer;
  headers: string[];
}

function decodeText(content: Buffer): string | undefined {
  const utf16 = content[0] === 0xff && content[1] === 0xfe;
  try {
    return new TextDecoder(utf16 ? 'utf-16le' : 'utf-8', { fatal: true }).decode(content);
  } catch {
    return undefined;
  }
}

/** The separator of the header line: the one of comma, semicolon and tab it holds most of. */
function delimiterOf(textContent: string): string {
  const header = textContent.slice(0, textContent.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

const parseCsv = (input: string, options: Options) =>
  new Promise<string[][]>((resolve, reject) => parse(input, options, (error, records: string[][]) => (error ? reject(error) : resolve(records))));

async function csvWorkbook(lines: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('reviews');
  for (const cells of lines) sheet.addRow(cells);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function readReviewUpload(content: Buffer): Promise<ReviewUpload> {
  const type = await fileTypeFromBuffer(content);
  if (type?.ext === 'xlsx') {
    const headers = await readFirstSheet(content, IMPORT_MAX_ROWS).then(
      (s) => s.headers,
      () => [],
    );
    return { workbook: content, headers };
  }
  const textContent = type ? undefined : decodeText(content);
  if (textContent === undefined) return { headers: [] };
  let lines: string[][];
  try {
    lines = await parseCsv(textContent, { bom: true, delimiter: delimiterOf(textContent), relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true });
  } catch {
    return { headers: [] };
  }
  if (lines.length === 0) return { headers: [] };
  return { workbook: await csvWorkbook(lines), headers: lines[0]! };
}
