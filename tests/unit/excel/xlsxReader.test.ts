import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '../../../server/excel/xlsx-reader';
import { xlsxOf } from '../../support/files';

const require = createRequire(import.meta.url);

describe('the import reader (server/excel/xlsx-reader.ts)', () => {
  // exceljs writes the sheet before xl/workbook.xml, the last entry; the streaming reader parks the sheet
  // and reads on. unzipper (as shipped) ended its entry stream as soon as its input was written, so a reader
  // still busy with one entry lost the rest: 1 import in a few hundred failed with "请上传 Excel 文件".
  it('gets every entry of the zip however slowly it reads them (patches/unzipper+0.10.14.patch)', async () => {
    const unzipper = require('unzipper');
    const iterateStream = require('exceljs/lib/utils/iterate-stream');
    const bytes = await xlsxOf(['a', 'b'], []);
    const zip = unzipper.Parse({ forceStream: true });
    Readable.from([bytes]).pipe(zip);
    const names: string[] = [];
    for await (const entry of iterateStream(zip)) {
      names.push(entry.path);
      entry.autodrain();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(names).toContain('xl/worksheets/sheet1.xml');
    expect(names.at(-1)).toBe('xl/workbook.xml');
  });

  it('reads a workbook written by exceljs, header and rows, many at once', async () => {
    const bytes = await xlsxOf(['国家*', '运输方式*'], [['US', '空运'], [], ['XX', '海运']]);
    const reads = await Promise.all(Array.from({ length: 20 }, () => readFirstSheet(bytes, 10)));
    for (const sheet of reads) {
      expect(sheet.headers).toEqual(['国家*', '运输方式*']);
      expect(sheet.lines).toEqual([{ line: 2, cells: ['US', '空运'] }, { line: 4, cells: ['XX', '海运'] }]);
    }
  });

  it('refuses a cut-off file instead of waiting for the rest', async () => {
    const bytes = await xlsxOf(['a'], Array.from({ length: 500 }, (_, i) => [`row ${i}`]));
    await expect(readFirstSheet(bytes.subarray(0, Math.floor(bytes.length * 0.9)), 1000)).rejects.toThrow();
    expect((await readFirstSheet(bytes, 1000)).lines).toHaveLength(500);
  });
});
