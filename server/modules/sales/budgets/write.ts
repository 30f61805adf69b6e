import Big from 'big.js';
import { and, count, eq, notInArray } from 'drizzle-orm';
import { budgetMachine } from '@shared/workflow';
import type { Tx } from '../../../db/connection';
import { platforms, saleBudgetLines, saleBudgets, stores } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { recordCreated, recordEdited, type Actor } from '../../../workflow';
import { notOwnedMessage, spusNotOwned } from './spuOwnership';

export interface BudgetLineInput {
  spu: string;
  month: number;
  qty: number;
  amount: string;
}

/** States in which a budget of a store and year still counts (blocks another one). */
const CLOSED = ['invalid', 'deleted'];
/** States in which its operator may replace a budget's lines. */
const REPLACEABLE = ['draft', 'rejected'];

export interface StoreOfBudget {
  id: number;
  code: string;
  platformId: number;
  currency: string;
}

/** The store a budget is for, with the currency of its platform. */
export async function storeOfBudget(tx: Pick<Tx, 'select'>, storeId: number): Promise<StoreOfBudget | undefined> {
  const [row] = await tx
    .select({ id: stores.id, code: stores.code, platformId: stores.platformId, currency: platforms.currency })
    .from(stores)
    .innerJoin(platforms, eq(platforms.id, stores.platformId))
    .where(eq(stores.id, storeId));
  return row;
}

/** The budget of a store and year that still counts, locked. */
async function openBudget(tx: Tx, storeId: number, year: number) {
  const [row] = await tx
    .select({ id: saleBudgets.id, status: saleBudgets.status, version: saleBudgets.version, createdBy: saleBudgets.createdBy, serialNo: saleBudgets.serialNo })
    .from(saleBudgets)
    .where(and(eq(saleBudgets.storeId, storeId), eq(saleBudgets.year, year), notInArray(saleBudgets.status, CLOSED)))
    .for('update');
  return row;
}

/** Why the actor may not (re)write the budget of a store and year, or undefined when they may. */
export async function budgetBlocked(tx: Tx, storeId: number, year: number, actor: Pick<Actor, 'userId'>): Promise<string | undefined> {
  const open = await openBudget(tx, storeId, year);
  if (!open) return undefined;
  if (open.createdBy !== actor.userId) return `该店铺${year}年的预算 ${open.serialNo} 属于其他运营，不能覆盖`;
  if (!REPLACEABLE.includes(open.status)) return `该店铺${year}年的预算 ${open.serialNo} ${budgetMachine.states[open.status as 'draft'].label}，不能覆盖`;
  return undefined;
}

/**
 * Writes the lines of a store's budget for a year: a new draft, or the actor's own draft / rejected
 * budget with its lines replaced (version raised). Totals are the sums of the lines. Every SPU must be
 * the actor's in that store (spuOwnership).
 */
export async function writeBudget(tx: Tx, actor: Actor, store: StoreOfBudget, year: number, lines: BudgetLineInput[]): Promise<{ id: number; serialNo: string }> {
  const blocked = await budgetBlocked(tx, store.id, year, actor);
  if (blocked) throw fail.refused(blocked);
  const foreign = await spusNotOwned(tx, actor, store.id, lines.map((l) => l.spu));
  if (foreign.length) throw fail.refused(notOwnedMessage(foreign));
  const totalQty = lines.reduce((s, l) => s + l.qty, 0);
  const totalAmount = lines.reduce((s, l) => s.plus(l.amount), new Big(0)).toFixed(2);
  const open = await openBudget(tx, store.id, year);
  let id: number;
  let serialNo: string;
  if (open) {
    ({ id, serialNo } = open);
    await tx.update(saleBudgets).set({ totalQty, totalAmount, currency: store.currency, version: open.version + 1, updatedAt: new Date() }).where(eq(saleBudgets.id, id));
    await tx.delete(saleBudgetLines).where(eq(saleBudgetLines.budgetId, id));
    await recordEdited(tx, budgetMachine, { id, status: open.status, version: open.version, createdBy: open.createdBy }, actor, 'edit', `重新导入 ${lines.length} 行`);
  } else {
    const [{ n }] = await tx.select({ n: count() }).from(saleBudgets).where(and(eq(saleBudgets.storeId, store.id), eq(saleBudgets.year, year)));
    serialNo = `YS${year}-${store.code}${n ? `-${n + 1}` : ''}`.toUpperCase();
    [{ id }] = await tx
      .insert(saleBudgets)
      .values({ serialNo, storeId: store.id, year, currency: store.currency, totalQty, totalAmount, status: 'draft', createdBy: actor.userId })
      .returning({ id: saleBudgets.id });
    await recordCreated(tx, budgetMachine, id, 'draft', actor);
  }
  if (lines.length) await tx.insert(saleBudgetLines).values(lines.map((l) => ({ budgetId: id, ...l })));
  return { id, serialNo };
}
