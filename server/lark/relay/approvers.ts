import { and, eq, inArray } from 'drizzle-orm';
import { actorMay } from '@shared/workflow';
import type { ApprovalSource, WaitingRecord } from '../../approvals';
import { approvalTransitions } from '../../approvals';
import type { Db } from '../../db/connection';
import { elements, groupElements, groupMembers, larkBindings, users } from '../../db/schema';
import { loadUserCodes } from '../../modules/access/codes';
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
  const approvers: Approver[] = [];
  for (const c of candidates) {
    const codes = await loadUserCodes(db, c.userId);
    const user = { id: c.userId, elements: codes.elements };
    if (seesOthers(source, codes) && transitions.some((t) => codes.elements.has(t.element) && actorMay(t.actor, record, user))) approvers.push(c);
  }
  return approvers;
}
