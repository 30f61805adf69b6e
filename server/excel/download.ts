import fs from 'node:fs';
import type { Response } from 'express';
import type { SheetColumn, SheetRow } from './columns';
import { writeXlsx } from './xlsx-writer';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `attachment` with the real (Chinese) name as RFC 5987 `filename*`, and an ASCII stand-in as
 * `filename` for clients that do not read it.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function downloadHeaders(res: Response, fileName: string, type = XLSX_TYPE) {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', contentDisposition(fileName));
  res.setHeader('Cache-Control', 'no-store');
}

/** Sends a stored file as a download named `fileName`; resolves when it is sent. */
export async function sendStoredFile(res: Response, filePath: string, fileName: string): Promise<void> {
  const { size } = await fs.promises.stat(filePath);
  // Report-centre files are xlsx, or zip for print sheets (warranty QR codes).
  downloadHeaders(res, fileName, fileName.endsWith('.zip') ? 'application/zip' : XLSX_TYPE);
  res.setHeader('Content-Length', String(size));
  await new Promise<void>((resolve, reject) => {
    fs.createReadStream(filePath).on('error', reject).pipe(res).on('finish', resolve).on('error', reject);
  });
}

/**
 * A small list straight to the browser as an xlsx blob (no task, no stored file): for exports of
 * at most a few thousand rows, e.g. the spec's `export...` blob endpoints.
 */
export async function sendXlsx(res: Response, fileName: string, columns: SheetColumn[], rows: Iterable<SheetRow> | AsyncIterable<SheetRow>): Promise<void> {
  downloadHeaders(res, fileName);
  await writeXlsx(res, columns, rows);
}
