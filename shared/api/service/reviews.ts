import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { allowedActionRow, tabCounts } from '../workflow';
import { blankAsAbsent, cappedPage, isoDay, listPaging, nullIfBlank, optionalText, text } from '../inputs';
import { reviewMachine } from '../../workflow/service';
import { handlingCalls, serviceFilter, serviceRecordColumns } from './handling';
import { reviewScreen, walmartReviewScreen } from './screens';

/** 评论 (docs/domain/customer-service.md, Review). */

export const REVIEW_CHANNELS = { walmart: 'Walmart评论', product: '产品评论' } as const;
export type ReviewChannel = keyof typeof REVIEW_CHANNELS;
const channel = z.enum(['walmart', 'product'], { error: '请选择评论渠道' });
const rating = z.coerce.number({ error: '评分必须是1到5的整数' }).int('评分必须是1到5的整数').min(1, '评分必须是1到5的整数').max(5, '评分必须是1到5的整数');
/** A review at or below this rating is a bad review: 发放礼品 is offered on it. */
export const BAD_REVIEW_MAX_RATING = 3;

export const reviewRow = z.object({
  ...serviceRecordColumns,
  channel: z.string(),
  platform: z.string(),
  storeName: z.string().nullable(),
  sku: z.string(),
  orderNo: z.string().nullable(),
  rating: z.number(),
  title: z.string().nullable(),
  content: z.string(),
  reviewerName: z.string(),
  reviewedOn: z.string(),
});
export type ReviewRow = z.infer<typeof reviewRow>;

/** A grant made from a review (the link is the grant's review_id). */
export const linkedGrant = z.object({ id: z.number(), serialNo: z.string(), status: z.string(), createdAt: z.string() });
export type LinkedGrant = z.infer<typeof linkedGrant>;

export const reviewDetail = reviewRow.extend({
  reviewerEmail: z.string().nullable(),
  enteredByName: z.string().nullable(),
  actions: z.array(allowedActionRow),
  grants: z.array(linkedGrant),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

export const reviewFilter = z.object({
  ...serviceFilter,
  channel: blankAsAbsent(channel),
  rating: blankAsAbsent(rating),
  /** Bad reviews only: rating at most 3 (a boolean once read: an export task stores it so). */
  bad: blankAsAbsent(z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])),
});
export type ReviewFilter = z.output<typeof reviewFilter>;

/** A review entered by hand (reviews are normally pulled from the marketplace). */
export const reviewInput = z.object({
  channel,
  platform: text('平台', 50),
  storeName: optionalText('店铺', 100),
  sku: text('SKU', 64),
  orderNo: optionalText('订单号', 64),
  rating,
  title: optionalText('标题', 200),
  content: text('评论内容', 5000),
  reviewerName: text('评论人', 100),
  reviewerEmail: nullIfBlank(z.email('邮箱格式不正确').max(200)),
  reviewedOn: isoDay,
  ownerId: blankAsAbsent(z.coerce.number().int().positive()),
});
export type ReviewInput = z.input<typeof reviewInput>;

const base = '/api/sys/csReview';
const views = [reviewScreen, walmartReviewScreen];
const sees = needs(...views.map((s) => s.menu));

export const reviewPage = endpoint({
  method: 'GET',
  path: `${base}/page`,
  access: sees,
  summary: '评论列表，最新收到的在前。筛选：渠道、状态、负责人、SKU（前缀）、订单号（前缀）、评分、差评（≤3星）、评论日期。客服只看自己负责的；有“查看全部”看全部',
  query: reviewFilter.extend(listPaging),
  response: cappedPage(reviewRow),
});

export const reviewTabNum = endpoint({
  method: 'GET',
  path: `${base}/tabNum`,
  access: sees,
  summary: '各状态页签的数量及 all（按可见范围，可按渠道）',
  query: z.object({ channel: blankAsAbsent(channel) }),
  response: tabCounts,
});

export const reviewDetailGet = endpoint({
  method: 'GET',
  path: `${base}/detail/:id`,
  access: sees,
  summary: '评论详情、当前用户此刻可做的操作、由该评论发放的礼品',
  response: reviewDetail,
});

export const addReview = endpoint({
  method: 'POST',
  path: `${base}/add`,
  access: needs(reviewScreen.code('add')),
  summary: '手工录入一条评论（通常由平台拉取）；不填负责人则为录入人',
  body: reviewInput,
  response: z.object({ id: z.number() }),
});

export const reviewHandling = handlingCalls(reviewMachine, base, reviewScreen.code('assign'), views);
export const followReview = reviewHandling.follow;
export const resolveReview = reviewHandling.resolve;
export const closeReview = reviewHandling.close;
export const reopenReview = reviewHandling.reopen;
export const assignReview = reviewHandling.assign;
export const reviewLog = reviewHandling.log;
export const reviewOwners = reviewHandling.owners;

export const reviewTransitions = [followReview, resolveReview, closeReview, reopenReview] as const;
