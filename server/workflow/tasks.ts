import { elementCode } from '@shared/catalog/codes';
import { stateLabel, type Machine, type TransitionDef } from '@shared/workflow';
import { allMachines } from '@shared/workflow/registry';
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

/** A transition someone waits for: not the creator's own step, not a danger (reject, void, close), optional or system (auto) one. */
const awaited = (t: TransitionDef, elements: ReadonlySet<string>) => t.actor !== 'creator' && !t.danger && !t.optional && !t.auto && elements.has(t.element);

/**
 * The dashboard's pending work, from the status counts (no scan of any record table):
 * records in a state that waits for the user (others' records, when the user may see them), and the
 * user's own records that were rejected. An approved budget the user could still void waits for nobody.
 */
export async function personalTasks(db: Db, userId: number, elements: ReadonlySet<string>): Promise<{ tasks: TaskCount[]; notPassed: TaskCount[] }> {
  const tasks: TaskCount[] = [];
  const notPassed: TaskCount[] = [];
  for (const m of allMachines) {
    const waiting = new Set(m.transitions.filter((t) => awaited(t, elements)).flatMap((t) => t.from));
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
