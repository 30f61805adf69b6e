import { and, inArray } from 'drizzle-orm';
import { importReview, REVIEW_IMPORT_KIND, REVIEW_TEMPLATE_FILE, reviewImportRow, reviewTemplate, type ReviewImportRow } from '@shared/api/service/excel';
import { reviewScreen } from '@shared/api/service/screens';
import type { Db, Tx } from '../../db/connection';
import { csReviews, users } from '../../db/schema';
import { sendXlsx } from '../../excel/download';
import { defineImport, rejectRows } from '../../excel/import-kinds';
import { runImport } from '../../excel/import-run';
import { exampleRow, templateColumns } from '../../excel/template';
import { ApiRoutes } from '../../http/api';
import { AppError } from '../../http/errors';
import { actorOf, type Actor } from '../../workflow';
import { checkOwner } from './handling';
import { DUPLICATE_REVIEW, insertReview } from './reviews';

/** What makes two reviews the same one. */
export type ReviewKey = Pick<ReviewImportRow, 'channel' | 'platform' | 'sku' | 'reviewerName' | 'reviewedOn' | 'content'>;

/** The same review twice: channel, platform, SKU, reviewer, day and text alike. */
const sameReview = (x: ReviewKey) =>
  [x.channel, x.platform, x.sku, x.reviewerName, x.reviewedOn, x.content].join('\u0001');

/** Account -> owner id, or why that account cannot own reviews (unknown, inactive, no screen, no 转派 right). */
async function ownersByAccount(tx: Db, actor: Actor, accounts: string[]): Promise<Map<string, number | string>> {
  const found = accounts.length ? await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, accounts)) : [];
  const idOf = new Map(found.map((u) => [u.username, u.id]));
  const result = new Map<string, number | string>();
  for (const account of accounts) {
    const id = idOf.get(account);
    if (id === undefined) {
      result.set(account, `负责人账号 ${account} 不存在`);
      continue;
    }
    try {
      if (id !== actor.userId) await checkOwner(tx, id, reviewScreen.path, actor, reviewScreen.code('assign'));
      result.set(account, id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.set(account, error.message);
    }
  }
  return result;
}

/** Rows already stored (or twice in the file): a sheet imported again adds nothing. */
export async function duplicates(tx: Db, rows: ReviewKey[]): Promise<Map<number, string>> {
  const stored = await tx
    .select({ channel: csReviews.channel, platform: csReviews.platform, sku: csReviews.sku, reviewerName: csReviews.reviewerName, reviewedOn: csReviews.reviewedOn, content: csReviews.content })
    .from(csReviews)
    .where(and(inArray(csReviews.sku, [...new Set(rows.map((r) => r.sku))]), inArray(csReviews.reviewedOn, [...new Set(rows.map((r) => r.reviewedOn))])));
  const known = new Set(stored.map((s) => sameReview(s as ReviewKey)));
  const reasons = new Map<number, string>();
  rows.forEach((row, i) => {
    const key = sameReview(row);
    if (known.has(key)) reasons.set(i, DUPLICATE_REVIEW);
    known.add(key);
  });
  return reasons;
}

/**
 * 评论导入: reviews from a marketplace's export, all rows or none. Each row becomes a 待处理 review
 * owned by the account named (a 客服 holding 评论管理; naming someone else needs 转派) or the importer.
 */
export const reviewImport = defineImport({
  kind: REVIEW_IMPORT_KIND,
  title: '评论导入',
  templateFileName: REVIEW_TEMPLATE_FILE,
  screen: reviewScreen.menu,
  columns: [
    { header: '渠道', key: 'channel', required: true, example: 'Walmart评论', width: 12 },
    { header: '平台', key: 'platform', required: true, example: 'Walmart US', width: 12 },
    { header: '店铺', key: 'storeName', example: 'HomeKit Store', width: 16 },
    { header: 'SKU', key: 'sku', required: true, example: 'HK1001-01', width: 14 },
    { header: '订单号', key: 'orderNo', example: 'WM-2026110001', width: 18 },
    { header: '评分', key: 'rating', required: true, example: '2', width: 8 },
    { header: '标题', key: 'title', example: 'Broke after a week', width: 24 },
    { header: '评论内容', key: 'content', required: true, example: 'The handle snapped after a week of use.', width: 40 },
    { header: '评论人', key: 'reviewerName', required: true, example: 'Kate Moss', width: 14 },
    { header: '评论人邮箱', key: 'reviewerEmail', example: 'kate@example.com', width: 22 },
    { header: '评论日期', key: 'reviewedOn', required: true, example: '2026-11-20', width: 12 },
    { header: '负责人账号', key: 'owner', example: 'zhaomin', width: 12 },
  ],
  row: reviewImportRow,
  async commit(tx, rows, caller) {
    const actor = await actorOf(caller);
    const owners = await ownersByAccount(tx, actor, [...new Set(rows.flatMap((r) => (r.owner ? [r.owner] : [])))]);
    const reasons = await duplicates(tx, rows);
    rows.forEach((row, i) => {
      const owner = row.owner ? owners.get(row.owner) : actor.userId;
      if (typeof owner === 'string') reasons.set(i, [reasons.get(i), owner].filter(Boolean).join('；'));
    });
    rejectRows(reasons);
    for (const { owner, ...fields } of rows) {
      await insertReview(tx as unknown as Tx, actor, fields, owner ? (owners.get(owner) as number) : actor.userId);
    }
  },
});

/** The template (评论导入模板.xlsx) and the upload. */
export function reviewImportRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(reviewTemplate, async ({ res }) => {
      await sendXlsx(res, REVIEW_TEMPLATE_FILE, templateColumns(reviewImport), [exampleRow(reviewImport)]);
    })
    .add(importReview, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, reviewImport);
    });
}
