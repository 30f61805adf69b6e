import { asc, desc, eq } from 'drizzle-orm';
import { addEvaluate, addOrUpdLogitics, addOrUpdReds, getLogisticsList, getRedsList, getRedsLogistics, getRedsNumAndReferralFee, getRequireRedsById } from '@shared/api/kol/reds';
import { kolEvaluations, kolReds as x, kolRedsLogistics as lg, users } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { countedListPage } from '../../../http/preparedList';
import { requireVisibility } from '../visibility';
import { logisticsConditions, logisticsCounted, logisticsValues, redsConditions, redsCounted, redsTotals, redsValues, selectLogistics, selectReds, toLogisticsRow, toRedsRow, visibleRed } from './queries';
import { evaluateRed, saveLogistics, saveRed } from './save';
import { LIST_COUNT_CAP } from '@shared/api/inputs';

/** Posts, sample shipments and cooperation evaluations of approved requirements. */
export function redsRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(getRedsList, async ({ query, caller, deps }) => {
      const { page, limit, ...f } = query;
      return countedListPage(deps.db, {
        name: 'kol_reds',
        values: redsValues(f, await requireVisibility.scope(caller)),
        conditions: redsConditions,
        select: (extra) => selectReds(deps.db, extra),
        order: [desc(x.id)],
        counted: redsCounted,
        page,
        limit,
        map: toRedsRow,
      });
    })
    .add(getRequireRedsById, async ({ query, caller, deps }) => {
      const red = await visibleRed(deps.db, caller, query.id);
      const [evaluation] = await deps.db
        .select({
          contentScore: kolEvaluations.contentScore,
          punctualityScore: kolEvaluations.punctualityScore,
          communicationScore: kolEvaluations.communicationScore,
          effectScore: kolEvaluations.effectScore,
          score: kolEvaluations.score,
          comment: kolEvaluations.comment,
          evaluatorName: users.name,
          updatedAt: kolEvaluations.updatedAt,
        })
        .from(kolEvaluations)
        .leftJoin(users, eq(users.id, kolEvaluations.createdBy))
        .where(eq(kolEvaluations.redsId, red.id));
      const logistics = await selectLogistics(deps.db).where(eq(lg.redsId, red.id)).orderBy(asc(lg.id));
      return {
        ...toRedsRow(red),
        evaluation: evaluation ? { ...evaluation, updatedAt: evaluation.updatedAt.toISOString() } : null,
        logistics: logistics.map(toLogisticsRow),
      };
    })
    .add(getRedsNumAndReferralFee, async ({ query, caller, deps }) => {
      await requireVisibility.head(deps.db, query.requireId, await requireVisibility.scope(caller));
      return redsTotals(deps.db, query.requireId);
    })
    .add(addOrUpdReds, ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveRed(deps.db, caller, body);
    })
    .add(getLogisticsList, async ({ query, caller, deps }) => {
      const { page, limit, ...f } = query;
      return countedListPage(deps.db, {
        name: 'kol_reds_logistics',
        values: logisticsValues(f, await requireVisibility.scope(caller)),
        conditions: logisticsConditions,
        select: (extra) => selectLogistics(deps.db, extra),
        order: [desc(lg.id)],
        counted: logisticsCounted,
        cap: LIST_COUNT_CAP,
        page,
        limit,
        map: toLogisticsRow,
      });
    })
    .add(getRedsLogistics, async ({ query, caller, deps }) => {
      await visibleRed(deps.db, caller, query.redsId);
      return (await selectLogistics(deps.db).where(eq(lg.redsId, query.redsId)).orderBy(asc(lg.id))).map(toLogisticsRow);
    })
    .add(addOrUpdLogitics, ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveLogistics(deps.db, caller, body);
    })
    .add(addEvaluate, ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return evaluateRed(deps.db, caller, body);
    });
}
