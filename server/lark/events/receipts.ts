import { eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { larkEventReceipts } from '../../db/schema';

/**
 * Lark retries a delivery it did not get a 200 for after 15 s, 5 min, 1 h and 6 h: every retry of
 * an event arrives within this window of its creation, so its receipt is still there to recognise it.
 */
export const EVENT_WINDOW_MS = 24 * 3600_000;
/** Receipts outlive the window by far, so no event inside the window can be taken twice. */
export const RECEIPT_KEEP_MS = 3 * 24 * 3600_000;

/** An event created longer ago than the window (by its `create_time`) is a replay: never processed. */
export function outsideWindow(createTime: string | undefined, now = Date.now()): boolean {
  const created = Number(createTime);
  return !Number.isFinite(created) || created <= 0 || now - created > EVENT_WINDOW_MS;
}

/**
 * Takes an event id in the caller's transaction: true the first time any server process sees it
 * (the primary key decides). Written together with the event's job, so a crash between the two is
 * impossible: either both exist, or neither and Lark's retry is processed.
 */
export async function takeReceipt(tx: Tx | Db, eventId: string, eventType: string): Promise<boolean> {
  const rows = await tx.insert(larkEventReceipts).values({ eventId, eventType }).onConflictDoNothing().returning({ eventId: larkEventReceipts.eventId });
  return rows.length > 0;
}

export async function hasReceipt(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ eventId: larkEventReceipts.eventId }).from(larkEventReceipts).where(eq(larkEventReceipts.eventId, eventId));
  return row !== undefined;
}

export async function purgeReceipts(db: Db, now = Date.now()): Promise<void> {
  await db.delete(larkEventReceipts).where(lt(larkEventReceipts.receivedAt, new Date(now - RECEIPT_KEEP_MS)));
}
