import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { qualified } from '../../../server/db/qualified';
import { kolCategories, users } from '../../../server/db/schema';

const db = drizzle(async () => ({ rows: [] }));

describe('qualified', () => {
  it('names the table of an outer column inside a selected subquery of a one-table query', () => {
    const c = kolCategories;
    const bare = db.select({ n: sql`(select count(*) from kol_pool k where k.category_id = ${c.id})` }).from(c).toSQL().sql;
    expect(bare).toContain('k.category_id = "id"');
    const fixed = db.select({ n: sql`(select count(*) from kol_pool k where k.category_id = ${qualified(c.id)})` }).from(c).toSQL().sql;
    expect(fixed).toContain('k.category_id = "kol_categories"."id"');
  });

  it('names an aliased table by its alias', () => {
    const creator = alias(users, 'creator');
    expect(db.select({ n: sql`(select 1 where ${qualified(creator.id)} = 1)` }).from(creator).toSQL().sql).toContain('"creator"."id"');
  });
});
