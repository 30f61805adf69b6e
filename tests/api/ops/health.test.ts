import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../../../server/app';
import { modules } from '../../../server/modules';
import { openEmbedded } from '../../../server/db/connection';
import { createTestApp, type TestApp } from '../../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health probes (outside /api, no token)', () => {
  it('/healthz answers while the process lives', async () => {
    const res = await t.http.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 once the database is reachable and migrated, 503 with a pending migration', async () => {
    const ready = await t.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });

    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const pending = await t.http.get('/readyz');
    expect(pending.status).toBe(503);
    expect(pending.body).toMatchObject({ status: 'unavailable', reason: expect.stringContaining('migrations pending') });
  });

  it('/readyz answers 503 when the database does not answer', async () => {
    // A real database, closed: every query fails as when the server is gone.
    const gone = await openEmbedded();
    await gone.close();
    const res = await request(createApp({ ...t.deps, db: gone.db }, modules)).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', reason: 'database unreachable' });
  });
});
