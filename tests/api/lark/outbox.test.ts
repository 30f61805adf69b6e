import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workflowEvents } from '../../../server/db/schema';
import { readCursor, relayOutbox } from '../../../server/lark/relay/outbox';
import { createTestApp, type TestApp } from '../../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await readCursor(t.db);
});
afterAll(() => t.close());

const event = (entityId: number) => ({ entity: 'b2b_payment', entityId, action: 'submit', fromStatus: 'draft', toStatus: 'pending_audit', actorId: 1 });

/** Runs the relay until the outbox is drained; answers the records it handed on, in order. */
async function drain(): Promise<number[]> {
  const seen: number[] = [];
  while ((await relayOutbox(t.db, async (_entity, id) => void seen.push(id))) > 0);
  return seen;
}

/**
 * Drains until `count` records were handed on. On PostgreSQL an event is read once every older
 * transaction on the server has ended, and other test files run theirs on the same server meanwhile.
 */
async function drainUntil(count: number): Promise<number[]> {
  const seen: number[] = [];
  await vi.waitFor(
    async () => {
      seen.push(...(await drain()));
      expect(seen.length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 15_000, interval: 50 },
  );
  return seen;
}

describe('the relay reading the workflow outbox', () => {
  it('hands on each record once, in order, and starts after what it already read', async () => {
    await t.db.insert(workflowEvents).values([event(9001), event(9002)]);
    await t.db.insert(workflowEvents).values(event(9003));
    expect(await drainUntil(3)).toEqual([9001, 9002, 9003]);
    expect(await drain()).toEqual([]);
  });

  // Two transactions at once need two connections: PostgreSQL only (the embedded database runs one
  // transaction at a time, so the case cannot arise there).
  it.runIf(process.env.TEST_DATABASE_URL)('does not skip an event whose transaction commits after a later one', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedFirst = new Promise<void>((r) => (inserted = r));
    const slow = t.db.transaction(async (tx) => {
      await tx.insert(workflowEvents).values(event(9101));
      inserted();
      await held;
    });
    await insertedFirst;
    await t.db.insert(workflowEvents).values(event(9102));
    expect(await drain()).toEqual([]);
    release();
    await slow;
    expect(await drainUntil(2)).toEqual([9101, 9102]);
  });
});
