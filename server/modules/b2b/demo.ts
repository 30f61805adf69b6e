import Big from 'big.js';
import dayjs from 'dayjs';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { b2bCategoryLimits, b2bCompanyBanks, b2bCustomers, b2bInvoiceOrders, b2bInvoices, b2bOrders, serialCounters, settings, users } from '../../db/schema';

/** A small seeded generator (mulberry32): the same demo data on every machine. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const BANKS = [
  { accountName: 'Crossdock Trading Ltd', bankName: 'HSBC Hong Kong', accountNo: '400-123456-838', currency: 'USD', swiftCode: 'HSBCHKHHHKH', purpose: 'receive' },
  { accountName: 'Crossdock Europe GmbH', bankName: 'Deutsche Bank Frankfurt', accountNo: 'DE89370400440532013000', currency: 'EUR', swiftCode: 'DEUTDEFFXXX', purpose: 'both' },
  { accountName: 'Crossdock UK Ltd', bankName: 'Barclays London', accountNo: 'GB29NWBK60161331926819', currency: 'GBP', swiftCode: 'BARCGB22', purpose: 'receive' },
  { accountName: '深圳跨仓贸易有限公司', bankName: '招商银行深圳分行', accountNo: '755912345610801', currency: 'CNY', swiftCode: 'CMBCCNBS', purpose: 'pay' },
  { accountName: 'Crossdock Trading Ltd', bankName: 'Citibank Hong Kong', accountNo: '391-0045-7712', currency: 'USD', swiftCode: 'CITIHKHX', purpose: 'pay' },
] as const;

/** [name, country, currency] of the demo customers. */
const CUSTOMERS: Array<[string, string, string]> = [
  ['Northwind Retail Inc', 'US', 'USD'], ['Blue Harbor Supplies LLC', 'US', 'USD'], ['Maple Leaf Distribution', 'CA', 'CAD'],
  ['Rhein Handel GmbH', 'DE', 'EUR'], ['Lumiere Maison SARL', 'FR', 'EUR'], ['Thames Home Goods Ltd', 'GB', 'GBP'],
  ['Sakura Living KK', 'JP', 'JPY'], ['Outback Gear Pty Ltd', 'AU', 'AUD'], ['Pacific Crest Trading', 'US', 'USD'],
  ['Iberia Hogar SL', 'ES', 'EUR'], ['Milano Casa SRL', 'IT', 'EUR'], ['Nordic Nest AB', 'SE', 'EUR'],
  ['Desert Star Trading LLC', 'AE', 'AED'], ['Lion City Homeware Pte', 'SG', 'SGD'], ['Aztec Importaciones SA', 'MX', 'MXN'],
  ['Great Lakes Wholesale', 'US', 'USD'], ['Golden Gate Gadgets', 'US', 'USD'], ['Alpine Outfitters AG', 'CH', 'EUR'],
  ['Amsterdam Living BV', 'NL', 'EUR'], ['Celtic Crafts Ltd', 'IE', 'EUR'], ['Windy City Electronics', 'US', 'USD'],
  ['Yorkshire Traders Ltd', 'GB', 'GBP'], ['Osaka Smart Home KK', 'JP', 'JPY'], ['Vancouver Home Co', 'CA', 'CAD'],
  ['Brisbane Bright Pty', 'AU', 'AUD'], ['Lone Star Supply Co', 'US', 'USD'], ['Bavaria Technik GmbH', 'DE', 'EUR'],
  ['Provence Deco SAS', 'FR', 'EUR'], ['Empire State Imports', 'US', 'USD'], ['Highland Goods Ltd', 'GB', 'GBP'],
  ['Evergreen Outdoor LLC', 'US', 'USD'], ['Danube Trade Kft', 'HU', 'EUR'], ['Baltic Market OU', 'EE', 'EUR'],
  ['Sunshine Coast Pty', 'AU', 'AUD'], ['Rocky Mountain Goods', 'US', 'USD'], ['Hanseatic Import GmbH', 'DE', 'EUR'],
  ['Kyoto Craft KK', 'JP', 'JPY'], ['Quebec Maison Inc', 'CA', 'CAD'], ['Atlantic Bay Traders', 'US', 'USD'],
  ['上海跨境优选贸易有限公司', 'CN', 'CNY'],
];

