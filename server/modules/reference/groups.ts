import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { groupPlatforms, groups, platforms } from '../../db/schema';

/** Gives a group (team) exactly these platforms: its members then see them (platformScope). */
export async function setGroupPlatforms(db: Db, groupId: number, platformIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(groupPlatforms).where(eq(groupPlatforms.groupId, groupId));
    if (platformIds.length) await tx.insert(groupPlatforms).values([...new Set(platformIds)].map((platformId) => ({ groupId, platformId })));
  });
}

/**
 * A demo role's platforms (by group and platform code), given once: a group that already has
 * platforms (an administrator's choice) keeps them. Missing groups or platforms are skipped.
 */
export async function givePlatformsOnce(db: Db, groupCode: string, platformCodes: readonly string[]): Promise<void> {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.code, groupCode));
  if (!group) return;
  const [given] = await db.select({ id: groupPlatforms.platformId }).from(groupPlatforms).where(eq(groupPlatforms.groupId, group.id)).limit(1);
  if (given) return;
  const ids = await db.select({ id: platforms.id }).from(platforms).where(inArray(platforms.code, [...platformCodes]));
  if (ids.length) await setGroupPlatforms(db, group.id, ids.map((p) => p.id));
}
