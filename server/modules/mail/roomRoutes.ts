import { asc, eq } from 'drizzle-orm';
import * as api from '@shared/api/mail/rooms';
import { mailPoolScreen, myMailsScreen } from '@shared/api/mail/screens';
import { mailRoomMachine } from '@shared/workflow/mail';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { mailMessages, mailRoomLabels, mailRooms, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { countUpTo } from '../../http/listPage';
import { defineVisibility } from '../../http/visibility';
import { actorOf, addTransition, recordEdited, workflowLog } from '../../workflow';
import { sendAttachment } from '../tool';
import { labelsExist } from './labelRoutes';
import { assignedTo, everyone, inPool, roomList, roomRowById, roomWhere, withLabels } from './roomQueries';
import { iso, pathId } from './text';

/** 我的邮件, 邮件池, one conversation, hand-over, close / reopen, labels. */
const m = mailRooms;

/** A conversation belongs to its assignee; holders of mailPool:btn_viewAll see every one. */
export const roomVisibility = defineVisibility({ screens: [mailPoolScreen.path], owner: m.assigneeId, title: '会话' });

const seesAll = async (caller: Caller) => (await caller.codes()).elements.has(mailPoolScreen.code('viewAll'));

/** The room if the caller may open it: theirs, in the pool, or anyone's for viewAll holders. */
async function openableRoom(db: Db, caller: Caller, id: number) {
  const room = await roomRowById(db, id);
  if (!room || (room.assigneeId !== null && room.assigneeId !== caller.userId && !(await seesAll(caller)))) throw fail.notFound(api.NO_ROOM);
  return room;
}

export function roomRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addTransition(routes, api.changeStatus, { table: m, visibility: roomVisibility });
  return routes
    .add(api.myRoomList, async ({ query, caller, deps }) => {
      const mine = assignedTo(caller.userId);
      const [page, open, closed] = await Promise.all([
        roomList(deps.db, query, mine),
        countUpTo(deps.db, m, roomWhere({ ...query, status: 'open' }, mine), LIST_COUNT_CAP),
        countUpTo(deps.db, m, roomWhere({ ...query, status: 'closed' }, mine), LIST_COUNT_CAP),
      ]);
      return { ...page, rows: await withLabels(deps.db, page.rows), counts: { open: open.total, closed: closed.total } };
    })
    .add(api.roomTabNum, async ({ query, caller, deps }) => {
      const scope = query.scope === 'mine' ? assignedTo(caller.userId) : query.scope === 'all' && (await seesAll(caller)) ? everyone : inPool;
      const [open, closed] = await Promise.all((['open', 'closed'] as const).map((status) => countUpTo(deps.db, m, roomWhere({ status }, scope), LIST_COUNT_CAP)));
      return { open: open!.total, closed: closed!.total };
    })
    .add(api.poolList, async ({ query, caller, deps }) => {
      const all = query.scope === 'all' && (await seesAll(caller));
      const page = await roomList(deps.db, query, all ? everyone : inPool);
      return { ...page, rows: await withLabels(deps.db, page.rows) };
    })
    .add(api.roomDetail, async ({ params, caller, deps }) => {
      const room = await openableRoom(deps.db, caller, pathId(params, '会话'));
      if (room.assigneeId === caller.userId && room.unread > 0) {
        await deps.db.update(m).set({ unread: 0 }).where(eq(m.id, room.id));
        room.unread = 0;
      }
      const messages = await deps.db.select().from(mailMessages).where(eq(mailMessages.roomId, room.id)).orderBy(asc(mailMessages.sentAt), asc(mailMessages.id));
      const log = await workflowLog(deps.db, mailRoomMachine, room.id);
      return {
        room,
        messages: messages.map((x) => ({ ...x, direction: x.direction as 'in' | 'out', sentAt: iso(x.sentAt), attachments: x.attachments.map(({ name, contentType, size }) => ({ name, contentType, size })) })),
        log: log.map((l) => ({ id: l.id, action: l.action, actorName: l.actorName, comment: l.comment, createdAt: l.createdAt })),
      };
    })
    .add(api.changeCustomerUser, async ({ query, caller, deps }) => {
      const { elements } = await caller.codes();
      const target = query.customerUserId ?? null;
      const claiming = target === caller.userId;
      await deps.db.transaction(async (tx) => {
        const [room] = await tx.select({ id: m.id, status: m.status, version: m.version, createdBy: m.createdBy, assigneeId: m.assigneeId }).from(m).where(eq(m.id, query.id)).for('update');
        const viewAll = elements.has(mailPoolScreen.code('viewAll'));
        if (!room || (room.assigneeId !== null && room.assigneeId !== caller.userId && !viewAll)) throw fail.notFound(api.NO_ROOM);
        if (query.version !== undefined && query.version !== room.version) throw fail.conflict('该会话已被他人修改，请刷新后重试');
        if (room.assigneeId === null && claiming) {
          if (!elements.has(mailPoolScreen.code('claim'))) throw fail.forbidden();
        } else {
          if (!elements.has(myMailsScreen.code('transfer'))) throw fail.forbidden();
          if (room.assigneeId === null && !viewAll) throw fail.refused('邮件池中的会话请先领取');
        }
        if (room.assigneeId === target) throw fail.refused(target === null ? '该会话已在邮件池中' : '该会话已由此人负责');
        let targetName = '邮件池';
        if (target !== null) {
          const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, target));
          if (!user) throw fail.badRequest('接手人不存在');
          targetName = user.name;
        }
        await tx.update(m).set({ assigneeId: target, version: room.version + 1, updatedAt: new Date() }).where(eq(m.id, room.id));
        await recordEdited(tx, mailRoomMachine, room, await actorOf(caller), claiming ? 'claim' : 'transfer', claiming ? '从邮件池领取' : `转交给 ${targetName}`);
      });
      return (await roomRowById(deps.db, query.id))!;
    })
    .add(api.mailAttachment, async ({ query, caller, deps, req, res }) => {
      const [message] = await deps.db.select({ roomId: mailMessages.roomId, attachments: mailMessages.attachments }).from(mailMessages).where(eq(mailMessages.id, query.messageId));
      if (!message) throw fail.notFound(api.NO_ATTACHMENT);
      await openableRoom(deps.db, caller, message.roomId);
      const a = message.attachments[query.index];
      if (!a?.storageKey || !a.sha256) throw fail.notFound(api.NO_ATTACHMENT);
      res.locals.audit = true;
      // Always a download of opaque bytes: a mail's attachment is never rendered by the portal.
      await sendAttachment(req, res, deps.files, { name: a.name, contentType: 'application/octet-stream', size: a.size, storageKey: a.storageKey, sha256: a.sha256 }, true);
    })
    .add(api.setRoomLabels, async ({ body, caller, deps }) => {
      const room = await openableRoom(deps.db, caller, body.id);
      const ids = [...new Set(body.labelIds)];
      if (!(await labelsExist(deps.db, ids))) throw fail.badRequest('标签不存在');
      await deps.db.transaction(async (tx) => {
        await tx.delete(mailRoomLabels).where(eq(mailRoomLabels.roomId, room.id));
        if (ids.length) await tx.insert(mailRoomLabels).values(ids.map((labelId) => ({ roomId: room.id, labelId })));
      });
      return (await roomRowById(deps.db, room.id))!.labels;
    });
}
