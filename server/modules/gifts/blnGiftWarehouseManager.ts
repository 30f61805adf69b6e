import { and, desc, eq, like, or } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { blnGiftWarehouseManagerPage, saveBlnGiftWarehouseManager, setBlnGiftWarehouseManagerEnabled } from '@shared/api/gifts/blnGiftWarehouseManager';
import { blnGiftWarehouseManagerScreen } from '@shared/api/gifts/screens';
import { blnGiftWarehouseManagerTable as t } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { listPage } from '../../http/listPage';

const CODE_TAKEN = '该编码已存在';

/** /sysManager/blnGiftWarehouseManager (礼品仓库): list, add or edit, enable or disable. */
export function blnGiftWarehouseManagerRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(blnGiftWarehouseManagerPage, ({ query, deps }) => {
      const where = and(query.name ? or(like(t.code, `${query.name}%`), like(t.name, `${query.name}%`)) : undefined, query.enabled == null ? undefined : eq(t.enabled, query.enabled));
      return listPage(deps.db, { select: () => deps.db.select().from(t).$dynamic(), where, order: [desc(t.id)], page: query.page, limit: query.limit, total: { table: t, cap: LIST_COUNT_CAP } });
    })
    .add(saveBlnGiftWarehouseManager, async ({ body, caller, deps }) => {
      const { id, ...fields } = body;
      if (!(await caller.codes()).elements.has(blnGiftWarehouseManagerScreen.code(id ? 'edit' : 'add'))) throw fail.forbidden();
      const [same] = await deps.db.select({ id: t.id }).from(t).where(eq(t.code, fields.code));
      if (same && same.id !== id) throw fail.conflict(CODE_TAKEN);
      const [row] = id ? await deps.db.update(t).set(fields).where(eq(t.id, id)).returning() : await deps.db.insert(t).values(fields).returning();
      if (!row) throw fail.notFound('礼品仓库不存在');
      return row;
    })
    .add(setBlnGiftWarehouseManagerEnabled, async ({ body, deps }) => {
      const [row] = await deps.db.update(t).set({ enabled: body.enabled }).where(eq(t.id, body.id)).returning();
      if (!row) throw fail.notFound('礼品仓库不存在');
      return row;
    });
}
