import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { changeOperatorBody, saveSpuBody } from '@shared/api/sales/spuAssign';
import { spuAssignScreen } from '@shared/api/sales/screens';
import { spuAssignMachine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { saleSpuAssigns, stores, users } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, type Actor } from '../../../workflow';
import { inPlatformScope, type PlatformScope } from '../../reference';
import { holds } from '../holders';
import { spuExists } from './queries';
import { spuAssignVisibility } from './visibility';

const a = saleSpuAssigns;
/** States in which the creator may still change store, SPU and operator. */
const EDITABLE = ['draft', 'rejected'];

/** The operator named must be one (holds spu-list:btn_add); without viewAll only oneself. */
async function checkOperator(db: Pick<Db, 'selectDistinct'>, operatorId: number, actor: Actor): Promise<void> {
  if (spuAssignVisibility.scopeOf(actor) !== undefined && operatorId !== actor.userId) throw fail.refused('只能把SPU分配给自己');
  if (!(await holds(db, operatorId, spuAssignScreen.code('add')))) throw fail.badRequest('所选运营不能负责SPU');
}

/** Why an SPU cannot be assigned in a store (another assignment holds it, or a pending replacement asks for it). */
export async function spuTaken(tx: Pick<Tx, 'select'>, storeId: number, spu: string, exceptId?: number): Promise<string | undefined> {
  const others = (id: number | undefined) => (id ? ne(a.id, id) : undefined);
  const [held] = await tx.select({ id: a.id }).from(a).where(and(eq(a.storeId, storeId), eq(a.spu, spu), others(exceptId)));
  if (held) return `SPU ${spu} 在该店铺已分配`;
  const [asked] = await tx.select({ id: a.id }).from(a).where(and(eq(a.storeId, storeId), eq(a.replaceSpu, spu), others(exceptId)));
  if (asked) return `SPU ${spu} 正在该店铺的换SPU审核中`;
  return undefined;
}

/** A new draft assignment, or the creator's own draft / rejected one changed. */
export async function saveSpuAssign(db: Db, actor: Actor, input: z.output<typeof saveSpuBody>, scope: PlatformScope) {
  const [store] = await db.select({ platformId: stores.platformId, enabled: stores.enabled }).from(stores).where(eq(stores.id, input.storeId));
  if (!store || !inPlatformScope(scope, store.platformId)) throw fail.badRequest('店铺不存在');
  if (!store.enabled) throw fail.refused('店铺已停用');
  if (!(await spuExists(db, input.spu))) throw fail.badRequest(`SPU ${input.spu} 不存在`);
  await checkOperator(db, input.operatorId, actor);
  return db.transaction(async (tx) => {
    const taken = await spuTaken(tx, input.storeId, input.spu, input.id);
    if (taken) throw fail.conflict(taken);
    const values = { storeId: input.storeId, spu: input.spu, operatorId: input.operatorId, remark: input.remark ?? null };
    if (input.id === undefined) {
      const [row] = await tx.insert(a).values({ ...values, status: 'draft', createdBy: actor.userId }).onConflictDoNothing().returning({ id: a.id });
      if (!row) throw fail.conflict(`SPU ${input.spu} 在该店铺已分配`);
      await recordCreated(tx, spuAssignMachine, row.id, 'draft', actor);
      return { id: row.id, status: 'draft', version: 1 };
    }
    const [row] = await tx.select().from(a).where(eq(a.id, input.id)).for('update');
    if (!row || row.createdBy !== actor.userId) throw fail.notFound('SPU分配不存在');
    if (!EDITABLE.includes(row.status)) throw fail.conflict(`该SPU分配${spuAssignMachine.states[row.status as 'draft']?.label ?? row.status}，不能修改`);
    const version = await bumpVersion(tx, a, row, input.version, 'SPU分配');
    await tx.update(a).set(values).where(eq(a.id, row.id));
    await recordEdited(tx, spuAssignMachine, row, actor);
    return { id: row.id, status: row.status, version };
  });
}

/** Hands an SPU to another operator: no audit, written to the log with both names. */
export async function changeSpuOperator(db: Db, actor: Actor, input: z.output<typeof changeOperatorBody>) {
  if (!(await holds(db, input.operatorId, spuAssignScreen.code('add')))) throw fail.badRequest('所选运营不能负责SPU');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(a).where(eq(a.id, input.id)).for('update');
    if (!row) throw fail.notFound('SPU分配不存在');
    if (row.status !== 'assigned') throw fail.conflict(`该SPU分配${spuAssignMachine.states[row.status as 'draft']?.label ?? row.status}，只有已分配的可以更换运营`);
    if (row.operatorId === input.operatorId) throw fail.badRequest('新运营与当前运营相同');
    const version = await bumpVersion(tx, a, row, input.version, 'SPU分配');
    const names = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [row.operatorId, input.operatorId]));
    const nameOf = (id: number) => names.find((u) => u.id === id)?.name ?? String(id);
    await tx.update(a).set({ operatorId: input.operatorId }).where(eq(a.id, row.id));
    const why = input.comment ? `：${input.comment}` : '';
    await recordEdited(tx, spuAssignMachine, row, actor, 'changeOperator', `${nameOf(row.operatorId)} → ${nameOf(input.operatorId)}${why}`);
    return { id: row.id, version };
  });
}
