import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { larkEventReceipts } from '../../db/schema';

/** Lark retries for up to about 7 hours; receipts are kept well beyond that. */
export const RECEIPT_KEEP_MS = 3 * 24 * 3600_000;

/** True the first time an event id is seen by any server process (the primary key decides). */
export async function firstReceipt(db: Db, eventId: string, eventType: string): Promise<boolean> {
  const rows = await db.insert(larkEventReceipts).values({ eventId, eventType }).onConflictDoNothing().returning({ eventId: larkEventReceipts.eventId });
  return rows.length > 0;
}

/** Forgets a receipt whose handling failed, so Lark's retry is processed. */
export async function dropReceipt(db: Db, eventId: string): Promise<void> {
  await db.delete(larkEventReceipts).where(eq(larkEventReceipts.eventId, eventId));
}

export async function purgeReceipts(db: Db, now = Date.now()): Promise<void> {
  await db.delete(larkEventReceipts).where(lt(larkEventReceipts.receivedAt, new Date(now - RECEIPT_KEEP_MS)));
}
