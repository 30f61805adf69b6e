import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { elements, groupElements, groupMembers, users } from '../../db/schema';

/** Active users holding an element code through one of their groups (who may operate a SKU, who handles overseas). */
export async function usersHolding(db: Db, code: string): Promise<Array<{ id: number; name: string }>> {
  const holders = db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(groupElements, eq(groupElements.groupId, groupMembers.groupId))
    .innerJoin(elements, eq(elements.id, groupElements.elementId))
    .where(eq(elements.code, code));
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.id, holders)))
    .orderBy(asc(users.name), asc(users.id));
}

/** Whether a user is active and holds `code`. */
export async function holds(db: Db, userId: number, code: string): Promise<boolean> {
  return (await usersHolding(db, code)).some((u) => u.id === userId);
}
