import { and, asc, eq, like, sql } from 'drizzle-orm';
import * as api from '@shared/api/sales/spuAssign';
import { LIST_COUNT_CAP } from '@shared/api/sales/common';
import { spuAssignScreen } from '@shared/api/sales/screens';
import { spuAssignMachine } from '@shared/workflow';
import { holdersOf } from '../holders';
import { baseSkus, productCategories, saleSpuAssigns, users } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { actionsFor, actorOf, addTransition, workflowListPage, workflowLog } from '../../../workflow';
import { platformScope } from '../../reference';
import { newestFirst, selectSpuAssignRows, spuAssignById, spuAssignConditions, spuAssignCounts, spuAssignValues, spuExists, toSpuAssignRow } from './queries';
import { spuAssignVisibility as visibility } from './visibility';
import { changeSpuOperator, saveSpuAssign, spuTaken } from './write';
import { startsWith } from '../../../db/like';

const table = saleSpuAssigns;

const lockedRow = async (tx: Parameters<NonNullable<Parameters<typeof addTransition>[2]['apply']>>[0], id: number) =>
  (await tx.select().from(table).where(eq(table.id, id)))[0]!;

function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, api.assignSpu, { table, visibility });
  addTransition(transitions, api.auditSpu, { table, visibility, apply: async (_tx, _r, { actor }) => ({ auditedBy: actor.userId, auditedAt: new Date() }) });
  addTransition(transitions, api.replaceSpu, {
    table,
    visibility,
    apply: async (tx, record, { actor, input }) => {
      const row = await lockedRow(tx, record.id);
      if (row.operatorId !== actor.userId && visibility.scopeOf(actor) !== undefined) throw fail.refused('只有负责运营可以申请换SPU');
      if (input.newSpu === row.spu) throw fail.badRequest('新SPU与当前SPU相同');
      if (!(await spuExists(tx, input.newSpu))) throw fail.badRequest(`SPU ${input.newSpu} 不存在`);
      const taken = await spuTaken(tx, row.storeId, input.newSpu, row.id);
      if (taken) throw fail.conflict(taken);
      return { replaceSpu: input.newSpu, replaceBy: actor.userId };
    },
  });
  addTransition(transitions, api.auditReplaceSpu, {
    table,
    visibility,
    apply: async (tx, record, { actor, action }) => {
      const row = await lockedRow(tx, record.id);
      if (row.replaceBy === actor.userId) throw fail.refused('不能审核自己的换SPU申请');
      const decided = { replaceSpu: null, replaceBy: null, auditedBy: actor.userId, auditedAt: new Date() };
      return action === 'approveReplace' ? { ...decided, spu: row.replaceSpu } : decided;
    },
  });
  return transitions;
}

/** spu-list (SPU分配) and the SPU picker of budgets: save, assign, audit, change operator, replace SPU with its audit. */
export function spuAssignRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.spuAssignList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'spu_assigns',
        machine: spuAssignMachine,
        table,
        values: spuAssignValues(filter, await visibility.scope(caller)),
        conditions: spuAssignConditions,
        select: (extra) => selectSpuAssignRows(deps.db, extra),
        order: newestFirst,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toSpuAssignRow,
      });
    })
    .add(api.spuAssignTabNum, async ({ caller, deps }) => spuAssignCounts(deps.db, await visibility.scope(caller)))
    .add(api.saveSpu, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveSpuAssign(deps.db, await actorOf(caller), body, await platformScope(deps.db, caller));
    })
    .add(api.changeOperator, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return changeSpuOperator(deps.db, await actorOf(caller), body);
    })
    .include(transitionRoutes())
    .add(api.spuAuditInfo, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      await visibility.head(deps.db, query.id, visibility.scopeOf(actor));
      const row = (await spuAssignById(deps.db, query.id))!;
      return { ...row, actions: actionsFor(spuAssignMachine, row, actor), log: await workflowLog(deps.db, spuAssignMachine, row.id) };
    })
    .add(api.spuOperators, async ({ deps }) => (await holdersOf(deps.db, spuAssignScreen.code('add'))).map((u) => ({ value: u.id, label: u.name })))
    .add(api.budgetSpus, async ({ query, deps }) => {
      const assigned = query.storeId
        ? sql<string | null>`(select ${users.name} from ${table} join ${users} on ${users.id} = ${table.operatorId} where ${table.storeId} = ${query.storeId} and ${table.spu} = ${baseSkus.spu} limit 1)`
        : sql<string | null>`null::text`;
      return deps.db
        .select({
          spu: baseSkus.spu,
          name: sql<string>`min(${baseSkus.name})`,
          categoryName: sql<string | null>`min(${productCategories.name})`,
          skuCount: sql<number>`count(*)`.mapWith(Number),
          operatorName: sql<string | null>`min(${assigned})`,
        })
        .from(baseSkus)
        .leftJoin(productCategories, eq(productCategories.id, baseSkus.categoryId))
        .where(and(eq(baseSkus.status, 'on_sale'), query.spu ? like(baseSkus.spu, startsWith(query.spu)) : undefined))
        .groupBy(baseSkus.spu)
        .orderBy(asc(baseSkus.spu))
        .limit(200);
    });
}
