import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertImage, IMAGE_MAX_BYTES, ImageMessages, inspectImage } from '@shared/api/ops/images';
import { ResCode } from '@shared/api/envelope';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { jpegWithGps, photo, pngClaiming } from './images';

let t: TestApp;
let admin: string;
let operator: string; // wangfang (运营) uses the tool
beforeAll(async () => {
  t = await createTestApp();
  [admin, operator] = await Promise.all([t.login(), t.login('wangfang')]);
});
afterAll(() => t.close());

const inspect = (bytes: Buffer, name = 'p.jpg', token = operator) => t.as(token).upload(inspectImage, { bytes, name });
const convert = (bytes: Buffer, fields: Record<string, string | number>, token = operator) =>
  t.as(token).upload(convertImage, { bytes, name: 'p.png' }, fields);
const decoded = (base64: string) => Buffer.from(base64, 'base64');

describe('图片信息 (POST /api/tool/image/info)', () => {
  it('reads type, size, dimensions and EXIF, and flags the GPS position', async () => {
    const jpeg = await jpegWithGps();
    const res = await inspect(jpeg);
    expect(res.resCode, res.resDes).toBe(ResCode.OK);
    expect(res.data).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', size: jpeg.length, width: 120, height: 80, hasMetadata: true });
    expect(res.data.exif).toEqual(expect.arrayContaining([{ group: 'ifd0', tag: 'Make', value: 'Crossdock' }, expect.objectContaining({ group: 'exif', tag: 'DateTimeOriginal' })]));
    expect(res.data.gps!.latitude).toBeCloseTo(31.2402, 3);
    expect(res.data.gps!.longitude).toBeCloseTo(121.4667, 3);
  });

  it('says a picture without metadata has none', async () => {
    const png = await (await photo(40, 30)).png().toBuffer();
    const res = await inspect(png, 'a.png');
    expect(res.data).toMatchObject({ format: 'png', width: 40, height: 30, gps: null, hasMetadata: false, exif: [] });
  });

  it('refuses what is not a picture, a broken one and an empty file, with a clear message', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    for (const bytes of [Buffer.from('姓名,金额\n张伟,1\n'), Buffer.from('%PDF-1.4\n%%EOF\n'), svg]) {
      expectRefused(await inspect(bytes, 'x.png'), ResCode.BAD_REQUEST, ImageMessages.notImage);
    }
    const jpeg = await jpegWithGps();
    expectRefused(await inspect(jpeg.subarray(0, 40), 'cut.jpg'), ResCode.BAD_REQUEST);
    expectRefused(await t.as(operator).upload(inspectImage, { bytes: Buffer.alloc(0), name: 'e.png' }), ResCode.BAD_REQUEST, ImageMessages.notImage);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    expectRefused(await inspect(await pngClaiming(30_000), 'bomb.png'), ResCode.BAD_REQUEST, ImageMessages.tooManyPixels);
  });

  it('refuses a file over the limit', async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expectRefused(await inspect(big, 'big.jpg'), ResCode.TOO_LARGE, ImageMessages.tooLarge);
  });

  it('is refused to a user without the screen', async () => {
    const finance = await t.login('lina');
    expectRefused(await inspect(await jpegWithGps(), 'p.jpg', finance), ResCode.FORBIDDEN);
  });
});

