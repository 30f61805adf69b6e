import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { elements, groupElements, groupMembers, users } from '../../db/schema';

/** Active users holding every one of `codes` through their groups, by name (pick lists: owners, auditors). */
export async function usersHolding(db: Db, codes: string[]): Promise<Array<{ id: number; name: string }>> {
  const rows = await db
    .selectDistinct({ id: users.id, name: users.name, code: elements.code })
    .from(users)
    .innerJoin(groupMembers, eq(groupMembers.userId, users.id))
    .innerJoin(groupElements, eq(groupElements.groupId, groupMembers.groupId))
    .innerJoin(elements, eq(elements.id, groupElements.elementId))
    .where(and(eq(users.status, 'active'), inArray(elements.code, codes)))
    .orderBy(asc(users.name));
  const held = new Map<number, { id: number; name: string; codes: Set<string> }>();
  for (const r of rows) {
    const u = held.get(r.id) ?? { id: r.id, name: r.name, codes: new Set<string>() };
    u.codes.add(r.code);
    held.set(r.id, u);
  }
  return [...held.values()].filter((u) => codes.every((c) => u.codes.has(c))).map(({ id, name }) => ({ id, name }));
}

/** Whether user `userId` is one of `holders`. */
export const isHolder = (holders: Array<{ id: number }>, userId: number) => holders.some((h) => h.id === userId);
