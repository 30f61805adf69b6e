import { desc, eq, sql } from 'drizzle-orm';
import type { LarkBinding } from '@shared/api/lark';
import type { Db, Tx } from '../../db/connection';
import { larkBindingLogs, larkBindings, users } from '../../db/schema';
import { fail } from '../../http/errors';
import type { LarkIdentity } from '../platform';

type Via = 'admin' | 'self';

export interface BindingActor {
  userId: number;
  name: string;
}

const toBinding = (r: typeof larkBindings.$inferSelect): LarkBinding => ({
  userId: r.userId,
  openId: r.openId,
  unionId: r.unionId,
  larkUserId: r.larkUserId,
  larkName: r.larkName,
  email: r.email,
  mobile: r.mobile,
  via: r.via as Via,
  boundAt: r.boundAt.toISOString(),
});

export async function bindingOfUser(db: Db, userId: number): Promise<LarkBinding | null> {
  const [row] = await db.select().from(larkBindings).where(eq(larkBindings.userId, userId));
  return row ? toBinding(row) : null;
}

/** The active CRM user bound to a Lark account, if any. */
export async function userOfOpenId(db: Db, openId: string): Promise<{ id: number; name: string; status: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, status: users.status })
    .from(larkBindings)
    .innerJoin(users, eq(users.id, larkBindings.userId))
    .where(eq(larkBindings.openId, openId));
  return row;
}

async function log(tx: Tx, action: 'bind' | 'unbind', via: Via, row: { userId: number; openId: string; larkName: string | null }, actor: BindingActor | null) {
  await tx.insert(larkBindingLogs).values({ action, via, userId: row.userId, openId: row.openId, larkName: row.larkName, actorId: actor?.userId, actorName: actor?.name });
}

/**
 * Binds `userId` to a Lark account. Refused when the account already belongs to someone else or the
 * user is bound to another account (unbind first); binding the same pair again changes nothing.
 */
export function bindUser(db: Db, userId: number, account: LarkIdentity, via: Via, actor: BindingActor | null): Promise<LarkBinding> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.status === 'deleted') throw fail.notFound('用户不存在');
    const [taken] = await tx
      .select({ userId: larkBindings.userId, name: users.name })
      .from(larkBindings)
      .innerJoin(users, eq(users.id, larkBindings.userId))
      .where(eq(larkBindings.openId, account.openId));
    if (taken && taken.userId !== userId) throw fail.refused(`该飞书账号已绑定用户“${taken.name}”`);
    const [current] = await tx.select().from(larkBindings).where(eq(larkBindings.userId, userId));
    if (current) {
      if (current.openId === account.openId) return toBinding(current);
      throw fail.refused('该用户已绑定其他飞书账号，请先解除绑定');
    }
    const [row] = await tx
      .insert(larkBindings)
      .values({
        userId,
        openId: account.openId,
        unionId: account.unionId,
        larkUserId: account.userId,
        larkName: account.name || null,
        email: account.email,
        mobile: account.mobile,
        via,
        boundBy: actor?.userId,
      })
      .returning();
    await log(tx, 'bind', via, row!, actor);
    return toBinding(row!);
  });
}

export function unbindUser(db: Db, userId: number, actor: BindingActor): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(larkBindings).where(eq(larkBindings.userId, userId)).returning();
    if (!row) throw fail.refused('该用户未绑定飞书账号');
    await log(tx, 'unbind', 'admin', row, actor);
  });
}

export async function bindingLogs(db: Db, userId: number) {
  const rows = await db.select().from(larkBindingLogs).where(eq(larkBindingLogs.userId, userId)).orderBy(desc(larkBindingLogs.id)).limit(100);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as 'bind' | 'unbind',
    via: r.via as Via,
    openId: r.openId,
    larkName: r.larkName,
    actorName: r.actorName,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Users bound to each open id (search results show who holds an account already). */
export async function boundUsers(db: Db, openIds: string[]): Promise<Map<string, { userId: number; name: string }>> {
  if (!openIds.length) return new Map();
  const rows = await db
    .select({ openId: larkBindings.openId, userId: users.id, name: users.name })
    .from(larkBindings)
    .innerJoin(users, eq(users.id, larkBindings.userId))
    .where(sql`${larkBindings.openId} in ${openIds}`);
  return new Map(rows.map((r) => [r.openId, { userId: r.userId, name: r.name }]));
}
