import { PNG } from 'pngjs';
import QRCode from 'qrcode';

/**
 * A code's QR image as a grey PNG drawn from the QR library's module matrix. Cheaper than the library's
 * own PNG output (an RGBA bitmap with adaptive filters): one byte a pixel, and the "up" filter, which
 * turns the repeated rows of a module into zeros (bench/warranty-batch.ts).
 */

/** Pixels a module: 9 gives about 300 px for the URLs printed (version 3 or 4, plus the quiet zone). */
const MODULE_PX = 9;
/** Quiet zone around the code, in modules. */
const MARGIN = 2;
const BLACK = 0;
const WHITE = 255;
const GREY = 0;
const FILTER_UP = 2;

/** The PNG of `text`'s QR code, error correction M. */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const px = (modules.size + 2 * MARGIN) * MODULE_PX;
  const data = Buffer.alloc(px * px, WHITE);
  for (let my = 0; my < modules.size; my++) {
    for (let mx = 0; mx < modules.size; mx++) {
      if (!modules.get(my, mx)) continue;
      const left = (mx + MARGIN) * MODULE_PX;
      for (let k = 0; k < MODULE_PX; k++) {
        const row = ((my + MARGIN) * MODULE_PX + k) * px;
        data.fill(BLACK, row + left, row + left + MODULE_PX);
      }
    }
  }
  // The writer reads only width, height and data: a PNG instance would allocate an RGBA bitmap for nothing.
  const image = { width: px, height: px, data } as unknown as PNG;
  return PNG.sync.write(image, {
    colorType: GREY,
    inputColorType: GREY,
    inputHasAlpha: false,
    bitDepth: 8,
    filterType: FILTER_UP,
  });
}
