import { convertImage, ImageMessages, inspectImage } from '@shared/api/ops/images';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { convert } from './convert';
import { inTurn } from './limit';
import { inspect } from './inspect';
import { openImage } from './open';

/** 图片信息 (/tool/image-info): nothing uploaded here is stored. */
export function imageRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(inspectImage, async ({ file }) => {
      const image = await openImage(file?.buffer);
      return inspect(file!.buffer, image);
    })
    .add(convertImage, async ({ file, body }) => {
      const image = await openImage(file?.buffer);
      try {
        return await inTurn(() => convert(image, { format: body.format, targetKb: body.targetKb, keepMetadata: body.keepMetadata === '1' }));
      } catch {
        // The header read but the pixels did not (a truncated or corrupt file).
        throw fail.badRequest(ImageMessages.broken);
      }
    });
}
