import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

export interface UserCodes {
  menus: Set<string>;
  elements: Set<string>;
}

/**
 * A user's menu and element codes: the union of the grants of every group they belong to, plus the
 * fixed routes every logged-in user has. One round trip returning two arrays (far cheaper than
 * one row per code on the embedded database).
 */
export async function loadUserCodes(db: Db, userId: number): Promise<UserCodes> {
  const result = await db.execute(sql`select
    array(
      select m.code from group_members gm
        join group_menus g on g.group_id = gm.group_id
        join menus m on m.id = g.menu_id
        where gm.user_id = ${userId}
      union
      select code from menus where fixed is not null
    ) as menus,
    array(
      select distinct e.code from group_members gm
        join group_elements g on g.group_id = gm.group_id
        join elements e on e.id = g.element_id
        where gm.user_id = ${userId}
    ) as elements`);
  // Both drivers answer { rows }; text[] arrives as string[].
  const row = (result as unknown as { rows: Array<{ menus: string[]; elements: string[] }> }).rows[0]!;
  return { menus: new Set(row.menus), elements: new Set(row.elements) };
}

export function holdsAny(codes: UserCodes, wanted: string[]): boolean {
  return wanted.some((code) => codes.menus.has(code) || codes.elements.has(code));
}
