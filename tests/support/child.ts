import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * A TypeScript script run in its own Node process (through tsx) with `env`, to be killed outright
 * like a server whose machine fails. Its stdout is read line by line.
 */
export function startChild(script: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: path.resolve('.'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    /** Its process id. */
    pid: child.pid!,
    /** Every line of its output so far that matches `pattern`. */
    lines: (pattern: RegExp): string[] => output.split('\n').filter((l) => pattern.test(l)),
    /** Waits until a line of its output matches `pattern`; answers that line. */
    async line(pattern: RegExp, timeoutMs = 120_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = output.split('\n').find((l) => pattern.test(l));
        if (found) return found;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`child ended before ${pattern}:\n${output}\n${errors}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} from the child within ${timeoutMs} ms:\n${output}\n${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** kill -9, then waits until the process is gone. */
    async kill(): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
