import { and, eq, sql } from 'drizzle-orm';
import { approvalSources } from '../../approvals';
import type { Db } from '../../db/connection';
import { settings } from '../../db/schema';
import { larkRelayLag } from '../../telemetry/metrics';

const CURSOR_KEY = 'lark_relay_cursor';
const BATCH = 200;

/** Position in the outbox: the last event read, in (transaction id, id) order. */
interface Cursor {
  txId: number;
  id: number;
}

const encode = (c: Cursor) => `${c.txId}:${c.id}`;
const decode = (value: string): Cursor => {
  const [txId, id] = value.split(':').map(Number);
  return { txId: txId ?? 0, id: id ?? 0 };
};

/** Events of transactions older than every running one: all committed (or never to appear). */
const FINAL = sql`tx_id < (pg_snapshot_xmin(pg_current_snapshot())::text::bigint)`;

type Rows<T> = { rows: T[] };

/**
 * Where the relay stands in the outbox. The bridge's first start begins at the end (no cards for old
 * history); called once before the server listens, so nothing submitted after start is skipped.
 */
export async function readCursor(db: Db): Promise<Cursor> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CURSOR_KEY));
  if (row) return decode(row.value);
  const { rows } = (await db.execute(sql`select tx_id::float8 as "txId", id::float8 as id from workflow_events where ${FINAL} order by tx_id desc, id desc limit 1`)) as unknown as Rows<Cursor>;
  await db.insert(settings).values({ key: CURSOR_KEY, value: encode(rows[0] ?? { txId: 0, id: 0 }) }).onConflictDoNothing();
  return readCursor(db);
}

/**
 * Takes the next final outbox events of record types with approvals, hands each touched record to
 * `handle` (which syncs its cards), then moves the cursor on with compare-and-set: when two processes
 * read the same batch, both run the same (idempotent) syncs and one cursor update wins.
 */
export async function relayOutbox(db: Db, handle: (entity: string, entityId: number) => Promise<void>): Promise<number> {
  const from = await readCursor(db);
  const { rows: events } = (await db.execute(sql`
    select tx_id::float8 as "txId", id::float8 as id, entity, entity_id as "entityId",
      extract(epoch from now() - created_at)::float8 as "ageSeconds" from workflow_events
    where (tx_id, id) > (${from.txId}, ${from.id}) and ${FINAL}
    order by tx_id, id limit ${BATCH}`)) as unknown as Rows<Cursor & { entity: string; entityId: number; ageSeconds: number }>;
  // How far behind the relay runs: the age of the oldest event it is handling now (0 when caught up).
  larkRelayLag.set(events.length ? Math.max(0, Number(events[0]!.ageSeconds)) : 0);
  if (!events.length) return 0;
  const entities = approvalSources().map((s) => s.machine.entity);
  const touched = new Map(events.filter((e) => entities.includes(e.entity)).map((e) => [`${e.entity}:${e.entityId}`, e]));
  for (const e of touched.values()) await handle(e.entity, e.entityId);
  const last = events[events.length - 1]!;
  await db
    .update(settings)
    .set({ value: encode({ txId: Number(last.txId), id: Number(last.id) }) })
    .where(and(eq(settings.key, CURSOR_KEY), eq(settings.value, encode(from))));
  return events.length;
}
