import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { transitionBody, workflowLogRow } from '../workflow';
import { blankAsAbsent, dayFilter, id, prefixText } from '../inputs';
import type { Machine } from '../../workflow/machine';
import type { ServiceState } from '../../workflow/service';
import type { Code, Screen } from '../../screen/define';

/**
 * What reviews and service orders share (docs/domain/customer-service.md): the handling calls 跟进, 解决,
 * 关闭, 重新打开 (through the workflow engine), 转派, the log and the tab counts, declared once per record kind.
 */

export const serviceStatus = z.enum(['new', 'following', 'resolved', 'closed'], { error: '状态不正确' });

/** Filters both lists take: status, owner, SKU and order number (prefix), a date range. */
export const serviceFilter = {
  status: blankAsAbsent(serviceStatus),
  ownerId: blankAsAbsent(id('负责人')),
  sku: prefixText,
  orderNo: prefixText,
  dateFrom: dayFilter,
  dateTo: dayFilter,
};

/** What every row shows: status, owner (the 客服 in charge) and when it came in. */
export const serviceRecordColumns = {
  id: z.number(),
  status: z.string(),
  version: z.number(),
  /** The owner's user id (the workflow engine's record owner). */
  createdBy: z.number(),
  ownerName: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
};

const result = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });
const note = (label: string) => transitionBody.extend({ comment: z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(500, `${label}最多500字`) });

export const assignBody = z.object({
  id: id('记录'),
  version: blankAsAbsent(z.coerce.number().int().positive()),
  ownerId: id('新负责人'),
  comment: z.string().trim().max(500, '说明最多500字').optional(),
});

/** The handling calls of one kind of record under `base` (/api/sys/csReview). */
export function handlingCalls(machine: Machine<ServiceState, 'follow' | 'resolve' | 'close' | 'reopen'>, base: string, assignCode: Code, views: readonly Screen[]) {
  const sees = needs(...views.map((s) => s.menu));
  return {
    follow: transitionEndpoint(machine, {
      method: 'POST',
      path: `${base}/follow`,
      actions: { follow: {} },
      summary: `跟进${machine.title}（待处理或跟进中 → 跟进中），须填跟进记录；可多次跟进，每次记入跟进日志`,
      body: note('跟进记录'),
      response: result,
    }),
    resolve: transitionEndpoint(machine, {
      method: 'POST',
      path: `${base}/resolve`,
      actions: { resolve: {} },
      summary: `解决${machine.title}（待处理或跟进中 → 已解决），须填处理结果`,
      body: note('处理结果'),
      response: result,
    }),
    close: transitionEndpoint(machine, {
      method: 'POST',
      path: `${base}/close`,
      actions: { close: {} },
      summary: `关闭${machine.title}（待处理或跟进中 → 已关闭，如重复、无需处理），须填关闭原因`,
      body: note('关闭原因'),
      response: result,
    }),
    reopen: transitionEndpoint(machine, {
      method: 'POST',
      path: `${base}/reopen`,
      actions: { reopen: {} },
      summary: `重新打开${machine.title}（已解决或已关闭 → 跟进中，如客户再次反馈），须填原因；清空处理完成时间`,
      body: note('重新打开原因'),
      response: result,
    }),
    assign: endpoint({
      method: 'POST',
      path: `${base}/assign`,
      access: needs(assignCode),
      summary: `转派${machine.title}给另一位客服（待处理或跟进中；状态不变，带 version，记入日志）`,
      body: assignBody,
      response: z.object({ id: z.number(), version: z.number(), ownerId: z.number() }),
    }),
    owners: endpoint({
      method: 'GET',
      path: `${base}/owners`,
      access: sees,
      summary: `可负责${machine.title}的客服（有该页面权限的在职用户）：负责人筛选与转派的选项`,
      response: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
    log: endpoint({
      method: 'GET',
      path: `${base}/log`,
      access: sees,
      summary: `${machine.title}的跟进日志与操作记录，最早在前`,
      query: z.object({ id: id(machine.title) }),
      response: z.array(workflowLogRow),
    }),
  };
}
