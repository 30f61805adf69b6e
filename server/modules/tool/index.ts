/** What other modules use of attachments: declare an owner, attach/detach/list in their transactions, zip. */
export { defineAttachmentOwner, useAttachmentOwners, type AttachmentOwner, type MayReadRecord } from './owners';
export {
  attachFiles,
  detachFile,
  listAttachments,
  readableAttachments,
  purgeAttachments,
  type AttachmentRow,
  type ListedAttachment,
} from './attachments';
export { streamZip, sendAttachment, type ZipFile } from './send';
export { createZipArchive } from './zipArchive';
export { saveUpload } from './attachments';
export { detectAllowedType } from './fileTypes';
export { startToolWorkers } from './workers';
