import { and, eq, gte, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import { atLeast, before, conditionsOf, eqTo, matches, orElse } from '../../../server/db/conditions';
import { giftGrants as g } from '../../../server/db/schema';

const db = drizzle(async () => ({ rows: [] }));
const text = (where: SQL | undefined) => db.select({ id: g.id }).from(g).where(where).toSQL();

type Values = { status: string | undefined; serialNo: string | undefined; from: Date | undefined; to: Date | undefined; giftKind: string | undefined };
const conditions = conditionsOf<Values>({
  status: orElse(eqTo(g.status), ne(g.status, 'deleted')),
  serialNo: matches(g.serialNo),
  from: atLeast(g.createdAt),
  to: before(g.createdAt),
  giftKind: eqTo(g.giftKind),
});
const bindDirect = (v: Partial<Values>) => (name: keyof Values) => v[name];
const bindPlaceholders = (name: string) => sql.placeholder(name);

describe('conditionsOf', () => {
  it('gives the SQL written by hand, in the declared order, for the present values only', () => {
    const v = { serialNo: 'GG%', from: new Date('2026-01-01T00:00:00Z'), giftKind: 'card' };
    const byHand = and(ne(g.status, 'deleted'), like(g.serialNo, 'GG%'), gte(g.createdAt, v.from), eq(g.giftKind, 'card'));
    expect(text(conditions(v, bindDirect(v)))).toEqual(text(byHand));
  });

  it('binds placeholders the same way (a prepared statement per shape)', () => {
    const byHand = and(eq(g.status, sql.placeholder('status')), lt(g.createdAt, sql.placeholder('to')));
    expect(text(conditions({ status: 'draft', to: new Date() }, bindPlaceholders)).sql).toBe(text(byHand).sql);
  });

  it('keeps what holds whatever the filter first, and gives it alone when no value is present', () => {
    const always = conditionsOf<{ giftKind: string | undefined }>({ giftKind: eqTo(g.giftKind) }, [ne(g.status, 'deleted')]);
    expect(text(always({}, () => undefined)).sql).toBe(text(and(ne(g.status, 'deleted'))).sql);
    expect(conditionsOf<{ giftKind: string | undefined }>({ giftKind: eqTo(g.giftKind) })({}, () => undefined)).toBeUndefined();
  });
});
