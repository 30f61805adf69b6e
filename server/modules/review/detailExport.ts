import { and, lt } from 'drizzle-orm';
import { z } from 'zod';
import { detailFilter } from '@shared/api/review/detail';
import { DETAIL_EXPORT_FILE } from '@shared/api/review/orderFee';
import { detailFields } from '@shared/api/review/recordFields';
import { overseasScreen } from '@shared/api/review/screens';
import { reviewPlanOrderDetails } from '../../db/schema';
import { defineExport } from '../../excel/export-kinds';
import { fieldSheet } from '../../excel/fields';
import { keysetRows } from '../../http/listPage';
import { platformScopeWhere } from '../reference';
import { detailOrder, detailWhere, selectDetails, toDetailRow } from './detailQueries';
import { detailVisibility } from './visibility';

const d = reviewPlanOrderDetails;
const sheet = fieldSheet(detailFields, ['planOrderSerialNo', 'lineNo', 'invitationCode', 'status', 'platformName', 'sku', 'sendLetterStatus', 'reviewerStatus', 'receiver', 'addressText', 'marketOrderNo', 'orderAmount', 'orderFee', 'creatorName', 'createdAt']);

/** What the asker may see, taken when the task is created: the worker exports exactly that. */
const params = detailFilter.extend({
  owner: z.number().optional(),
  platforms: z.union([z.object({ all: z.literal(true) }), z.object({ all: z.literal(false), platformIds: z.array(z.number()).readonly() })]),
  fullAddress: z.boolean(),
});
export type DetailExportParams = z.output<typeof params>;

/** 订单明细 导出: the list's filters and the asker's scope, newest first, 1,000 at a time by keyset; addresses masked unless the asker ships. */
export const detailExport = defineExport<DetailExportParams>({
  kind: 'reviewPlanOrderDetail',
  fileName: DETAIL_EXPORT_FILE,
  screen: overseasScreen.menu,
  columns: sheet.columns,
  params: params as unknown as z.ZodType<DetailExportParams>,
  async *rows(deps, p) {
    const { owner, platforms, fullAddress, ...filter } = p;
    const where = and(detailWhere(filter), detailVisibility.where(owner), platformScopeWhere(platforms, d.platformId));
    const toRow = toDetailRow(fullAddress);
    yield* keysetRows(
      (beforeId, size) => selectDetails(deps.db).where(and(where, beforeId ? lt(d.id, beforeId) : undefined)).orderBy(...detailOrder).limit(size),
      (r) => sheet.row(toRow(r)),
    );
  },
});