describe('转换与压缩 (POST /api/tool/image/convert)', () => {
  it('converts a PNG to WebP under the target size, by quality first', async () => {
    const png = await (await photo(400, 300)).png().toBuffer();
    const res = await convert(png, { format: 'webp', targetKb: 15 });
    expect(res.resCode, res.resDes).toBe(ResCode.OK);
    const bytes = decoded(res.data.base64);
    expect(res.data).toMatchObject({ format: 'webp', contentType: 'image/webp', size: bytes.length, width: 400, height: 300, reachedTarget: true });
    expect(bytes.length).toBeLessThanOrEqual(15 * 1024);
    expect(bytes.length).toBeLessThan(png.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });

  it('shrinks the picture when the lowest quality is still too large', async () => {
    const jpeg = await (await photo(1200, 900)).jpeg({ quality: 95 }).toBuffer();
    const res = await convert(jpeg, { format: 'jpeg', targetKb: 8 });
    const bytes = decoded(res.data.base64);
    expect(res.data.reachedTarget).toBe(true);
    expect(bytes.length).toBeLessThanOrEqual(8 * 1024);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThan(1200);
    expect(meta.width! / meta.height!).toBeCloseTo(1200 / 900, 1);
  });

  it('keeps PNG lossless when it fits, and uses a palette when it does not', async () => {
    const png = await (await photo(200, 150)).png().toBuffer();
    const lossless = await convert(png, { format: 'png' });
    expect(lossless.data).toMatchObject({ format: 'png', quality: null, reachedTarget: true });
    const small = await convert(png, { format: 'png', targetKb: 20 });
    expect(small.data.size).toBeLessThanOrEqual(20 * 1024);
    expect((await sharp(decoded(small.data.base64)).metadata()).format).toBe('png');
  });

  it('strips EXIF and GPS by default, keeps them when asked', async () => {
    const jpeg = await jpegWithGps();
    const stripped = decoded((await convert(jpeg, { format: 'jpeg' })).data.base64);
    expect(await exifr.parse(stripped)).toBeUndefined();
    const kept = await convert(jpeg, { format: 'webp', keepMetadata: '1' });
    expect(kept.data.metadataKept).toBe(true);
    // WebP: read back through the tool itself (exifr does not read WebP files).
    const info = await inspect(decoded(kept.data.base64), 'kept.webp');
    expect(info.data.gps?.latitude).toBeCloseTo(31.2402, 3);
  });

  it('refuses bad settings and bad files with a clear message', async () => {
    const png = await (await photo(20, 20)).png().toBuffer();
    expectRefused(await convert(png, { format: 'gif' }), ResCode.BAD_REQUEST, '目标格式应为 WEBP、JPEG 或 PNG');
    expectRefused(await convert(png, { format: 'webp', targetKb: 'abc' }), ResCode.BAD_REQUEST, '目标大小应为数字');
    expectRefused(await convert(png, { format: 'webp', targetKb: 0 }), ResCode.BAD_REQUEST, '目标大小至少 1 KB');
    expectRefused(await convert(Buffer.from('hello'), { format: 'webp' }), ResCode.BAD_REQUEST, ImageMessages.notImage);
    expectRefused(await convert(await pngClaiming(30_000), { format: 'webp' }), ResCode.BAD_REQUEST, ImageMessages.tooManyPixels);
  });

  it('refuses a truncated picture instead of answering half of it', async () => {
    const jpeg = await (await photo(300, 200)).jpeg().toBuffer();
    expectRefused(await convert(jpeg.subarray(0, Math.floor(jpeg.length / 2)), { format: 'png' }), ResCode.BAD_REQUEST, ImageMessages.broken);
  });

  it('finishes several conversions sent at once (they take turns)', async () => {
    const png = await (await photo(300, 200)).png().toBuffer();
    const answers = await Promise.all(['webp', 'jpeg', 'png', 'webp', 'jpeg'].map((format) => convert(png, { format, targetKb: 30 })));
    for (const a of answers) {
      expect(a.resCode, a.resDes).toBe(ResCode.OK);
      expect(a.data.size).toBeLessThanOrEqual(30 * 1024);
    }
  });

  it('says when even the smallest result is larger than the target', async () => {
    const png = await (await photo(64, 64)).png().toBuffer();
    const res = await convert(png, { format: 'png', targetKb: 1 }, admin);
    expect(res.resCode, res.resDes).toBe(ResCode.OK);
    expect(res.data.size).toBe(decoded(res.data.base64).length);
    if (!res.data.reachedTarget) expect(res.data.size).toBeGreaterThan(1024);
  });
});
