import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { FileStore } from '../../storage';
import { contentDisposition, uniqueNames } from './fileNames';
import { isCompressedType, isInlineType } from './fileTypes';
import type { AttachmentRow } from './attachments';
import { createZipArchive } from './zipArchive';

type Sendable = Pick<AttachmentRow, 'name' | 'contentType' | 'size' | 'sha256' | 'storageKey'>;

/** Streams one attachment: exact name (RFC 5987), inline for images and PDF unless `asDownload`. */
export async function sendAttachment(req: Request, res: Response, store: FileStore, file: Sendable, asDownload = false): Promise<void> {
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.name, !asDownload && isInlineType(file.contentType)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-cache',
    ETag: `"${file.sha256}"`,
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const stream = await store.open(file.storageKey);
  res.set('Content-Length', String(file.size));
  await sendStream(stream, res);
}

/**
 * Pipes `source` into the answer until the connection closes. A client that goes away early is not an
 * error (unlike stream.pipeline, which also reports a close racing a completed answer as premature).
 */
function sendStream(source: Readable, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    source.once('error', (error) => {
      res.destroy(error);
      reject(error);
    });
    res.once('close', () => {
      source.destroy();
      resolve();
    });
    source.pipe(res);
  });
}

export interface ZipFile {
  name: string;
  storageKey: string;
  contentType?: string;
}

/**
 * Streams a zip of `files` as the answer, named `zipFileName`. Entries are read one after another
 * and written as they come (nothing is held whole in memory); duplicate names become `a (2).pdf`.
 * Already compressed files (images, Office, zip) are stored as they are.
 */
export async function streamZip(res: Response, zipFileName: string, files: ZipFile[], store: FileStore): Promise<void> {
  const name = /\.zip$/i.test(zipFileName) ? zipFileName : `${zipFileName}.zip`;
  res.set({ 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition(name, false), 'Cache-Control': 'no-store' });
  const archive = createZipArchive({ zlib: { level: 6 } });
  const closed = new AbortController();
  const sent = sendStream(archive, res).finally(() => closed.abort());
  let current: Readable | undefined;
  try {
    const names = uniqueNames(files.map((f) => f.name));
    for (const [i, file] of files.entries()) {
      const entry = once(archive, 'entry', { signal: closed.signal });
      current = await store.open(file.storageKey);
      archive.append(current, { name: names[i]!, store: file.contentType ? isCompressedType(file.contentType) : false });
      await entry; // one open file at a time
    }
    await archive.finalize();
  } catch (error) {
    current?.destroy();
    archive.abort();
    if (closed.signal.aborted) return; // the client went away
    res.destroy(error as Error);
    throw error;
  }
  await sent;
}
