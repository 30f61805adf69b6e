/**
 * The promotion, reviewer report and store performance lists of bench/lists.ts (issues 24 and 25):
 * promotion claims and items, the weekly product ratings and the notification tasks, each at 1M rows,
 * with the bare SQL answering the same page and total.
 */
import type pg from 'pg';
import { claimPage } from '@shared/api/promotion/claim';
import { itemPage } from '@shared/api/promotionItems/items';
import { queryProductRatingList } from '@shared/api/reviewerReports/ratings';
import { queryNotificationTaskList } from '@shared/api/storePerformance/notifications';
import { notificationTaskMachine, promotionItemMachine, reimbursementMachine } from '@shared/workflow';
import type { BareStatement } from './bare-lists-server';
import type { ListCase } from '../lists';
import { arr, idArray, idOf, inChunks, one, recount, type Seed } from './list-seed';

const s = (sql: string, ...params: string[]): BareStatement => ({ sql, params });
const statusTotal = (entity: string) => `(select coalesce(sum(n), 0) from workflow_status_counts where entity = '${entity}' and status = $1) as total`;
/** Spread over the last ~3 years, newest last (ids and times grow together). */
const ageing = (n: number) => `now() - ((${n} - g) || ' seconds')::interval`;

/** The first store and its platform, with a bench account company on that platform. */
async function benchAccount(db: pg.ClientBase, owner: number): Promise<{ store: number; platform: number; account: number }> {
  const { rows } = await db.query('select id, platform_id from stores order by id limit 1');
  const { id: store, platform_id: platform } = rows[0] as { id: number; platform_id: number };
  await db.query(`insert into promotion_account_companies (platform_id, company_name, account, currency, created_by)
    values (${platform}, 'Bench 账户公司', 'BENCH-ACC', 'USD', ${owner}) on conflict do nothing`);
  const account = await one<number>(db, `select id from promotion_account_companies where platform_id = ${platform} and account = 'BENCH-ACC'`);
  return { store, platform, account };
}

const promotionClaims: Seed = {
  name: 'promotion claims 1M',
  async run(db) {
    const owner = await idOf(db, 'admin');
    const { platform, account } = await benchAccount(db, owner);
    const states = arr(reimbursementMachine.tabs);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into promotion_claims (serial_no, platform_id, account_company_id, promote_type, month, purpose, total_cny, status, created_by, created_at, updated_at)
      select 'BXBENCH' || lpad(g::text, 8, '0'), ${platform}, ${account}, (array['deal','coupon','onsite_ads','offsite','influencer','other'])[1 + g % 6],
             to_char(date '2025-01-01' + (g % 700), 'YYYY-MM'), 'bench', (g % 5000) + 0.5, (${states})[1 + g % ${reimbursementMachine.tabs.length}], ${owner}, ${ageing(1_000_000)}, now()
      from generate_series(${a}, ${b}) g`);
    await recount(db, reimbursementMachine.entity, 'promotion_claims');
    await db.query('analyze promotion_claims');
  },
};

const promotionItems: Seed = {
  name: 'promotion items 1M',
  async run(db) {
    const owner = await idOf(db, 'admin');
    const { store, platform, account } = await benchAccount(db, owner);
    const skus = await idArray(db, 'select id from base_skus order by id limit 50');
    const states = arr(promotionItemMachine.tabs);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into promote_items (serial_no, name, classify, platform_id, store_id, account_company_id, sku_ids, currency, amount, exchange_rate, amount_cny,
                                 period_start, period_end, status, created_by, created_at, updated_at)
      select 'XMBENCH' || lpad(g::text, 8, '0'), 'Bench item ' || g, (array['deal','coupon','onsite_ads','offsite','influencer','other'])[1 + g % 6], ${platform}, ${store}, ${account},
             array[(${skus.sql})[1 + g % ${skus.n}], (${skus.sql})[1 + (g + 7) % ${skus.n}]], 'USD', (g % 5000) + 0.5, 7.1, ((g % 5000) + 0.5) * 7.1,
             date '2025-01-01' + (g % 700), date '2025-01-31' + (g % 700), (${states})[1 + g % ${promotionItemMachine.tabs.length}], ${owner}, ${ageing(1_000_000)}, now()
      from generate_series(${a}, ${b}) g`);
    await recount(db, promotionItemMachine.entity, 'promote_items');
    await db.query('analyze promote_items');
  },
};

