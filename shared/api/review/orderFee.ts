import { z } from 'zod';
import { id } from '../inputs';
import { endpoint, needs } from '../contract';
import { exportTaskCreated, importEndpoint } from '../report';
import { REVIEWER_BASE } from './common';
import { detailFilter } from './detail';
import { overseasScreen, planOrderScreen } from './screens';

/** Order fees and the detail export (docs/domain/review-programme.md, "Excel"). */
export const ORDER_FEE_IMPORT_KIND = 'reviewOrderFee';
export const ORDER_FEE_TEMPLATE_FILE = '订单费用导入模板.xlsx';
export const DETAIL_EXPORT_FILE = '订单明细';

export const exportOrderFee = endpoint({
  method: 'POST',
  path: `${REVIEWER_BASE}/blnPlanOrder/exportOrderFee`,
  access: needs(planOrderScreen.code('fee')),
  summary: '导出计划单的订单费用（xlsx，即导入模板）：未合并的每条明细一行（计划单号、行号、邀请码、订单号、订单费用、币种、折合人民币）；{planOrderId}',
  body: z.object({ planOrderId: id('计划单') }),
  transport: 'blob',
});

export const importOrderFee = importEndpoint({
  path: `${REVIEWER_BASE}/blnPlanOrder/importOrderFee`,
  code: planOrderScreen.code('fee'),
  summary: `导入订单费用（xlsx，按“${ORDER_FEE_TEMPLATE_FILE.replace('.xlsx', '')}”：邀请码、订单费用、币种）；币种须有汇率；已合并的明细、本人平台范围外的邀请码和文件内重复的邀请码被拒绝`,
});

export const exportPlanOrderDetail = endpoint({
  method: 'GET',
  path: `${REVIEWER_BASE}/blnPlanOrderDetail/exportPlanOrderDetail`,
  access: needs(overseasScreen.code('export')),
  summary: '按列表筛选条件导出订单明细（报表下载中心的后台任务；范围同列表，地址按本人权限完整或打码）',
  query: detailFilter,
  response: exportTaskCreated,
});
