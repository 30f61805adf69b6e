import * as archiverModule from 'archiver';
import type { Archiver, ZipOptions } from 'archiver';

type V7Factory = (format: 'zip', options: ZipOptions) => Archiver;

/**
 * A zip archiver. The installed archiver 7 exports a factory (CommonJS) while @types/archiver 8
 * describes archiver 8's classes: take whichever the runtime has, so both versions work.
 */
export function createZipArchive(options: ZipOptions): Archiver {
  const mod = archiverModule as unknown as { ZipArchive?: new (o: ZipOptions) => Archiver; default?: V7Factory };
  if (typeof mod.ZipArchive === 'function') return new mod.ZipArchive(options);
  return mod.default!('zip', options);
}
