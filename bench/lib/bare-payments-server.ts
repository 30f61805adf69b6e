/**
 * The baseline of bench/b2b-payments.ts: a bare node:http + pg handler answering the same page of
 * payment rows (with the customer's name) as the product's list, with no total, no auth, no envelope.
 * Run by the bench: tsx bench/lib/bare-payments-server.ts <port> <postgres url | embedded data dir>
 */
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** `where` is a PostgreSQL url or an embedded data directory. */
const [port, where] = process.argv.slice(2) as [string, string];
const query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> = where.startsWith('postgres')
  ? ((pool) => (text, values) => pool.query(text, values))(new pg.Pool({ connectionString: where, max: 10 }))
  : ((db) => (text, values) => db.then((d) => d.query(text, values)))(PGlite.create({ dataDir: where }));
const pageSql = `select p.*, c.name as customer_name from b2b_payments p left join b2b_customers c on c.id = p.customer_id
  where p.status = $1 order by p.id desc limit $2 offset $3`;

http
  .createServer(async (req, res) => {
    const q = new URL(req.url!, 'http://x').searchParams;
    const limit = Number(q.get('limit') ?? 20);
    const { rows } = await query(pageSql, [q.get('status'), limit, (Number(q.get('page') ?? 1) - 1) * limit]);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
