import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { ApprovalItem, ApprovalLogRow } from '@shared/api/approvals';
import { elementCode } from '@shared/catalog/codes';
import { actionLabel, stateColor, stateLabel, type Machine } from '@shared/workflow';
import type { WorkflowLogRow } from '@shared/api/workflow';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import type { Actor } from '../workflow';
import type { ApprovalSource, Described } from './source';

/** The workflow columns of a record and who submitted it. */
export interface WaitingRecord {
  id: number;
  status: string;
  version: number;
  createdBy: number;
  submittedAt: Date | null;
  submitterName: string | null;
}

/** Whether `actor` sees other people's records of this type (`<screen>:btn_viewAll`). */
export const seesOthers = (source: ApprovalSource, actor: Pick<Actor, 'elements'>) => actor.elements.has(elementCode(source.machine.screen, 'viewAll'));

export async function selectRecords(db: Db, source: ApprovalSource, where: SQL | undefined, limit: number): Promise<WaitingRecord[]> {
  const t = source.table;
  const rows = await db
    .select({ id: t.id, status: t.status, version: t.version, createdBy: t.createdBy, submittedAt: t.submittedAt, submitterName: users.name })
    .from(t)
    .leftJoin(users, eq(users.id, t.createdBy))
    .where(where)
    .orderBy(desc(t.id))
    .limit(limit);
  return rows as WaitingRecord[];
}

export async function recordById(db: Db, source: ApprovalSource, id: number): Promise<WaitingRecord | undefined> {
  const [row] = await selectRecords(db, source, eq(source.table.id, id), 1);
  return row && row.status !== 'deleted' ? row : undefined;
}

/** Others' records in `statuses`, newest first (served by the tables' (status, id) index). */
export function othersWaiting(db: Db, source: ApprovalSource, statuses: string[], userId: number, limit: number) {
  return selectRecords(db, source, and(inArray(source.table.status, statuses), ne(source.table.createdBy, userId)), limit);
}

function toItem(source: ApprovalSource, r: WaitingRecord, d: Described): ApprovalItem {
  return {
    kind: `${source.machine.entity}:${r.status}`,
    kindTitle: source.kindTitles[r.status] ?? source.machine.title,
    entity: source.machine.entity,
    id: r.id,
    version: r.version,
    status: r.status,
    statusLabel: stateLabel(source.machine, r.status),
    statusColor: stateColor(source.machine, r.status),
    title: d.title,
    amount: d.amount,
    currency: d.currency,
    submitterName: r.submitterName ?? '',
    submittedAt: r.submittedAt?.toISOString() ?? null,
  };
}

/** Joins records with their descriptions into inbox items (records the source no longer has are left out). */
export async function toItems(db: Db, source: ApprovalSource, records: WaitingRecord[]): Promise<ApprovalItem[]> {
  const described = await source.describe(db, records.map((r) => r.id));
  return records.flatMap((r) => {
    const d = described.get(r.id);
    return d ? [toItem(source, r, d)] : [];
  });
}

/** A record's business log with each entry's action and new state in words. */
export const labelledLog = (machine: Machine, log: WorkflowLogRow[]): ApprovalLogRow[] =>
  log.map((entry) => ({
    ...entry,
    actionLabel: actionLabel(machine, entry.action),
    toStatusLabel: entry.fromStatus !== entry.toStatus ? stateLabel(machine, entry.toStatus) : null,
  }));

/** One record as an item with its key fields (detail page, cards), from a single description. */
export async function describedRecord(db: Db, source: ApprovalSource, record: WaitingRecord): Promise<{ item: ApprovalItem; fields: Described['fields'] } | undefined> {
  const d = (await source.describe(db, [record.id])).get(record.id);
  return d && { item: toItem(source, record, d), fields: d.fields };
}
