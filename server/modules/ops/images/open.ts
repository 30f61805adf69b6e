import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, ImageMessages } from '@shared/api/ops/images';
import { fail } from '../../../http/errors';

/** Raster formats the tool reads, by the MIME type found in the bytes (never SVG or PDF: they are programs, not pictures). */
const READABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif', 'image/heic', 'image/heif']);

export interface OpenedImage {
  contentType: string;
  meta: Metadata;
  /** A fresh pipeline over the bytes, bounded in pixels and EXIF orientation applied. */
  pipeline(): Sharp;
}

/**
 * Checks an upload is a picture the tool may decode: its bytes say an accepted format, its header
 * reads, and its pixel count is under the limit (checked from the header, before any decoding).
 */
export async function openImage(bytes: Buffer | undefined): Promise<OpenedImage> {
  if (!bytes?.length) throw fail.badRequest(ImageMessages.notImage);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !READABLE.has(type.mime)) throw fail.badRequest(ImageMessages.notImage);
  let meta: Metadata;
  try {
    // Only the header is read here; the pixel limit is checked below with a clear message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fail.badRequest(ImageMessages.broken);
  }
  if (!meta.width || !meta.height) throw fail.badRequest(ImageMessages.broken);
  if (meta.width * meta.height * (meta.pages ?? 1) > IMAGE_MAX_PIXELS) throw fail.badRequest(ImageMessages.tooManyPixels);
  return {
    contentType: type.mime,
    meta,
    // failOn 'error': a truncated file is refused instead of half-grey output.
    pipeline: () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate(),
  };
}
