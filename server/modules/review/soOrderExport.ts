import { and, lt } from 'drizzle-orm';
import { z } from 'zod';
import { soOrderFields } from '@shared/api/review/recordFields';
import { soOrderScreen } from '@shared/api/review/screens';
import { SO_ORDER_EXPORT_FILE, soOrderFilter } from '@shared/api/review/soOrders';
import { reviewPlanOrderDetails } from '../../db/schema';
import { defineExport } from '../../excel/export-kinds';
import { fieldSheet } from '../../excel/fields';
import { keysetBatches } from '../../http/listPage';
import { detailOrder, selectDetails } from './detailQueries';
import { soOrderWhere, toSoOrderRows } from './soOrderQueries';

const d = reviewPlanOrderDetails;
const sheet = fieldSheet(soOrderFields, ['marketOrderNo', 'planOrderSerialNo', 'invitationCode', 'status', 'platformName', 'sku', 'orderAmount', 'orderAmountCny', 'orderFee', 'orderFeeCny', 'payState', 'paidCny', 'reviewerStatus', 'reviewerEmail']);

/** The asker's view, taken when the task is created. */
const params = soOrderFilter.extend({
  owner: z.number().optional(),
  platforms: z.union([z.object({ all: z.literal(true) }), z.object({ all: z.literal(false), platformIds: z.array(z.number()).readonly() })]),
});
export type SoOrderExportParams = z.output<typeof params>;

/** 销售订单 导出: the list's filters and the asker's scope, newest first, 1,000 at a time by keyset. */
export const soOrderExport = defineExport<SoOrderExportParams>({
  kind: 'reviewSoOrder',
  fileName: SO_ORDER_EXPORT_FILE,
  screen: soOrderScreen.menu,
  columns: sheet.columns,
  params: params as unknown as z.ZodType<SoOrderExportParams>,
  async *rows(deps, p) {
    const { owner, platforms, ...filter } = p;
    const where = soOrderWhere(filter, { owner, platforms });
    const batches = keysetBatches((beforeId, size) => selectDetails(deps.db).where(and(where, beforeId ? lt(d.id, beforeId) : undefined)).orderBy(...detailOrder).limit(size));
    for await (const batch of batches) for (const row of await toSoOrderRows(deps.db, batch)) yield sheet.row(row);
  },
});
