import ExcelJS from 'exceljs';

/** Small real image files for upload tests. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
/** A PNG signature followed by padding: over the 2 MB avatar limit. */
export const PNG_3MB = Buffer.concat([PNG_1x1, Buffer.alloc(3 * 1024 * 1024)]);

/** An .xlsx file as a person fills in a template: `header` in row 1, then `rows`, on one sheet. */
export async function xlsxOf(header: string[], rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
