import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FakeLarkUser } from '../../fakes/lark-platform';

const cli = fileURLToPath(new URL('../../fakes/lark-cli.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('fake Lark CLI', () => {
  it('starts on FAKE_LARK_PORT with the users of --users, prints its URL and stops on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-lark-'));
    const usersFile = path.join(dir, 'users.json');
    fs.writeFileSync(usersFile, JSON.stringify([{ name: 'Ann Lee', email: 'ann@crossdock.test', openId: 'ou_ann' }]));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--users', usersFile], {
      env: { ...process.env, FAKE_LARK_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [firstChunk] = (await once(child.stdout, 'data')) as [Buffer];
      const url = firstChunk.toString().trim();
      expect(url).toBe(`http://127.0.0.1:${port}`);

      const users = (await (await fetch(`${url}/_fake/users`)).json()) as FakeLarkUser[];
      expect(users).toMatchObject([{ name: 'Ann Lee', email: 'ann@crossdock.test', openId: 'ou_ann' }]);
      const token = (await (
        await fetch(`${url}/open-apis/auth/v3/tenant_access_token/internal`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ app_id: 'cli_fake_app', app_secret: 'fake-secret' }),
        })
      ).json()) as { code: number; tenant_access_token: string };
      expect(token.code).toBe(0);
      expect(token.tenant_access_token).toMatch(/^t-/);
    } finally {
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
