import { sql } from 'drizzle-orm';
import { PROMOTE_KINDS, type PromoteKind, type PromotionNote } from '@shared/api/reviewerReports/common';
import type { Db } from '../../db/connection';
import { rowsOf } from './sql';

export const kindLabel = (kind: string) => PROMOTE_KINDS[kind as PromoteKind] ?? kind;

type NoteRow = PromotionNote & { platformId: number; asin: string; weekStart: string };

/** The promotion log entries of these products (site + ASIN) in weeks from..to (Mondays), oldest first. */
export async function promotionsOf(db: Db, products: Array<{ platformId: number; asin: string }>, from: string, to: string): Promise<NoteRow[]> {
  if (products.length === 0) return [];
  const pairs = sql.join(products.map((p) => sql`(${p.platformId}::int, ${p.asin}::text)`), sql`, `);
  const rows = await rowsOf<Omit<NoteRow, 'kindLabel'>>(
    db,
    sql`select l.id, l.platform_id as "platformId", l.asin, l.kind, l.action_date::text as "actionDate", l.week_start::text as "weekStart", l.content
      from promote_logs l where (l.platform_id, l.asin) in (${pairs}) and l.week_start between ${from} and ${to}
      order by l.action_date, l.id`,
  );
  return rows.map((r) => ({ ...r, kindLabel: kindLabel(r.kind) }));
}
