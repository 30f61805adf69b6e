import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import * as projectApi from '@shared/api/warranty/project';
import * as batchApi from '@shared/api/warranty/batch';
import * as codeApi from '@shared/api/warranty/code';
import { honeycombCustomerPage } from '@shared/api/warranty/customer';
import { LIST_COUNT_CAP, MARKETPLACES, PUBLIC_PATH } from '@shared/api/warranty/common';
import { projectScreen } from '@shared/api/warranty/screens';
import { warrantyBatchMachine } from '@shared/workflow';
import type { AppDeps } from '../../deps';
import { baseSkus, warrantyBatches, warrantyCodes, warrantyCustomers, warrantyProjects } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage } from '../../http/preparedList';
import { actorOf, addTransition, workflowListPage, workflowLog } from '../../workflow';
import { batchConditions, batchOrder, batchRow, batchValues, batchVisibility, saveBatch, selectBatches, toBatchRow } from './batches';
import { customerConditions, customerOrder, customerValues, selectCustomers, toCustomerRow } from './customers';
import { countryLanguages, projectConditions, projectDetail, projectOrder, projectValues, saveProject, selectProjects, serviceMailboxes, toProjectRow } from './projects';
import { codeImage, codePage } from './qrDetail';
import { startGeneration } from './generation';
import { queueTabCounts } from './common';
import { ensureInScope, hiveScope, projectScopeWhere, skuScopeWhere } from './scope';
import { containing, startsWith } from '../../db/like';

/** The configured public address (PUBLIC_URL) printed in QR codes, never a request's Host header; none: codes are refused. */
export const NO_PUBLIC_URL = '未配置对外访问地址（PUBLIC_URL），不能生成或打印二维码';
export function publicOrigin(deps: AppDeps): string {
  if (!deps.config.publicUrl) throw fail.refused(NO_PUBLIC_URL);
  return deps.config.publicUrl;
}

/** honeycombBase/* and mailServer/serviceMailboxList: Hive projects. */
function projectRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(projectApi.honeycombBasePage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'warranty_projects',
        values: projectValues(filter, await hiveScope(deps.db, caller)),
        conditions: projectConditions,
        select: (extra) => selectProjects(deps.db, extra),
        order: projectOrder,
        counted: warrantyProjects,
        cap: LIST_COUNT_CAP,
        page,
        limit,
        map: toProjectRow,
      });
    })
    .add(projectApi.queryCountryLanguage, ({ deps }) => countryLanguages(deps.db))
    .add(projectApi.getHoneycombBaseById, async ({ query, caller, deps }) => projectDetail(deps.db, query.id, await hiveScope(deps.db, caller)))
    .add(projectApi.addOrUpdHoneycombBase, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      const { elements } = await caller.codes();
      const may = { add: elements.has(projectScreen.code('add')), edit: elements.has(projectScreen.code('edit')) };
      return saveProject(deps.db, body, caller.userId, may, await hiveScope(deps.db, caller));
    })
    .add(projectApi.serviceMailboxList, ({ deps }) => serviceMailboxes(deps.db));
}

/** Runs the generation: the batch moves to 生成中 with its report-centre task, then the job is queued. */
const generation = new ApiRoutes().add(batchApi.addQrCodeTask, async ({ query, caller, deps, res }) => {
  res.locals.audit = true;
  await ensureInScope(deps.db, warrantyBatches, query.id, await hiveScope(deps.db, caller), '二维码批次');
  const { taskId: _taskId, ...result } = await startGeneration(deps, { ...query, actor: await actorOf(caller), username: caller.username, origin: publicOrigin(deps) });
  res.locals.resDes = '二维码生成任务已创建，完成后可在报表中心下载打印包';
  return result;
});

function batchTransitionRoutes(): ApiRoutes {
  const batchTransitions = new ApiRoutes();
  /** 标记已打印: who printed and when. */
  addTransition(batchTransitions, codeApi.signQrCodeFinish, {
    table: warrantyBatches,
    visibility: batchVisibility,
    apply: async (_tx, _record, { actor }) => ({ printedBy: actor.userId, printedAt: new Date() }),
  });
  return batchTransitions;
}

