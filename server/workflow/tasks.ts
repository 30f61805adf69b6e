import { elementCode } from '@shared/catalog/codes';
import { allMachines, stateLabel, type Machine } from '@shared/workflow';
import type { Db } from '../db/connection';
import { statusCounts } from './counts';

export interface TaskCount {
  kind: string;
  title: string;
  count: number;
  path: string;
}

function entry(m: Machine, status: string, count: number): TaskCount {
  return { kind: `${m.entity}:${status}`, title: `${m.title}${stateLabel(m, status)}`, count, path: `${m.screen}?status=${status}` };
}

/**
 * The dashboard's pending work, from the status counts (no scan of any record table):
 * records in a state the user may move on (others' records, when the user may see them), and the
 * user's own records that were rejected.
 */
export async function personalTasks(db: Db, userId: number, elements: ReadonlySet<string>): Promise<{ tasks: TaskCount[]; notPassed: TaskCount[] }> {
  const tasks: TaskCount[] = [];
  const notPassed: TaskCount[] = [];
  for (const m of allMachines) {
    const waiting = new Set(m.transitions.filter((t) => t.actor !== 'creator' && elements.has(t.element)).flatMap((t) => t.from));
    const seesOthers = elements.has(elementCode(m.screen, 'viewAll'));
    const none: Record<string, number> = {};
    const [everyone, mine] = await Promise.all([seesOthers && waiting.size ? statusCounts(db, m.entity) : none, statusCounts(db, m.entity, [userId])]);
    for (const status of waiting) {
      const count = (everyone[status] ?? 0) - (mine[status] ?? 0);
      if (count > 0) tasks.push(entry(m, status, count));
    }
    if ((mine.rejected ?? 0) > 0) notPassed.push(entry(m, 'rejected', mine.rejected!));
  }
  return { tasks, notPassed };
}
