import { eq, ilike, sql } from 'drizzle-orm';
import * as api from '@shared/api/mail/labels';
import type { Db } from '../../db/connection';
import { mailLabels, mailRoomLabels } from '../../db/schema';
import type { ApiRoutes } from '../../http/api';
import { masterRoutes } from '../../http/masterRoutes';
import { qualified } from '../../db/qualified';
import { containingFilter } from '../../http/masterFilters';

/** 标签管理: names unique in any case; deleting a label takes it off every conversation. */
const l = mailLabels;
const rooms = sql<number>`(select count(*) from ${mailRoomLabels} where ${mailRoomLabels.labelId} = ${qualified(l.id)})`.mapWith(Number);

export function labelRoutes(): ApiRoutes {
  return masterRoutes(api.labels, {
    table: l,
    joined: { rooms },
    where: { name: containingFilter((p) => ilike(l.name, p)) },
    order: [l.name],
    unique: { columns: ['name'], message: () => api.DUPLICATE_LABEL, constraint: 'mail_labels_name_key', same: (v) => sql`lower(${l.name}) = ${(v.name as string).toLowerCase()}` },
    removed: (tx, id) => tx.delete(mailRoomLabels).where(eq(mailRoomLabels.labelId, id)),
  });
}

export async function labelsExist(db: Db, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const found = await db.select({ id: l.id }).from(l).where(sql`${l.id} in ${ids}`);
  return found.length === new Set(ids).size;
}
