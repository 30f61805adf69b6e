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

/** The marketplaces' own review exports 导入平台评论 reads (docs/domain/customer-service.md, "Marketplace review exports"). */
export const PLATFORM_REVIEW_KINDS = { amazon: 'csReviewAmazon', walmart: 'csReviewWalmart' } as const;
export const PlatformReviewMessages = {
  unknownFormat: '无法识别的评论文件：请上传 Amazon（Customer Reviews）或 Walmart（Ratings & Reviews）后台导出的 CSV 或 Excel 文件，表头保持原样',
  unreadable: '请上传平台导出的评论文件（.csv 或 .xlsx 格式）',
} as const;

export const importPlatformReview = importEndpoint({
  path: '/api/sys/csReview/importPlatformReview',
  code: reviewScreen.code('import'),
  summary:
    '导入平台评论：Amazon 品牌后台 Customer Reviews 或 Walmart 卖家中心 Ratings & Reviews 导出的 CSV / Excel，按表头识别平台；Amazon 评论为产品评论、Walmart 评论为 Walmart评论，SKU 由文件中的 SKU 或平台信息（ASIN、MSKU）确定，负责人为导入人；已有的评论不重复导入',
});
