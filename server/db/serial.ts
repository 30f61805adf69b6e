import { sql } from 'drizzle-orm';
import type { Tx } from './connection';
import { serialCounters } from './schema';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** yyyyMMdd of `day` in the server's time zone. */
export function dayKey(day = new Date()): string {
  return `${day.getFullYear()}${pad(day.getMonth() + 1, 2)}${pad(day.getDate(), 2)}`;
}

/** The next serial of the day for `prefix`, e.g. FK202611220001; taken inside the caller's transaction. */
export async function nextSerial(tx: Tx, prefix: string, day = new Date()): Promise<string> {
  const key = `${prefix}${dayKey(day)}`;
  const [row] = await tx
    .insert(serialCounters)
    .values({ key, n: 1 })
    .onConflictDoUpdate({ target: serialCounters.key, set: { n: sql`${serialCounters.n} + 1` } })
    .returning({ n: serialCounters.n });
  return `${key}${pad(row!.n, 4)}`;
}
