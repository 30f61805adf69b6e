import { z } from 'zod';
import { LOGIN, endpoint, type DataOf } from './contract';

/** Attachments: upload (spec §7 fastDfsClient), download one, download several as a zip. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many files in one zip download. */
export const ZIP_MAX_FILES = 200;

export const AttachmentMessages = {
  tooLarge: '上传文件大小不能超过 20MB!',
  badType: '不支持的文件类型：仅支持 PDF、图片（JPG/PNG/GIF/WEBP）、Excel、Word、ZIP、TXT/CSV',
  notFound: '附件不存在',
  notYours: '附件不存在或不是您上传的',
  attachedElsewhere: '附件已关联到其他记录',
  tooManyInZip: `一次最多打包下载${ZIP_MAX_FILES}个附件`,
} as const;

export const attachmentInfo = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  /** GET it with the Authorization header (or `?token=` where a header cannot be set, e.g. <img>). */
  url: z.string(),
});
export type AttachmentInfo = z.infer<typeof attachmentInfo>;

/** Where a stored attachment is downloaded. */
export const attachmentUrl = (id: number) => `/api/tool/file/${id}`;

export const uploadFile = endpoint({
  method: 'POST',
  path: '/api/tool/fastDfsClient/upload',
  access: LOGIN,
  summary:
    '上传附件（字段 file，最大 20MB；按内容识别类型：PDF、JPG/PNG/GIF/WEBP、XLSX/XLS、DOCX/DOC、ZIP、TXT/CSV）。' +
    '空文件 501；上传后仅上传人可见，业务保存时关联到记录',
  transport: 'multipart',
  upload: { maxBytes: ATTACHMENT_MAX_BYTES, tooLarge: AttachmentMessages.tooLarge },
  response: attachmentInfo,
});

export const downloadFile = endpoint({
  method: 'GET',
  path: '/api/tool/file/:id',
  access: LOGIN,
  summary: '下载附件（图片和 PDF 内联显示，download=1 时作为下载）；未关联时仅上传人，关联后为可查看该记录的用户',
  transport: 'blob',
  query: z.object({ download: z.enum(['0', '1']).optional() }),
});

/** Query strings send one id as a string and several as an array. */
const idsQuery = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(z.coerce.number({ error: '附件编号应为整数' }).int('附件编号应为整数').positive('附件编号应为整数'))
    .min(1, '请选择要下载的附件')
    .max(ZIP_MAX_FILES, AttachmentMessages.tooManyInZip),
);

export const downloadZip = endpoint({
  method: 'GET',
  path: '/api/tool/file/zip',
  access: LOGIN,
  summary: `把多个附件打包为 zip 下载（ids 重复传参，最多 ${ZIP_MAX_FILES} 个；每个都须有权查看）`,
  transport: 'blob',
  query: z.object({ ids: idsQuery, name: z.string().trim().max(100).optional() }),
});

export type UploadedFile = DataOf<typeof uploadFile>;