const PRODUCTS = [
  { sku: 'CD-LED-001', name: 'LED Desk Lamp', price: 18.5 }, { sku: 'CD-KET-210', name: 'Electric Kettle 1.7L', price: 22 },
  { sku: 'CD-VAC-330', name: 'Cordless Vacuum', price: 89 }, { sku: 'CD-FAN-045', name: 'Tower Fan', price: 35.9 },
  { sku: 'CD-HUM-120', name: 'Ultrasonic Humidifier', price: 27.5 }, { sku: 'CD-AIR-560', name: 'Air Purifier', price: 119 },
  { sku: 'CD-CAM-700', name: 'Security Camera', price: 42 }, { sku: 'CD-SPK-081', name: 'Bluetooth Speaker', price: 25.8 },
];

/** JPY prices are whole yen at roughly 150 to the dollar; other currencies use the dollar price. */
const priceIn = (usd: number, currency: string) => (currency === 'JPY' ? new Big(Math.round(usd * 150)) : currency === 'CNY' ? new Big(usd).times(7).round(2) : new Big(usd));

/**
 * Loads the B2B demo once (settings flag `b2b_demo_loaded`): company bank accounts, customers owned
 * mostly by zhangwei, six months of OMS orders, invoices (some overdue, some partly received) and the
 * current B2B categories. `received` is set as if paid before the system started; back payments,
 * payments and deliveries come from their own demo seed.
 */
