import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { id } from '../inputs';
import { attachmentInfo } from '../tool';
import { serviceOrderScreen } from './screens';

/**
 * Attachments of a service order (photos of the damage, the customer's mail, a carrier's letter):
 * uploaded through /api/tool/fastDfsClient/upload (type and size checked there), then attached here.
 */

export const serviceOrderAttachment = attachmentInfo.extend({ uploadedByName: z.string().nullable(), createdAt: z.string() });
export type ServiceOrderAttachment = z.infer<typeof serviceOrderAttachment>;

const base = '/api/sys/csServiceOrder';
const attach = needs(serviceOrderScreen.code('attach'));

export const serviceOrderAttachments = endpoint({
  method: 'GET',
  path: `${base}/attachments`,
  access: needs(serviceOrderScreen.menu),
  summary: '客服工单的附件，最早在前（下载走 /api/tool/file/:id，有权查看该工单的用户可下载）',
  query: z.object({ id: id('客服工单') }),
  response: z.array(serviceOrderAttachment),
});

export const saveServiceOrderAttach = endpoint({
  method: 'POST',
  path: `${base}/saveAttach`,
  access: attach,
  summary: '为客服工单添加附件（待处理或跟进中；先上传，再以 fileIds 关联；记入工单日志）：{id, fileIds}',
  body: z.object({ id: id('客服工单'), fileIds: z.array(id('附件'), { error: '请选择附件' }).min(1, '请选择附件').max(20, '一次最多添加20个附件') }),
  response: z.array(serviceOrderAttachment),
});

export const delServiceOrderAttach = endpoint({
  method: 'POST',
  path: `${base}/delAttach`,
  access: attach,
  summary: '移除客服工单的一个附件（待处理或跟进中；记入工单日志）：{id, fileId}',
  body: z.object({ id: id('客服工单'), fileId: id('附件') }),
  response: z.array(serviceOrderAttachment),
});
