/**
 * Card action server time: 1,000 signed `card.action.trigger` callbacks (审核通过 on 1,000 payment
 * cards) against the real server, its Lark bridge pointed at the fake Lark platform. Each callback
 * runs the audit transition and answers the decided card. Target: p99 < 300 ms.
 *
 *   npx tsx bench/lark-card-actions.ts            (embedded database)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crossdock_bench npx tsx bench/lark-card-actions.ts
 *
 * Latency is measured by the client on loopback, one callback at a time (server time plus ~0.1 ms).
 */
import { startFakeLark } from '../tests/fakes/lark-platform';
import { cardActionEvent, larkDelivery } from '../tests/fakes/lark-events';
import { benchDataDir, percentile, spawnServer } from './lib/server';

const CALLBACKS = Number(process.env.BENCH_CALLBACKS ?? 1000);
const ENCRYPT_KEY = 'bench-encrypt-key';
const TOKEN = 'bench-verification-token';
const PORT = 3481;

async function api(url: string, path: string, token: string | null, body?: object) {
  const res = await fetch(`${url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { resCode: number; resDes: string; data: Record<string, unknown> };
  if (json.resCode !== 200) throw new Error(`${path}: ${json.resDes}`);
  return json.data;
}

async function main() {
  const fake = await startFakeLark();
  const server = await spawnServer(benchDataDir(), PORT, {
    LARK_APP_ID: fake.appId,
    LARK_APP_SECRET: fake.appSecret,
    LARK_ENCRYPT_KEY: ENCRYPT_KEY,
    LARK_VERIFICATION_TOKEN: TOKEN,
    LARK_DOMAIN: fake.url,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    LARK_RELAY_POLL_SECONDS: '0.2',
    JOBS_POLL_SECONDS: '0.5',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  try {
    const login = (username: string, password: string) => api(server.url, '/api/auth/jwt/token', null, { username, password }).then((d) => d.token as string);
    const admin = await login('admin', server.adminPassword);
    const manager = await login('chenjing', 'demo1234');
    const sales = await login('zhangwei', 'demo1234');
    const chen = fake.addUser({ name: '陈静', email: 'chenjing.bench@example.test' });
    const managerId = (await api(server.url, '/api/admin/user/front/info', manager)).id as number;
    await api(server.url, '/api/lark/bind', admin, { userId: managerId, openId: chen.openId });

    const submitted: number[] = [];
    const submitStart = performance.now();
    for (let i = 0; i < CALLBACKS; i++) {
      const p = await api(server.url, '/api/operate/b2bPayment/saveOrSubmitPayment', sales, {
        type: 'freight', payeeName: `Bench Payee ${i}`, payeeBank: 'HSBC', payeeAccount: `ACC-${i}`, currency: 'USD', amount: '100.00', exchangeRate: '7.1', reason: 'bench', submit: true,
      });
      submitted.push(p.id as number);
    }
    console.log(`${CALLBACKS} payments submitted in ${((performance.now() - submitStart) / 1000).toFixed(1)} s`);
    // Binding her also sent cards for the demo payments already waiting (the catch-up): count only the bench's own.
    const paymentOf = (card: unknown) => Number(/"id":(\d+)/.exec(JSON.stringify(card))![1]);
    const ours = new Set(submitted);
    const benchCards = () => fake.messagesTo(chen.openId).filter((m) => ours.has(paymentOf(m.card)));
    const deadline = Date.now() + 120_000;
    while (benchCards().length < CALLBACKS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const cards = benchCards();
    console.log(`cards delivered: ${cards.length} of ${CALLBACKS}, ${((performance.now() - submitStart) / 1000).toFixed(1)} s after the first submit`);
    const carded = new Set(cards.map((m) => paymentOf(m.card)));
    const missing = submitted.filter((id) => !carded.has(id));
    if (missing.length) console.log(`no card for payments ${missing.join(', ')}`);

    const times: number[] = [];
    let decided = 0;
    for (const m of cards) {
      const value = JSON.parse(/\{"kind":"approval"[^}]*"action":"approve"[^}]*\}/.exec(JSON.stringify(m.card))![0]);
      const { body, headers } = larkDelivery(cardActionEvent({ ...chen, value, messageId: m.messageId, token: TOKEN }), { encryptKey: ENCRYPT_KEY });
      const started = performance.now();
      const res = await fetch(`${server.url}/lark/events`, { method: 'POST', headers, body });
      const answer = (await res.json()) as { toast?: { type: string } };
      times.push(performance.now() - started);
      if (answer.toast?.type === 'success') decided++;
    }
    times.sort((a, b) => a - b);
    const f = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`card actions: ${times.length}, decided: ${decided}`);
    console.log(`p50 ${f(percentile(times, 50))}  p90 ${f(percentile(times, 90))}  p99 ${f(percentile(times, 99))}  max ${f(times.at(-1)!)}  (target p99 < 300 ms)`);
  } finally {
    await server.stop();
    await fake.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
