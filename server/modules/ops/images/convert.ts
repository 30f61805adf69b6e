import type { ConvertedImage, ImageFormat } from '@shared/api/ops/images';
import type { OpenedImage } from './open';

/** Quality range of the search: below MIN_QUALITY a smaller picture looks better than a blurrier one. */
const MIN_QUALITY = 40;
const MAX_QUALITY = 92;
const DEFAULT_QUALITY = 82;
/** Never shrink narrower than this while chasing a target size. */
const MIN_WIDTH = 32;
const MAX_ROUNDS = 8;

const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

interface Attempt {
  bytes: Buffer;
  width: number;
  height: number;
  /** null: lossless PNG. */
  quality: number | null;
}

export interface ConvertRequest {
  format: ImageFormat;
  targetKb?: number;
  keepMetadata: boolean;
}

/** Encodes once: `width` (smaller than the picture: shrunk), `quality` (PNG: palette quality; null: lossless). */
async function encode(image: OpenedImage, req: ConvertRequest, width: number, quality: number | null): Promise<Attempt> {
  let p = image.pipeline();
  if (width < displayedWidth(image)) p = p.resize({ width });
  // Without keepMetadata sharp writes no EXIF, XMP, IPTC or GPS at all.
  if (req.keepMetadata) p = p.keepMetadata();
  if (req.format === 'webp') p = p.webp({ quality: quality ?? DEFAULT_QUALITY, effort: 4 });
  else if (req.format === 'jpeg') p = p.flatten({ background: '#ffffff' }).jpeg({ quality: quality ?? DEFAULT_QUALITY, mozjpeg: true });
  else p = quality === null ? p.png({ compressionLevel: 9 }) : p.png({ compressionLevel: 9, palette: true, quality });
  const { data, info } = await p.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, quality };
}

/** Width as shown: EXIF orientations 5..8 turn the picture a quarter. */
function displayedWidth({ meta }: OpenedImage): number {
  return (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width!;
}

/** The best quality at `width` whose result fits `limit` bytes (a binary search), or the smallest tried. */
async function bestAtWidth(image: OpenedImage, req: ConvertRequest, width: number, limit: number): Promise<{ fit?: Attempt; smallest: Attempt }> {
  if (req.format === 'png') {
    const lossless = await encode(image, req, width, null);
    if (lossless.bytes.length <= limit) return { fit: lossless, smallest: lossless };
  }
  const lowest = await encode(image, req, width, MIN_QUALITY);
  if (lowest.bytes.length > limit) return { smallest: lowest };
  let fit = lowest;
  let [lo, hi] = [MIN_QUALITY, MAX_QUALITY];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const attempt = await encode(image, req, width, mid);
    if (attempt.bytes.length <= limit) [fit, lo] = [attempt, mid];
    else hi = mid - 1;
  }
  return { fit, smallest: lowest };
}

/** Lowers quality first, then shrinks (by the square root of the overshoot) until the result fits. */
async function underTarget(image: OpenedImage, req: ConvertRequest, limit: number): Promise<{ attempt: Attempt; reached: boolean }> {
  let width = displayedWidth(image);
  let smallest: Attempt | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const best = await bestAtWidth(image, req, width, limit);
    if (best.fit) return { attempt: best.fit, reached: true };
    smallest = best.smallest;
    if (width <= MIN_WIDTH) break;
    const shrunk = Math.floor(width * Math.sqrt(limit / smallest.bytes.length) * 0.95);
    width = Math.max(MIN_WIDTH, Math.min(shrunk, width - 1));
  }
  return { attempt: smallest!, reached: false };
}

/** Converts (and, with a target, compresses) a picture; metadata is stripped unless asked to keep it. */
export async function convert(image: OpenedImage, req: ConvertRequest): Promise<ConvertedImage> {
  const { attempt, reached } = req.targetKb
    ? await underTarget(image, req, req.targetKb * 1024)
    : { attempt: await encode(image, req, displayedWidth(image), req.format === 'png' ? null : DEFAULT_QUALITY), reached: true };
  return {
    format: req.format,
    contentType: CONTENT_TYPES[req.format],
    size: attempt.bytes.length,
    width: attempt.width,
    height: attempt.height,
    quality: attempt.quality,
    reachedTarget: reached,
    metadataKept: req.keepMetadata,
    base64: attempt.bytes.toString('base64'),
  };
}