/** 1M weekly ratings: 20,000 ASINs over 50 weeks, on the demo's platforms, SKUs, stores and categories. */
const ratings: Seed = {
  name: 'weekly product ratings 1M',
  async run(db) {
    const admin = await idOf(db, 'admin');
    const platforms = await idArray(db, 'select id from platforms order by id');
    const skus = await idArray(db, 'select id from base_skus order by id limit 200');
    const stores = await idArray(db, 'select id from stores order by id');
    const groups = await idArray(db, 'select id from product_categories where level = 1 order by id');
    const categories = await idArray(db, 'select id from product_categories where level = 3 order by id');
    await inChunks(db, 1_000_000, (a, b) => `
      insert into reviewer_star_weeks (week_start, platform_id, asin, sku_id, store_id, group_id, category_id, star, rating_count, imported_by, imported_at)
      select date '2025-12-29' - 7 * ((g - 1) / 20000), (${platforms.sql})[1 + (g % 20000) % ${platforms.n}], 'BR' || lpad((g % 20000)::text, 8, '0'),
             (${skus.sql})[1 + g % ${skus.n}], (${stores.sql})[1 + g % ${stores.n}], (${groups.sql})[1 + g % ${groups.n}], (${categories.sql})[1 + g % ${categories.n}],
             (30 + g % 21)::numeric / 10, 10 + g % 5000, ${admin}, now()
      from generate_series(${a}, ${b}) g`);
    await db.query('analyze reviewer_star_weeks');
  },
};

/** 1M notification tasks over the demo's stores, in every state, most of them with someone in charge. */
const notificationTasks: Seed = {
  name: 'notification tasks 1M',
  async run(db) {
    const owner = await idOf(db, 'admin');
    const stores = await idArray(db, 'select id from stores order by id');
    const states = arr(notificationTaskMachine.tabs);
    await inChunks(db, 1_000_000, (a, b) => `
      insert into perf_notification_tasks (store_id, notice_type, brand, title, content, received_on, charge_user_id, status, created_by, created_at, updated_at)
      select (${stores.sql})[1 + g % ${stores.n}], (array['health','ip','policy','listing','performance','other'])[1 + g % 6], 'BRAND' || (g % 20), 'Bench notice ' || g, 'bench',
             to_char(date '2024-01-01' + (g / 1000), 'YYYY-MM-DD'), case when g % 5 > 0 then ${owner} end, (${states})[1 + g % ${notificationTaskMachine.tabs.length}], ${owner},
             ${ageing(1_000_000)}, now()
      from generate_series(${a}, ${b}) g`);
    await recount(db, notificationTaskMachine.entity, 'perf_notification_tasks');
    await db.query('analyze perf_notification_tasks');
  },
};

/** The capped count (as the product counts a filtered list) riding beside the rows. */
const cappedBeside = (from: string, where: string) => `(select least(count(*), 10000) from (select 1 from ${from} where ${where} limit 10001) m) as total`;

