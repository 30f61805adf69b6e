import { and, asc, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import { addEvaluate, addOrUpdLogitics, addOrUpdReds, getLogisticsList, getRedsList, getRedsLogistics, getRedsNumAndReferralFee, getRequireRedsById } from '@shared/api/kol/reds';
import { kolEvaluations, kolReds as x, kolRedsLogistics as lg, users } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { listPage } from '../../../http/listPage';
import { requireVisibility } from '../visibility';
import { redsTotals, selectLogistics, selectReds, toLogisticsRow, toRedsRow, visibleRed, visibleRequires } from './queries';
import { evaluateRed, saveLogistics, saveRed } from './save';
import { startsWith } from '../../../db/like';
import { LIST_COUNT_CAP } from '@shared/api/inputs';

/** Posts, sample shipments and cooperation evaluations of approved requirements. */
export function redsRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(getRedsList, async ({ query, caller, deps }) => {
      const { page, limit, ...f } = query;
      const where: SQL | undefined = and(
        f.requireId ? eq(x.requireId, f.requireId) : undefined,
        f.poolId ? eq(x.poolId, f.poolId) : undefined,
        f.channel ? eq(x.channel, f.channel) : undefined,
        f.publishFrom ? gte(x.publishDate, f.publishFrom) : undefined,
        f.publishTo ? lte(x.publishDate, f.publishTo) : undefined,
        visibleRequires(await requireVisibility.scope(caller)),
      );
      return listPage(deps.db, {
        rows: selectReds(deps.db).where(where).orderBy(desc(x.id)),
        total: { exact: deps.db.$count(selectReds(deps.db).where(where).as('r')) },
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
      const where: SQL | undefined = and(
        f.requireId ? eq(x.requireId, f.requireId) : undefined,
        f.trackingNo ? like(lg.trackingNo, startsWith(f.trackingNo)) : undefined,
        f.status ? eq(lg.status, f.status) : undefined,
        visibleRequires(await requireVisibility.scope(caller)),
      );
      const rows = selectLogistics(deps.db).where(where);
      return listPage(deps.db, {
        rows: rows.orderBy(desc(lg.id)),
        total: { exact: deps.db.$count(selectLogistics(deps.db).where(where).as('l')).then((n) => Math.min(n, LIST_COUNT_CAP)) },
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
