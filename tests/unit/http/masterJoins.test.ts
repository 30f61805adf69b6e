import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { countries, saleLogisticsCosts as c, users } from '../../../server/db/schema';
import { joinsOf, via } from '../../../server/http/masterJoins';

const dialect = new PgDialect();
const sqlOf = (join: { on: Parameters<PgDialect['sqlToQuery']>[0] }) => dialect.sqlToQuery(join.on).sql;

describe('names joined through via', () => {
  it('left-joins each table once, on its id or the named key', () => {
    const joins = joinsOf({ countryName: via(c.country, countries.name, countries.code), updatedByName: via(c.updatedBy, users.name), updatedByEmail: via(c.updatedBy, users.email) });
    expect(joins.map((j) => [j.table, j.left, sqlOf(j)])).toEqual([
      [countries, true, '"countries"."code" = "sale_logistics_costs"."country"'],
      [users, true, '"users"."id" = "sale_logistics_costs"."updated_by"'],
    ]);
  });

  it('refuses a table reached through two columns (it would need an alias)', () => {
    expect(() => joinsOf({ a: via(c.updatedBy, users.name), b: via(c.id, users.name) })).toThrow('reached through two columns');
  });
});