export const newerCases: ListCase[] = [
  {
    // 报销申请 as the claims tab opens, among 1M claims: the total from the maintained status counts.
    name: 'promotionClaims',
    endpoint: claimPage,
    query: 'status=pending_manager&page=50&limit=20',
    seed: promotionClaims,
    bare: {
      rows: s(
        `select c.id, c.serial_no, c.platform_id, p.name as platform_name, c.account_company_id, ac.company_name as account_company_name, c.promote_type, c.month, c.purpose,
                c.total_cny, c.over_limit, c.status, c.version, c.created_by, u.name as creator_name, c.created_at, c.submitted_at, ou.name as over_name, c.over_at,
                mu.name as manager_name, c.manager_at, fu.name as finance_name, c.finance_at, pp.serial_no as payment_serial_no, pp.paid_on, ${statusTotal(reimbursementMachine.entity)}
         from promotion_claims c left join platforms p on p.id = c.platform_id left join promotion_account_companies ac on ac.id = c.account_company_id
              left join users u on u.id = c.created_by left join users ou on ou.id = c.over_by left join users mu on mu.id = c.manager_by
              left join users fu on fu.id = c.finance_by left join promotion_payments pp on pp.id = c.payment_id
         where c.status = $1 order by c.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    // 推广项目明细 filtered by a state, among 1M items: the capped count beside the rows.
    name: 'promotionItems',
    endpoint: itemPage,
    query: 'status=pending_manager&page=50&limit=20',
    seed: promotionItems,
    bare: {
      rows: s(
        `select t.id, t.serial_no, t.name, t.classify, t.platform_id, p.name as platform_name, t.store_id, st.name as store_name, t.account_company_id,
                (select ac.company_name || '（' || ac.account || '）' from promotion_account_companies ac where ac.id = t.account_company_id) as account_company_name,
                array(select s.sku from base_skus s where s.id = any(t.sku_ids) order by s.sku) as skus, t.currency, t.amount, t.exchange_rate, t.amount_cny,
                t.period_start, t.period_end, t.over_amount, t.status, t.version, t.created_by, u.name as creator_name, t.created_at, t.submitted_at,
                t.paid_date, t.paid_reference, pu.name as payer_name, ${cappedBeside('promote_items', 'status = $1')}
         from promote_items t left join platforms p on p.id = t.platform_id left join stores st on st.id = t.store_id
              left join users u on u.id = t.created_by left join users pu on pu.id = t.paid_by
         where t.status = $1 order by t.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
  {
    // 产品评分查询 as it opens: the newest weeks first among 1M weekly ratings, the total counted up to the cap.
    name: 'ratings',
    endpoint: queryProductRatingList,
    query: 'page=1&limit=20',
    seed: ratings,
    bare: {
      rows: s(
        `select x.id, x.week_start::text as week_start, p.id as platform_id, p.code as platform_code, p.name as platform_name, x.asin, s.id as sku_id, s.sku, s.name as sku_name,
                st.name as store_name, g.name as group_name, c.name as category_name, x.star::text as star, x.rating_count, u.name as imported_by_name, x.imported_at,
                ${cappedBeside('reviewer_star_weeks', 'true')}
         from reviewer_star_weeks x join platforms p on p.id = x.platform_id join base_skus s on s.id = x.sku_id left join stores st on st.id = x.store_id
              left join product_categories g on g.id = x.group_id left join product_categories c on c.id = x.category_id left join users u on u.id = x.imported_by
         order by x.week_start desc, x.id desc limit $1 offset $2`,
        'limit', 'offset',
      ),
    },
  },
  {
    // 通知任务 on a state tab, newest received first, among 1M tasks: the capped count beside the rows.
    name: 'notificationTasks',
    endpoint: queryNotificationTaskList,
    query: 'status=processing&page=1&limit=20',
    seed: notificationTasks,
    bare: {
      rows: s(
        `select t.id, t.status, t.version, t.created_by, cu.name as creator_name, t.store_id, st.name as store_name, p.name as platform_name, t.notice_type, t.brand, t.title,
                t.received_on, t.deadline, t.charge_user_id, ch.name as charge_user_name, t.result_type, t.created_at, t.finished_at,
                ${cappedBeside('perf_notification_tasks', 'status = $1')}
         from perf_notification_tasks t join stores st on st.id = t.store_id join platforms p on p.id = st.platform_id
              left join users ch on ch.id = t.charge_user_id left join users cu on cu.id = t.created_by
         where t.status = $1 order by t.received_on desc, t.id desc limit $2 offset $3`,
        'status', 'limit', 'offset',
      ),
    },
  },
];
