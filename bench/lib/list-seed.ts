/**
 * Bulk data for bench/lists.ts, straight in SQL on PostgreSQL (generate_series, chunked multi-row
 * INSERT ... SELECT). Each seed names what it needs first; `seedOnce` runs a seed and its needs only
 * when the database has not got them yet (table bench_seeded), so reruns start at once.
 */
import type pg from 'pg';
import { backPaymentMachine, budgetMachine, deliveryMachine, forecastMachine, giftGrantMachine, paymentMachine } from '@shared/workflow';

export interface Seed {
  name: string;
  /** Seeds that must have run first (e.g. customers before payments). */
  needs?: Seed[];
  run(db: pg.ClientBase): Promise<void>;
}

const CHUNK = 250_000;

/** `insert ... select ... from generate_series($start, $end) g` for 1..n in chunks of CHUNK rows. */
export async function inChunks(db: pg.ClientBase, n: number, statement: (from: number, to: number) => string): Promise<void> {
  for (let start = 1; start <= n; start += CHUNK) await db.query(statement(start, Math.min(n, start + CHUNK - 1)));
}

/** The first column of the first row. */
export async function one<T>(db: pg.ClientBase, text: string): Promise<T> {
  const { rows } = await db.query(text);
  return Object.values(rows[0] as Record<string, T>)[0]!;
}
export const idOf = (db: pg.ClientBase, username: string) => one<number>(db, `select id from users where username = '${username}'`);

/** `array['a','b']` as SQL. */
export const arr = (values: readonly string[]) => `array['${values.join("','")}']`;

/** Recomputes the status counts the workflow engine keeps for `entity` from its table. */
export async function recount(db: pg.ClientBase, entity: string, table: string): Promise<void> {
  await db.query(`delete from workflow_status_counts where entity = '${entity}'`);
  await db.query(`insert into workflow_status_counts (entity, owner_id, status, n) select '${entity}', created_by, status, count(*) from ${table} group by created_by, status`);
}

export const customers: Seed = {
  name: 'customers 200k',
  async run(db) {
    const sales = await idOf(db, 'zhangwei');
    await inChunks(db, 200_000, (a, b) => `
      insert into b2b_customers (code, name, country, currency, contact_name, contact_email, sales_user_id, settlement, credit_days, credit_limit, created_by, created_at)
      select 'BK' || lpad(g::text, 7, '0'), 'Bench Customer ' || g, (array['US','DE','GB','FR','JP'])[1 + g % 5], (array['USD','EUR','GBP','EUR','JPY'])[1 + g % 5],
             'Contact ' || g, 'buyer' || g || '@example.com', ${sales}, case when g % 3 = 0 then 'credit' else 'prepaid' end,
             case when g % 3 = 0 then 60 else 0 end, case when g % 3 = 0 then 50000 end, ${sales}, now() - ((200000 - g) || ' minutes')::interval
      from generate_series(${a}, ${b}) g`);
    await db.query('analyze b2b_customers');
  },
};

export const companyBanks: Seed = {
  name: 'company banks 60',
  async run(db) {
    const admin = await idOf(db, 'admin');
    await db.query(`
      insert into b2b_company_banks (account_name, bank_name, account_no, currency, swift_code, purpose, enabled, created_by)
      select 'Crossdock Ltd ' || g, (array['HSBC','Citibank','Bank of China','DBS'])[1 + g % 4], 'BENCH-' || lpad(g::text, 8, '0'),
             (array['USD','EUR','GBP','CNY'])[1 + g % 4], 'BNCH' || g, (array['receive','pay','both'])[1 + g % 3], g % 10 <> 0, ${admin}
      from generate_series(1, 60) g`);
  },
};

const firstCustomer = (db: pg.ClientBase) => one<number>(db, `select min(id) from b2b_customers where code like 'BK%'`);

