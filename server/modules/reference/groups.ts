import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { groupPlatforms } from '../../db/schema';

/** Gives a group (team) exactly these platforms: its members then see them (platformScope). */
export async function setGroupPlatforms(db: Db, groupId: number, platformIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(groupPlatforms).where(eq(groupPlatforms.groupId, groupId));
    if (platformIds.length) await tx.insert(groupPlatforms).values([...new Set(platformIds)].map((platformId) => ({ groupId, platformId })));
  });
}
