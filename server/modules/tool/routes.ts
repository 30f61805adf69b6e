import { Messages, ResCode } from '@shared/api/envelope';
import { AttachmentMessages, downloadFile, downloadZip, uploadFile } from '@shared/api/tool';
import { ApiRoutes } from '../../http/api';
import { AppError, fail } from '../../http/errors';
import { findAttachment, mayRead, readableAttachments, saveUpload, toInfo } from './attachments';
import { sanitizeFileName } from './fileNames';
import { detectAllowedType } from './fileTypes';
import { sendAttachment, streamZip } from './send';

/** /api/tool: attachment upload (spec §7 fastDfsClient) and downloads. */
export function toolRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(uploadFile, async ({ file, caller, deps }) => {
      if (!file || file.size === 0) throw new AppError(ResCode.EMPTY_FILE, Messages.fileEmpty);
      // Trust the bytes, not the name or the declared type.
      const type = await detectAllowedType(file.buffer, file.originalname);
      if (!type) throw fail.badRequest(AttachmentMessages.badType);
      try {
        const row = await saveUpload(deps, { bytes: file.buffer, declaredName: file.originalname, type, by: caller.userId });
        return toInfo(row);
      } catch (error) {
        console.error('attachment upload', error);
        throw new AppError(ResCode.FAILED, Messages.uploadFailed);
      }
    })
    .add(downloadFile, async ({ params, query, caller, deps, req, res }) => {
      const id = Number(params.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw fail.notFound(AttachmentMessages.notFound);
      const row = await findAttachment(deps.db, id);
      if (!(await mayRead(deps.db, caller, row))) throw fail.forbidden();
      res.locals.audit = true;
      await sendAttachment(req, res, deps.files, row, query.download === '1');
    })
    .add(downloadZip, async ({ query, caller, deps, res }) => {
      const rows = await readableAttachments(deps.db, caller, query.ids);
      res.locals.audit = true;
      await streamZip(res, sanitizeFileName(query.name ?? '', '附件'), rows, deps.files);
    });
}
