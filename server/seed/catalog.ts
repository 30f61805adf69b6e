import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { allElements, catalog, flattenCatalog } from '@shared/catalog';
import type { Db } from '../db/connection';
import { fromExcluded } from '../db/excluded';
import { elements, menus, settings } from '../db/schema';

const catalogHash = () => createHash('sha256').update(JSON.stringify(catalog)).digest('hex');

/** Syncs only when shared/catalog changed since the last start (keeps restarts fast). */
export async function syncCatalogIfChanged(db: Db): Promise<boolean> {
  const hash = catalogHash();
  const [stored] = await db.select().from(settings).where(eq(settings.key, 'catalog_hash'));
  if (stored?.value === hash) return false;
  await syncCatalog(db);
  await db
    .insert(settings)
    .values({ key: 'catalog_hash', value: hash })
    .onConflictDoUpdate({ target: settings.key, set: { value: hash } });
  return true;
}

/**
 * Brings the menu and element tables in line with shared/catalog at every start. Catalog rows keep
 * their code, parent, flags and order from the catalog; titles and icons edited in menuManager stay.
 */
async function syncCatalog(db: Db): Promise<void> {
  const flat = flattenCatalog();
  const rows = await db
    .insert(menus)
    .values(
      flat.map((e, i) => ({
        code: e.path,
        title: e.title,
        icon: e.icon ?? null,
        href: e.href ?? null,
        type: e.type ?? 'menu',
        hidden: e.hidden ?? false,
        redirect: e.redirect ?? null,
        fixed: e.fixed ?? null,
        orderNum: i * 10,
        source: 'catalog',
      })),
    )
    .onConflictDoUpdate({
      target: menus.code,
      set: fromExcluded(menus, ['href', 'type', 'hidden', 'redirect', 'fixed', 'orderNum', 'source']),
    })
    .returning({ id: menus.id, code: menus.code });
  const ids = new Map(rows.map((r) => [r.code, r.id]));

  const parentPairs = flat.map((e) => sql`(${e.path}, ${e.parentPath ? ids.get(e.parentPath)! : null}::integer)`);
  await db.execute(
    sql`update ${menus} set parent_id = v.parent from (values ${sql.join(parentPairs, sql`, `)}) as v(code, parent) where ${menus.code} = v.code`,
  );

  const buttons = allElements();
  if (buttons.length) {
    await db
      .insert(elements)
      .values(buttons.map((b) => ({ code: b.code, name: b.name, type: 'button', menuId: ids.get(b.menuPath)!, source: 'catalog' })))
      .onConflictDoUpdate({ target: elements.code, set: { menuId: sql`excluded.menu_id`, source: sql`excluded.source` } });
  }
}
