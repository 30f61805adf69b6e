import { expect } from 'vitest';
import type { TestApp } from '../../support/app';
import { as, type As } from '../admin/support';

/** A list's answer as the comparisons read it. */
export type Listed = { total: number; totalCapped?: boolean; rows: unknown[] };

export interface CompareOptions {
  viewers: string[];
  filters: Array<Record<string, unknown>>;
  /** The list through its endpoint. */
  call: (who: As, query: Record<string, unknown>) => Promise<Listed>;
  /** The same page built directly (the old way). */
  direct: (username: string, filter: Record<string, unknown>, page: number, limit: number) => Promise<Listed>;
  /** Pages read, limit 2; the last one past the end (1, 2 and 500 by default). */
  pages?: number[];
}

/**
 * Every filter, for every viewer, on each page: the endpoint answers what the direct query answers,
 * and a page past the last row has none. Answers how many rows each viewer saw (so a scope is tried on rows).
 */
export async function compareEverywhere(t: TestApp, opts: CompareOptions): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  for (const username of opts.viewers) {
    const who = as(t, await t.login(username));
    seen[username] = 0;
    for (const filter of opts.filters) {
      for (const page of opts.pages ?? [1, 2, 500]) {
        const answer = await opts.call(who, { ...filter, page, limit: 2 }).catch((error: Error) => {
          throw new Error(`${username} ${JSON.stringify(filter)}: ${error.message}`);
        });
        const expected = await opts.direct(username, filter, page, 2);
        expect(answer, `${username} ${JSON.stringify(filter)} page ${page}`).toEqual(expected);
        if ((page - 1) * 2 >= expected.total) expect(answer.rows).toEqual([]);
        seen[username] += answer.rows.length;
      }
    }
  }
  return seen;
}
