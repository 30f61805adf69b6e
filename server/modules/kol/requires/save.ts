import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { kolRequireScreen } from '@shared/api/kol/screens';
import type { SaveRequireBody, saveRequireBody } from '@shared/api/kol/require';
import { kolRequireMachine } from '@shared/workflow';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/connection';
import { kolRequires, users } from '../../../db/schema';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, type Actor } from '../../../workflow';
import { nextSerial } from '../../../db/serial';
import { attachFiles, defineAttachmentOwner } from '../../tool';
import { isHolder, usersHolding } from '../holders';
import { requireVisibility } from '../visibility';
import { checkProduct } from './product';

export const REQUIRE_ENTITY = kolRequireMachine.entity;
const r = kolRequires;
type Body = z.output<typeof saveRequireBody>;
/** Holders of kol-list read the files of the requirements they may see. */
export const requireAttachments = defineAttachmentOwner(REQUIRE_ENTITY, [kolRequireScreen.path], async ({ db, caller, entityId }) =>
  requireVisibility.head(db, entityId, await requireVisibility.scope(caller), { deletedToo: true }).then(
    () => true,
    () => false,
  ),
);

type DraftBody = Exclude<Body, { changeOwnerTo: number }>;
export type { SaveRequireBody };

/** Owners are marketers: holders of kol-list:btn_red. */
async function checkOwner(db: Db | Tx, ownerId: number): Promise<string> {
  const marketers = await usersHolding(db as Db, [kolRequireScreen.code('red')]);
  if (!isHolder(marketers, ownerId)) throw fail.badRequest('负责人须为市场推广人员');
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId));
  return u!.name;
}

const ref = async (tx: Tx, id: number) => {
  const [row] = await tx.select({ id: r.id, serialNo: r.serialNo, status: r.status, version: r.version }).from(r).where(eq(r.id, id));
  return row!;
};

/** Saves a draft (new, or the creator's draft / rejected requirement), or changes the owner. */
export async function saveRequire(db: Db, caller: Caller, actor: Actor, body: Body) {
  if ('changeOwnerTo' in body) return changeOwner(db, actor, body);
  if (!actor.elements.has(kolRequireScreen.code('add'))) throw fail.forbidden();
  return saveDraft(db, caller, actor, body);
}

async function saveDraft(db: Db, caller: Caller, actor: Actor, body: DraftBody) {
  const { id, version, fileIds, ...fields } = body;
  if (fields.deadline < dayjs().format('YYYY-MM-DD')) throw fail.badRequest('截止日期不能早于今天');
  return db.transaction(async (tx) => {
    const productName = await checkProduct(tx, caller, fields.sku, fields.platformId);
    if (fields.ownerId) await checkOwner(tx, fields.ownerId);
    const values = { ...fields, productName };
    if (!id) {
      const serialNo = await nextSerial(tx, 'KOL');
      const [row] = await tx.insert(r).values({ ...values, serialNo, status: 'draft', createdBy: actor.userId }).returning({ id: r.id });
      await recordCreated(tx, kolRequireMachine, row!.id, 'draft', actor);
      if (fileIds.length) await attachFiles(tx as unknown as Db, { entity: REQUIRE_ENTITY, entityId: row!.id, ids: fileIds, by: actor.userId });
      return ref(tx, row!.id);
    }
    const head = await requireVisibility.head(tx, id, requireVisibility.scopeOf({ userId: actor.userId, elements: actor.elements }), { lock: true });
    if (head.createdBy !== actor.userId) throw fail.refused('只有创建人可以修改该KOL需求');
    if (head.status !== 'draft' && head.status !== 'rejected') throw fail.conflict('只有草稿或已驳回的KOL需求可以修改');
    await bumpVersion(tx, r, head, version, 'KOL需求');
    await tx.update(r).set(values).where(eq(r.id, id));
    if (fileIds.length) await attachFiles(tx as unknown as Db, { entity: REQUIRE_ENTITY, entityId: id, ids: fileIds, by: actor.userId });
    await recordEdited(tx, kolRequireMachine, head, actor);
    return ref(tx, id);
  });
}

async function changeOwner(db: Db, actor: Actor, body: { id: number; version?: number; changeOwnerTo: number }) {
  if (!actor.elements.has(kolRequireScreen.code('owner'))) throw fail.forbidden();
  return db.transaction(async (tx) => {
    const head = await requireVisibility.head(tx, body.id, requireVisibility.scopeOf({ userId: actor.userId, elements: actor.elements }), { lock: true });
    const [current] = await tx.select({ ownerId: r.ownerId, ownerName: users.name }).from(r).leftJoin(users, eq(users.id, r.ownerId)).where(eq(r.id, body.id));
    if (current!.ownerId === body.changeOwnerTo) throw fail.badRequest('新负责人与当前负责人相同');
    const name = await checkOwner(tx, body.changeOwnerTo);
    await bumpVersion(tx, r, head, body.version, 'KOL需求');
    await tx.update(r).set({ ownerId: body.changeOwnerTo }).where(eq(r.id, body.id));
    await recordEdited(tx, kolRequireMachine, head, actor, 'changeOwner', `负责人：${current!.ownerName ?? '无'} → ${name}`);
    return ref(tx, body.id);
  });
}
