import { and, desc, lt } from 'drizzle-orm';
import { poolFilter, type PoolFilter } from '@shared/api/kol/pool';
import { requireFieldSet, REQUIRE_EXPORT_FIELDS, poolFieldSet, POOL_EXPORT_FIELDS } from '@shared/api/kol/fields';
import { requireFilter, type RequireFilter } from '@shared/api/kol/require';
import { kolPoolScreen, kolRequireScreen } from '@shared/api/kol/screens';
import type { Db } from '../../db/connection';
import { kolPool, kolRequires } from '../../db/schema';
import { defineScopedExport } from '../../excel/scoped-export';
import { fieldSheet } from '../../excel/fields';
import { keysetRows } from '../../http/listPage';
import { poolWhere, selectPool, toPoolRow } from './pool/queries';
import { requireWhere, selectRequireRows, toRequireRow } from './requires/queries';

const poolSheet = fieldSheet(poolFieldSet, POOL_EXPORT_FIELDS);
const requireSheet = fieldSheet(requireFieldSet, REQUIRE_EXPORT_FIELDS);

/** The pool's rows as sheet rows, newest first, read in keyset batches (memory stays bounded at any size). */
export function poolRows(db: Db, filter: PoolFilter) {
  const where = poolWhere(filter);
  return keysetRows(
    (before, n) => selectPool(db).where(and(where, before === undefined ? undefined : lt(kolPool.id, before))).orderBy(desc(kolPool.id)).limit(n),
    (r) => poolSheet.row(toPoolRow(r)),
  );
}

/** The requirements of `owner` (undefined: everyone's) as sheet rows, newest first, in keyset batches. */
export function requireRows(db: Db, filter: RequireFilter, owner?: number) {
  const where = requireWhere(filter, owner);
  return keysetRows(
    (before, n) => selectRequireRows(db).where(and(where, before === undefined ? undefined : lt(kolRequires.id, before))).orderBy(desc(kolRequires.id)).limit(n),
    (r) => requireSheet.row({ ...toRequireRow(r), description: r.description }),
  );
}

/** The sheets' columns, for the direct downloads. */
export const poolColumns = poolSheet.columns;
export const requireColumns = requireSheet.columns;

/** KOL资源池 as a report-centre export task (kolPool/addKolPoolExcelTask): the pool is shared, no owner scope. */
export const poolExport = defineScopedExport({ kind: 'kolPool', fileName: 'KOL资源池', screen: kolPoolScreen.path, filter: poolFilter, columns: poolSheet.columns, rows: poolRows });

/** KOL需求 as a report-centre export task (kolRequire/addKolDataExcelTask), in the caller's scope. */
export const requireExport = defineScopedExport({ kind: 'kolRequire', fileName: 'KOL需求', screen: kolRequireScreen.path, filter: requireFilter, columns: requireSheet.columns, rows: requireRows });
