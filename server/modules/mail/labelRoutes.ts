import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import * as api from '@shared/api/mail/labels';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { mailLabels, mailRoomLabels } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { listPage } from '../../http/listPage';
import { iso, pathId } from './text';
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
  return new ApiRoutes()
    .add(api.labelPageList, ({ query, deps }) =>
      listPage(deps.db, {
        select: () => selectLabels(deps.db),
        where: query.name ? ilike(l.name, containing(query.name)) : undefined,
        order: [l.name],
        page: query.page,
        limit: query.limit,
        total: { table: l, cap: LIST_COUNT_CAP },
        map: toRow,
      }),
    )
    .add(api.getLabelByName, async ({ query, deps }) =>
      (await selectLabels(deps.db).where(query.name ? ilike(l.name, containing(query.name)) : undefined).orderBy(l.name).limit(20)).map(toRow),
    )
    .add(api.checkLabelExist, async ({ query, deps }) => ({ exists: (await deps.db.select({ id: l.id }).from(l).where(sameName(query.name, query.id))).length > 0 }))
    .add(api.addLabel, async ({ body, caller, deps }) => {
      const [row] = await deps.db.insert(l).values({ ...body, createdBy: caller.userId }).onConflictDoNothing().returning({ id: l.id });
      if (!row) throw fail.conflict(api.DUPLICATE_LABEL);
      return toRow((await selectLabels(deps.db).where(eq(l.id, row.id)))[0]!);
    })
    .add(api.deleteLabel, async ({ params, deps }) => {
      const id = pathId(params, '标签');
      return deps.db.transaction(async (tx) => {
        const deleted = await tx.delete(l).where(eq(l.id, id)).returning({ id: l.id });
        if (!deleted.length) throw fail.notFound(api.NO_LABEL);
        await tx.delete(mailRoomLabels).where(eq(mailRoomLabels.labelId, id));
        return { id };
      });
    });
}

export async function labelsExist(db: Db, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const found = await db.select({ id: l.id }).from(l).where(sql`${l.id} in ${ids}`);
  return found.length === new Set(ids).size;
}
