import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import archiver from 'archiver';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { codeScreen } from '@shared/api/warranty/screens';
import { warrantyBatchMachine } from '@shared/workflow';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/connection';
import { exportTasks, warrantyBatches, warrantyCodes } from '../../db/schema';
import { stamp, storedPath } from '../../excel/files';
import { AppError } from '../../http/errors';
import { cutOffCause } from '../../jobs';
import { CUT_OFF_MESSAGES, failUnfinishedTask } from '../../excel/task-end';
import { runTransition, type Actor } from '../../workflow';
import { codeUrl, newCode } from './codes';
import { qrPng } from './qrImage';

export { qrPng };

/** The job that writes a batch's codes and its print sheet (docs/domain/warranty.md, "The print sheet"). */
export const QR_BATCH_JOB = 'warranty.qrBatch';
export const QR_SHEET_KIND = 'warrantyQrSheet';
const CHUNK = 1000;

export interface QrBatchJob {
  batchId: number;
  taskId: number;
  /** The public address the codes point to. */
  origin: string;
  userId: number;
  actorName: string;
}

/** The report-centre task of a batch's print sheet, recorded with the transition that starts it. */
export async function recordSheetTask(tx: Tx, batch: { id: number; serialNo: string }, user: { userId: number; username: string }): Promise<number> {
  const [task] = await tx
    .insert(exportTasks)
    .values({
      kind: QR_SHEET_KIND,
      fileName: `二维码_${batch.serialNo}_${stamp()}.zip`,
      screen: codeScreen.path,
      params: { batchId: batch.id },
      userId: user.userId,
      username: user.username,
    })
    .returning({ id: exportTasks.id });
  return task!.id;
}

/** Adds the codes the batch still lacks (a re-run after a failure keeps those already written). */
export async function fillCodes(db: Db, batch: { id: number; projectId: number; quantity: number }): Promise<number> {
  const [top] = await db.select({ n: sql<number>`coalesce(max(${warrantyCodes.seq}), 0)`.mapWith(Number) }).from(warrantyCodes).where(eq(warrantyCodes.batchId, batch.id));
  let next = (top?.n ?? 0) + 1;
  while (next <= batch.quantity) {
    const end = Math.min(batch.quantity, next + CHUNK - 1);
    let wanted = Array.from({ length: end - next + 1 }, (_, i) => next + i);
    // A clash with an existing code (one in 2^60 per pair) is simply drawn again.
    while (wanted.length) {
      const rows = wanted.map((seq) => ({ batchId: batch.id, projectId: batch.projectId, seq, code: newCode() }));
      const inserted = await db.insert(warrantyCodes).values(rows).onConflictDoNothing().returning({ seq: warrantyCodes.seq });
      const done = new Set(inserted.map((r) => r.seq));
      wanted = wanted.filter((s) => !done.has(s));
    }
    await db.update(warrantyBatches).set({ generatedCount: end }).where(eq(warrantyBatches.id, batch.id));
    next = end + 1;
  }
  return batch.quantity;
}

/** Streams the zip: one PNG per code and codes.csv, read by keyset so memory stays flat. */
async function writeSheet(deps: AppDeps, job: QrBatchJob, serialNo: string, target: string, signal?: AbortSignal): Promise<number> {
  const out = fs.createWriteStream(target);
  const archive = archiver('zip', { zlib: { level: 1 } });
  const closed = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
    archive.on('error', reject);
  });
  archive.pipe(out);
  let pending = 0;
  archive.on('entry', () => pending--);
  const csv = ['n,code,url'];
  let after = 0;
  let written = 0;
  for (;;) {
    signal?.throwIfAborted();
    const rows = await deps.db
      .select({ seq: warrantyCodes.seq, code: warrantyCodes.code })
      .from(warrantyCodes)
      .where(and(eq(warrantyCodes.batchId, job.batchId), gt(warrantyCodes.seq, after)))
      .orderBy(asc(warrantyCodes.seq))
      .limit(CHUNK);
    if (!rows.length) break;
    for (const r of rows) {
      const url = codeUrl(job.origin, r.code);
      archive.append(qrPng(url), { name: `${serialNo}-${String(r.seq).padStart(6, '0')}-${r.code}.png`, store: true });
      csv.push(`${r.seq},${r.code},${url}`);
      pending++;
      // Wait for the archive to take the images already handed over, so they are not all held in memory.
      while (pending > 100) await new Promise((resolve) => archive.once('entry', resolve));
    }
    written += rows.length;
    after = rows[rows.length - 1]!.seq;
    await deps.db.update(exportTasks).set({ rowsWritten: written }).where(eq(exportTasks.id, job.taskId));
  }
  archive.append(`${csv.join('\n')}\n`, { name: 'codes.csv' });
  await archive.finalize();
  await closed;
  return written;
}

const systemActor = (job: QrBatchJob): Actor => ({ userId: job.userId, name: job.actorName, elements: new Set([codeScreen.code('generate')]) });

/** Ends a batch whose generation failed: its task fails with `message`, the batch moves to 生成失败. */
async function failQrBatch(deps: AppDeps, job: QrBatchJob, message: string): Promise<void> {
  await failUnfinishedTask(deps, job.taskId, message);
  await runTransition(deps.db, warrantyBatchMachine, warrantyBatches, { id: job.batchId, action: 'fail', actor: systemActor(job), comment: message }).catch(() => undefined);
}

/** Settles a generation whose run died with its process (the queue's abandoned hook). */
export const abandonQrBatch = (deps: AppDeps, job: QrBatchJob) => failQrBatch(deps, job, CUT_OFF_MESSAGES['lease lost']);

/** The job: codes, then the zip, then the batch moves to 已生成 (or 生成失败 with the reason). */
export async function runQrBatch(deps: AppDeps, job: QrBatchJob, signal?: AbortSignal): Promise<void> {
  const [task] = await deps.db
    .update(exportTasks)
    .set({ status: 'running', startedAt: new Date() })
    .where(and(eq(exportTasks.id, job.taskId), eq(exportTasks.status, 'queued')))
    .returning();
  if (!task) return;
  const stored = `${task.id}-${randomUUID()}.zip`;
  const target = storedPath(deps.config, 'exports', stored);
  const part = `${target}.part`;
  try {
    const [batch] = await deps.db.select().from(warrantyBatches).where(eq(warrantyBatches.id, job.batchId));
    if (!batch || batch.status !== 'generating') throw new AppError(500, '批次不在生成中');
    await deps.db.update(exportTasks).set({ rowsExpected: batch.quantity }).where(eq(exportTasks.id, task.id));
    await fillCodes(deps.db, batch);
    const written = await writeSheet(deps, job, batch.serialNo, part, signal);
    await fs.promises.rename(part, target);
    const { size } = await fs.promises.stat(target);
    await deps.db.update(exportTasks).set({ status: 'done', rowsWritten: written, sizeBytes: size, filePath: stored, finishedAt: new Date() }).where(eq(exportTasks.id, task.id));
    await runTransition(deps.db, warrantyBatchMachine, warrantyBatches, { id: batch.id, action: 'finish', actor: systemActor(job) });
  } catch (error) {
    await fs.promises.rm(part, { force: true });
    const cause = cutOffCause(signal);
    if (!(error instanceof AppError) && !cause) console.error(`warranty batch ${job.batchId}`, error);
    const message = cause ? CUT_OFF_MESSAGES[cause] : error instanceof AppError ? error.message : '生成二维码时出错，请重新生成或联系技术支持';
    await failQrBatch(deps, job, message);
  }
}
