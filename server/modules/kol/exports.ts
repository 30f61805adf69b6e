import { and, desc, lt } from 'drizzle-orm';
import { poolFilter, type PoolFilter } from '@shared/api/kol/pool';
import { requireFieldSet, REQUIRE_EXPORT_FIELDS, poolFieldSet, POOL_EXPORT_FIELDS } from '@shared/api/kol/fields';
import { requireFilter, type RequireFilter } from '@shared/api/kol/require';
import { kolPoolScreen, kolRequireScreen } from '@shared/api/kol/screens';
import type { Db } from '../../db/connection';
import { kolPool, kolRequires } from '../../db/schema';
import { defineScopedExport } from '../../excel/scoped-export';
import { fieldSheet } from '../../excel/fields';
import { keysetBatches } from '../../http/listPage';
import { poolWhere, selectPool, toPoolRow } from './pool/queries';
import { requireWhere, selectRequireRows, toRequireRow } from './requires/queries';

const poolSheet = fieldSheet(poolFieldSet, POOL_EXPORT_FIELDS);
const requireSheet = fieldSheet(requireFieldSet, REQUIRE_EXPORT_FIELDS);

async function* poolRows(db: Db, filter: PoolFilter) {
  const where = poolWhere(filter);
  for await (const batch of keysetBatches((before, n) => selectPool(db).where(and(where, before === undefined ? undefined : lt(kolPool.id, before))).orderBy(desc(kolPool.id)).limit(n)))
    yield batch.map((r) => poolSheet.row(toPoolRow(r)));
}

async function* requireRows(db: Db, filter: RequireFilter, owner?: number) {
  const where = requireWhere(filter, owner);
  for await (const batch of keysetBatches((before, n) => selectRequireRows(db).where(and(where, before === undefined ? undefined : lt(kolRequires.id, before))).orderBy(desc(kolRequires.id)).limit(n)))
    yield batch.map((r) => requireSheet.row({ ...toRequireRow(r), description: r.description }));
}

/** KOL资源池 as a report-centre export task (kolPool/addKolPoolExcelTask): the pool is shared, no owner scope. */
export const poolExport = defineScopedExport({ kind: 'kolPool', fileName: 'KOL资源池', screen: kolPoolScreen.path, filter: poolFilter, columns: poolSheet.columns, rows: poolRows });

/** KOL需求 as a report-centre export task (kolRequire/addKolDataExcelTask), in the caller's scope. */
export const requireExport = defineScopedExport({ kind: 'kolRequire', fileName: 'KOL需求', screen: kolRequireScreen.path, filter: requireFilter, columns: requireSheet.columns, rows: requireRows });
