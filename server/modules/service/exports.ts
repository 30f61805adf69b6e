import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { serviceOrderExport, reviewExport } from '@shared/api/service/excel';
import { serviceOrderFilter } from '@shared/api/service/orders';
import { reviewFields, serviceOrderFields } from '@shared/api/service/recordFields';
import { reviewFilter } from '@shared/api/service/reviews';
import { reviewScreen, serviceOrderScreen } from '@shared/api/service/screens';
import type { Db } from '../../db/connection';
import { csReviews as r, csServiceOrders as o } from '../../db/schema';
import { fieldSheet } from '../../excel/fields';
import { ApiRoutes } from '../../http/api';
import { keysetBatches } from '../../http/listPage';
import { addExportTask, defineScopedExport } from '../../excel/scoped-export';
import { orderOwner, orderRowColumns, orderWhere, toOrderRow } from './orders';
import { reviewOwner, reviewRowColumns, reviewWhere, toReviewRow } from './reviews';
import { reviewVisibility, serviceOrderVisibility } from './visibility';

/** Newest first, by keyset: `before` is the id the next batch stays under. */
const below = (id: typeof r.id | typeof o.id, where: SQL | undefined, before: number | undefined) => and(where, before === undefined ? undefined : lt(id, before));

const reviewSheet = fieldSheet(reviewFields, [
  'id', 'status', 'channel', 'platform', 'storeName', 'sku', 'orderNo', 'rating', 'title', 'content', 'reviewerName', 'reviewerEmail', 'reviewedOn', 'ownerName', 'createdAt', 'resolvedAt',
]);

async function* reviewRows(db: Db, filter: Parameters<typeof reviewWhere>[0], owner?: number) {
  const where = reviewWhere(filter, owner);
  const batches = keysetBatches(
    (before, size) =>
      db
        .select({ ...reviewRowColumns, reviewerEmail: r.reviewerEmail })
        .from(r)
        .leftJoin(reviewOwner, eq(reviewOwner.id, r.createdBy))
        .where(below(r.id, where, before))
        .orderBy(desc(r.id))
        .limit(size),
    1000,
  );
  for await (const batch of batches) yield batch.map(({ reviewerEmail, ...row }) => reviewSheet.row({ ...toReviewRow(row), reviewerEmail }));
}

/** 评论管理 and Walmart评论 (the list's channel is one of the filters). */
export const reviewExportKind = defineScopedExport({
  kind: 'csReview',
  fileName: '评论',
  screen: reviewScreen.path,
  filter: reviewFilter,
  columns: reviewSheet.columns,
  rows: reviewRows,
});

const orderSheet = fieldSheet(serviceOrderFields, [
  'serialNo', 'status', 'type', 'platform', 'orderNo', 'sku', 'customerName', 'customerEmail', 'description', 'ownerName', 'createdAt', 'resolvedAt',
]);

async function* orderRows(db: Db, filter: Parameters<typeof orderWhere>[0], owner?: number) {
  const where = orderWhere(filter, owner);
  const batches = keysetBatches(
    (before, size) =>
      db
        .select({ ...orderRowColumns, customerEmail: o.customerEmail })
        .from(o)
        .leftJoin(orderOwner, eq(orderOwner.id, o.createdBy))
        .where(below(o.id, where, before))
        .orderBy(desc(o.id))
        .limit(size),
    1000,
  );
  for await (const batch of batches) yield batch.map(({ customerEmail, ...row }) => orderSheet.row({ ...toOrderRow(row), customerEmail }));
}

/** 客服工单. */
export const serviceOrderExportKind = defineScopedExport({
  kind: 'csServiceOrder',
  fileName: '客服工单',
  screen: serviceOrderScreen.path,
  filter: serviceOrderFilter,
  columns: orderSheet.columns,
  rows: orderRows,
});

/** The export tasks: the list's filters and the caller's scope (a 客服 exports what they own). */
export function serviceExportRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, reviewExport, reviewExportKind, reviewVisibility);
  addExportTask(routes, serviceOrderExport, serviceOrderExportKind, serviceOrderVisibility);
  return routes;
}
