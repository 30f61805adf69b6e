import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Machine } from '@shared/workflow';
import type { Db } from '../db/connection';
import { countSql, type ListPage } from '../http/listPage';
import { preparedListPage, presentOf, type Bind, type BuiltList } from '../http/preparedList';
import { tabTotalSql } from './counts';

/** The values of a workflow list's conditions: its status tab and the viewer's scope among them. */
type WorkflowValues = Record<string, unknown> & { status?: string; scope?: number };

export interface WorkflowListQuery<R, T, V extends WorkflowValues> {
  /** Names the list's prepared statements. */
  name: string;
  machine: Machine;
  table: PgTable;
  values: V;
  /** The list's conditions over the present values, each value through `bind` (preparedList.ts). */
  conditions(present: Partial<V>, bind: Bind<V>): SQL | undefined;
  select: BuiltList<R>['select'];
  /** The order; may follow which values are present (never what they are). */
  order: Array<SQL | AnyPgColumn> | ((present: Partial<V>) => Array<SQL | AnyPgColumn>);
  page: number;
  limit: number;
  /** Totals of lists filtered beyond the status are counted up to this. */
  cap: number;
  map(row: R): T;
}

/**
 * A workflow list, prepared: filtered by its status tab alone (within the viewer's scope) the total is
 * the maintained status count, exact at any size; any other filter counts up to `cap`.
 */
export function workflowListPage<R, T, V extends WorkflowValues>(db: Db, q: WorkflowListQuery<R, T, V>): Promise<ListPage<T>> {
  const counted = !Object.keys(presentOf(q.values)).every((key) => key === 'status' || key === 'scope');
  return preparedListPage(db, {
    name: q.name,
    values: q.values,
    build: (bind, present) => {
      const where = q.conditions(present, bind);
      const total = counted
        ? countSql(q.table, where, q.cap)
        : tabTotalSql(q.machine, present.status === undefined ? undefined : bind('status'), present.scope === undefined ? undefined : bind('scope'));
      return { select: q.select, where, order: typeof q.order === 'function' ? q.order(present) : q.order, total };
    },
    page: q.page,
    limit: q.limit,
    cap: counted ? q.cap : undefined,
    map: q.map,
  });
}