export async function loadB2bDemo(db: Db, now = new Date()): Promise<boolean> {
  const inserted = await db.insert(settings).values({ key: 'b2b_demo_loaded', value: now.toISOString() }).onConflictDoNothing().returning();
  if (!inserted.length) return false;
  const people = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, ['zhangwei', 'chenjing', 'lina']));
  const idOf = (name: string) => people.find((p) => p.username === name)?.id;
  const zhangwei = idOf('zhangwei');
  const chenjing = idOf('chenjing') ?? zhangwei;
  const lina = idOf('lina') ?? zhangwei;
  if (!zhangwei) return false;
  const rnd = seeded(20260101);
  const today = dayjs(now).startOf('day');

  await db.insert(b2bCompanyBanks).values(BANKS.map((b) => ({ ...b, createdBy: lina! })));

  const customers = await db
    .insert(b2bCustomers)
    .values(
      CUSTOMERS.map(([name, country, currency], n) => {
        const credit = n % 5 !== 2 && n % 7 !== 3;
        const creditDays = rnd.pick([30, 45, 60, 90]);
        return {
          code: `KH${String(n + 1).padStart(6, '0')}`,
          name,
          country,
          currency,
          contactName: rnd.pick(['John Smith', 'Anna Müller', 'Marie Dubois', 'Kenji Tanaka', 'Laura Rossi', 'Tom Brown', 'Olivia Wilson']),
          contactPhone: `+${rnd.int(1, 99)} ${rnd.int(100, 999)} ${rnd.int(1000, 9999)}`,
          contactEmail: `purchasing@${name.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 16) || 'buyer'}.example`,
          address: `${rnd.int(1, 999)} Commerce Street, ${country}`,
          salesUserId: n % 4 === 3 ? chenjing! : zhangwei,
          settlement: credit ? 'credit' : 'prepaid',
          creditDays: credit ? creditDays : 0,
          creditLimit: credit ? priceIn(rnd.pick([20_000, 50_000, 80_000, 150_000]), currency).toFixed(2) : null,
          invoiceTitle: name,
          taxNumber: `${country}${rnd.int(10_000_000, 99_999_999)}`,
          invoiceAddress: `${rnd.int(1, 999)} Commerce Street, ${country}`,
          bankName: rnd.pick(['JPMorgan Chase', 'Deutsche Bank', 'BNP Paribas', 'HSBC', 'MUFG', 'Commonwealth Bank']),
          bankAccount: String(rnd.int(10_000_000, 99_999_999)) + String(rnd.int(1000, 9999)),
          swiftCode: rnd.pick(['CHASUS33', 'DEUTDEFF', 'BNPAFRPP', 'HSBCGB2L', 'BOTKJPJT', 'CTBAAU2S']),
          enabled: n !== 38,
          createdBy: n % 4 === 3 ? chenjing! : zhangwei,
          createdAt: today.subtract(200 - n, 'day').toDate(),
        };
      }),
    )
    .returning({ id: b2bCustomers.id, code: b2bCustomers.code, currency: b2bCustomers.currency, settlement: b2bCustomers.settlement, creditDays: b2bCustomers.creditDays });
  await db
    .insert(serialCounters)
    .values({ key: 'KH', n: customers.length })
    .onConflictDoUpdate({ target: serialCounters.key, set: { n: sql`greatest(${serialCounters.n}, ${customers.length})` } });

  // 300 orders over the last 180 days, oldest first; older orders are further along.
  const orders = Array.from({ length: 300 }, (_, n) => {
    const customer = customers[rnd.int(0, customers.length - 1)]!;
    const orderedAt = today.subtract(180 - Math.floor((n * 178) / 300), 'day').add(rnd.int(8, 18), 'hour');
    const age = today.diff(orderedAt, 'day');
    const items = Array.from({ length: rnd.int(1, 3) }, () => {
      const p = rnd.pick(PRODUCTS);
      return { sku: p.sku, name: p.name, qty: rnd.int(20, 400), price: priceIn(p.price, customer.currency).toFixed(2) };
    });
    const amount = items.reduce((sum, it) => sum.plus(new Big(it.price).times(it.qty)), new Big(0)).toFixed(2);
    const status = n % 23 === 5 ? 'cancelled' : age > 30 ? 'delivered' : age > 14 ? 'shipped' : age > 5 ? 'paid' : 'pending';
    return {
      orderNo: `SO${orderedAt.format('YYYYMMDD')}${String(n + 1).padStart(4, '0')}`,
      customerId: customer.id,
      status,
      currency: customer.currency,
      amount,
      items,
      orderedAt: orderedAt.toDate(),
      deliveredAt: status === 'delivered' ? orderedAt.add(rnd.int(12, 25), 'day').toDate() : null,
      syncedAt: now,
    };
  });
  await db.insert(b2bOrders).values(orders);

  // ~60 invoices over shipped and delivered orders, 1–3 orders of one customer each.
  const invoiceable = orders.filter((o) => o.status === 'delivered' || o.status === 'shipped');
  const byCustomer = new Map<number, typeof orders>();
  for (const o of invoiceable) byCustomer.set(o.customerId, [...(byCustomer.get(o.customerId) ?? []), o]);
  const invoices: Array<{ invoice: typeof b2bInvoices.$inferInsert; orders: typeof orders }> = [];
  for (const [customerId, list] of byCustomer) {
    const customer = customers.find((c) => c.id === customerId)!;
    for (let k = 0; k < list.length && invoices.length < 60; ) {
      const group = list.slice(k, k + rnd.int(1, 3));
      k += group.length;
      if (rnd.next() < 0.25) continue; // not every order is invoiced yet
      const last = dayjs(group[group.length - 1]!.orderedAt);
      const invoiceDate = last.add(rnd.int(1, 6), 'day');
      const amount = group.reduce((s, o) => s.plus(o.amount), new Big(0));
      const taxRate = customer.currency === 'CNY' ? '13.00' : rnd.next() < 0.2 ? '20.00' : '0.00';
      const dueDate = invoiceDate.add(customer.creditDays, 'day');
      const roll = rnd.next();
      const received = roll < 0.4 ? amount : roll < 0.6 ? amount.times(rnd.pick([0.3, 0.5, 0.7])).round(2) : new Big(0);
      const seq = invoices.length + 1;
      invoices.push({
        invoice: {
          invoiceNumber: `INV${invoiceDate.format('YYYYMM')}${String(seq).padStart(4, '0')}`,
          customerId,
          currency: customer.currency,
          amount: amount.toFixed(2),
          taxRate,
          taxAmount: amount.times(taxRate).div(new Big(taxRate).plus(100)).round(2, Big.roundHalfUp).toFixed(2),
          received: received.toFixed(2),
          invoiceDate: invoiceDate.format('YYYY-MM-DD'),
          dueDate: dueDate.format('YYYY-MM-DD'),
          createdBy: zhangwei,
          createdAt: invoiceDate.hour(10).toDate(),
        },
        orders: group,
      });
    }
  }
  const invoiceIds = await db.insert(b2bInvoices).values(invoices.map((i) => i.invoice)).returning({ id: b2bInvoices.id });
  await db
    .insert(b2bInvoiceOrders)
    .values(invoices.flatMap((inv, n) => inv.orders.map((o) => ({ invoiceId: invoiceIds[n]!.id, orderNo: o.orderNo, amount: o.amount }))));

  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  await db.insert(b2bCategoryLimits).values([
    { category: '小家电', validFrom: day(today.subtract(1, 'year')) },
    { category: '照明', validFrom: day(today.subtract(1, 'year')) },
    { category: '智能安防', validFrom: day(today.subtract(3, 'month')), validTo: day(today.add(9, 'month')) },
    { category: '户外用品', validFrom: day(today.subtract(2, 'year')), validTo: day(today.subtract(1, 'month')) },
    { category: '个护健康', validFrom: day(today.add(1, 'month')) },
  ]);
  return true;
}
