import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { AttachmentMessages, attachmentUrl, type AttachmentInfo } from '@shared/api/tool';
import type { Db } from '../../db/connection';
import { attachments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { holdsAny } from '../../http/auth/codes';
import { nameForType, sanitizeFileName } from './fileNames';
import type { AllowedType } from './fileTypes';
import { attachmentOwner } from './owners';

export type AttachmentRow = typeof attachments.$inferSelect;
/** A listed attachment: what the client shows, plus who uploaded it and when. */
export type ListedAttachment = AttachmentInfo & { uploadedBy: number; createdAt: string };

export const toInfo = (row: Pick<AttachmentRow, 'id' | 'name' | 'size' | 'contentType'>): AttachmentInfo => ({
  id: row.id,
  name: row.name,
  size: row.size,
  contentType: row.contentType,
  url: attachmentUrl(row.id),
});

/** Stores an accepted upload and records it, unattached, as the uploader's. */
export async function saveUpload(
  deps: AppDeps,
  upload: { bytes: Buffer; declaredName: string; type: AllowedType; by: number },
): Promise<AttachmentRow> {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const storageKey = `attachments/${month}/${randomUUID()}.${upload.type.ext}`;
  await deps.files.put(storageKey, upload.bytes, { contentType: upload.type.mime, size: upload.bytes.length });
  try {
    const [row] = await deps.db
      .insert(attachments)
      .values({
        storageKey,
        name: nameForType(sanitizeFileName(upload.declaredName), upload.type),
        contentType: upload.type.mime,
        size: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
        uploadedBy: upload.by,
      })
      .returning();
    return row!;
  } catch (error) {
    await deps.files.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A live (not detached) attachment, or 404. */
export async function findAttachment(db: Db, id: number): Promise<AttachmentRow> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), isNull(attachments.deletedAt)));
  if (!row) throw fail.notFound(AttachmentMessages.notFound);
  return row;
}

/** Unattached: only the uploader. Attached: holders of the owner's codes (and its row-level rule). */
export async function mayRead(db: Db, caller: Caller, row: AttachmentRow): Promise<boolean> {
  if (row.entity === null || row.entityId === null) return row.uploadedBy === caller.userId;
  const owner = attachmentOwner(row.entity);
  if (!owner || !holdsAny(await caller.codes(), owner.screenCodes)) return false;
  return owner.mayRead ? owner.mayRead({ db, caller, entityId: row.entityId }) : true;
}

/** The attachments `caller` may read, in the order asked; refuses the whole set if one is not readable. */
export async function readableAttachments(db: Db, caller: Caller, ids: number[]): Promise<AttachmentRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.id, wanted), isNull(attachments.deletedAt)));
  if (rows.length !== wanted.length) throw fail.notFound(AttachmentMessages.notFound);
  for (const row of rows) if (!(await mayRead(db, caller, row))) throw fail.forbidden();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => byId.get(id)!);
}

function assertOwner(entity: string) {
  if (!attachmentOwner(entity)) throw new Error(`attachments of ${entity}: no module declares its owner (manifest attachmentOwners)`);
}

/**
 * Attaches the caller's own unattached uploads `ids` to `entity`/`entityId`, inside the caller's
 * transaction. Ids already attached to this very record are accepted again (a re-save); an id that is
 * unknown, someone else's upload, or attached to another record refuses the whole call.
 */
export async function attachFiles(tx: Db, input: { entity: string; entityId: number; ids: number[]; by: number }): Promise<void> {
  assertOwner(input.entity);
  const wanted = [...new Set(input.ids)];
  if (wanted.length === 0) return;
  const rows = await tx
    .select()
    .from(attachments)
    .where(and(inArray(attachments.id, wanted), isNull(attachments.deletedAt)))
    .for('update');
  if (rows.length !== wanted.length) throw fail.badRequest(AttachmentMessages.notYours);
  const loose: number[] = [];
  for (const row of rows) {
    if (row.entity === input.entity && row.entityId === input.entityId) continue;
    if (row.entity !== null) throw fail.conflict(AttachmentMessages.attachedElsewhere);
    if (row.uploadedBy !== input.by) throw fail.badRequest(AttachmentMessages.notYours);
    loose.push(row.id);
  }
  if (loose.length === 0) return;
  await tx
    .update(attachments)
    .set({ entity: input.entity, entityId: input.entityId, attachedAt: new Date() })
    .where(and(inArray(attachments.id, loose), isNull(attachments.entity)));
}

/** Detaches one attachment from its record: hidden at once, the stored file removed by purgeAttachments. */
export async function detachFile(tx: Db, input: { entity: string; entityId: number; id: number }): Promise<void> {
  const [row] = await tx
    .update(attachments)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(attachments.id, input.id),
        eq(attachments.entity, input.entity),
        eq(attachments.entityId, input.entityId),
        isNull(attachments.deletedAt),
      ),
    )
    .returning({ id: attachments.id });
  if (!row) throw fail.notFound(AttachmentMessages.notFound);
}

/** The live attachments of one record, oldest first. */
export async function listAttachments(db: Db, entity: string, entityId: number): Promise<ListedAttachment[]> {
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.entity, entity), eq(attachments.entityId, entityId), isNull(attachments.deletedAt)))
    .orderBy(asc(attachments.id));
  return rows.map((r) => ({ ...toInfo(r), uploadedBy: r.uploadedBy, createdAt: r.createdAt.toISOString() }));
}

/** Uploads never attached within this long are removed by the purge. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes detached attachments and uploads left unattached for a day. The row goes first, under the
 * same condition (so an upload attached meanwhile stays), then the stored object; an object whose
 * removal failed is only logged. Returns how many went; run it regularly.
 */
export async function purgeAttachments(deps: AppDeps, now = new Date(), batch = 500): Promise<number> {
  const staleBefore = new Date(now.getTime() - UNATTACHED_TTL_MS);
  const loose = or(isNotNull(attachments.deletedAt), and(isNull(attachments.entity), lt(attachments.createdAt, staleBefore)));
  const candidates = await deps.db.select({ id: attachments.id }).from(attachments).where(loose).limit(batch);
  if (candidates.length === 0) return 0;
  const gone = await deps.db
    .delete(attachments)
    .where(and(inArray(attachments.id, candidates.map((c) => c.id)), loose))
    .returning({ id: attachments.id, storageKey: attachments.storageKey });
  for (const row of gone) {
    await deps.files.remove(row.storageKey).catch((error: unknown) => console.error(`purge attachment ${row.id}`, error));
  }
  return gone.length;
}
