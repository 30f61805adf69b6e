import ExcelJS from 'exceljs';
import type { Test } from 'supertest';

/** Small real files of each accepted kind, and disguised ones. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const CSV_ZH = Buffer.from('姓名,金额\n张伟,100.5\n李娜,20\n');
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A compound file holding a `Workbook` stream, as an .xls does. */
export const XLS = Buffer.concat([CFB_MAGIC, Buffer.alloc(504), Buffer.from('Workbook', 'utf16le'), Buffer.alloc(128)]);
/** A compound file without an Office stream (an .msi, say). */
export const OTHER_CFB = Buffer.concat([CFB_MAGIC, Buffer.alloc(504), Buffer.from('SummaryInfo', 'utf16le'), Buffer.alloc(128)]);
/** A Windows executable header. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

export async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('付款').addRow(['单号', '金额']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** supertest: read any answer body as raw bytes. */
export const asBytes: Parameters<Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
