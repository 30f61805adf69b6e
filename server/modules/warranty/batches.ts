import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BatchBody, BatchRow } from '@shared/api/warranty/batch';
import { warrantyBatchMachine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { exportTasks, warrantyBatches as b, warrantyProjects } from '../../db/schema';
import { fail } from '../../http/errors';
import { bumpVersion, recordCreated, recordEdited, type Actor } from '../../workflow';
import { nextSerial } from '../../db/serial';
import { creator, projectQueue } from './common';
import { isoOrNull } from '../../http/time';
import { EVERY_PROJECT, onPlatforms, projectScopeWhere, scopePlatforms, type HiveScope } from './scope';
import { direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matches } from '../../db/conditions';
import { qualified } from '../../db/qualified';
import { startsWith } from '../../db/like';

export const batchVisibility = projectQueue(b, '二维码批次');

const printer = creator;
const registeredCount = sql<number>`(select count(*) from warranty_codes c where c.batch_id = ${qualified(b.id)} and c.registered_at is not null)`.mapWith(Number);

const rowColumns = {
  id: b.id,
  serialNo: b.serialNo,
  projectId: b.projectId,
  projectName: sql<string>`coalesce(${warrantyProjects.name}, '')`,
  sku: b.sku,
  quantity: b.quantity,
  generatedCount: b.generatedCount,
  registeredCount,
  remark: b.remark,
  exportTaskId: b.exportTaskId,
  exportStatus: exportTasks.status,
  printerName: sql<string | null>`(select u.name from users u where u.id = ${qualified(b.printedBy)})`,
  printedAt: b.printedAt,
  status: b.status,
  version: b.version,
  createdBy: b.createdBy,
  creatorName: printer.name,
  createdAt: b.createdAt,
};

export const selectBatches = <X extends Record<string, SQL<unknown>>>(db: Db | Tx, extra?: X) =>
  (db as Db)
    .select({ ...rowColumns, ...(extra as X) })
    .from(b)
    .leftJoin(warrantyProjects, eq(warrantyProjects.id, b.projectId))
    .leftJoin(exportTasks, eq(exportTasks.id, b.exportTaskId))
    .leftJoin(printer, eq(printer.id, b.createdBy))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectBatches>['execute']>>[number];

export const toBatchRow = (r: Selected): BatchRow => ({ ...r, printedAt: isoOrNull(r.printedAt), createdAt: r.createdAt.toISOString() });

export interface BatchFilter {
  status?: string | null;
  projectId?: number | null;
  sku?: string;
  serialNo?: string;
}

/** The values a batch list's conditions take (prefixes ready for LIKE, the scope as its platforms); undefined ones are absent. */
export const batchValues = (f: BatchFilter, scope: HiveScope) => ({
  status: f.status || undefined,
  projectId: f.projectId || undefined,
  sku: f.sku ? startsWith(f.sku.toUpperCase()) : undefined,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  platforms: scopePlatforms(scope),
});
export type BatchValues = ReturnType<typeof batchValues>;

/** Conditions over the present values (see preparedList.ts). */
export const batchConditions = conditionsOf<BatchValues>({
  status: eqTo(b.status),
  projectId: eqTo(b.projectId),
  sku: matches(b.sku),
  serialNo: matches(b.serialNo),
  platforms: (v) => onPlatforms(b.projectId, v),
});

/** Conditions of a list built directly. */
export function batchWhere(f: BatchFilter, scope: HiveScope): SQL | undefined {
  const v = presentOf(batchValues(f, scope));
  return batchConditions(v, direct(v as BatchValues));
}
export const batchOrder = [desc(b.id)];

export async function batchRow(db: Db | Tx, id: number, scope: HiveScope): Promise<BatchRow> {
  const [row] = await selectBatches(db).where(and(eq(b.id, id), projectScopeWhere(scope, b.projectId)));
  if (!row) throw fail.notFound('二维码批次不存在');
  return toBatchRow(row);
}

/** The SKU must belong to the project; a disabled project takes no new batches. */
async function checkProjectSku(tx: Tx, projectId: number, sku: string, scope: HiveScope): Promise<void> {
  const [project] = await tx
    .select({ skus: warrantyProjects.skus, enabled: warrantyProjects.enabled, name: warrantyProjects.name })
    .from(warrantyProjects)
    .where(and(eq(warrantyProjects.id, projectId), projectScopeWhere(scope, warrantyProjects.id)));
  if (!project) throw fail.badRequest('项目不存在');
  if (!project.enabled) throw fail.refused(`项目“${project.name}”已停用，不能新增批次`);
  if (!project.skus.includes(sku)) throw fail.badRequest(`SKU ${sku} 不属于项目“${project.name}”`);
}

/** Creates a batch (待生成) or edits one that is still 待生成, of a project in the caller's scope. */
export function saveBatch(db: Db, actor: Actor, body: BatchBody, scope: HiveScope): Promise<BatchRow> {
  return db.transaction(async (tx) => {
    await checkProjectSku(tx, body.projectId, body.sku, scope);
    const values = { projectId: body.projectId, sku: body.sku, quantity: body.quantity, remark: body.remark };
    if (body.id === undefined) {
      const serialNo = await nextSerial(tx, 'QR');
      const [row] = await tx.insert(b).values({ ...values, serialNo, status: 'draft', createdBy: actor.userId }).returning({ id: b.id });
      await recordCreated(tx, warrantyBatchMachine, row!.id, 'draft', actor);
      return batchRow(tx, row!.id, EVERY_PROJECT);
    }
    const [head] = await tx
      .select({ id: b.id, status: b.status, version: b.version, createdBy: b.createdBy })
      .from(b)
      .where(and(eq(b.id, body.id), projectScopeWhere(scope, b.projectId)))
      .for('update');
    if (!head) throw fail.notFound('二维码批次不存在');
    if (head.status !== 'draft') throw fail.refused('只有待生成的批次可以修改');
    await bumpVersion(tx, b, head, body.version, '二维码批次');
    await tx.update(b).set(values).where(eq(b.id, head.id));
    await recordEdited(tx, warrantyBatchMachine, head, actor);
    return batchRow(tx, head.id, EVERY_PROJECT);
  });
}
