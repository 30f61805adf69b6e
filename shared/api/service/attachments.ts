import { z } from 'zod';
import type { Code } from '../../screen';
import type { Screen } from '../../screen/define';
import { endpoint, needs } from '../contract';
import { id } from '../inputs';
import { attachmentInfo } from '../tool';
import { reviewScreen, serviceOrderScreen, walmartReviewScreen } from './screens';

/**
 * Attachments of a customer-service record (photos of the damage, the customer's mail, a screenshot of
 * the review, a carrier's letter): uploaded through /api/tool/fastDfsClient/upload (type and size
 * checked there), then attached here.
 */

export const serviceAttachment = attachmentInfo.extend({ uploadedByName: z.string().nullable(), createdAt: z.string() });
export type ServiceAttachment = z.infer<typeof serviceAttachment>;

/** The attachment calls of one kind of record under `base` (/api/sys/csReview): list, add, remove. */
export function attachmentCalls(base: string, title: string, attachCode: Code, views: readonly Screen[]) {
  const attach = needs(attachCode);
  return {
    list: endpoint({
      method: 'GET',
      path: `${base}/attachments`,
      access: needs(...views.map((s) => s.menu)),
      summary: `${title}的附件，最早在前（下载走 /api/tool/file/:id，有权查看该${title}的用户可下载）`,
      query: z.object({ id: id(title) }),
      response: z.array(serviceAttachment),
    }),
    add: endpoint({
      method: 'POST',
      path: `${base}/saveAttach`,
      access: attach,
      summary: `为${title}添加附件（待处理或跟进中；先上传，再以 fileIds 关联；记入日志）：{id, fileIds}`,
      body: z.object({ id: id(title), fileIds: z.array(id('附件'), { error: '请选择附件' }).min(1, '请选择附件').max(20, '一次最多添加20个附件') }),
      response: z.array(serviceAttachment),
    }),
    remove: endpoint({
      method: 'POST',
      path: `${base}/delAttach`,
      access: attach,
      summary: `移除${title}的一个附件（待处理或跟进中；记入日志）：{id, fileId}`,
      body: z.object({ id: id(title), fileId: id('附件') }),
      response: z.array(serviceAttachment),
    }),
  };
}
export type AttachmentCalls = ReturnType<typeof attachmentCalls>;

export const serviceOrderAttachmentCalls = attachmentCalls('/api/sys/csServiceOrder', '客服工单', serviceOrderScreen.code('attach'), [serviceOrderScreen]);
export const serviceOrderAttachments = serviceOrderAttachmentCalls.list;
export const saveServiceOrderAttach = serviceOrderAttachmentCalls.add;
export const delServiceOrderAttach = serviceOrderAttachmentCalls.remove;

export const reviewAttachmentCalls = attachmentCalls('/api/sys/csReview', '评论', reviewScreen.code('attach'), [reviewScreen, walmartReviewScreen]);
