import { asc, eq } from 'drizzle-orm';
import type { BatchInfo, RequireDetail } from '@shared/api/kol/require';
import { kolBatchMachine, kolRequireMachine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { kolAuditBatches, kolRequires, users } from '../../../db/schema';
import { actionsFor, type Actor } from '../../../workflow';
import { listAttachments } from '../../tool';
import { requireVisibility } from '../visibility';
import { selectRequireRows, toRequireRow } from './queries';
import { REQUIRE_ENTITY } from './save';

/** The batch a requirement was submitted in, with its requirements and what the caller may decide now. */
export async function batchInfo(db: Db, actor: Actor, batchId: number): Promise<BatchInfo | null> {
  const [batch] = await db
    .select({ id: kolAuditBatches.id, serialNo: kolAuditBatches.serialNo, status: kolAuditBatches.status, version: kolAuditBatches.version, requireCount: kolAuditBatches.requireCount, createdBy: kolAuditBatches.createdBy, submitterName: users.name })
    .from(kolAuditBatches)
    .leftJoin(users, eq(users.id, kolAuditBatches.createdBy))
    .where(eq(kolAuditBatches.id, batchId));
  if (!batch) return null;
  const requires = await db
    .select({ id: kolRequires.id, serialNo: kolRequires.serialNo, sku: kolRequires.sku, channel: kolRequires.channel, budget: kolRequires.budget, currency: kolRequires.currency })
    .from(kolRequires)
    .where(eq(kolRequires.batchId, batchId))
    .orderBy(asc(kolRequires.id));
  const { createdBy, ...rest } = batch;
  return { ...rest, requires, actions: actionsFor(kolBatchMachine, { status: batch.status, createdBy }, actor) };
}

/** getKolRequireById: the requirement in the caller's view, its files, batch and allowed actions. */
export async function requireDetail(db: Db, actor: Actor, id: number): Promise<RequireDetail> {
  const scope = requireVisibility.scopeOf({ userId: actor.userId, elements: actor.elements });
  const [row] = await selectRequireRows(db).where(eq(kolRequires.id, id));
  const found = requireVisibility.ensure(row, scope);
  const record = { status: found.status, createdBy: found.createdBy };
  return {
    ...toRequireRow(found),
    description: found.description,
    updatedAt: found.updatedAt.toISOString(),
    attachments: (await listAttachments(db, REQUIRE_ENTITY, id)).map(({ id: fileId, name, size, contentType, url }) => ({ id: fileId, name, size, contentType, url })),
    batch: found.batchId ? await batchInfo(db, actor, found.batchId) : null,
    // The audit is decided on the batch (auditKolProcessBatch); the requirement offers its own submit and delete.
    actions: actionsFor(kolRequireMachine, record, actor).filter((a) => a.action === 'submit' || a.action === 'delete'),
    editable: found.createdBy === actor.userId && (found.status === 'draft' || found.status === 'rejected'),
  };
}
