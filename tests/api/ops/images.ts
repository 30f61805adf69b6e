import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** Test pictures made by sharp: a photo-like gradient with grain (compresses like a real photo, not like noise). */
export async function photo(width: number, height: number): Promise<Sharp> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width + grain;
      pixels[i + 1] = (y * 255) / height + grain;
      pixels[i + 2] = ((x + y) * 127) / (width + height) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A JPEG from a camera at the Bund, Shanghai: make, model, date and a GPS position in its EXIF. */
export async function jpegWithGps(): Promise<Buffer> {
  return (await photo(120, 80))
    .withExif({
      IFD0: { Make: 'Crossdock', Model: 'TestCam' },
      IFD2: { DateTimeOriginal: '2024:05:01 10:00:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 2460/100', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A real 8x8 PNG whose header then claims `side` x `side` pixels (a decompression bomb's shape: tiny file, huge picture). */
export async function pngClaiming(side: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer();
  // IHDR: 8-byte signature, 4-byte length, 'IHDR', width, height, ..., CRC over type + data (17 bytes).
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
