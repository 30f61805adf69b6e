import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import * as api from '@shared/api/mail/outbox';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { mailAccounts, mailMessages, mailOutbox, mailRooms, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo } from '../../db/conditions';
import { accountById } from './accountStore';
import { outgoingFiles, outgoingHtml, type OutgoingFile } from './outgoing';
import { failureReason } from './protocols';
import { bodyHtml, sendOverSmtp } from './send';
import { iso, isoOrNull, type FilterOf } from './text';
import type { Paging } from '../../http/listPage';
import { containing } from '../../db/like';

/** 写邮件, 草稿箱, 已发送. */
const o = mailOutbox;

export const selectOutbox = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      id: o.id, accountId: o.accountId, accountEmail: mailAccounts.email, roomId: o.roomId, kind: o.kind, toAddrs: o.toAddrs, ccAddrs: o.ccAddrs,
      subject: o.subject, body: o.body, attachments: o.attachments, status: o.status, error: o.error, sentAt: o.sentAt, createdByName: users.name, updatedAt: o.updatedAt,
      ...extra,
    })
    .from(o)
    .innerJoin(mailAccounts, eq(mailAccounts.id, o.accountId))
    .leftJoin(users, eq(users.id, o.createdBy));
type Selected = Awaited<ReturnType<ReturnType<typeof selectOutbox>['execute']>>[number];
export const toOutboxRow = (r: Selected): api.OutboxRow => ({ ...r, attachments: r.attachments.map(({ name, contentType, size }) => ({ name, contentType, size })), status: r.status as api.OutboxRow['status'], sentAt: isoOrNull(r.sentAt), updatedAt: iso(r.updatedAt) });

type OutboxFilter = FilterOf<typeof api.sentList>;

/** The values an outbox list's conditions take (the keyword as a pattern); undefined ones are absent. */
export const outboxValues = (f: OutboxFilter, createdBy: number | undefined) => ({
  createdBy,
  accountId: f.accountId || undefined,
  keyword: f.keyword ? containing(f.keyword) : undefined,
});
export type OutboxValues = ReturnType<typeof outboxValues>;

/** The sent list (failed sends too) and the drafts: the same filters over their own statuses. */
export const sentOrFailed = sql`${o.status} in ('sent', 'failed')`;
export const isDraft = eq(o.status, 'draft');
const outboxFilters = {
  createdBy: eqTo(o.createdBy),
  accountId: eqTo(o.accountId),
  keyword: (v: unknown) => or(ilike(o.toAddrs, v as string), ilike(o.subject, v as string)),
};
const outboxConditions = { sent: conditionsOf<OutboxValues>(outboxFilters, [sentOrFailed]), drafts: conditionsOf<OutboxValues>(outboxFilters, [isDraft]) };
export type OutboxBox = keyof typeof outboxConditions;

/** Conditions of an outbox list built directly. */
export function outboxWhere(box: OutboxBox, f: OutboxFilter, createdBy: number | undefined): SQL | undefined {
  const v = presentOf(outboxValues(f, createdBy));
  return outboxConditions[box](v, direct(v as OutboxValues));
}

export const sentOrder = [desc(o.id)];
export const draftOrder = [desc(o.updatedAt), desc(o.id)];

/** One page of a box, prepared per shape, with the capped total. */
function outboxList(db: Db, box: OutboxBox, query: OutboxFilter & Paging, createdBy: number | undefined) {
  return countedListPage(db, {
    name: `mail_outbox_${box}`,
    values: outboxValues(query, createdBy),
    conditions: outboxConditions[box],
    select: (extra) => selectOutbox(db, extra),
    order: box === 'sent' ? sentOrder : draftOrder,
    counted: o,
    cap: LIST_COUNT_CAP,
    page: query.page,
    limit: query.limit,
    map: toOutboxRow,
  });
}

async function outboxRow(db: Db, id: number): Promise<api.OutboxRow> {
  return toOutboxRow((await selectOutbox(db).where(eq(o.id, id)))[0]!);
}

/** The caller's own draft, or 草稿不存在. */
async function ownDraft(db: Db, caller: Caller, id: number) {
  const [row] = await db.select().from(o).where(and(eq(o.id, id), eq(o.createdBy, caller.userId), eq(o.status, 'draft')));
  if (!row) throw fail.notFound(api.NO_DRAFT);
  return row;
}

/** A reply's room must be one the writer may work on: theirs, or any for viewAll holders. */
async function checkRoom(db: Db, caller: Caller, roomId: number | undefined, accountId: number) {
  if (!roomId) return null;
  const [room] = await db.select().from(mailRooms).where(eq(mailRooms.id, roomId));
  const viewAll = (await caller.codes()).elements.has(api.viewAllMail);
  if (!room || (room.assigneeId !== caller.userId && !viewAll)) throw fail.notFound('会话不存在');
  if (room.accountId !== accountId) throw fail.badRequest('回复须从该会话的邮箱发出');
  return room;
}

