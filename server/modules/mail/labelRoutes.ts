import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import * as api from '@shared/api/mail/labels';
import type { Db } from '../../db/connection';
import { mailLabels, mailRoomLabels } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { masterRoutes } from '../../http/masterRoutes';
import { iso } from './text';
import { qualified } from '../../db/qualified';
import { containing } from '../../db/like';

/** 标签管理. */
const l = mailLabels;
const rooms = sql<number>`(select count(*) from ${mailRoomLabels} where ${mailRoomLabels.labelId} = ${qualified(l.id)})`.mapWith(Number);
const selectLabels = (db: Db) => db.select({ id: l.id, name: l.name, color: l.color, rooms, createdAt: l.createdAt }).from(l);
type Selected = Awaited<ReturnType<ReturnType<typeof selectLabels>['execute']>>[number];
const toRow = (row: Selected): api.LabelRow => ({ ...row, createdAt: iso(row.createdAt) });

const sameName = (name: string, exceptId?: number) => and(sql`lower(${l.name}) = ${name.toLowerCase()}`, exceptId ? ne(l.id, exceptId) : undefined);

export function labelRoutes(): ApiRoutes {
  return masterRoutes(api.labels, {
    table: l,
    columns: { id: l.id, name: l.name, color: l.color, rooms, createdAt: l.createdAt },
    where: { name: (v: string) => ilike(l.name, containing(v)) },
    order: [l.name],
    unique: { columns: ['name'], message: () => api.DUPLICATE_LABEL, constraint: 'mail_labels_name_key' },
    removed: (tx, id) => tx.delete(mailRoomLabels).where(eq(mailRoomLabels.labelId, id)),
  })
    .add(api.getLabelByName, async ({ query, deps }) =>
      (await selectLabels(deps.db).where(query.name ? ilike(l.name, containing(query.name)) : undefined).orderBy(l.name).limit(20)).map(toRow),
    )
    .add(api.checkLabelExist, async ({ query, deps }) => ({ exists: (await deps.db.select({ id: l.id }).from(l).where(sameName(query.name, query.id))).length > 0 }));
}

export async function labelsExist(db: Db, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const found = await db.select({ id: l.id }).from(l).where(sql`${l.id} in ${ids}`);
  return found.length === new Set(ids).size;
}
