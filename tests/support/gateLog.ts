import type { SQL } from 'drizzle-orm';
import { asc } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { gateLogs } from '../../server/db/schema';
import type { TestApp } from './app';

/**
 * The gate log rows matching `where`, once at least `atLeast` of them are there.
 * A call's entry is written just after its answer has gone out, so a test reading it must wait for it.
 */
export async function loggedCalls(t: TestApp, where: SQL | undefined, atLeast = 1) {
  return vi.waitFor(async () => {
    const rows = await t.db.select().from(gateLogs).where(where).orderBy(asc(gateLogs.id));
    expect(rows.length).toBeGreaterThanOrEqual(atLeast);
    return rows;
  });
}
