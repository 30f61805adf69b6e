import { sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { ItemFilter } from '@shared/api/promotionItems/items';
import { promotionItemMachine as machine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { promoteItems } from '../../../db/schema';
import { countSql } from '../../../http/listPage';
import { presentOf } from '../../../http/preparedList';
import { tabCounts, type Actor } from '../../../workflow';
import { itemValues, itemWhere } from './queries';

type Caller = Pick<Actor, 'userId' | 'elements'>;

/**
 * The status tabs of an item list, each counted with exactly the list's conditions and that status
 * (capped as the list's total is): a tab says what the list shows once it is picked (项目流程 with
 * 只看待我审批 leaves out the approver's own items, so its tabs do too). With no filter but the
 * caller's scope the maintained counts answer: the same numbers, cheap at any table size.
 */
export async function itemTabCounts(db: Db, filter: Omit<ItemFilter, 'status'>, scope: number | undefined, actor: Caller): Promise<Record<string, number>> {
  const values = presentOf(itemValues(filter, scope, actor));
  const narrowed = Object.keys(values).some((k) => k !== 'scope');
  const counts = narrowed ? await countedTabs(db, filter, scope, actor, values) : await tabCounts(db, machine, scope);
  return { ...counts, all: machine.tabs.reduce((n, s) => n + (counts[s] ?? 0), 0) };
}

/** Only the states the filter can show are counted (a count of drafts among submitted items would read every draft). */
async function countedTabs(db: Db, filter: Omit<ItemFilter, 'status'>, scope: number | undefined, actor: Caller, values: ReturnType<typeof presentOf<ReturnType<typeof itemValues>>>) {
  const shown = machine.tabs.filter((s) => !(values.submitted && s === 'draft') && (!values.todoStates || values.todoStates.includes(s)));
  const counts: Record<string, number> = Object.fromEntries(machine.tabs.map((s) => [s, 0]));
  if (!shown.length) return counts;
  const columns = shown.map((s, i) => sql`${countSql(promoteItems, itemWhere({ ...filter, status: s as ItemFilter['status'] }, scope, actor), LIST_COUNT_CAP)} as ${sql.identifier(`n${i}`)}`);
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Array<Record<string, number | string>> };
  const row = result.rows[0] ?? {};
  shown.forEach((s, i) => (counts[s] = Math.min(Number(row[`n${i}`] ?? 0), LIST_COUNT_CAP)));
  return counts;
}
