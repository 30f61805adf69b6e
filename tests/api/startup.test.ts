import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { start, type Running } from '../../server/start';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-start-'));
const config = loadConfig({ CROSSDOCK_DATA_DIR: dataDir, PORT: '0', CAPTCHA: 'off', CROSSDOCK_DEMO: 'off' });
const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('first start on the embedded database', () => {
  it('creates the admin with a generated password, printed once and kept in an owner-only file', async () => {
    const lines: string[] = [];
    running.push(await start(config, (l) => lines.push(l)));
    const file = path.join(dataDir, 'admin-password.txt');
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(lines.join('\n')).toContain(password);
    const login = await request(running[0]!.server).post('/api/auth/jwt/token').send({ username: 'admin', password });
    expect(login.body.resCode).toBe(200);
  }, 60_000);

  it('refuses a second process on the same data directory with a clear message', async () => {
    await expect(start(config, () => {})).rejects.toThrow(/in use by another Crossdock process/);
  });

  it('keeps data across a restart and does not print the password again', async () => {
    await running.pop()!.stop();
    const lines: string[] = [];
    running.push(await start(config, (l) => lines.push(l)));
    const password = fs.readFileSync(path.join(dataDir, 'admin-password.txt'), 'utf8').trim();
    expect(lines.join('\n')).not.toContain(password);
    const login = await request(running[0]!.server).post('/api/auth/jwt/token').send({ username: 'admin', password });
    expect(login.body.resCode).toBe(200);
  }, 60_000);
});
