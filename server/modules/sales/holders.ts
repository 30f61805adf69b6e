import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { elements, groupElements, groupMembers, users } from '../../db/schema';

/** Active users holding an element code through any of their groups (auditor pickers, "who may audit"). */
export async function holdersOf(db: Pick<Db, 'selectDistinct'>, code: string): Promise<Array<{ id: number; name: string }>> {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(groupMembers, eq(groupMembers.userId, users.id))
    .innerJoin(groupElements, eq(groupElements.groupId, groupMembers.groupId))
    .innerJoin(elements, eq(elements.id, groupElements.elementId))
    .where(and(eq(elements.code, code), eq(users.status, 'active')))
    .orderBy(asc(users.id));
}

/** Whether a user holds an element code (an auditor named on a record must be able to audit). */
export async function holds(db: Pick<Db, 'selectDistinct'>, userId: number, code: string): Promise<boolean> {
  return (await holdersOf(db, code)).some((u) => u.id === userId);
}
