import { and, eq, inArray } from 'drizzle-orm';
import { elementCode } from '@shared/catalog/codes';
import { actorMay } from '@shared/workflow';
import type { ApprovalSource, WaitingRecord } from '../../approvals';
import { approvalTransitions } from '../../approvals';
import type { Db } from '../../db/connection';
import { elements, groupElements, groupMembers, larkBindings, users } from '../../db/schema';
import { seesOthers } from '../../approvals/records';

export interface Approver {
  userId: number;
  name: string;
  openId: string;
}

/**
 * Who gets a card for `record` in its current state: active users bound to Lark who hold one of the
 * state's approval codes, may take that transition on this record (not their own request) and see
 * other people's records of this type.
 */
export async function eligibleApprovers(db: Db, source: ApprovalSource, record: WaitingRecord): Promise<Approver[]> {
  const transitions = approvalTransitions(source.machine, record.status);
  if (!transitions.length) return [];
  const candidates = await db
    .selectDistinct({ userId: users.id, name: users.name, openId: larkBindings.openId })
    .from(users)
    .innerJoin(larkBindings, eq(larkBindings.userId, users.id))
    .innerJoin(groupMembers, eq(groupMembers.userId, users.id))
    .innerJoin(groupElements, eq(groupElements.groupId, groupMembers.groupId))
    .innerJoin(elements, eq(elements.id, groupElements.elementId))
    .where(and(eq(users.status, 'active'), inArray(elements.code, transitions.map((t) => t.element))));
  if (!candidates.length) return [];
  const codes = await heldCodes(db, candidates.map((c) => c.userId), [...transitions.map((t) => t.element), elementCode(source.machine.screen, 'viewAll')]);
  return candidates.filter((c) => {
    const user = { id: c.userId, elements: codes.get(c.userId) ?? new Set<string>() };
    return seesOthers(source, user) && transitions.some((t) => user.elements.has(t.element) && actorMay(t.actor, record, user));
  });
}

/** Which of `wanted` element codes each user holds through their groups, in one query. */
async function heldCodes(db: Db, userIds: number[], wanted: string[]): Promise<Map<number, Set<string>>> {
  const rows = await db
    .selectDistinct({ userId: groupMembers.userId, code: elements.code })
    .from(groupMembers)
    .innerJoin(groupElements, eq(groupElements.groupId, groupMembers.groupId))
    .innerJoin(elements, eq(elements.id, groupElements.elementId))
    .where(and(inArray(groupMembers.userId, userIds), inArray(elements.code, wanted)));
  const held = new Map<number, Set<string>>();
  for (const r of rows) held.set(r.userId, (held.get(r.userId) ?? new Set()).add(r.code));
  return held;
}
