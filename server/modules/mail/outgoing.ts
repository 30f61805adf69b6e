import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mailMessages, type MailAttachmentInfo } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import type { FileStore } from '../../storage';
import { readableAttachments } from '../tool';
import { sanitizeMailHtml } from './sanitize';

/** A file going out with a mail: what is recorded, and its bytes for SMTP. */
export interface OutgoingFile {
  info: MailAttachmentInfo;
  content: Buffer;
}

async function bytesOf(files: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await files.open(key)) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** Kept under its hash with the received mail's files: a draft sent later, or sent again, still has it. */
async function keep(files: FileStore, name: string, contentType: string, content: Buffer): Promise<OutgoingFile> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const storageKey = `mail/${sha256.slice(0, 2)}/${sha256}`;
  if (!(await files.stat(storageKey))) await files.put(storageKey, content, { contentType: 'application/octet-stream', size: content.length });
  return { info: { name, contentType, size: content.length, storageKey, sha256 }, content };
}

/**
 * The files of an outgoing mail: the writer's own uploads, and on a forward the attachments of the
 * mail forwarded (a mail of the conversation being answered).
 */
export async function outgoingFiles(
  deps: { db: Db; files: FileStore },
  caller: Caller,
  input: { fileIds: number[]; forwardMessageId?: number; roomId: number | null },
): Promise<OutgoingFile[]> {
  const uploads = input.fileIds.length ? await readableAttachments(deps.db, caller, input.fileIds) : [];
  const kept = await Promise.all(uploads.map(async (u) => keep(deps.files, u.name, u.contentType, await bytesOf(deps.files, u.storageKey))));
  if (!input.forwardMessageId) return kept;
  const [original] = await deps.db.select().from(mailMessages).where(eq(mailMessages.id, input.forwardMessageId));
  if (!original || original.roomId !== input.roomId) throw fail.badRequest('转发的邮件须属于该会话');
  const forwarded = await Promise.all(
    original.attachments.filter((a) => a.storageKey).map(async (a) => ({ info: a, content: await bytesOf(deps.files, a.storageKey!) })),
  );
  return [...forwarded, ...kept];
}

/** A rich-text body as it may leave: sanitised as received mail is. */
export const outgoingHtml = (html: string | undefined): string | undefined => (html?.trim() ? sanitizeMailHtml(html) : undefined);
