import { and, desc, lt } from 'drizzle-orm';
import { claimFilter, type ClaimFilter } from '@shared/api/promotion/claim';
import { claimFields } from '@shared/api/promotion/recordFields';
import { claimScreen } from '@shared/api/promotion/screens';
import type { Db } from '../../../db/connection';
import { promotionClaims } from '../../../db/schema';
import { fieldSheet } from '../../../excel/fields';
import { defineScopedExport } from '../../../excel/scoped-export';
import { keysetRows } from '../../../http/listPage';
import { claimWhere, selectClaimRows, toClaimRow } from './queries';

const sheet = fieldSheet(claimFields, [
  'serialNo', 'status', 'creatorName', 'platformName', 'accountCompanyName', 'promoteType', 'month', 'purpose', 'totalCny', 'overLimit',
  'createdAt', 'submittedAt', 'overName', 'overAt', 'managerName', 'managerAt', 'financeName', 'financeAt', 'paymentSerialNo', 'paidOn',
]);

/** Every claim of the filter in the asker's view, newest first, 1,000 at a time by id: never truncated. */
function claimRows(db: Db, filter: ClaimFilter, owner?: number) {
  const where = claimWhere(filter, owner);
  return keysetRows(
    (beforeId, size) => selectClaimRows(db).where(and(where, beforeId === undefined ? undefined : lt(promotionClaims.id, beforeId))).orderBy(desc(promotionClaims.id)).limit(size),
    (r) => sheet.row(toClaimRow(r)),
  );
}

/** 报销单 as a report-centre export task: the list's filters and the asker's scope. */
export const claimExportKind = defineScopedExport({
  kind: 'promotionClaim',
  fileName: '报销单',
  screen: claimScreen.path,
  filter: claimFilter,
  columns: sheet.columns,
  rows: claimRows,
});
