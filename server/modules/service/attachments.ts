import { inArray } from 'drizzle-orm';
import { reviewAttachmentCalls, serviceOrderAttachmentCalls, type AttachmentCalls, type ServiceAttachment } from '@shared/api/service/attachments';
import { reviewScreen, serviceOrderScreen, walmartReviewScreen } from '@shared/api/service/screens';
import { OPEN_STATES, reviewMachine, serviceOrderMachine, type Machine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import type { Visibility } from '../../http/visibility';
import { actorOf, recordEdited, type Actor } from '../../workflow';
import { attachFiles, detachFile, listAttachments, defineAttachmentOwner } from '../tool';
import { reviewVisibility, serviceOrderVisibility } from './visibility';

/** One kind of customer-service record that carries attachments. */
interface AttachedRecord {
  machine: Machine;
  visibility: Visibility;
  /** The screens whose holders download the attachments of the records they see. */
  screens: string[];
}

/** A record's attachments, oldest first, with who uploaded each. */
async function recordAttachments(db: Db | Tx, entity: string, id: number): Promise<ServiceAttachment[]> {
  const files = await listAttachments(db as Db, entity, id);
  const uploaders = files.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(files.map((f) => f.uploadedBy))])) : [];
  const nameOf = new Map(uploaders.map((u) => [u.id, u.name]));
  return files.map(({ uploadedBy, ...f }) => ({ ...f, uploadedByName: nameOf.get(uploadedBy) ?? null }));
}

type Change = { add: number[] } | { remove: number };

/** Adds or removes files on an open record the actor sees; the record's log names the files. */
function changeAttachments(db: Db, r: AttachedRecord, actor: Actor, id: number, change: Change) {
  const { machine, visibility } = r;
  return db.transaction(async (tx) => {
    const head = await visibility.head(tx, id, visibility.scopeOf(actor), { lock: true });
    if (!OPEN_STATES.includes(head.status as 'new')) throw fail.conflict(`该${machine.title}${machine.states[head.status]?.label ?? head.status}，不能修改附件`);
    const before = await recordAttachments(tx, machine.entity, head.id);
    const target = { entity: machine.entity, entityId: head.id };
    if ('add' in change) await attachFiles(tx as unknown as Db, { ...target, ids: change.add, by: actor.userId });
    else await detachFile(tx as unknown as Db, { ...target, id: change.remove });
    const after = await recordAttachments(tx, machine.entity, head.id);
    const [action, changed] = 'add' in change ? ['attach', after.filter((f) => !before.some((b) => b.id === f.id))] : ['detach', before.filter((b) => !after.some((f) => f.id === b.id))];
    if (changed.length) await recordEdited(tx, machine, head, actor, action, changed.map((f) => f.name).join('、'));
    return after;
  });
}

/** The attachment routes of one record kind: list, add (uploads of the caller), remove. */
function attachmentRoutes(calls: AttachmentCalls, r: AttachedRecord): ApiRoutes {
  const { machine, visibility } = r;
  return new ApiRoutes()
    .add(calls.list, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      return recordAttachments(deps.db, machine.entity, query.id);
    })
    .add(calls.add, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return changeAttachments(deps.db, r, await actorOf(caller), body.id, { add: body.fileIds });
    })
    .add(calls.remove, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return changeAttachments(deps.db, r, await actorOf(caller), body.id, { remove: body.fileId });
    });
}

const serviceOrders: AttachedRecord = { machine: serviceOrderMachine, visibility: serviceOrderVisibility, screens: [serviceOrderScreen.path] };
const reviews: AttachedRecord = { machine: reviewMachine, visibility: reviewVisibility, screens: [reviewScreen.path, walmartReviewScreen.path] };

/** Holders of the screens download the attachments of the records they see. */
export const serviceAttachmentOwners = [serviceOrders, reviews].map(({ machine, visibility, screens }) =>
  defineAttachmentOwner(machine.entity, screens, async ({ db, caller, entityId }) =>
    visibility.head(db, entityId, await visibility.scope(caller)).then(
      () => true,
      () => false,
    ),
  ),
);

/** 客服工单 and 评论 attachments. */
export const serviceAttachmentRoutes = (): ApiRoutes[] => [attachmentRoutes(serviceOrderAttachmentCalls, serviceOrders), attachmentRoutes(reviewAttachmentCalls, reviews)];
