import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/connection';

const STATUSES = ['draft', 'pending_audit', 'pending_finance', 'paid', 'rejected'];

/**
 * Bulk B2B data for benchmarks, straight in SQL: `customers` customers owned by the demo salesperson
 * and `payments` payment requests spread over five states, with the status counts the engine keeps.
 * Inserted `chunk` rows per statement (PGlite's WASM heap never shrinks after a big statement).
 */
export async function seedB2bVolume(db: Db, customers: number, payments: number, chunk = 200_000): Promise<void> {
  const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const [owner] = await rowsOf<{ id: number }>(sql`select id from users where username = 'zhangwei'`);
  const ownerId = owner?.id ?? 1;
  await db.execute(sql`
    insert into b2b_customers (code, name, country, currency, sales_user_id, settlement, credit_days, created_by)
    select 'BK' || lpad(g::text, 7, '0'), 'Bench Customer ' || g, 'US', 'USD', ${ownerId}, case when g % 3 = 0 then 'credit' else 'prepaid' end, case when g % 3 = 0 then 60 else 0 end, ${ownerId}
    from generate_series(1, ${customers}::integer) g`);
  const [first] = await rowsOf<{ id: number }>(sql`select min(id) as id from b2b_customers where code like 'BK%'`);
  const statuses = sql.raw(`array['${STATUSES.join("','")}']`);
  for (let start = 1; start <= payments; start += chunk) {
    const end = Math.min(payments, start + chunk - 1);
    await db.execute(sql`
      insert into b2b_payments (serial_no, type, customer_id, payee_name, payee_bank, payee_account, currency, amount, exchange_rate, amount_cny, reason, status, created_by, created_at, updated_at)
      select 'BP' || lpad(g::text, 9, '0'), 'freight', ${first!.id} + (g % ${customers}), 'Payee ' || (g % 997), 'Bank of Bench', '6222' || g, 'USD',
             (g % 10000) + 0.5, 7.1, ((g % 10000) + 0.5) * 7.1, 'bench', (${statuses})[1 + g % 5], ${ownerId},
             now() - (g || ' seconds')::interval, now()
      from generate_series(${start}::integer, ${end}::integer) g`);
  }
  await db.execute(sql`delete from workflow_status_counts where entity = 'b2b_payment'`);
  await db.execute(sql`
    insert into workflow_status_counts (entity, owner_id, status, n)
    select 'b2b_payment', created_by, status, count(*) from b2b_payments group by created_by, status`);
  await db.execute(sql`analyze b2b_payments`);
  await db.execute(sql`analyze b2b_customers`);
}
