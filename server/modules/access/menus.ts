import { asc, eq } from 'drizzle-orm';
import * as api from '@shared/api/admin/menu';
import { idParam } from '@shared/api/paging';
import type { Db } from '../../db/connection';
import { elements, menus } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { findMenu, hasChildMenus, menuParents, menusWithElementCount, nextMenuOrder, removeElement, removeMenu } from './menu-queries';
import { forgetMenus } from './menu-tree';
import { grantToAdminGroup } from './group-queries';
import { isSelfOrDescendant, nest } from './tree';
import { assertUnique } from './unique-code';

const CODE_TAKEN = '编码已存在';
/** What shared/catalog decides for its rows (re-applied at every start), so menuManager may not change it. */
const CATALOG_OWNED = ['code', 'parentId', 'type', 'href', 'hidden', 'orderNum'] as const;

async function assertParentAccepts(db: Db, parentId: number) {
  const parent = await findMenu(db, parentId);
  if (!parent) throw fail.badRequest('上级菜单不存在');
  if (parent.type === 'link') throw fail.badRequest('外链菜单下不能再添加菜单');
}

/** Catalog rows: only title, icon and description; anything else sent must equal what is stored. */
function assertCatalogEdit(row: api.MenuRow, body: api.MenuEdit) {
  const changed = CATALOG_OWNED.filter((key) => body[key] !== undefined && body[key] !== row[key]);
  if (changed.length) throw fail.refused('系统菜单来自路由目录，只能修改名称、图标和描述');
}

/** Custom rows: the merged row must still be a valid menu, with a free code and a parent that is no descendant. */
async function assertCustomEdit(tx: Db, row: api.MenuRow, body: api.MenuEdit) {
  const type = body.type ?? row.type;
  const next = {
    code: body.code ?? row.code,
    type,
    // Turning a link into another type drops its address unless one is sent (and then refused).
    href: body.href !== undefined ? body.href : type === 'link' ? row.href : null,
    parentId: body.parentId === undefined ? row.parentId : body.parentId,
  };
  const problem = api.menuShapeProblem(next);
  if (problem) throw fail.badRequest(problem);
  if (next.code !== row.code) await assertUnique(tx, menus.code, menus.id, next.code, row.id, CODE_TAKEN);
  if (next.parentId !== null && next.parentId !== row.parentId) {
    await assertParentAccepts(tx, next.parentId);
    if (isSelfOrDescendant(await menuParents(tx), row.id, next.parentId)) throw fail.badRequest('上级菜单不能是它自己或它的下级');
  }
  return next;
}

/** menuManager: the menu tree and the elements (buttons) of each screen. */
export function menuAdminRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.menuTree, async ({ deps }) => nest(await menusWithElementCount(deps.db)))
    .add(api.getMenu, async ({ params, deps }) => {
      const row = await findMenu(deps.db, idParam.parse(params).id);
      if (!row) throw fail.notFound('菜单不存在');
      return row;
    })
    .add(api.addMenu, async ({ body, deps }) => {
      const created = await deps.db.transaction(async (tx) => {
        await assertUnique(tx, menus.code, menus.id, body.code, undefined, CODE_TAKEN);
        if (body.parentId) await assertParentAccepts(tx, body.parentId);
        const [created] = await tx
          .insert(menus)
          .values({
            code: body.code,
            parentId: body.parentId ?? null,
            title: body.title,
            icon: body.icon ?? null,
            href: body.href ?? null,
            type: body.type,
            hidden: body.hidden,
            orderNum: body.orderNum ?? (await nextMenuOrder(tx)),
            description: body.description ?? null,
            source: 'custom',
          })
          .returning({ id: menus.id });
        await grantToAdminGroup(tx, { menuId: created!.id });
        return created!;
      });
      forgetMenus(deps.db);
      return created;
    })
    .add(api.putMenu, async ({ params, body, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const row = await findMenu(tx, id);
        if (!row) throw fail.notFound('菜单不存在');
        const text = { title: body.title, icon: body.icon, description: body.description };
        if (row.source === 'catalog') {
          assertCatalogEdit(row, body);
          await tx.update(menus).set(text).where(eq(menus.id, id));
          return;
        }
        const next = await assertCustomEdit(tx, row, body);
        await tx
          .update(menus)
          .set({ ...text, ...next, hidden: body.hidden, orderNum: body.orderNum })
          .where(eq(menus.id, id));
      });
      forgetMenus(deps.db);
      return null;
    })
    .add(api.deleteMenu, async ({ params, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const row = await findMenu(tx, id);
        if (!row) throw fail.notFound('菜单不存在');
        if (row.source === 'catalog') throw fail.refused('系统菜单来自路由目录，不能删除（可修改名称、图标和描述）');
        if (await hasChildMenus(tx, id)) throw fail.refused('该菜单下还有子菜单，请先删除子菜单');
        await removeMenu(tx, id);
      });
      forgetMenus(deps.db);
      return null;
    })
    .add(api.elementList, ({ query, deps }) =>
      deps.db.select().from(elements).where(eq(elements.menuId, query.menuId)).orderBy(asc(elements.id)),
    )
    .add(api.addElement, ({ body, deps }) =>
      deps.db.transaction(async (tx) => {
        if (!(await findMenu(tx, body.menuId))) throw fail.badRequest('菜单不存在');
        await assertUnique(tx, elements.code, elements.id, body.code, undefined, CODE_TAKEN);
        const [created] = await tx
          .insert(elements)
          .values({ menuId: body.menuId, code: body.code, name: body.name, description: body.description ?? null, source: 'custom' })
          .returning({ id: elements.id });
        await grantToAdminGroup(tx, { elementId: created!.id });
        return created!;
      }),
    )
    .add(api.putElement, async ({ params, body, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const [row] = await tx.select().from(elements).where(eq(elements.id, id));
        if (!row) throw fail.notFound('按钮不存在');
        const code = body.code ?? row.code;
        if (code !== row.code) {
          if (row.source === 'catalog') throw fail.refused('系统按钮来自路由目录，只能修改名称和描述');
          await assertUnique(tx, elements.code, elements.id, code, id, CODE_TAKEN);
        }
        await tx.update(elements).set({ code, name: body.name, description: body.description }).where(eq(elements.id, id));
      });
      return null;
    })
    .add(api.deleteElement, async ({ params, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const [row] = await tx.select({ source: elements.source }).from(elements).where(eq(elements.id, id));
        if (!row) throw fail.notFound('按钮不存在');
        if (row.source === 'catalog') throw fail.refused('系统按钮来自路由目录，不能删除');
        await removeElement(tx, id);
      });
      return null;
    });
}
