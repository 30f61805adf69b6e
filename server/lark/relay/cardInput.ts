import type { ApprovalSource, WaitingRecord } from '../../approvals';
import { recordById } from '../../approvals';
import { describedRecord } from '../../approvals/records';
import type { Db } from '../../db/connection';
import type { ApprovalCardInput } from '../cards/approval';

/** What a card shows of a record (undefined when the record is gone). */
export async function cardInput(db: Db, source: ApprovalSource, record: WaitingRecord): Promise<ApprovalCardInput | undefined> {
  const described = await describedRecord(db, source, record);
  return described && { ...described, portalPath: source.portalPath(record.id) };
}

export async function cardInputOf(db: Db, source: ApprovalSource, id: number): Promise<ApprovalCardInput | undefined> {
  const record = await recordById(db, source, id);
  return record && cardInput(db, source, record);
}
