import { and, eq, sql } from 'drizzle-orm';
import type { CustomerBody } from '@shared/api/b2b/customer';
import type { Db, Tx } from '../../../db/connection';
import { b2bCustomers, b2bInvoices, serialCounters, users } from '../../../db/schema';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { customerVisibility } from '../common/visibility';
import { nameTaken, visibleCustomer, type CustomerRecord } from './queries';

const NAME_TAKEN = '客户名称已存在（不区分大小写）';

/** The next customer code, KH + 6 digits, from the `KH` counter (taken in the caller's transaction). */
export async function nextCustomerCode(tx: Tx | Db): Promise<string> {
  const [row] = await tx
    .insert(serialCounters)
    .values({ key: 'KH', n: 1 })
    .onConflictDoUpdate({ target: serialCounters.key, set: { n: sql`${serialCounters.n} + 1` } })
    .returning({ n: serialCounters.n });
  return `KH${String(row!.n).padStart(6, '0')}`;
}

/** Who will own the customer: the caller, or (with viewAll) any active user. */
async function resolveOwner(tx: Tx, caller: Caller, wanted: number | undefined, mayAssign: boolean, current?: number): Promise<number> {
  const owner = wanted ?? current ?? caller.userId;
  if (owner === current || owner === caller.userId) return owner;
  if (!mayAssign) throw fail.refused('只能把客户分配给自己（指定其他负责销售需要“查看全部”权限）');
  const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, owner), eq(users.status, 'active')));
  if (!user) throw fail.badRequest('负责销售不存在或已停用');
  return owner;
}

/** 新增 / 编辑客户 in one transaction: element code, visibility, unique name, currency rule. */
export async function saveCustomer(db: Db, caller: Caller, body: CustomerBody): Promise<number> {
  const editing = body.id !== undefined;
  const owner = await customerVisibility.scope(caller);
  const { id, salesUserId, ...fields } = body;
  try {
    return await db.transaction(async (tx) => {
      const current: CustomerRecord | undefined = editing ? await visibleCustomer(tx, id!, owner) : undefined;
      if (await nameTaken(tx, fields.name, id)) throw fail.conflict(NAME_TAKEN);
      const sales = await resolveOwner(tx, caller, salesUserId, owner === undefined, current?.salesUserId);
      if (!current) {
        const code = await nextCustomerCode(tx);
        const [row] = await tx
          .insert(b2bCustomers)
          .values({ ...fields, code, salesUserId: sales, createdBy: caller.userId })
          .returning({ id: b2bCustomers.id });
        return row!.id;
      }
      if (fields.currency !== current.currency) {
        const [invoiced] = await tx.select({ id: b2bInvoices.id }).from(b2bInvoices).where(eq(b2bInvoices.customerId, current.id)).limit(1);
        if (invoiced) throw fail.refused(`客户已有发票，不能修改结算币种（当前为 ${current.currency}）`);
      }
      await tx
        .update(b2bCustomers)
        .set({ ...fields, salesUserId: sales, updatedAt: new Date() })
        .where(eq(b2bCustomers.id, current.id));
      return current.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'b2b_customers_name_key')) throw fail.conflict(NAME_TAKEN);
    throw error;
  }
}

/** 停用 / 启用: visible customers only. */
export async function setCustomerEnabled(db: Db, caller: Caller, id: number, enabled: boolean): Promise<void> {
  const customer = await visibleCustomer(db, id, await customerVisibility.scope(caller));
  await db.update(b2bCustomers).set({ enabled, updatedAt: new Date() }).where(eq(b2bCustomers.id, customer.id));
}
