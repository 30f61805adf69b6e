import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  /** Milliseconds from spawn to the first successful API answer. */
  readyMs: number;
  adminPassword: string;
  stop(): Promise<void>;
}

export const benchDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-bench-'));

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/auth/jwt/loginOptions`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('server not ready in time');
}

/** Starts the real server as `npm start` does after its build check: `node --import tsx server/main.ts`. */
export async function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, CROSSDOCK_DATA_DIR: dataDir, PORT: String(port), CAPTCHA: 'off', CROSSDOCK_ADMIN_PASSWORD: 'bench-admin-pass', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitReady(url, child, 60_000);
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    adminPassword: 'bench-admin-pass',
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
