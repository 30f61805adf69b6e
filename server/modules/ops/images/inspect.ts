import exifr from 'exifr';
import type { ImageInfo } from '@shared/api/ops/images';
import type { OpenedImage } from './open';

const MAX_ENTRIES = 300;
const MAX_VALUE_CHARS = 200;

/** One EXIF value as text: dates in ISO, numbers and lists as written, binary blobs by size. */
function asText(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (value instanceof Uint8Array) return `(${value.length} 字节二进制)`;
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

type Blocks = Record<string, Record<string, unknown> | undefined>;

const OPTIONS = { tiff: true, exif: true, gps: true, iptc: true, xmp: true, icc: false, ifd1: false, mergeOutput: false };

async function parse(input: Buffer): Promise<Blocks | undefined> {
  try {
    return ((await exifr.parse(input, OPTIONS)) as Blocks | undefined) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The metadata blocks (EXIF, GPS, IPTC, XMP), grouped. exifr reads JPEG, PNG, TIFF, HEIC and AVIF
 * files; for the others (WebP, GIF) the EXIF block sharp found is read on its own.
 */
async function readBlocks(bytes: Buffer, { meta }: OpenedImage): Promise<Blocks> {
  const whole = await parse(bytes);
  if (whole || !meta.exif) return whole ?? {};
  const tiff = meta.exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? meta.exif.subarray(6) : meta.exif;
  return (await parse(tiff)) ?? {};
}

function gpsOf(blocks: Blocks): ImageInfo['gps'] {
  const gps = blocks.gps;
  const latitude = Number(gps?.latitude);
  const longitude = Number(gps?.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const altitude = Number(gps?.GPSAltitude);
  return { latitude, longitude, altitude: Number.isFinite(altitude) ? altitude : null };
}

/** What the picture is and what it tells about itself. */
export async function inspect(bytes: Buffer, image: OpenedImage): Promise<ImageInfo> {
  const { meta } = image;
  const blocks = await readBlocks(bytes, image);
  const exif = Object.entries(blocks)
    // PNG's IHDR is the picture's own header (size, depth), not metadata about it.
    .filter(([group]) => group !== 'ihdr')
    .flatMap(([group, tags]) => Object.entries(tags ?? {}).map(([tag, value]) => ({ group, tag, value: asText(value) })))
    .slice(0, MAX_ENTRIES);
  return {
    format: meta.format ?? 'unknown',
    contentType: image.contentType,
    size: bytes.length,
    width: meta.width!,
    height: meta.height!,
    orientation: meta.orientation ?? null,
    hasAlpha: meta.hasAlpha ?? false,
    pages: meta.pages ?? 1,
    exif,
    gps: gpsOf(blocks),
    hasMetadata: exif.length > 0 || Boolean(meta.exif || meta.xmp || meta.iptc),
  };
}
