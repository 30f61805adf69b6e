import { and, asc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { CodeRow } from '@shared/api/warranty/code';
import { LIST_COUNT_CAP } from '@shared/api/warranty/common';
import type { Db } from '../../db/connection';
import { withCompiledRows } from '../../db/rowMapper';
import { warrantyBatches, warrantyCodes as c, warrantyCustomers, warrantyOrders } from '../../db/schema';
import { fail } from '../../http/errors';
import { countSql } from '../../http/listPage';
import { codeUrl } from './codes';
import { isoOrNull } from '../../http/time';
import { qrPng } from './sheet';

interface CodeQuery {
  batchId: number;
  after?: number | null;
  limit: number;
  registered?: boolean | null;
}

type Registered = boolean | null | undefined;

/**
 * The page's two statements for one `registered` filter, built once per database and prepared
 * (named): building the SQL took more of a request's time than running it.
 */
function statements(db: Db, registered: Registered) {
  const key = registered === true ? 'registered' : registered === false ? 'open' : 'all';
  const byFilter = prepared.get(db) ?? new Map<string, ReturnType<typeof prepare>>();
  prepared.set(db, byFilter);
  if (!byFilter.has(key)) byFilter.set(key, prepare(db, key, registered === true ? isNotNull(c.registeredAt) : registered === false ? isNull(c.registeredAt) : undefined));
  return byFilter.get(key)!;
}

function prepare(db: Db, key: string, registered: SQL | undefined) {
  const filter = and(eq(c.batchId, sql.placeholder('batchId')), registered);
  // Counted up to the cap, as countUpTo does; beside every row, so a page is one round trip.
  const total = countSql(c, filter, LIST_COUNT_CAP);
  const rows = withCompiledRows(
    db
        .select({ id: c.id, seq: c.seq, code: c.code, registeredAt: c.registeredAt, customerName: warrantyCustomers.name, orderSerialNo: warrantyOrders.serialNo, total })
      .from(c)
      .leftJoin(warrantyCustomers, eq(warrantyCustomers.id, c.customerId))
      .leftJoin(warrantyOrders, eq(warrantyOrders.codeId, c.id))
      .where(and(filter, gt(c.seq, sql.placeholder('after'))))
      .orderBy(asc(c.seq))
      .limit(sql.placeholder('limit'))
      .prepare(`warranty_code_page_${key}`),
    'total',
  );
  // A page past the last code has no row to carry the total.
  const count = db.select({ n: total }).from(warrantyBatches).where(eq(warrantyBatches.id, sql.placeholder('batchId'))).prepare(`warranty_code_count_${key}`);
  return { rows, count };
}
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof prepare>>>();

/** A batch's codes by position, one keyset page at a time (a batch may hold 100,000). */
export async function codePage(db: Db, origin: string, q: CodeQuery) {
  const s = statements(db, q.registered);
  const rows = await s.rows.execute({ batchId: q.batchId, after: q.after ?? 0, limit: q.limit });
  let n = Number(rows.aside ?? 0);
  if (!rows.length) {
    // The batch's row answers the total when no code is left to: none means the batch does not exist.
    const [batch] = await s.count.execute({ batchId: q.batchId });
    if (!batch) throw fail.notFound('二维码批次不存在');
    n = Number(batch.n);
  }
  const out: CodeRow[] = rows.map((r) => ({
    id: r.id,
    seq: r.seq,
    code: r.code,
    registeredAt: isoOrNull(r.registeredAt),
    customerName: r.customerName,
    orderSerialNo: r.orderSerialNo,
    url: codeUrl(origin, r.code),
  }));
  return { total: Math.min(n, LIST_COUNT_CAP), totalCapped: n > LIST_COUNT_CAP, rows: out, nextAfter: rows.length === q.limit ? rows[rows.length - 1]!.seq : null };
}

/** One code's QR image as a data URL, for a preview or a reprint. */
export async function codeImage(db: Db, origin: string, id: number) {
  const [row] = await db.select({ id: c.id, code: c.code }).from(c).where(eq(c.id, id));
  if (!row) throw fail.notFound('二维码不存在');
  const url = codeUrl(origin, row.code);
  return { id: row.id, code: row.code, url, image: `data:image/png;base64,${(await qrPng(url)).toString('base64')}` };
}