export const payments: Seed = {
  name: 'payments 1M',
  needs: [customers],
  async run(db) {
    const [owner, first] = [await idOf(db, 'zhangwei'), await firstCustomer(db)];
    const states = arr(paymentMachine.tabs);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into b2b_payments (serial_no, type, customer_id, payee_name, payee_bank, payee_account, currency, amount, exchange_rate, amount_cny, reason, status, created_by, created_at, updated_at)
      select 'BP' || lpad(g::text, 9, '0'), (array['refund','freight','commission','customs','other'])[1 + g % 5], ${first} + (g % 200000), 'Payee ' || (g % 997), 'Bank of Bench', '6222' || g, 'USD',
             (g % 10000) + 0.5, 7.1, ((g % 10000) + 0.5) * 7.1, 'bench', (${states})[1 + g % 5], ${owner}, now() - ((1000000 - g) || ' seconds')::interval, now()
      from generate_series(${a}, ${b}) g`);
    await recount(db, paymentMachine.entity, 'b2b_payments');
    await db.query('analyze b2b_payments');
  },
};

/** Gift grants: gift cards for orders by 赵敏, spread over every listed state. */
export const giftGrants: Seed = {
  name: 'gift grants 1M',
  async run(db) {
    const owner = await idOf(db, 'zhaomin');
    const states = arr(giftGrantMachine.tabs);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into gift_grants (serial_no, recipient_name, recipient_email, reason_type, reason, order_no, gift_kind, card_brand, quantity, currency, value, status, created_by, created_at, updated_at)
      select 'LB' || lpad(g::text, 9, '0'), 'Recipient ' || (g % 997), 'r' || g || '@example.com', (array['order','review','complaint','other'])[1 + g % 4], 'bench',
             '113-' || g, 'card', 'Amazon', 1, 'USD', 25 + (g % 4) * 25, (${states})[1 + g % ${giftGrantMachine.tabs.length}], ${owner}, now() - ((1000000 - g) || ' seconds')::interval, now()
      from generate_series(${a}, ${b}) g`);
    await recount(db, giftGrantMachine.entity, 'gift_grants');
    await db.query('analyze gift_grants');
  },
};

export const backPayments: Seed = {
  name: 'back payments 1M',
  needs: [customers, companyBanks],
  async run(db) {
    const [owner, first] = [await idOf(db, 'zhangwei'), await firstCustomer(db)];
    const bank = await one<number>(db, `select min(id) from b2b_company_banks where account_no like 'BENCH-%'`);
    const states = arr(backPaymentMachine.tabs);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into b2b_back_payments (serial_no, customer_id, company_bank_id, currency, amount, exchange_rate, amount_cny, received_on, payer_name, bank_reference, status, created_by, created_at, updated_at, submitted_at)
      select 'BH' || lpad(g::text, 9, '0'), ${first} + (g % 200000), ${bank} + (g % 60), 'USD', (g % 20000) + 0.25, 7.1, ((g % 20000) + 0.25) * 7.1,
             current_date - (g % 700), 'Payer ' || (g % 991), 'REF' || g, (${states})[1 + g % ${backPaymentMachine.tabs.length}], ${owner},
             now() - ((1000000 - g) || ' seconds')::interval, now(), now() - ((1000000 - g) || ' seconds')::interval
      from generate_series(${a}, ${b}) g`);
    await recount(db, backPaymentMachine.entity, 'b2b_back_payments');
    await db.query('analyze b2b_back_payments');
  },
};

export const deliveries: Seed = {
  name: 'deliveries 1M',
  needs: [customers],
  async run(db) {
    const [owner, first] = [await idOf(db, 'zhangwei'), await firstCustomer(db)];
    const states = arr(deliveryMachine.tabs);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into b2b_deliveries (serial_no, customer_id, order_no, currency, order_amount, ship_to, contact, expected_ship_date, status, created_by, created_at, updated_at)
      select 'BD' || lpad(g::text, 9, '0'), ${first} + (g % 200000), 'BO' || lpad(g::text, 9, '0'), 'USD', (g % 30000) + 0.75,
             g || ' Harbour Road, Long Beach, CA', 'Receiver ' || (g % 313), current_date + (g % 30), (${states})[1 + g % ${deliveryMachine.tabs.length}], ${owner},
             now() - ((1000000 - g) || ' seconds')::interval, now()
      from generate_series(${a}, ${b}) g`);
    await recount(db, deliveryMachine.entity, 'b2b_deliveries');
    await db.query('analyze b2b_deliveries');
  },
};

/** 1M invoices over the bench customers (each covering one order), a third paid, a third partly, over two years. */
export const invoices: Seed = {
  name: 'invoices 1M',
  needs: [customers],
  async run(db) {
    const [owner, first] = [await idOf(db, 'zhangwei'), await firstCustomer(db)];
    await inChunks(db, 1_000_000, (a, b) => `
      insert into b2b_invoices (invoice_number, customer_id, currency, amount, tax_rate, tax_amount, received, invoice_date, due_date, created_by, created_at, updated_at)
      select 'BI' || lpad(g::text, 9, '0'), ${first} + (g % 200000), (array['USD','EUR','GBP','EUR','JPY'])[1 + (g % 200000) % 5],
             (g % 9000) + 100, 0, 0, case g % 3 when 0 then (g % 9000) + 100 when 1 then ((g % 9000) + 100) / 2 else 0 end,
             current_date - (g % 730), current_date - (g % 730) + case when (g % 200000) % 3 = 0 then 60 else 0 end, ${owner},
             now() - ((1000000 - g) || ' seconds')::interval, now()
      from generate_series(${a}, ${b}) g`);
    const firstInvoice = await one<number>(db, `select min(id) from b2b_invoices where invoice_number like 'BI%'`);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into b2b_invoice_orders (invoice_id, order_no, amount)
      select ${firstInvoice} + g - 1, 'BIO' || lpad(g::text, 9, '0'), (g % 9000) + 100 from generate_series(${a}, ${b}) g`);
    await db.query('analyze b2b_invoices');
    await db.query('analyze b2b_invoice_orders');
  },
};

/** 500 more staff accounts, each in one or two of the existing roles. */
export const users: Seed = {
  name: 'users 500',
  async run(db) {
    const hash = await one<string>(db, `select password_hash from users where username = 'admin'`);
    await db.query(
      `insert into users (username, name, password_hash, email, mobile, status, created_at)
       select 'bench' || lpad(g::text, 4, '0'), 'Bench User ' || g, $1, 'bench' || g || '@example.com', '1380000' || lpad(g::text, 4, '0'),
              case when g % 20 = 0 then 'disabled' else 'active' end, now() - (g || ' hours')::interval
       from generate_series(1, 500) g`,
      [hash],
    );
    await db.query(`
      insert into group_members (group_id, user_id, role)
      select gr.id, u.id, 'member' from users u
      join lateral (select id from groups order by id offset (u.id % greatest((select count(*) from groups), 1)) limit 1 + u.id % 2) gr on true
      where u.username like 'bench%' on conflict do nothing`);
  },
};

/** 5,000 employees in 12 departments, the first 500 linked to the bench accounts. */
export const employees: Seed = {
  name: 'employees 5k',
  needs: [users],
  async run(db) {
    await db.query(`
      insert into employees (employee_no, name, department, position, email, mobile, status, entry_date, user_id)
      select 'BE' || lpad(g::text, 6, '0'), 'Employee ' || g, (array['运营','财务','销售','人事','技术','客服','仓储','采购','市场','法务','行政','物流'])[1 + g % 12],
             'Staff', 'e' || g || '@example.com', '1390000' || lpad(g::text, 4, '0'), case when g % 9 = 0 then 'left' else 'on_job' end,
             current_date - (g % 3000), (select id from users where username = 'bench' || lpad(g::text, 4, '0'))
      from generate_series(1, 5000) g`);
  },
};

/** 1M gate log entries over 30 days: staff calls with a token, login attempts without. */
export const gateLog: Seed = {
  name: 'gate log 1M',
  needs: [users],
  async run(db) {
    const first = await one<number>(db, `select min(id) from users where username like 'bench%'`);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into gate_logs (user_id, username, host, method, path, menu, res_code, duration_ms, body, created_at)
      select case when g % 10 = 0 then null else ${first} + g % 500 end, case when g % 10 = 0 then 'login' || (g % 50) else 'bench' || lpad((1 + g % 500)::text, 4, '0') end,
             '10.0.' || (g % 250) || '.' || (g % 200), (array['POST','POST','PUT','DELETE'])[1 + g % 4],
             (array['/api/operate/b2bPayment/saveOrSubmit','/api/operate/b2bDeliverGoods/addDeliverGoods','/api/auth/jwt/token','/api/admin/user/update'])[1 + g % 4],
             (array['/operationManager/payment-list','/operationManager/deliver-goods-list',null,'/baseManager/userManager'])[1 + g % 4],
             case when g % 17 = 0 then 403 else 200 end, g % 250, '{"id":' || g || '}', now() - ((1000000 - g) * 2.6 || ' seconds')::interval
      from generate_series(${a}, ${b}) g`);
    await db.query('analyze gate_logs');
  },
};

/** The admin's report centre: 5,000 finished exports (failed or expired, so no job picks them up) and 5,000 imports. */
export const reportCentre: Seed = {
  name: 'report centre 5k + 5k',
  async run(db) {
    const admin = await idOf(db, 'admin');
    await db.query(`
      insert into export_tasks (kind, file_name, screen, params, status, rows_written, rows_expected, message, user_id, username, created_at, started_at, finished_at)
      select 'b2bPayment', '付款申请_' || g || '.xlsx', '/operationManager/payment-list', '{}'::jsonb, case when g % 4 = 0 then 'failed' else 'expired' end,
             g % 5000, g % 5000, case when g % 4 = 0 then 'bench failure' end, ${admin}, 'admin',
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval + interval '5 seconds'
      from generate_series(1, 5000) g`);
    await db.query(`
      insert into import_records (kind, title, screen, file_name, row_count, status, message, user_id, username, created_at)
      select 'employee', '员工导入', '/baseManager/vtEmployeeManager', 'employees_' || g || '.xlsx', g % 300, case when g % 5 = 0 then 'failed' else 'ok' end,
             case when g % 5 = 0 then '3 行有错' end, ${admin}, 'admin', now() - (g || ' minutes')::interval
      from generate_series(1, 5000) g`);
  },
};

/** Runs `seed` (after its needs) unless the database has it already; returns the seconds spent. */
export async function seedOnce(db: pg.ClientBase, seed: Seed, log: (line: string) => void = console.log): Promise<void> {
  await db.query('create table if not exists bench_seeded (name text primary key, seconds real not null, at timestamptz not null default now())');
  for (const need of seed.needs ?? []) await seedOnce(db, need, log);
  if ((await db.query('select 1 from bench_seeded where name = $1', [seed.name])).rowCount) return;
  const t0 = performance.now();
  await db.query('begin');
  try {
    await seed.run(db);
    const seconds = (performance.now() - t0) / 1000;
    await db.query('insert into bench_seeded (name, seconds) values ($1, $2)', [seed.name, seconds]);
    await db.query('commit');
    log(`seeded ${seed.name} in ${seconds.toFixed(0)} s`);
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/**
 * Vacuums (and analyzes) the tables autovacuum would have vacuumed after the seeds' inserts, and analyzes
 * those it would have analyzed (its default thresholds): the bench server may run with autovacuum off, and a never-vacuumed table has
 * no visibility map (every index-only scan reads the heap) and no hint bits (reads write pages back).
 */
export async function vacuumAsAutovacuumWould(db: pg.ClientBase, log: (line: string) => void = console.log): Promise<void> {
  const { rows } = await db.query(`select relname from pg_stat_user_tables where schemaname = 'public'
    and (n_ins_since_vacuum > 1000 + 0.2 * n_live_tup or n_dead_tup > 50 + 0.2 * n_live_tup) and n_live_tup + n_dead_tup > 10000`);
  for (const { relname } of rows as Array<{ relname: string }>) {
    const t0 = performance.now();
    await db.query(`vacuum (analyze) "${relname}"`);
    log(`vacuumed ${relname} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  // And analyzes, as its analyze threshold would, the smaller tables too (users, export tasks: a never-analyzed
  // table is planned from default estimates).
  const stale = await db.query(`select relname from pg_stat_user_tables where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup`);
  for (const { relname } of stale.rows as Array<{ relname: string }>) await db.query(`analyze "${relname}"`);
  if (stale.rowCount) log(`analyzed ${stale.rowCount} smaller tables`);
}

/**
 * 1M influencers over 20 categories and 40 tags of their own, with fixed ids (900001...) so the list's
 * query can name them whatever the demo data holds; an earlier seed's rows (serial ids) are replaced.
 */
export const kolPool: Seed = {
  name: 'kol pool 1M, fixed category and tag ids',
  async run(db) {
    const marketer = await one<number>(db, `select coalesce((select id from users where username = 'sunli'), (select id from users where username = 'admin'))`);
    await db.query(`delete from kol_pool where name like 'Bench KOL %'`);
    await db.query(`delete from kol_categories where name like 'Bench分类%'`);
    await db.query(`delete from kol_pool_tags where name like 'Bench标签%'`);
    await db.query(`insert into kol_categories (id, name, sort, created_by) select 900000 + g, 'Bench分类' || g, g, ${marketer} from generate_series(1, 20) g`);
    await db.query(`insert into kol_pool_tags (id, name, color, created_by) select 900000 + g, 'Bench标签' || g, 'blue', ${marketer} from generate_series(1, 40) g`);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into kol_pool (name, channel, profile_url, followers, category_id, tag_ids, country, email, price, price_currency, score, evaluate_count, blacklisted, created_by, created_at)
      select 'Bench KOL ' || g, (${arr(['youtube', 'tiktok', 'instagram', 'facebook', 'blog', 'reddit'])})[1 + g % 6], 'https://bench.example.com/@kol' || g,
             (g::bigint * 7919) % 3000000, 900001 + g % 20, array[900001 + g % 40, 900001 + (g * 7) % 40]::integer[], (${arr(['US', 'DE', 'GB', 'JP'])})[1 + g % 4],
             'kol' || g || '@example.com', 100 + g % 900, 'USD', (g % 500) / 100.0, g % 7, g % 50 = 0, ${marketer}, now() - ((1000000 - g) || ' seconds')::interval
      from generate_series(${a}, ${b}) g`);
    await db.query('analyze kol_pool');
  },
};

/** Forecast versions (销量预测) at 1M rows, in every state, owned by the operator. */
export const saleForecasts: Seed = {
  name: 'sale forecast versions 1M',
  async run(db) {
    const owner = await idOf(db, 'wangfang');
    const states = arr(forecastMachine.tabs);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into sale_forecast_versions (sku_id, store_id, version_no, start_week, total_qty, status, created_by, created_at, updated_at)
      select 1 + g % 5000, 1 + g % 12, g, '2026-W' || lpad((1 + g % 52)::text, 2, '0'), (g % 5000) * 12, (${states})[1 + g % 5], ${owner},
             now() - ((1000000 - g) || ' seconds')::interval, now()
      from generate_series(${a}, ${b}) g`);
    await recount(db, forecastMachine.entity, 'sale_forecast_versions');
    await db.query('analyze sale_forecast_versions');
  },
};

/** Annual budgets (年度预算) at 100k rows, in every state. */
export const saleBudgets: Seed = {
  name: 'sale budgets 100k',
  async run(db) {
    const owner = await idOf(db, 'wangfang');
    const states = arr(budgetMachine.tabs);
    await inChunks(db, 100_000, (a, b) => `
      insert into sale_budgets (serial_no, store_id, year, currency, total_qty, total_amount, status, created_by, created_at, updated_at)
      select 'YS' || lpad(g::text, 9, '0'), 1 + g % 12, 2000 + g % 30, 'USD', g % 100000, (g % 100000) * 29.99, (${states})[1 + g % 5], ${owner},
             now() - ((100000 - g) || ' seconds')::interval, now()
      from generate_series(${a}, ${b}) g`);
    await recount(db, budgetMachine.entity, 'sale_budgets');
    await db.query('analyze sale_budgets');
  },
};

/** The ids of a small master table, as an SQL array literal (`array[1,2,3]`) and its length. */
export async function idArray(db: pg.ClientBase, text: string): Promise<{ sql: string; n: number }> {
  const ids = (await db.query(text)).rows.map((r: { id: number }) => r.id);
  if (ids.length === 0) throw new Error(`bench seed needs rows: ${text}`);
  return { sql: `array[${ids.join(',')}]`, n: ids.length };
}

/** SKUs (产品管理) at 1M rows over the demo brands and level-3 categories, each listed on one demo platform. */
export const skus: Seed = {
  name: 'skus 1M with listings',
  async run(db) {
    const admin = await idOf(db, 'admin');
    const brands = await idArray(db, 'select id from product_brands order by id');
    const leaves = await idArray(db, 'select id from product_categories where level = 3 order by id');
    const platforms = await idArray(db, 'select id from platforms order by id');
    await inChunks(db, 1_000_000, (a, b) => `
      insert into base_skus (sku, spu, name, brand_id, category_id, status, length_cm, width_cm, height_cm, weight_g, created_by, created_at, updated_at)
      select 'BS' || lpad(g::text, 7, '0'), 'BP' || lpad((g / 4)::text, 6, '0'), 'Bench product ' || g, (${brands.sql})[1 + g % ${brands.n}],
             (${leaves.sql})[1 + g % ${leaves.n}], (${arr(['draft', 'on_sale', 'off_sale'])})[1 + g % 3], 30.0, 20.0, 10.0, 300 + g % 2000, ${admin},
             now() - ((1000000 - g) || ' seconds')::interval, now()
      from generate_series(${a}, ${b}) g`);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into sku_listings (sku_id, platform_id, asin, msku)
      select s.id, (${platforms.sql})[1 + s.id % ${platforms.n}], 'B0' || lpad(s.id::text, 8, '0'), s.sku || '-M'
      from base_skus s where s.sku between 'BS' || lpad('${a}', 7, '0') and 'BS' || lpad('${b}', 7, '0')`);
    await db.query('analyze base_skus');
    await db.query('analyze sku_listings');
  },
};