/** honeycombProductQrCode/* and honeycombProductQrDetail/*: batches and their codes. */
function batchRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(batchApi.querySkuInfo, async ({ query, caller, deps }) => {
      const columns = { sku: baseSkus.sku, name: baseSkus.name, spu: baseSkus.spu };
      const scope = await hiveScope(deps.db, caller);
      if (query.projectId) {
        const [project] = await deps.db
          .select({ skus: warrantyProjects.skus })
          .from(warrantyProjects)
          .where(and(eq(warrantyProjects.id, query.projectId), projectScopeWhere(scope, warrantyProjects.id)));
        if (!project) throw fail.notFound('项目不存在');
        return deps.db.select(columns).from(baseSkus).where(inArray(baseSkus.sku, project.skus)).orderBy(baseSkus.sku);
      }
      const k = query.keyword ?? '';
      return deps.db
        .select(columns)
        .from(baseSkus)
        .where(and(k ? or(sql`${baseSkus.sku} like ${startsWith(k.toUpperCase())}`, ilike(baseSkus.name, containing(k))) : undefined, skuScopeWhere(scope, baseSkus.id)))
        .orderBy(baseSkus.sku)
        .limit(50);
    })
    .add(batchApi.queryBaseTemplate, async ({ query, caller, deps }) => {
      const p = await projectDetail(deps.db, query.projectId, await hiveScope(deps.db, caller));
      return {
        projectId: p.id,
        name: p.name,
        brand: p.brand,
        logoUrl: p.logoUrl,
        defaultLanguage: p.languages[0]!,
        languages: p.languages,
        templates: p.templates,
        urlPattern: `${publicOrigin(deps)}${PUBLIC_PATH}{code}`,
      };
    })
    .add(batchApi.honeycombQrPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      // Filtered by status alone over every project the total is the kept status count; otherwise counted.
      return workflowListPage(deps.db, {
        name: 'warranty_batches',
        machine: warrantyBatchMachine,
        table: warrantyBatches,
        values: batchValues(filter, await hiveScope(deps.db, caller)),
        conditions: batchConditions,
        select: (extra) => selectBatches(deps.db, extra),
        order: batchOrder,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toBatchRow,
      });
    })
    .add(batchApi.qrBatchTabNum, async ({ caller, deps }) => queueTabCounts(deps.db, warrantyBatchMachine, warrantyBatches, await hiveScope(deps.db, caller)))
    .add(batchApi.getQrBatchById, async ({ query, caller, deps }) => batchRow(deps.db, query.id, await hiveScope(deps.db, caller)))
    .add(batchApi.qrBatchLog, async ({ query, caller, deps }) => {
      await ensureInScope(deps.db, warrantyBatches, query.id, await hiveScope(deps.db, caller), '二维码批次');
      return workflowLog(deps.db, warrantyBatchMachine, query.id);
    })
    .add(batchApi.addOrUpdProductQrCode, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveBatch(deps.db, await actorOf(caller), body, await hiveScope(deps.db, caller));
    })
    .include(generation)
    .include(batchTransitionRoutes())
    // Both answer "不存在" themselves for an unknown id: only a limited scope needs a check first.
    .add(codeApi.generateQrCode, async ({ query, caller, deps }) => {
      const scope = await hiveScope(deps.db, caller);
      if (!scope.all) await ensureInScope(deps.db, warrantyCodes, query.id, scope, '二维码');
      return codeImage(deps.db, publicOrigin(deps), query.id);
    })
    .add(codeApi.productQrDetailPage, async ({ query, caller, deps }) => {
      const scope = await hiveScope(deps.db, caller);
      if (!scope.all) await ensureInScope(deps.db, warrantyBatches, query.batchId, scope, '二维码批次');
      return codePage(deps.db, publicOrigin(deps), query);
    });
}

/** honeycombCustomerInfo/honeycombCustomerPage: buyers who registered. */
function customerRoutes(): ApiRoutes {
  return new ApiRoutes().add(honeycombCustomerPage, async ({ query, caller, deps }) => {
    const { page, limit, ...filter } = query;
    return countedListPage(deps.db, {
      name: 'warranty_customers',
      values: customerValues({ ...filter, marketplace: filter.marketplace ? MARKETPLACES[filter.marketplace] : null }, await hiveScope(deps.db, caller)),
      conditions: customerConditions,
      select: (extra) => selectCustomers(deps.db, extra),
      order: customerOrder,
      counted: warrantyCustomers,
      cap: LIST_COUNT_CAP,
      page,
      limit,
      map: toCustomerRow,
    });
  });
}

export const hiveRoutes = () => [projectRoutes(), batchRoutes(), customerRoutes()];
