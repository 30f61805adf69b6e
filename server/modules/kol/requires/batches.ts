import { and, asc, eq, ne } from 'drizzle-orm';
import { kolBatchMachine, kolRequireMachine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { kolAuditBatches, kolRequires } from '../../../db/schema';
import { AppError, fail } from '../../../http/errors';
import { recordCreated, runTransitionInTx, type Actor, type CurrentRecord } from '../../../workflow';
import { nextSerial } from '../../../db/serial';
import { requireVisibility } from '../visibility';

const b = kolAuditBatches;
const r = kolRequires;

/** A new batch waiting for audit: its creation is an event, so the managers get one Lark card for it. */
export async function createBatch(tx: Tx, actor: Actor, requireCount: number): Promise<{ id: number; serialNo: string }> {
  const serialNo = await nextSerial(tx, 'KP');
  const [row] = await tx
    .insert(b)
    .values({ serialNo, requireCount, status: 'pending_audit', createdBy: actor.userId, submittedAt: new Date() })
    .returning({ id: b.id, serialNo: b.serialNo });
  await recordCreated(tx, kolBatchMachine, row!.id, 'pending_audit', actor);
  return row!;
}

/** Submits the caller's requirements as one batch, all or none (submitKolRequire). */
export async function submitAsBatch(db: Db, actor: Actor, ids: number[]) {
  return db.transaction(async (tx) => {
    const batch = await createBatch(tx, actor, ids.length);
    const scope = requireVisibility.scopeOf({ userId: actor.userId, elements: actor.elements });
    for (const id of ids) {
      const head = await requireVisibility.head(tx, id, scope);
      const [row] = await tx.select({ serialNo: r.serialNo }).from(r).where(eq(r.id, head.id));
      try {
        await runTransitionInTx(tx, kolRequireMachine, r, { id, action: 'submit', actor, apply: async () => ({ batchId: batch.id }) });
      } catch (error) {
        if (error instanceof AppError) error.message = `${row!.serialNo}：${error.message}`;
        throw error;
      }
    }
    return { batchId: batch.id, batchNo: batch.serialNo, count: ids.length };
  });
}

/**
 * The batch decision applied to each of its requirements waiting for audit, through the requirement's
 * own transition, with the one opinion (inside the batch transition's transaction).
 */
export async function decideRequires(tx: Tx, batch: CurrentRecord, action: string, actor: Actor, comment: string | undefined) {
  const rows = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.batchId, batch.id), eq(r.status, 'pending_audit')))
    .orderBy(asc(r.id));
  if (!rows.length) throw fail.conflict('该批次中没有待审核的KOL需求');
  for (const row of rows) await runTransitionInTx(tx, kolRequireMachine, r, { id: row.id, action, actor, comment });
  return { auditedBy: actor.userId, auditedAt: new Date() };
}

/**
 * 撤回: the requirement leaves its batch; a batch left without any requirement waiting is withdrawn
 * (its Lark card can no longer decide anything).
 */
export async function leaveBatch(tx: Tx, requireId: number, actor: Actor) {
  const [row] = await tx.select({ batchId: r.batchId }).from(r).where(eq(r.id, requireId));
  const batchId = row?.batchId;
  if (batchId) {
    const [other] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.batchId, batchId), eq(r.status, 'pending_audit'), ne(r.id, requireId)))
      .limit(1);
    if (!other) await runTransitionInTx(tx, kolBatchMachine, b, { id: batchId, action: 'withdraw', actor });
  }
  return { batchId: null };
}
