import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';

/** Prepared lists are planned for each run's values (server/db/connection.ts): on every connection the app opens. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('prepared statements', () => {
  it('are planned for their values on every pooled connection, not with one generic plan', async () => {
    // Ten transactions at once hold ten connections of the pool (one on the embedded database).
    const modes = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as { rows: Array<{ mode: string }> };
          return rows[0]!.mode;
        }),
      ),
    );
    expect(modes).toHaveLength(10);
    expect(new Set(modes)).toEqual(new Set(['force_custom_plan']));
  });
});
