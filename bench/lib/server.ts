import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  /** Milliseconds from spawn to the first successful API answer. */
  readyMs: number;
  adminPassword: string;
  pid: number;
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

/** Starts the real server as `npm start` does after its build check: `node --import tsx server/main.ts` (`nodeArgs` before it, e.g. --cpu-prof), with NODE_ENV=production unless set. */
export async function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  // Another server on the port would answer in this one's place.
  if (await fetch(url).then(() => true, () => false)) throw new Error(`port ${port} is taken by another server (BENCH_PORT chooses another)`);
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    // As deployed (deploy/Dockerfile): NODE_ENV=production writes JSON log lines, not pino-pretty's
    // readable ones formatted in a worker thread (a development convenience that costs CPU per request).
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', CROSSDOCK_DATA_DIR: dataDir, PORT: String(port), CAPTCHA: 'off', CROSSDOCK_ADMIN_PASSWORD: 'bench-admin-pass', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A loaded machine (2 cores shared) may take minutes; a server that never answered is not left holding the port.
  await waitReady(url, child, 180_000).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    adminPassword: 'bench-admin-pass',
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** CPU seconds (user + system) a process has used so far (Linux, /proc). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
