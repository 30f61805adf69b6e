import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated, importEndpoint } from '../report';
import { isoDay, optionalText } from '../inputs';
import { serviceOrderFilter } from './orders';
import { REVIEW_CHANNELS, reviewFilter, reviewInput, type ReviewChannel } from './reviews';
import { reviewScreen, serviceOrderScreen } from './screens';

/** Excel of customer service (docs/domain/customer-service.md, Excel): exports as report-centre tasks, the review import. */

export const reviewExport = endpoint({
  method: 'GET',
  path: '/api/sys/csReview/addReviewExcelTask',
  access: needs(reviewScreen.code('export')),
  summary: '按列表筛选条件（含渠道：Walmart评论页只导出 Walmart 渠道）创建评论导出任务（报表中心下载）；无“查看全部”只导出自己负责的',
  query: reviewFilter,
  response: exportTaskCreated,
});

export const serviceOrderExport = endpoint({
  method: 'GET',
  path: '/api/sys/csServiceOrder/addServiceOrderExcelTask',
  access: needs(serviceOrderScreen.code('export')),
  summary: '按列表筛选条件创建客服工单导出任务（报表中心下载）；无“查看全部”只导出自己负责的',
  query: serviceOrderFilter,
  response: exportTaskCreated,
});

export const REVIEW_IMPORT_KIND = 'csReview';
export const REVIEW_TEMPLATE_FILE = '评论导入模板.xlsx';

const channelByText = new Map<string, ReviewChannel>([
  ...Object.entries(REVIEW_CHANNELS).map(([key, label]) => [label, key as ReviewChannel] as const),
  ['walmart', 'walmart'],
  ['product', 'product'],
  ['Walmart', 'walmart'],
]);

/** One row of 评论导入 as read from the sheet: the channel by its name, the owner by account (blank: the importer). */
export const reviewImportRow = reviewInput.omit({ ownerId: true, channel: true, reviewedOn: true }).extend({
  channel: z
    .string({ error: '请填写渠道' })
    .trim()
    .refine((v) => channelByText.has(v), '渠道只能是 Walmart评论 或 产品评论')
    .transform((v) => channelByText.get(v)!),
  reviewedOn: z.string({ error: '请填写评论日期' }).trim().pipe(isoDay),
  owner: optionalText('负责人账号', 50),
});
export type ReviewImportRow = z.output<typeof reviewImportRow>;

export const reviewTemplate = endpoint({
  method: 'GET',
  path: '/api/sys/csReview/exportReviewTemplate',
  access: needs(reviewScreen.code('import')),
  summary: `下载“${REVIEW_TEMPLATE_FILE}”：渠道、平台、店铺、SKU、订单号、评分、标题、评论内容、评论人、评论人邮箱、评论日期、负责人账号`,
  transport: 'blob',
});

export const importReview = importEndpoint({
  path: '/api/sys/csReview/importReview',
  code: reviewScreen.code('import'),
  summary: '导入评论（如从平台后台导出的评论）：每行一条待处理评论；负责人账号不填则为导入人，填写须是有评论管理页面权限的在职客服',
});
