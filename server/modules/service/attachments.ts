import { inArray } from 'drizzle-orm';
import { delServiceOrderAttach, saveServiceOrderAttach, serviceOrderAttachments, type ServiceOrderAttachment } from '@shared/api/service/attachments';
import { serviceOrderScreen } from '@shared/api/service/screens';
import { OPEN_STATES, serviceOrderMachine as machine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { actorOf, recordEdited, type Actor } from '../../workflow';
import { attachFiles, detachFile, listAttachments, registerAttachmentOwner } from '../tool';
import { serviceOrderVisibility as visibility } from './visibility';

const ENTITY = machine.entity;

/** Holders of 客服工单 download the attachments of the orders they see (their own without viewAll). */
registerAttachmentOwner(ENTITY, [serviceOrderScreen.path], async ({ db, caller, entityId }) =>
  visibility.head(db, entityId, await visibility.scope(caller)).then(
    () => true,
    () => false,
  ),
);

/** A service order's attachments, oldest first, with who uploaded each. */
async function orderAttachments(db: Db | Tx, orderId: number): Promise<ServiceOrderAttachment[]> {
  const files = await listAttachments(db as Db, ENTITY, orderId);
  const uploaders = files.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(files.map((f) => f.uploadedBy))])) : [];
  const nameOf = new Map(uploaders.map((u) => [u.id, u.name]));
  return files.map(({ uploadedBy, ...f }) => ({ ...f, uploadedByName: nameOf.get(uploadedBy) ?? null }));
}

type Change = { add: number[] } | { remove: number };

/** Adds or removes files on an open order the actor sees; the log names the files. */
function changeAttachments(db: Db, actor: Actor, orderId: number, change: Change) {
  return db.transaction(async (tx) => {
    const head = await visibility.head(tx, orderId, visibility.scopeOf(actor), { lock: true });
    if (!OPEN_STATES.includes(head.status as 'new')) throw fail.conflict(`该客服工单${machine.states[head.status as 'new']?.label ?? head.status}，不能修改附件`);
    const before = await orderAttachments(tx, head.id);
    const target = { entity: ENTITY, entityId: head.id };
    if ('add' in change) await attachFiles(tx as unknown as Db, { ...target, ids: change.add, by: actor.userId });
    else await detachFile(tx as unknown as Db, { ...target, id: change.remove });
    const after = await orderAttachments(tx, head.id);
    const [action, changed] = 'add' in change ? ['attach', after.filter((f) => !before.some((b) => b.id === f.id))] : ['detach', before.filter((b) => !after.some((f) => f.id === b.id))];
    if (changed.length) await recordEdited(tx, machine, head, actor, action, changed.map((f) => f.name).join('、'));
    return after;
  });
}

/** 客服工单 attachments: list, add (uploads of the caller), remove. */
export function serviceOrderAttachmentRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(serviceOrderAttachments, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      return orderAttachments(deps.db, query.id);
    })
    .add(saveServiceOrderAttach, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return changeAttachments(deps.db, await actorOf(caller), body.id, { add: body.fileIds });
    })
    .add(delServiceOrderAttach, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return changeAttachments(deps.db, await actorOf(caller), body.id, { remove: body.fileId });
    });
}
