import { z } from 'zod';
import { id } from '../inputs';
import { endpoint, needs } from '../contract';
import { workflowLogRow } from '../workflow';
import { followScreen, overseasScreen, planOrderScreen } from './screens';

/** The business log of a plan order or an order detail: every change, who and when. */
export const BIZ_TYPES = ['review_plan_order', 'review_plan_order_detail'] as const;

export const queryBizLog = endpoint({
  method: 'GET',
  path: '/api/base/baseBizLog/queryBizLog',
  access: needs(planOrderScreen.menu, overseasScreen.menu, followScreen.menu),
  summary: '业务日志：?bizType=review_plan_order|review_plan_order_detail&bizId=，最早在前',
  query: z.object({ bizType: z.enum(BIZ_TYPES, { error: '业务类型不正确' }), bizId: id('业务记录') }),
  response: z.array(workflowLogRow),
});
