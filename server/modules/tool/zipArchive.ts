import archiver, { type Archiver, type ZipOptions } from 'archiver';

/** A streaming zip archive (archiver 7). */
export function createZipArchive(options: ZipOptions): Archiver {
  return archiver('zip', options);
}