const fieldsOf = (body: api.OutboxBody) => ({
  accountId: body.accountId,
  roomId: body.roomId ?? null,
  kind: body.kind,
  toAddrs: body.to.join(', '),
  ccAddrs: body.cc.join(', '),
  subject: body.subject,
  body: body.body,
  templateId: body.templateId ?? null,
});
const listed = (files: OutgoingFile[]) => files.map((f) => f.info);

async function send(deps: AppDeps, caller: Caller, body: api.OutboxBody): Promise<api.OutboxRow> {
  const account = await accountById(deps.db, body.accountId);
  if (!account.enabled) throw fail.refused(api.ACCOUNT_DISABLED);
  const room = await checkRoom(deps.db, caller, body.roomId, body.accountId);
  if (body.id) await ownDraft(deps.db, caller, body.id);
  if (body.forwardMessageId && body.kind !== 'forward') throw fail.badRequest('只有转发可以带上原邮件的附件');
  const files = await outgoingFiles(deps, caller, { fileIds: body.fileIds, forwardMessageId: body.forwardMessageId, roomId: room?.id ?? null });
  const html = outgoingHtml(body.html);
  // Claim the draft (or a new row) as "sending" first: a double click finds no draft and sends nothing twice.
  const id = body.id
    ? (await deps.db.update(o).set({ ...fieldsOf(body), attachments: listed(files), status: 'failed', error: '发送中', updatedAt: new Date() }).where(and(eq(o.id, body.id), eq(o.status, 'draft'))).returning({ id: o.id }))[0]?.id
    : (await deps.db.insert(o).values({ ...fieldsOf(body), attachments: listed(files), status: 'failed', error: '发送中', createdBy: caller.userId }).returning({ id: o.id }))[0]!.id;
  if (!id) throw fail.notFound(api.NO_DRAFT);
  const last = room
    ? (await deps.db.select({ messageId: mailMessages.messageId }).from(mailMessages).where(and(eq(mailMessages.roomId, room.id), eq(mailMessages.direction, 'in'))).orderBy(desc(mailMessages.sentAt)).limit(1))[0]
    : undefined;
  try {
    const sent = await sendOverSmtp(deps, account, {
      to: body.to, cc: body.cc, subject: body.subject, body: body.body, html, inReplyTo: last?.messageId, references: last ? [last.messageId] : undefined,
      attachments: files.map((f) => ({ filename: f.info.name, contentType: f.info.contentType, content: f.content })),
    });
    await deps.db.transaction(async (tx) => {
      const now = new Date();
      await tx.update(o).set({ status: 'sent', error: null, messageId: sent.messageId, sentAt: now, updatedAt: now }).where(eq(o.id, id));
      if (room) {
        await tx.insert(mailMessages).values({
          roomId: room.id, accountId: account.id, direction: 'out', messageId: sent.messageId, fromAddr: account.email, fromName: account.senderName,
          toAddrs: body.to.join(', '), ccAddrs: body.cc.join(', '), subject: body.subject, sentAt: now, bodyText: body.body, bodyHtml: html ?? bodyHtml(body.body), attachments: listed(files),
        }).onConflictDoNothing();
        await tx.update(mailRooms).set({ messageCount: sql`${mailRooms.messageCount} + 1`, lastMessageAt: now, updatedAt: now }).where(eq(mailRooms.id, room.id));
      }
    });
  } catch (error) {
    await deps.db.update(o).set({ status: 'failed', error: failureReason('SMTP', error), updatedAt: new Date() }).where(eq(o.id, id));
    throw fail.refused(`发送失败：${failureReason('SMTP', error)}`);
  }
  return outboxRow(deps.db, id);
}

export function outboxRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.sendMail, ({ body, caller, deps }) => send(deps, caller, body))
    .add(api.saveDraft, async ({ body, caller, deps }) => {
      await accountById(deps.db, body.accountId);
      await checkRoom(deps.db, caller, body.roomId, body.accountId);
      if (body.id) {
        await ownDraft(deps.db, caller, body.id);
        await deps.db.update(o).set({ ...fieldsOf(body), updatedAt: new Date() }).where(eq(o.id, body.id));
        return outboxRow(deps.db, body.id);
      }
      const [row] = await deps.db.insert(o).values({ ...fieldsOf(body), status: 'draft', createdBy: caller.userId }).returning({ id: o.id });
      return outboxRow(deps.db, row!.id);
    })
    .add(api.sentList, async ({ query, caller, deps }) => {
      const viewAll = (await caller.codes()).elements.has(api.viewAllMail);
      return outboxList(deps.db, 'sent', query, viewAll ? undefined : caller.userId);
    })
    .add(api.draftList, ({ query, caller, deps }) => outboxList(deps.db, 'drafts', query, caller.userId))
    .add(api.delDraft, async ({ query, caller, deps }) => {
      await ownDraft(deps.db, caller, query.id);
      await deps.db.delete(o).where(and(eq(o.id, query.id), eq(o.status, 'draft')));
      return { id: query.id };
    });
}
