import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

export interface UserCodes {
  menus: Set<string>;
  elements: Set<string>;
  /** The groups (roles) the codes come from. */
  groups: Array<{ id: number; code: string; name: string }>;
}

/**
 * A user's menu and element codes: the union of the grants of every group they belong to, plus the
 * fixed routes every logged-in user has, and those groups. One round trip returning arrays (far
 * cheaper than one row per code on the embedded database).
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
    ) as elements,
    coalesce((
      select json_agg(json_build_object('id', g.id, 'code', g.code, 'name', g.name) order by g.id) from groups g
        where g.id in (select group_id from group_members where user_id = ${userId})
    ), '[]'::json) as groups`);
  // Both drivers answer { rows }; text[] arrives as string[], json parsed.
  const row = (result as unknown as { rows: Array<{ menus: string[]; elements: string[]; groups: UserCodes['groups'] }> }).rows[0]!;
  return { menus: new Set(row.menus), elements: new Set(row.elements), groups: row.groups };
}

export function holdsAny(codes: UserCodes, wanted: string[]): boolean {
  return wanted.some((code) => codes.menus.has(code) || codes.elements.has(code));
}
