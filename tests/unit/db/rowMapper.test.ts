import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import { withCompiledRows } from '../../../server/db/rowMapper';
import { b2bCustomers as c, b2bDeliveries as d, users as u } from '../../../server/db/schema';

/** A database answering every query with `rows` (arrays in the select's column order, as the driver gives them). */
const answering = (rows: unknown[][]) => drizzle(async () => ({ rows }));

/** The same select decoded by drizzle and by the compiled mapper of its prepared statement. */
async function bothWays(rows: unknown[][], build: (db: ReturnType<typeof answering>) => { prepare(name: string): { execute(): Promise<unknown> } } & PromiseLike<unknown>) {
  const db = answering(rows);
  const byDrizzle = await build(db);
  const compiled = withCompiledRows(build(db).prepare('compiled'));
  return { byDrizzle, compiled: await compiled.execute() };
}

describe('compiled row mapper', () => {
  it('decodes flat rows as drizzle does: timestamps to dates, counts through their decoder, nulls kept', async () => {
    const rows = [
      [7, 'DG0007', 'Acme', '1200.50', '2026-11-28 08:57:06.123+00', '2026-11-28', '42'],
      [8, 'DG0008', null, '0.00', '2026-01-02 03:04:05+00', null, '42'],
    ];
    const { byDrizzle, compiled } = await bothWays(rows, (db) =>
      db
        .select({ id: d.id, serialNo: d.serialNo, customerName: c.name, amount: d.orderAmount, createdAt: d.createdAt, shippedOn: d.shippedOn, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(d)
        .leftJoin(c, eq(c.id, d.customerId)),
    );
    expect(byDrizzle).toHaveLength(2);
    expect(compiled).toEqual(byDrizzle);
    expect((compiled as Array<{ createdAt: unknown; total: unknown }>)[0]).toMatchObject({ createdAt: new Date('2026-11-28T08:57:06.123Z'), total: 42 });
  });

  it('builds nested objects, answering a left-joined table that came back empty as null', async () => {
    const rows = [
      [1, 'DG1', 5, 'Acme', 9, '王芳'],
      [2, 'DG2', null, null, 9, '王芳'],
      [3, 'DG3', 6, null, null, null],
    ];
    const { byDrizzle, compiled } = await bothWays(rows, (db) =>
      db
        .select({ delivery: { id: d.id, serialNo: d.serialNo }, customer: { id: c.id, name: c.name }, creator: { id: u.id, name: u.name } })
        .from(d)
        .leftJoin(c, eq(c.id, d.customerId))
        .leftJoin(u, eq(u.id, d.createdBy)),
    );
    const got = compiled as Array<{ customer: unknown; creator: unknown }>;
    expect(got).toEqual(byDrizzle);
    expect(got[1]!.customer).toBeNull();
    expect(got[2]!.creator).toBeNull();
    expect(got[2]!.customer).toEqual({ id: 6, name: null });
  });

  it('reads an aside column once: the rows leave it out, the answer carries the first row\'s value', async () => {
    const rows = [
      [7, 'DG0007', '2026-11-28 08:57:06.123+00', '42'],
      [8, 'DG0008', '2026-01-02 03:04:05+00', '42'],
    ];
    const build = () => answering(rows).select({ id: d.id, serialNo: d.serialNo, createdAt: d.createdAt, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(d);
    const byDrizzle = (await build()).map(({ total: _, ...r }) => r);
    const compiled = await withCompiledRows(build().prepare('aside'), 'total').execute();
    expect([...compiled]).toEqual(byDrizzle);
    expect(compiled[0]).not.toHaveProperty('total');
    expect(compiled.aside).toBe(42);
    const none = await withCompiledRows(answering([]).select({ id: d.id, total: sql<number>`1`.mapWith(Number) }).from(d).prepare('empty'), 'total').execute();
    expect(none).toHaveLength(0);
    expect(none.aside).toBeUndefined();
  });

  it('keeps a statement that already has its own mapper', () => {
    const own = () => [];
    const prepared = { fields: [], customResultMapper: own };
    expect(withCompiledRows(prepared).customResultMapper).toBe(own);
  });
});
