import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewScreen } from '@shared/api/service/screens';
import { groupElements, groupMembers, groups, settings, users } from '../../server/db/schema';
import { loadUserCodes } from '../../server/http/auth/codes';
import { loadDemo } from '../../server/seed/demo';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const idOf = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const groupOf = async (code: string) => (await t.db.select({ id: groups.id }).from(groups).where(eq(groups.code, code)))[0]!.id;

describe('a demo organisation seeded before a new module', () => {
  it('gets the new grants and demo users on the next start, once, keeping what it has', async () => {
    const [hejun, gaofeng, csManager, supplyManager] = [await idOf('hejun'), await idOf('gaofeng'), await groupOf('cs_manager'), await groupOf('supply_manager')];
    // As it was before the module: the manager without its codes, the new person outside the role, an older demo.
    await t.db.delete(groupElements).where(eq(groupElements.groupId, csManager));
    await t.db.delete(groupMembers).where(and(eq(groupMembers.groupId, supplyManager), eq(groupMembers.userId, gaofeng)));
    await t.db.update(settings).set({ value: 'an older demo' }).where(eq(settings.key, 'demo_version'));
    expect((await loadUserCodes(t.db, hejun)).elements.has(reviewScreen.code('assign'))).toBe(false);

    expect(await loadDemo(t.db)).toBe(false); // not a first load
    expect((await loadUserCodes(t.db, hejun)).elements.has(reviewScreen.code('assign'))).toBe(true);
    expect(await t.db.select().from(groupMembers).where(and(eq(groupMembers.groupId, supplyManager), inArray(groupMembers.userId, [gaofeng])))).toHaveLength(1);

    // Up to date: a removed grant stays removed until the demo itself changes.
    await t.db.delete(groupElements).where(eq(groupElements.groupId, csManager));
    expect(await loadDemo(t.db)).toBe(false);
    expect((await loadUserCodes(t.db, hejun)).elements.has(reviewScreen.code('assign'))).toBe(false);
  });
});
