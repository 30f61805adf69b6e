import { and, asc, desc, eq } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import {
  addOrUpdItemDetail,
  checkItemLimit,
  deleteItemDetail,
  getAllItemClassIfy,
  getItemDetailById,
  getStoresByPlatform,
  ITEM_CLASSES,
  itemExport as itemExportEndpoint,
  itemLog,
  itemPage,
  itemTabNum,
  submitAddOrUpdItemDetail,
} from '@shared/api/promotionItems/items';
import { auditItem, auditItemLimit, getItemProcessById, payItem, payItems as payItemsEndpoint } from '@shared/api/promotionItems/process';
import { paymentDetailExport as paymentDetailExportEndpoint } from '@shared/api/promotionItems/reports';
import { promotionItemMachine as machine } from '@shared/workflow';
import { promoteItems as table, stores } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { countedListPage } from '../../../http/preparedList';
import { addExportTask } from '../../../excel/scoped-export';
import { actorOf, addTransition, workflowLog } from '../../../workflow';
import { inPlatformScope, platformScope } from '../../reference';
import { releaseItemSpends } from '../limits';
import { itemVisibility as visibility } from '../visibility';
import { itemTabCounts } from './counts';
import { itemDetail } from './detail';
import { itemExport, paymentDetailExport } from './exports';
import { paymentColumns, payItems } from './payments';
import { itemProcess } from './process';
import { itemConditions, itemValues, selectItemRows, toItemRow } from './queries';
import { checkLimit, saveItem } from './save';

/** The item transitions: the portal's calls and the same runners for the approvals inbox and Lark cards. */
function transitionRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addTransition(routes, deleteItemDetail, { table, visibility, apply: async (tx, r) => void (await releaseItemSpends(tx, r.id)) });
  // A rejected item's spends leave the ledger; submitted again, they are recorded anew.
  addTransition(routes, auditItemLimit, {
    table,
    visibility,
    apply: async (tx, r, { action, actor }) => (action === 'rejectLimit' ? void (await releaseItemSpends(tx, r.id)) : { limitApprovedBy: actor.userId, limitApprovedAt: new Date() }),
  });
  addTransition(routes, auditItem, {
    table,
    visibility,
    apply: async (tx, r, { action, actor }) => (action === 'reject' ? void (await releaseItemSpends(tx, r.id)) : { approvedBy: actor.userId, approvedAt: new Date() }),
  });
  addTransition(routes, payItem, { table, visibility, apply: async (_tx, _r, { actor, input }) => paymentColumns(actor, input) });
  return routes;
}

/** 推广项目明细, 项目流程, 项目审批, 项目付款, 项目付款明细. */
export function itemRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, itemExportEndpoint, itemExport, visibility);
  addExportTask(routes, paymentDetailExportEndpoint, paymentDetailExport, visibility);
  return routes
    .add(getAllItemClassIfy, async () => Object.entries(ITEM_CLASSES).map(([code, name]) => ({ code, name })))
    .add(itemPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      const actor = await actorOf(caller);
      return countedListPage(deps.db, {
        name: 'promote_items',
        values: itemValues(filter, visibility.scopeOf(actor), actor),
        conditions: itemConditions,
        select: (extra) => selectItemRows(deps.db, extra),
        order: [desc(table.id)],
        page,
        limit,
        counted: table,
        cap: LIST_COUNT_CAP,
        map: toItemRow,
      });
    })
    .add(itemTabNum, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      return itemTabCounts(deps.db, query, visibility.scopeOf(actor), actor);
    })
    .add(getItemDetailById, async ({ query, caller, deps }) => itemDetail(deps.db, await actorOf(caller), query.id))
    .add(itemLog, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.itemId, await visibility.scope(caller), { deletedToo: true });
      return workflowLog(deps.db, machine, query.itemId);
    })
    .add(addOrUpdItemDetail, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveItem(deps.db, await actorOf(caller), await platformScope(deps.db, caller), body, false);
    })
    .add(submitAddOrUpdItemDetail, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveItem(deps.db, await actorOf(caller), await platformScope(deps.db, caller), body, true);
    })
    .add(checkItemLimit, async ({ body, caller, deps }) => checkLimit(deps.db, await actorOf(caller), await platformScope(deps.db, caller), body))
    .add(getStoresByPlatform, async ({ query, caller, deps }) => {
      if (!inPlatformScope(await platformScope(deps.db, caller), query.platformId)) return [];
      return deps.db.select({ id: stores.id, name: stores.name }).from(stores).where(and(eq(stores.platformId, query.platformId), eq(stores.enabled, true))).orderBy(asc(stores.name));
    })
    .add(getItemProcessById, async ({ query, caller, deps }) => itemProcess(deps.db, await actorOf(caller), query.id))
    .include(transitionRoutes())
    .add(payItemsEndpoint, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return payItems(deps.db, await actorOf(caller), body);
    });
}
