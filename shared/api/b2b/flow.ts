import { z } from 'zod';
import { isoDay } from './fields';
import { blankAsAbsent } from '../inputs';

/** Pieces the back payment and delivery contracts share (list paging, filters, decisions). */

export const listPage = z.object({
  page: z.coerce.number({ error: '页码必须是数字' }).int().min(1).default(1),
  limit: z.coerce.number({ error: '每页条数必须是数字' }).int().min(1).max(500, '每页最多500条').default(20),
});

/** Optional filters as query strings send them ('' = no filter). */
export const filterText = blankAsAbsent(z.string().trim().max(50, '筛选条件最多50字'));
export const filterId = (label: string) => blankAsAbsent(z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`));
export const filterDay = blankAsAbsent(isoDay);

/** `?id=&version=` of the GET transitions the spec has (submit, delete). */
export const idVersionQuery = z.object({
  id: z.coerce.number({ error: 'id 必须是数字' }).int('id 必须是数字').positive('id 必须是数字'),
  version: blankAsAbsent(z.coerce.number({ error: '版本号必须是数字' }).int().positive()),
});

export const idQuery = z.object({ id: idVersionQuery.shape.id });

/** A decision: pass (approve/confirm) or reject with a reason. */
export const decisionBody = z.object({
  id: z.number({ error: 'id 必须是数字' }).int('id 必须是数字').positive('id 必须是数字'),
  version: z.number({ error: '版本号必须是数字' }).int().positive().optional(),
  pass: z.boolean({ error: '请选择通过或驳回' }),
  comment: z.string({ error: '原因必须是文字' }).trim().max(500, '原因最多500字').optional(),
});

export const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });
