/**
 * Every list endpoint as the portal calls it (logged in, with the query its page sends) under 10
 * concurrent clients, beside a bare node:http + pg handler answering the same page of rows (and the
 * same total) from hand-written SQL. A new module's list joins with one entry in `cases`. Product and
 * bare take turns (4 slices each) so the load of other work on the machine falls on both alike.
 *
 * Run: npx tsx bench/lists.ts [name ...]      (all lists, or only the named ones, e.g. payments gateLog)
 * PostgreSQL at BENCH_PG (default postgres://postgres@127.0.0.1:5432); the data lives in the database
 * crossdock_bench_lists, seeded once (each seed recorded in bench_seeded) and reused by later runs.
 * BENCH_DB names the database, BENCH_SEED_ONLY=1 only seeds it. BENCH_CONNECTIONS (10), BENCH_SECONDS (8) set the load, BENCH_PORT (3420, bare +1) the ports; BENCH_SERVER_NODE_ARGS go to the product
 * server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, then bench/lib/profile-summary.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import type { Endpoint } from '@shared/api/contract';
import { employeePage } from '@shared/api/admin/employee';
import { gateLogPage } from '@shared/api/admin/gateLog';
import { queryBackPaymentList } from '@shared/api/b2b/backPayment';
import { companyBankPage } from '@shared/api/b2b/bank';
import { customerPage } from '@shared/api/b2b/customer';
import { queryDeliverGoodsList } from '@shared/api/b2b/delivery';
import { invoicePage } from '@shared/api/b2b/invoice';
import { paymentPage } from '@shared/api/b2b/payment';
import { grantPage } from '@shared/api/gifts/grants';
import { psiPage } from '@shared/api/supply/inventory';
import { supplyPlanTrackPage } from '@shared/api/supply/tracks';
import { supplyTrackMachine } from '@shared/workflow/supply';
import { queryDetailByCondition } from '@shared/api/review/detail';
import { forecastSkuMachine, planOrderDetailMachine, spuAssignMachine } from '@shared/workflow';
import { budgetPage } from '@shared/api/sales/budget';
import { forecastList } from '@shared/api/sales/forecast';
import { forecastSkuList } from '@shared/api/sales/forecastSku';
import { spuAssignList } from '@shared/api/sales/spuAssign';
import { periodListPage, periodStatistics } from '@shared/api/b2b/period';
import { exportTaskPage, importRecordPage } from '@shared/api/report';
import { userPage } from '@shared/api/user';
import { queryKolPoolList } from '@shared/api/kol/pool';
import { reviewPage } from '@shared/api/service/reviews';
import { getBaseSkuList } from '@shared/api/products/sku';
import { poolList } from '@shared/api/mail/rooms';
import { productQrDetailPage } from '@shared/api/warranty/code';
import { openPostgres } from '../server/db/connection';
import { seed as seedOrganisation } from '../server/seed';
import { modules } from '../server/modules';
import type { BareList, BareStatement } from './lib/bare-lists-server';
import * as data from './lib/list-seed';
import { newerCases } from './lib/newer-lists';
import { describeLoad, load, loadInTurns, type LoadResult } from './lib/load';
import { benchDataDir, spawnServer } from './lib/server';

export interface ListCase {
  name: string;
  endpoint: Endpoint;
  /** The query string the list page sends. */
  query: string;
  /** The data it lists, at scale. */
  seed?: data.Seed;
  /** The same rows (and total) in bare SQL. */
  bare: BareList;
  /** How many rows an answer's data holds (default `rows.length`). */
  count?: (data: Record<string, unknown>) => number;
  /** Fewer clients for a list that takes seconds per answer (default: BENCH_CONNECTIONS). */
  connections?: number;
}

const s = (sql: string, ...params: string[]): BareStatement => ({ sql, params });
/** The total as the product counts it when it is not maintained: exactly up to 10,000 matches. */
const cappedCount = (from: string, where = 'true', ...params: string[]) => s(`select least(count(*), 10000) as n from (select 1 from ${from} where ${where} limit 10001) m`, ...params);
const statusTotal = (entity: string, as = 'total') => `(select coalesce(sum(n), 0) from workflow_status_counts where entity = '${entity}' and status = $1) as ${as}`;

/** The status counts the workflow engine keeps for `entity`, recomputed from its seeded table (and the table analysed). */
async function recountSeeded(db: pg.ClientBase, entity: string, table: string): Promise<void> {
  await db.query(`delete from workflow_status_counts where entity = '${entity}'`);
  await db.query(`insert into workflow_status_counts (entity, owner_id, status, n) select '${entity}', created_by, status, count(*) from ${table} group by created_by, status`);
  await db.query(`analyze ${table}`);
}

/** The period statistics' ageing columns over invoices `i` (as of today). */
const money = (e: string) => `coalesce(sum(${e}), 0)::numeric(18,2)`;
const late = '(current_date - i.due_date)';
const open = '(i.amount - i.received)';
const ageing = [
  'i.currency',
  'count(*) as invoice_count',
  `${money('i.amount')} as invoiced`,
  `${money('i.received')} as received`,
  `${money(open)} as outstanding`,
  `${money(`case when ${late} <= 0 then ${open} else 0 end`)} as not_due`,
  `${money(`case when ${late} > 0 then ${open} else 0 end`)} as overdue`,
  `${money(`case when ${late} >= 1 and ${late} <= 30 then ${open} else 0 end`)} as overdue1to30`,
  `${money(`case when ${late} >= 31 and ${late} <= 60 then ${open} else 0 end`)} as overdue31to60`,
  `${money(`case when ${late} >= 61 and ${late} <= 90 then ${open} else 0 end`)} as overdue61to90`,
  `${money(`case when ${late} >= 91 then ${open} else 0 end`)} as overdue_over90`,
].join(', ');
const creditInvoices = `b2b_invoices i join b2b_customers c on c.id = i.customer_id where not i.deleted and c.settlement = 'credit'`;

/** 1M order details over 10,000 plan orders, half with an address. */
const planOrderDetails: data.Seed = {
  name: 'review plan order details 1M',
  async run(db) {
    const states = `array['${planOrderDetailMachine.tabs.join("','")}']`;
    const { rows } = await db.query(`select (select id from users where username = 'huangli') as owner, (select id from platforms order by id limit 1) as platform`);
    const { owner, platform } = rows[0] as { owner: number; platform: number };
    await db.query(`insert into review_operation_infos (platform_id, sku, currency, operation_user_id, volume, used_volume, created_by) values (${platform}, 'BENCH-SKU', 'USD', ${owner}, 1000000, 1000000, ${owner}) on conflict do nothing`);
    await db.query(`
      insert into review_plan_orders (serial_no, operation_id, platform_id, sku, order_count, gift_name, gift_value, gift_currency, fee_per_order, fee_currency, overseas_user_id, status, created_by)
      select 'JHBENCH' || lpad(g::text, 6, '0'), (select id from review_operation_infos where sku = 'BENCH-SKU'), ${platform}, 'BENCH-SKU', 100, 'Gift card', 20, 'USD', 5, 'USD', ${owner}, 'in_progress', ${owner}
      from generate_series(1, 10000) g`);
    for (let start = 0; start < 1_000_000; start += 250_000) {
      await db.query(`
        insert into review_plan_order_details (plan_order_id, platform_id, sku, line_no, invitation_code, send_letter_status, market_order_no, order_amount, order_currency, status, created_by, created_at)
        select p.first + g / 100, ${platform}, 'BENCH-SKU', 1 + g % 100, 'BENCH' || lpad(g::text, 7, '0'), (array['not_sent','sent','replied'])[1 + g % 3],
               case when g % 5 >= 2 then '113-' || g end, case when g % 5 >= 2 then 29.99 end, case when g % 5 >= 2 then 'USD' end,
               (${states})[1 + g % ${planOrderDetailMachine.tabs.length}], ${owner}, now() - ((1000000 - g) || ' seconds')::interval
        from generate_series(${start}, ${start + 249_999}) g, (select min(id) as first from review_plan_orders where serial_no like 'JHBENCH%') p`);
    }
    await db.query(`
      insert into review_order_addresses (detail_id, receiver, phone, street, city, region, postcode, country, created_by)
      select id, 'Reviewer ' || (id % 997), '+1 555 0100', id || ' Main St', 'Austin', 'TX', '78701', 'US', ${owner} from review_plan_order_details where id % 2 = 0 on conflict (detail_id) do nothing`);
    await db.query('analyze review_plan_order_details; analyze review_order_addresses; analyze review_plan_orders');
  },
};

/** The details' status counts as the workflow engine keeps them (the bulk insert above bypasses it). */
const planOrderDetailCounts: data.Seed = {
  name: 'review plan order detail status counts',
  needs: [planOrderDetails],
  async run(db) {
    const entity = planOrderDetailMachine.entity;
    await db.query(`delete from workflow_status_counts where entity = '${entity}'`);
    await db.query(`insert into workflow_status_counts (entity, owner_id, status, n) select '${entity}', created_by, status, count(*) from review_plan_order_details group by created_by, status`);
  },
};

export const cases: ListCase[] = [
  {
    // 产品管理 as it opens: newest SKUs with brand, category path and every listing (platform, store).
    name: 'skus',
    endpoint: getBaseSkuList,
    query: 'page=1&limit=20',
    seed: data.skus,
    bare: {
      rows: s(
        `select s.id, s.sku, s.spu, s.name, s.name_en, s.brand_id, b.name as brand_name, s.category_id, c1.name || ' > ' || c2.name || ' > ' || c3.name as category_path,
                s.status, s.image_id, s.length_cm, s.width_cm, s.height_cm, s.weight_g, s.remark, s.version, s.created_at, s.updated_at,
                coalesce((select json_agg(json_build_object('id', l.id, 'platformId', l.platform_id, 'platformName', p.name, 'asin', l.asin, 'msku', l.msku,
                                                            'storeId', l.store_id, 'storeName', st.name) order by l.id)
                          from sku_listings l left join platforms p on p.id = l.platform_id left join stores st on st.id = l.store_id where l.sku_id = s.id), '[]') as listings
         from base_skus s join product_brands b on b.id = s.brand_id left join product_categories c3 on c3.id = s.category_id
              left join product_categories c2 on c2.id = c3.parent_id left join product_categories c1 on c1.id = c2.parent_id
         order by s.id desc limit $1 offset $2`,
        'limit', 'offset',
      ),
      total: cappedCount('base_skus'),
    },
  },
  {
    // The pool filtered as marketing searches it: a channel, a category and a tag (GIN index on tag_ids);
    // the seed's own category and tag ids, about 8,300 influencers.
    name: 'kolPool',
    endpoint: queryKolPoolList,
    query: 'channel=blog&categoryId=900005&tagIds=900005&page=1&limit=20',
    seed: data.kolPool,
    bare: {
      rows: s(
        // The capped count rides beside the rows (one round trip), as the product's list does.
        `select p.id, p.name, p.channel, p.profile_url, p.followers, p.category_id, c.name as category_name, p.tag_ids, p.country, p.email, p.contact, p.price, p.price_currency,
                p.remark, p.score, p.evaluate_count, p.cooperate_count, p.blacklisted, p.black_reason, p.blacked_at, p.created_at,
                (select least(count(*), 10000) from (select 1 from kol_pool where channel = $1 and category_id = $2 and tag_ids @> array[$3]::integer[] limit 10001) m) as total
         from kol_pool p left join kol_categories c on c.id = p.category_id
         where p.channel = $1 and p.category_id = $2 and p.tag_ids @> array[$3]::integer[] order by p.id desc limit $4 offset $5`,
        'channel', 'categoryId', 'tagIds', 'limit', 'offset',
      ),
    },
  },
  {
    // A batch's codes (二维码批次 drawer), one keyset page in the middle of the batch, among 1M codes in
    // ten batches of 100,000 (every 50th registered). Fixed ids (900001...) so the query can name them.
    name: 'warrantyCodes',
    endpoint: productQrDetailPage,
    query: 'batchId=900005&after=50000&limit=50',
    seed: {
      name: 'warranty codes 1M',
      async run(db) {
        const admin = (await db.query(`select id from users where username = 'admin'`)).rows[0].id as number;
        await db.query(`insert into warranty_projects (id, name, brand, skus, countries, languages, mailbox_id, warranty_months, templates, created_by)
          values (900001, 'Bench 延保', 'BENCH', array['BENCH-SKU'], array['US'], array['en-US'], null, 12, '{"en-US":{"title":"t","intro":"i","terms":"t"}}', ${admin})`);
        await db.query(`insert into warranty_batches (id, serial_no, project_id, sku, quantity, generated_count, status, created_by)
          select 900000 + g, 'QRBENCH' || lpad(g::text, 5, '0'), 900001, 'BENCH-SKU', 100000, 100000, 'printed', ${admin} from generate_series(1, 10) g`);
        await db.query(`insert into warranty_codes (batch_id, project_id, seq, code, registered_at)
          select 900001 + (g - 1) / 100000, 900001, 1 + (g - 1) % 100000, 'B' || lpad(g::text, 11, '0'), case when g % 50 = 0 then now() end
          from generate_series(1, 1000000) g`);
        await db.query('analyze warranty_codes');
      },
    },
    bare: {
      rows: s(
        // The capped count rides beside the rows (one round trip), as the product's page does.
        `select c.id, c.seq, c.code, c.registered_at, cu.name as customer_name, o.serial_no as order_serial_no,
                (select least(count(*), 10000) from (select 1 from warranty_codes where batch_id = $1 limit 10001) m) as total
         from warranty_codes c left join warranty_customers cu on cu.id = c.customer_id left join warranty_orders o on o.code_id = c.id
         where c.batch_id = $1 and c.seq > $2 order by c.seq limit $3`,
        'batchId', 'after', 'limit',
      ),
    },
  },
  {
    name: 'payments',
    endpoint: paymentPage,
    query: 'status=pending_audit&page=50&limit=20',
    seed: data.payments,
    bare: {
      rows: s(
        `select p.id, p.serial_no, p.type, p.customer_id, c.name as customer_name, p.invoice_number, p.payee_name, p.currency, p.amount, p.exchange_rate, p.amount_cny,
                p.status, p.version, p.created_by, u.name as creator_name, p.created_at, p.submitted_at, p.expected_pay_date, ${statusTotal('b2b_payment')}
         from b2b_payments p left join b2b_customers c on c.id = p.customer_id left join users u on u.id = p.created_by
         where p.status = $1 order by p.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    name: 'supplyPlanTracks',
    endpoint: supplyPlanTrackPage,
    query: 'status=pending_audit&page=50&limit=20',
    seed: {
      name: 'supply plan tracks 1M',
      async run(db) {
        const owner = `(select id from users where username = 'wangfang')`;
        const states = `array[${supplyTrackMachine.tabs.map((t) => `'${t}'`).join(',')}]`;
        await db.query(`insert into supply_plans (serial_no, store_id, warehouse_id, transport_mode, plan_week, total_qty, status, created_by)
          select 'GHB' || lpad(g::text, 8, '0'), (select min(id) from stores), (select min(id) from warehouses), 'sea', '2026-W01', 0, 'submitted', ${owner}
          from generate_series(1, 10000) g`);
        const [first, sku] = ['(select min(id) from supply_plans)', '(select min(id) from base_skus)'];
        for (let a = 1; a <= 1_000_000; a += 100_000) {
          await db.query(`insert into supply_plan_tracks (serial_no, plan_id, line_id, sku_id, store_id, warehouse_id, transport_mode, qty, status, created_by, created_at, updated_at)
            select 'GTB' || lpad(g::text, 9, '0'), ${first} + (g % 10000), 0, ${sku} + (g % 50), (select min(id) from stores), (select min(id) from warehouses), 'sea',
                   20 + g % 200, (${states})[1 + g % ${supplyTrackMachine.tabs.length}], ${owner}, now() - ((1000000 - g) || ' seconds')::interval, now()
            from generate_series(${a}, ${a + 99_999}) g`);
        }
        await db.query(`delete from workflow_status_counts where entity = '${supplyTrackMachine.entity}'`);
        await db.query(`insert into workflow_status_counts (entity, owner_id, status, n) select '${supplyTrackMachine.entity}', created_by, status, count(*) from supply_plan_tracks group by created_by, status`);
        await db.query('analyze supply_plan_tracks');
      },
    },
    bare: {
      rows: s(
        `select t.id, t.serial_no, t.plan_id, p.serial_no as plan_serial_no, t.sku_id, k.sku, st.name as store_name, w.name as warehouse_name, t.transport_mode, t.qty, t.ship_date,
                t.split_from, t.po_no, t.supplier, t.carrier, t.tracking_no, t.shipped_on, t.arrived_on, t.status, t.version, t.created_by, u.name as creator_name, t.created_at,
                ${statusTotal('supply_plan_track')}
         from supply_plan_tracks t join supply_plans p on p.id = t.plan_id join base_skus k on k.id = t.sku_id left join stores st on st.id = t.store_id
         left join warehouses w on w.id = t.warehouse_id left join users u on u.id = t.created_by
         where t.status = $1 order by t.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    // 进销存: a month per SKU and warehouse over 1M movements, read from the monthly sums kept with each movement.
    name: 'psi',
    endpoint: psiPage,
    query: 'month=2026-11&page=1&limit=20',
    seed: {
      // 500 SKUs in 4 warehouses over 23 months (about 500 movements per SKU and warehouse); the table's
      // earlier rows are dropped, so the figures hold these only.
      name: 'inventory movements 1M (500 SKUs x 4 warehouses)',
      async run(db) {
        const owner = `(select id from users where username = 'gaofeng')`;
        await db.query('truncate inventory_movements, inventory_month_sums');
        for (let a = 1; a <= 1_000_000; a += 200_000) {
          await db.query(`insert into inventory_movements (sku_id, warehouse_id, kind, qty, moved_on, reason, created_by)
            select k.ids[1 + g % array_length(k.ids, 1)], w.ids[1 + (g / 7) % array_length(w.ids, 1)],
                   case when g % 10 < 3 then 'purchase' when g % 10 < 9 then 'sale' else 'adjust' end,
                   case when g % 10 < 3 then 20 + g % 200 when g % 10 < 9 then -(1 + g % 30) else (g % 21) - 10 end,
                   date '2025-01-01' + ((g / 500) % 700)::int, case when g % 10 = 9 then '盘点' end, ${owner}
            from (select array_agg(id) as ids from (select id from base_skus order by id limit 500) x) k,
                 (select array_agg(id) as ids from (select id from warehouses order by id limit 4) y) w, generate_series(${a}, ${a + 199_999}) g`);
        }
        await db.query(`insert into inventory_month_sums (sku_id, warehouse_id, month, purchase_qty, sale_qty, adjust_qty)
          select sku_id, warehouse_id, to_char(moved_on, 'YYYY-MM'), coalesce(sum(qty) filter (where kind = 'purchase'), 0),
                 coalesce(sum(qty) filter (where kind = 'sale'), 0), coalesce(sum(qty) filter (where kind = 'adjust'), 0)
          from inventory_movements group by 1, 2, 3`);
        await db.query('analyze inventory_movements');
        await db.query('analyze inventory_month_sums');
      },
    },
    bare: {
      rows: s(
        `with psi as (
           select sku_id, warehouse_id,
                  coalesce(sum(purchase_qty + sale_qty + adjust_qty) filter (where month < $1), 0)::int as opening_qty,
                  coalesce(sum(purchase_qty) filter (where month = $1), 0)::int as purchase_qty,
                  coalesce(-sum(sale_qty) filter (where month = $1), 0)::int as sale_qty,
                  coalesce(sum(adjust_qty) filter (where month = $1), 0)::int as adjust_qty,
                  coalesce(sum(purchase_qty + sale_qty + adjust_qty), 0)::int as closing_qty
           from inventory_month_sums where month <= $1 group by sku_id, warehouse_id)
         select $1 as month, psi.*, k.sku, w.name as warehouse_name, count(*) over () as total
         from psi join base_skus k on k.id = psi.sku_id join warehouses w on w.id = psi.warehouse_id
         order by k.sku, psi.warehouse_id limit $2 offset $3`,
        'month', 'limit', 'offset',
      ),
    },
  },
  {
    name: 'giftGrants',
    endpoint: grantPage,
    query: 'status=pending_approval&page=50&limit=20',
    seed: data.giftGrants,
    bare: {
      rows: s(
        `select g.id, g.serial_no, g.recipient_name, g.reason_type, g.order_no, g.plan_order_no, g.gift_kind, coalesce(i.name, g.card_brand) as gift_name, g.quantity, g.currency, g.value,
                c.code_tail, g.tracking_no, g.status, g.version, g.created_by, u.name as creator_name, g.created_at, g.sent_at, ${statusTotal('gift_grant')}
         from gift_grants g left join gift_items i on i.id = g.gift_id left join gift_cards c on c.id = g.card_id left join users u on u.id = g.created_by
         where g.status = $1 order by g.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    // 海外处理 as the overseas handler opens a tab, among 1M order details.
    name: 'planOrderDetails',
    endpoint: queryDetailByCondition,
    query: 'status=ordered&page=50&limit=20',
    seed: planOrderDetailCounts,
    bare: {
      rows: s(
        `select d.*, p.serial_no as plan_order_serial_no, pl.name as platform_name, u.name as creator_name,
                a.id as address_id, a.receiver, a.phone, a.email, a.street, a.city, a.region, a.postcode, a.country, a.enabled
         from review_plan_order_details d join review_plan_orders p on p.id = d.plan_order_id join platforms pl on pl.id = d.platform_id
         left join users u on u.id = d.created_by left join review_order_addresses a on a.detail_id = d.id
         where d.status = $1 order by d.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
      // The list answers its total and the count of every status tab, both from the maintained status counts.
      total: s(
        `select ${statusTotal(planOrderDetailMachine.entity, 'n')},
                (select json_object_agg(status, n) from (select status, sum(n) as n from workflow_status_counts where entity = '${planOrderDetailMachine.entity}' group by status) t) as counts`,
        'status',
      ),
    },
  },
  {
    name: 'reviews',
    endpoint: reviewPage,
    query: 'channel=walmart&status=new&page=50&limit=20',
    seed: {
      name: 'reviews 1M',
      async run(db) {
        const { rows } = await db.query(`select id from users where username = 'zhaomin'`);
        await db.query(`
          insert into cs_reviews (channel, platform, sku, order_no, rating, title, content, reviewer_name, reviewed_on, owner_id, status)
          select (array['walmart','product'])[1 + g % 2], 'Walmart US', 'SKU-' || (g % 5000), 'WM-' || g, 1 + g % 5, 'Title ' || g, 'bench review', 'Reviewer ' || (g % 997),
                 to_char(current_date - (g % 700), 'YYYY-MM-DD'), ${rows[0].id}, (array['new','following','resolved','closed'])[1 + (g / 2) % 4]
          from generate_series(1, 1000000) g`);
        await db.query('analyze cs_reviews');
      },
    },
    bare: {
      rows: s(
        `select r.id, r.status, r.version, r.owner_id, u.name as owner_name, r.created_at, r.resolved_at, r.channel, r.platform, r.store_name, r.sku, r.order_no, r.rating, r.title,
                r.content, r.reviewer_name, r.reviewed_on
         from cs_reviews r left join users u on u.id = r.owner_id
         where r.channel = $1 and r.status = $2 order by r.id desc limit $3 offset $4`,
        'channel', 'status', 'limit', 'offset',
      ),
      total: cappedCount('cs_reviews', 'channel = $1 and status = $2', 'channel', 'status'),
    },
  },
  {
    name: 'backPayments',
    endpoint: queryBackPaymentList,
    query: 'status=submitted&page=1&limit=20',
    seed: data.backPayments,
    bare: {
      rows: s(
        `select bp.id, bp.serial_no, bp.customer_id, c.name as customer_name, bp.company_bank_id, b.bank_name, b.account_no as bank_account_no, bp.currency, bp.amount,
                bp.exchange_rate, bp.amount_cny, bp.received_on, bp.payer_name, bp.bank_reference, bp.remark, bp.status, bp.version, bp.created_by, u.name as creator_name,
                bp.created_at, bp.submitted_at, bp.confirmed_at, ${statusTotal('b2b_back_payment')}
         from b2b_back_payments bp left join b2b_customers c on c.id = bp.customer_id left join b2b_company_banks b on b.id = bp.company_bank_id
              left join users u on u.id = bp.created_by
         where bp.status = $1 order by bp.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    name: 'deliveries',
    endpoint: queryDeliverGoodsList,
    query: 'status=pending_audit&page=1&limit=20',
    seed: data.deliveries,
    bare: {
      rows: s(
        `select d.id, d.serial_no, d.customer_id, c.name as customer_name, c.settlement, d.order_no, d.currency, d.order_amount, d.ship_to, d.contact, d.expected_ship_date,
                d.remark, d.tracking_no, d.shipped_on, d.status, d.version, d.created_by, u.name as creator_name, d.created_at, ${statusTotal('b2b_delivery')}
         from b2b_deliveries d left join b2b_customers c on c.id = d.customer_id left join users u on u.id = d.created_by
         where d.status = $1 order by d.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    name: 'customers',
    endpoint: customerPage,
    query: 'page=1&limit=20',
    seed: data.customers,
    bare: {
      rows: s(`select c.*, u.name as sales_user_name from b2b_customers c left join users u on u.id = c.sales_user_id order by c.id desc limit $1 offset $2`, 'limit', 'offset'),
      total: cappedCount('b2b_customers'),
    },
  },
  {
    name: 'invoices',
    endpoint: invoicePage,
    query: 'page=1&limit=20',
    seed: data.invoices,
    bare: {
      rows: s(
        `select i.id, i.invoice_number, i.customer_id, c.code as customer_code, c.name as customer_name, i.currency, i.amount, i.tax_rate, i.tax_amount, i.received,
                (i.amount - i.received)::numeric(18,2) as outstanding, i.invoice_date, i.due_date,
                case when i.received >= i.amount then 'paid' when i.due_date < current_date then 'overdue' when i.received > 0 then 'partly' else 'unpaid' end as status,
                case when i.received < i.amount and i.due_date < current_date then current_date - i.due_date else 0 end as overdue_days,
                array(select o.order_no from b2b_invoice_orders o where o.invoice_id = i.id order by o.order_no) as order_nos, i.remark, u.name as created_by_name, i.created_at
         from b2b_invoices i join b2b_customers c on c.id = i.customer_id left join users u on u.id = i.created_by
         where not i.deleted order by i.id desc limit $1 offset $2`,
        'limit', 'offset',
      ),
      total: cappedCount('b2b_invoices', 'not deleted'),
    },
  },
  {
    name: 'companyBanks',
    endpoint: companyBankPage,
    query: 'page=1&limit=20',
    seed: data.companyBanks,
    bare: { rows: s('select * from b2b_company_banks order by id desc limit $1 offset $2', 'limit', 'offset'), total: cappedCount('b2b_company_banks') },
  },
  {
    name: 'periodStatistics',
    endpoint: periodStatistics,
    query: '',
    seed: data.invoices,
    bare: { rows: s(`select count(distinct c.id) as customer_count, ${ageing} from ${creditInvoices} group by i.currency order by i.currency`) },
    count: (d) => (d.totals as unknown[]).length,
    connections: 2,
  },
  {
    name: 'periodList',
    endpoint: periodListPage,
    query: 'page=1&limit=20',
    seed: data.invoices,
    bare: {
      rows: s(
        `select c.id as customer_id, c.code as customer_code, c.name as customer_name, c.sales_user_id, u.name as sales_user_name, c.credit_days, c.credit_limit, ${ageing},
                coalesce(max(case when i.received < i.amount and i.due_date < current_date then current_date - i.due_date end), 0) as max_overdue_days
         from b2b_invoices i join b2b_customers c on c.id = i.customer_id left join users u on u.id = c.sales_user_id
         where not i.deleted and c.settlement = 'credit' group by c.id, i.currency, u.name order by c.id desc, i.currency limit $1 offset $2`,
        'limit', 'offset',
      ),
      total: s(`select count(*) as n from (select 1 from ${creditInvoices} group by c.id, i.currency) g`),
    },
    connections: 2,
  },
  {
    name: 'users',
    endpoint: userPage,
    query: 'page=1&limit=20',
    seed: data.users,
    bare: {
      rows: s(
        `select u.id, u.username, u.name, u.avatar, u.email, u.mobile, u.status, u.description, u.introduction, u.reset_requested_at, u.created_at,
                (select coalesce(l.lark_name, l.open_id) from lark_bindings l where l.user_id = u.id) as lark_name,
                (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)), '[]') from (select distinct g.id, g.name from group_members m join groups g on g.id = m.group_id where m.user_id = u.id) g) as groups
         from users u where u.status <> 'deleted' order by u.id desc limit $1 offset $2`,
        'limit', 'offset',
      ),
      total: s(`select count(*) as n from users where status <> 'deleted'`),
    },
  },
  {
    name: 'gateLog',
    endpoint: gateLogPage,
    query: 'page=1&limit=20',
    seed: data.gateLog,
    bare: { rows: s('select * from gate_logs order by created_at desc, id desc limit $1 offset $2', 'limit', 'offset'), total: cappedCount('gate_logs') },
  },
  {
    name: 'employees',
    endpoint: employeePage,
    query: 'page=1&limit=20',
    seed: data.employees,
    bare: {
      rows: s(
        `select e.id, e.employee_no, e.name, e.department, e.position, e.email, e.mobile, e.status, e.entry_date, e.user_id, u.username, e.created_at, e.updated_at
         from employees e left join users u on u.id = e.user_id order by e.id desc limit $1 offset $2`,
        'limit', 'offset',
      ),
      total: s('select count(*) as n from employees'),
    },
  },
  {
    name: 'exportTasks',
    endpoint: exportTaskPage,
    query: 'page=1&limit=20',
    seed: data.reportCentre,
    bare: {
      rows: s(
        `select id, kind, file_name, screen, status, rows_written, rows_expected, size_bytes, message, user_id, username, created_at, started_at, finished_at
         from export_tasks where user_id = $1 order by id desc limit $2 offset $3`,
        '@adminId', 'limit', 'offset',
      ),
      total: s('select count(*) as n from export_tasks where user_id = $1', '@adminId'),
    },
  },
  {
    name: 'importRecords',
    endpoint: importRecordPage,
    query: 'page=1&limit=20',
    seed: data.reportCentre,
    bare: {
      rows: s(
        `select id, kind, title, screen, file_name, row_count, status, message, error_file is not null as has_error_file, user_id, username, created_at
         from import_records where user_id = $1 order by id desc limit $2 offset $3`,
        '@adminId', 'limit', 'offset',
      ),
      total: s('select count(*) as n from import_records where user_id = $1', '@adminId'),
    },
  },
  {
    name: 'saleForecasts',
    endpoint: forecastList,
    query: 'status=pending_audit&page=50&limit=20',
    seed: data.saleForecasts,
    bare: {
      rows: s(
        `select v.id, v.sku_id, k.sku, k.name as sku_name, v.store_id, st.code as store_code, st.name as store_name, v.version_no, v.start_week, v.total_qty, v.remark,
                v.status, v.version, v.created_by, u.name as creator_name, v.created_at, v.submitted_at, ${statusTotal('sale_forecast')}
         from sale_forecast_versions v left join base_skus k on k.id = v.sku_id left join stores st on st.id = v.store_id left join users u on u.id = v.created_by
         where v.status = $1 order by v.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    // 预测SKU as the auditor opens a tab: 1M SKUs of stores under forecast (the bench SKUs over every store).
    name: 'forecastSkus',
    endpoint: forecastSkuList,
    query: 'status=pending_audit&page=50&limit=20',
    seed: {
      name: 'forecast skus 1M',
      needs: [data.skus],
      async run(db) {
        const { rows } = await db.query(`select (select id from users where username = 'wangfang') as owner, (select id from users where username = 'wuhao') as auditor,
          (select array_agg(id order by id) from stores) as stores, (select min(id) from base_skus where sku like 'BS%') as first`);
        const { owner, auditor, stores, first } = rows[0] as { owner: number; auditor: number; stores: number[]; first: number };
        const states = `array['${forecastSkuMachine.tabs.join("','")}']`;
        await db.query(`insert into sale_forecast_skus (sku_id, store_id, auditor_id, remark, status, created_by, created_at, updated_at)
          select ${first} + (g - 1) / ${stores.length}, (array[${stores.join(',')}])[1 + (g - 1) % ${stores.length}], ${auditor}, 'bench',
                 (${states})[1 + g % ${forecastSkuMachine.tabs.length}], ${owner}, now() - ((1000000 - g) || ' seconds')::interval, now()
          from generate_series(1, 1000000) g`);
        await recountSeeded(db, forecastSkuMachine.entity, 'sale_forecast_skus');
      },
    },
    bare: {
      rows: s(
        `select f.id, f.sku_id, k.sku, k.name as sku_name, f.store_id, st.name as store_name, f.auditor_id, a.name as auditor_name, f.remark, f.audited_at, f.status, f.version,
                f.created_by, c.name as creator_name, f.created_at, ${statusTotal('sale_forecast_sku')}
         from sale_forecast_skus f left join base_skus k on k.id = f.sku_id left join stores st on st.id = f.store_id left join users c on c.id = f.created_by
              left join users a on a.id = f.auditor_id
         where f.status = $1 order by f.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    // SPU分配 as the manager opens a tab: 1M assignments (the bench SPUs in four stores, half of them 李强's).
    name: 'spuAssigns',
    endpoint: spuAssignList,
    query: 'status=pending_audit&page=50&limit=20',
    seed: {
      name: 'spu assignments 1M',
      needs: [data.skus],
      async run(db) {
        const { rows } = await db.query(`select (select id from users where username = 'wangfang') as owner, (select id from users where username = 'liqiang') as second,
          (select array_agg(id order by id) from (select id from stores order by id limit 4) s) as stores`);
        const { owner, second, stores } = rows[0] as { owner: number; second: number; stores: number[] };
        const states = `array['${spuAssignMachine.tabs.join("','")}']`;
        await db.query(`insert into sale_spu_assigns (store_id, spu, operator_id, remark, replace_spu, replace_by, status, created_by, created_at, updated_at)
          select st, spu, case when g % 2 = 0 then ${owner} else ${second} end, 'bench', case when state = 'replace_pending' then spu || '-N' end,
                 case when state = 'replace_pending' then ${owner} end, state, ${owner}, now() - ((1000000 - g) || ' seconds')::interval, now()
          from (select g, (array[${stores.join(',')}])[1 + (g - 1) % 4] as st, 'BP' || lpad(((g - 1) / 4)::text, 6, '0') as spu,
                       (${states})[1 + g % ${spuAssignMachine.tabs.length}] as state from generate_series(1, 1000000) g) x`);
        await recountSeeded(db, spuAssignMachine.entity, 'sale_spu_assigns');
      },
    },
    bare: {
      rows: s(
        `select a.id, a.store_id, st.name as store_name, a.spu, (select k.name from base_skus k where k.spu = a.spu order by k.id limit 1) as spu_name, a.operator_id,
                o.name as operator_name, a.replace_spu, a.remark, au.name as auditor_name, a.audited_at, a.status, a.version, a.created_by, c.name as creator_name, a.created_at,
                ${statusTotal('sale_spu_assign')}
         from sale_spu_assigns a left join stores st on st.id = a.store_id left join users c on c.id = a.created_by left join users o on o.id = a.operator_id
              left join users au on au.id = a.audited_by
         where a.status = $1 order by a.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    name: 'saleBudgets',
    endpoint: budgetPage,
    query: 'status=pending_audit&page=50&limit=20',
    seed: data.saleBudgets,
    bare: {
      rows: s(
        `select b.id, b.serial_no, b.store_id, st.code as store_code, st.name as store_name, b.year, b.currency, b.total_qty, b.total_amount, b.status, b.version,
                b.created_by, u.name as creator_name, b.created_at, b.submitted_at, a.name as auditor_name, b.audited_at, ${statusTotal('sale_budget')}
         from sale_budgets b left join stores st on st.id = b.store_id left join users u on u.id = b.created_by left join users a on a.id = b.audited_by
         where b.status = $1 order by b.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    // 邮件池: open conversations nobody has taken, newest mail first, with their labels (1M conversations, a third in the pool).
    name: 'mailPool',
    endpoint: poolList,
    query: 'status=open&page=50&limit=20',
    seed: {
      name: 'mail conversations 1M',
      async run(db) {
        await db.query(`insert into mail_accounts (email, sender_name, imap_host, imap_port, imap_secure, smtp_host, smtp_port, smtp_secure, username, password_enc, enabled, created_by)
          select 'bench' || g || '@brand.example', 'Bench ' || g, 'imap.brand.example', 993, true, 'smtp.brand.example', 465, true, 'bench' || g, 'x', false, 0 from generate_series(1, 20) g`);
        const first = Number((await db.query(`select min(id) as id from mail_accounts where email like 'bench%@brand.example'`)).rows[0].id);
        const agent = Number((await db.query(`select id from users where username = 'qianyu'`)).rows[0].id);
        for (let a = 1; a <= 1_000_000; a += 250_000) {
          await db.query(`insert into mail_rooms (account_id, customer_email, customer_name, subject, language, assignee_id, status, unread, message_count, last_message_at)
            select ${first} + (g % 20), 'c' || g || '@customer.example', 'Customer ' || (g % 997), 'Question about order 113-' || g, (array['en','de','fr','ja'])[1 + g % 4],
                   case when g % 3 = 0 then null else ${agent} end, case when g % 5 = 0 then 'closed' else 'open' end, g % 3, 1 + g % 7, now() - ((1000000 - g) || ' seconds')::interval
            from generate_series(${a}, ${Math.min(1_000_000, a + 249_999)}) g`);
        }
        await db.query(`insert into mail_labels (name, color, created_by) select 'bench-' || g, 'blue', 0 from generate_series(1, 10) g on conflict do nothing`);
        await db.query(`insert into mail_room_labels (room_id, label_id) select r.id, l.id from mail_rooms r join mail_labels l on l.name = 'bench-' || (1 + r.id % 10) where r.id % 4 = 0`);
        await db.query('analyze mail_rooms');
        await db.query('analyze mail_room_labels');
      },
    },
    bare: {
      rows: s(
        `select r.id, r.version, r.account_id, a.email as account_email, b.name as brand_name, r.customer_email, r.customer_name, r.subject, r.language, r.assignee_id, u.name as assignee_name,
                r.status, r.unread, r.message_count, r.last_message_at,
                coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) order by l.name) from mail_room_labels rl join mail_labels l on l.id = rl.label_id where rl.room_id = r.id), '[]') as labels
         from mail_rooms r join mail_accounts a on a.id = r.account_id left join product_brands b on b.id = a.brand_id left join users u on u.id = r.assignee_id
         where r.assignee_id is null and r.status = $1 order by r.last_message_at desc, r.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
      total: cappedCount('mail_rooms', 'assignee_id is null and status = $1', 'status'),
    },
  },
  ...newerCases,
];

const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
/** BENCH_DB names the database (default crossdock_bench_lists), e.g. to keep apart from another run's. */
const database = process.env.BENCH_DB ?? 'crossdock_bench_lists';
const pgUrl = `${server}/${database}`;
const LOAD = { connections: Number(process.env.BENCH_CONNECTIONS ?? 10), seconds: Number(process.env.BENCH_SECONDS ?? 8) };
const ADMIN_PASSWORD = 'bench-admin-pass';
const only = process.argv[1]?.endsWith('lists.ts') ? process.argv.slice(2) : [];
const chosen = only.length ? cases.filter((c) => only.includes(c.name)) : cases;
if (only.length && chosen.length !== only.length) throw new Error(`unknown list; the lists are: ${cases.map((c) => c.name).join(', ')}`);

/** Creates the database with the organisation and demo data when missing, then every seed not yet there. */
export async function prepare(dataDir: string): Promise<{ adminId: number }> {
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`lists: skipped, no PostgreSQL at ${server} (${(error as Error).message}); set BENCH_PG`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount;
  if (!exists) await admin.query(`create database ${database}`);
  await admin.end();
  const db = await openPostgres(pgUrl, 2);
  await db.migrate();
  if (!exists) await seedOrganisation(db.db, { adminPassword: ADMIN_PASSWORD, dataDir, demo: true }, modules);
  await db.close();
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    for (const c of chosen) if (c.seed) await data.seedOnce(client, c.seed);
    await data.vacuumAsAutovacuumWould(client);
    return { adminId: (await client.query(`select id from users where username = 'admin'`)).rows[0].id };
  } finally {
    await client.end();
  }
}

interface Figures {
  name: string;
  product: LoadResult;
  bare: LoadResult;
}

const rowsOf = (c: ListCase, d: Record<string, unknown>) => (c.count ? c.count(d) : (d.rows as unknown[]).length);

/** The product's port (BENCH_PORT, 3420); the bare handler takes the next one. */
const PORT = Number(process.env.BENCH_PORT ?? 3420);

async function measure(dataDir: string, context: { adminId: number }): Promise<Figures[]> {
  const bareLists = Object.fromEntries(chosen.map((c) => [c.name, c.bare]));
  const bareChild = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-lists-server.ts', String(PORT + 1), pgUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_BARE_CASES: JSON.stringify(bareLists), BENCH_BARE_CONTEXT: JSON.stringify(context) },
  });
  await new Promise((resolve) => bareChild.stdout!.once('data', resolve));
  const figures: Figures[] = [];
  let app: Awaited<ReturnType<typeof spawnServer>> | undefined;
  try {
    app = await spawnServer(dataDir, PORT, { DATABASE_URL: pgUrl, PUBLIC_URL: `http://127.0.0.1:${PORT}` }, process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean));
    const res = await fetch(`${app.url}/api/auth/jwt/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: token };
    for (const c of chosen) {
      const productUrl = `${app.url}${c.endpoint.path}?${c.query}`;
      const bareUrl = `http://127.0.0.1:${PORT + 1}/${c.name}?${c.query}`;
      const answer = (await (await fetch(productUrl, { headers })).json()) as { resCode: number; data: Record<string, unknown> };
      // A list that does not answer is reported and skipped: the others are still measured.
      if (answer.resCode !== 200) {
        console.log(`${c.name}: unexpected answer ${JSON.stringify(answer).slice(0, 300)}  ** SKIPPED **`);
        continue;
      }
      const bareAnswer = (await (await fetch(bareUrl)).json()) as { total: number; rows: unknown[] };
      const [n, bareN] = [rowsOf(c, answer.data), bareAnswer.rows.length];
      const total = typeof answer.data.total === 'number' ? answer.data.total : undefined;
      // An empty answer measures nothing of the list: the query no longer matches the seed.
      if (n === 0 || bareN === 0) {
        console.log(`${c.name}: ${n} rows, bare ${bareN} rows: the query finds nothing in the seeded data  ** SKIPPED **`);
        continue;
      }
      const same = n === bareN && (total === undefined || total === bareAnswer.total);
      console.log(`${c.name}: ${n} rows${total === undefined ? '' : `, total ${total.toLocaleString()}`}; bare ${bareN} rows, total ${bareAnswer.total.toLocaleString()}${same ? '' : '  ** DIFFERENT **'}`);
      const connections = c.connections ?? LOAD.connections;
      await load(productUrl, { connections, seconds: 1, headers });
      await load(bareUrl, { connections, seconds: 1 });
      const [product, bare] = await loadInTurns(
        { url: productUrl, ...LOAD, connections, headers, check: (b) => b.startsWith('{"resCode":200') },
        { url: bareUrl, ...LOAD, connections },
      );
      console.log(`  product ${describeLoad(product)}\n  bare    ${describeLoad(bare)}`);
      figures.push({ name: c.name, product, bare });
    }
  } finally {
    await app?.stop();
    bareChild.kill('SIGTERM');
  }
  return figures;
}

const ms = (n: number) => n.toFixed(1);
function table(figures: Figures[]): string {
  const lines = [
    '| list | endpoint and query | clients | product p50 / p95 ms, req/s | bare p50 / p95 ms, req/s | p95 ratio | throughput ratio |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const f of figures) {
    const c = cases.find((x) => x.name === f.name)!;
    const p95 = f.product.p95 / f.bare.p95;
    const tput = f.product.perSecond / f.bare.perSecond;
    lines.push(
      `| ${f.name} | \`${c.endpoint.path.replace(/^\/api/, '')}${c.query ? `?${c.query}` : ''}\` | ${c.connections ?? LOAD.connections} | ${ms(f.product.p50)} / ${ms(f.product.p95)}, ${f.product.perSecond.toFixed(0)} | ${ms(f.bare.p50)} / ${ms(f.bare.p95)}, ${f.bare.perSecond.toFixed(0)} | ${p95.toFixed(2)}x${p95 > 1.3 ? ' ✗' : ''} | ${tput.toFixed(2)}x${tput < 0.75 ? ' ✗' : ''} |`,
    );
  }
  return lines.join('\n');
}

/** Run as a script (not imported, e.g. by bench/lib/profile-list.ts for the case table). */
if (process.argv[1]?.endsWith('lists.ts')) {
  const dataDir = benchDataDir();
  try {
    const t0 = performance.now();
    const context = await prepare(dataDir);
    console.log(`database ${database} ready in ${((performance.now() - t0) / 1000).toFixed(0)} s; load ${LOAD.connections} clients, ${LOAD.seconds} s per list and side`);
    // BENCH_SEED_ONLY=1: create and seed the database, measure nothing (e.g. ahead of a run).
    if (!process.env.BENCH_SEED_ONLY) {
      const figures = await measure(dataDir, context);
      console.log(`\n${table(figures)}\n(targets: p95 <= 1.3x, throughput >= 0.75x of the bare handler)`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
