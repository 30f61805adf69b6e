/**
 * The baseline of bench/lists.ts: a bare node:http + pg handler per list, answering `/<case>?<the
 * page's query>` with `{ total, rows }` from the list's bare SQL: no auth, no validation, no envelope,
 * no query builder. Rows and total run in parallel when the total is its own statement; a `total`
 * column of the rows is the total otherwise.
 * Run by the bench: tsx bench/lib/bare-lists-server.ts <port> <postgres url>, with BENCH_BARE_CASES
 * (JSON: name -> { rows, total? }, each { sql, params }) and BENCH_BARE_CONTEXT (JSON: values of `@name` params).
 */
import http from 'node:http';
import pg from 'pg';

export interface BareStatement {
  sql: string;
  /** `limit`, `offset` (from page and limit), `@name` (a context value), or a query parameter's name. */
  params: string[];
}

export interface BareList {
  rows: BareStatement;
  total?: BareStatement;
}

const [port, url] = process.argv.slice(2) as [string, string];
const lists = JSON.parse(process.env.BENCH_BARE_CASES ?? '{}') as Record<string, BareList>;
const context = JSON.parse(process.env.BENCH_BARE_CONTEXT ?? '{}') as Record<string, unknown>;
const pool = new pg.Pool({ connectionString: url, max: 10 });

function values(params: string[], q: URLSearchParams): unknown[] {
  const limit = Number(q.get('limit') ?? 20);
  return params.map((name) =>
    name === 'limit' ? limit : name === 'offset' ? (Number(q.get('page') ?? 1) - 1) * limit : name.startsWith('@') ? context[name.slice(1)] : q.get(name),
  );
}

http
  .createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    const list = lists[url.pathname.slice(1)];
    if (!list) return res.writeHead(404).end();
    const q = url.searchParams;
    const [{ rows }, total] = await Promise.all([
      pool.query(list.rows.sql, values(list.rows.params, q)),
      list.total ? pool.query(list.total.sql, values(list.total.params, q)).then((r) => Number(r.rows[0].n)) : undefined,
    ]);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ total: total ?? Number(rows[0]?.total ?? 0), rows }));
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
// A normal exit on SIGTERM, so `--cpu-prof` writes its profile.
process.once('SIGTERM', () => process.exit(0));
