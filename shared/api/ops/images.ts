import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { imageInfoScreen } from './screens';

/** 图片信息: what an image holds (type, size, dimensions, EXIF, GPS) and a converted copy. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** Larger images are refused before decoding (a small file can unpack to gigabytes: a decompression bomb). */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_FORMATS = ['webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const TARGET_KB_MAX = 20 * 1024;

export const ImageMessages = {
  tooLarge: '图片大小不能超过 20MB!',
  notImage: '无法识别的图片：请上传 JPG、PNG、WEBP、GIF、TIFF、AVIF 或 HEIC 图片',
  tooManyPixels: `图片像素过多（超过 ${IMAGE_MAX_PIXELS / 10_000} 万像素），请缩小后再上传`,
  broken: '图片已损坏或不完整，无法读取',
} as const;

export const gpsPosition = z.object({ latitude: z.number(), longitude: z.number(), altitude: z.number().nullable() });

export const imageInfo = z.object({
  /** Detected from the bytes: jpeg, png, webp, gif, tiff, avif, heif. */
  format: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  /** EXIF orientation 5..8: the picture is shown turned, width and height swapped. */
  orientation: z.number().nullable(),
  hasAlpha: z.boolean(),
  /** Frames of an animation (1 for a still picture). */
  pages: z.number(),
  /** EXIF, IPTC and XMP entries as text, grouped by the tag's block (ifd0, exif, gps...). */
  exif: z.array(z.object({ group: z.string(), tag: z.string(), value: z.string() })),
  /** Where the picture was taken, when the file says so: a privacy risk when published. */
  gps: gpsPosition.nullable(),
  hasMetadata: z.boolean(),
});
export type ImageInfo = z.infer<typeof imageInfo>;

export const inspectImage = endpoint({
  method: 'POST',
  path: '/api/tool/image/info',
  access: needs(imageInfoScreen.menu),
  summary: `读取图片信息（字段 file，最大 20MB、${IMAGE_MAX_PIXELS / 10_000} 万像素）：类型、大小、尺寸、EXIF 与 GPS 位置；文件不保存`,
  transport: 'multipart',
  upload: { maxBytes: IMAGE_MAX_BYTES, tooLarge: ImageMessages.tooLarge },
  response: imageInfo,
});

/** Multipart text fields of a conversion. */
export const convertFields = z.object({
  format: z.enum(IMAGE_FORMATS, { error: '目标格式应为 WEBP、JPEG 或 PNG' }),
  /** Largest result in KB; absent: best quality without a size goal. */
  targetKb: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce
      .number({ error: '目标大小应为数字（KB）' })
      .int('目标大小应为整数（KB）')
      .min(1, '目标大小至少 1 KB')
      .max(TARGET_KB_MAX, `目标大小不能超过 ${TARGET_KB_MAX} KB`)
      .optional(),
  ),
  /** `1`: keep EXIF/XMP (GPS included); default: strip every metadata block. */
  keepMetadata: z.enum(['0', '1'], { error: 'keepMetadata 应为 0 或 1' }).default('0'),
});

export const convertedImage = z.object({
  format: z.enum(IMAGE_FORMATS),
  contentType: z.string(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  /** Encoder quality used (PNG: palette colours), null for lossless PNG. */
  quality: z.number().nullable(),
  /** False when even the smallest allowed result is larger than the target (the smallest is given). */
  reachedTarget: z.boolean(),
  metadataKept: z.boolean(),
  /** The result's bytes, base64; nothing is stored on the server. */
  base64: z.string(),
});
export type ConvertedImage = z.infer<typeof convertedImage>;

export const convertImage = endpoint({
  method: 'POST',
  path: '/api/tool/image/convert',
  access: needs(imageInfoScreen.menu),
  summary:
    '转换或压缩图片（字段 file、format=webp|jpeg|png、targetKb、keepMetadata=0|1）：先降质量，仍超出再缩小尺寸；默认去除全部元数据；' +
    '返回结果的 base64，文件不保存',
  transport: 'multipart',
  upload: { maxBytes: IMAGE_MAX_BYTES, tooLarge: ImageMessages.tooLarge },
  body: convertFields,
  response: convertedImage,
});
