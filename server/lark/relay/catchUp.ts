import { eq } from 'drizzle-orm';
import { approvalSources, selectRecords, waitingStates } from '../../approvals';
import type { Db } from '../../db/connection';

/** How many of the newest records per waiting state a catch-up looks at. */
export const CATCH_UP_PER_STATE = 20;

/**
 * Hands the newest waiting records of every approval kind to `sync`, so that approvers who had no
 * card for them get one: records that were waiting before the bridge was switched on, and people
 * bound after a record started waiting. Records that already have their cards send nothing.
 */
export async function catchUpCards(db: Db, sync: (entity: string, entityId: number) => Promise<void>): Promise<void> {
  for (const source of approvalSources()) {
    for (const state of waitingStates(source.machine)) {
      const records = await selectRecords(db, source, eq(source.table.status, state), CATCH_UP_PER_STATE);
      for (const r of records) await sync(source.machine.entity, r.id);
    }
  }
}
