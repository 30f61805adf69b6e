/**
 * Runs the fake Lark platform as its own process (for Playwright):
 *
 *   tsx tests/fakes/lark-cli.ts [--port N] [--users users.json] [--app-id ID] [--app-secret SECRET]
 *
 * The port also comes from `FAKE_LARK_PORT` (default 0, a free port). `--users` names a JSON
 * array of `FakeLarkUserInput` to register first. Prints the base URL on one line, then stays
 * up until killed; the `/_fake/*` endpoints control it from outside.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { FakeLarkUserInput } from './lark-platform';
import { startFakeLark } from './lark-platform';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    users: { type: 'string' },
    'app-id': { type: 'string' },
    'app-secret': { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.FAKE_LARK_PORT ?? 0);
if (!Number.isInteger(port) || port < 0) throw new Error(`invalid port: ${values.port ?? process.env.FAKE_LARK_PORT}`);

const fake = await startFakeLark({ port, appId: values['app-id'], appSecret: values['app-secret'] });
if (values.users) {
  const users = JSON.parse(readFileSync(values.users, 'utf8')) as FakeLarkUserInput[];
  for (const user of users) fake.addUser(user);
}
process.stdout.write(`${fake.url}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
