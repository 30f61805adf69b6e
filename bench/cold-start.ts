/**
 * Cold start of the server on an existing embedded data directory: spawn -> first API answer.
 * Run: npx tsx bench/cold-start.ts
 */
import fs from 'node:fs';
import { benchDataDir, percentile, spawnServer } from './lib/server';

const RUNS = 5;
const dataDir = benchDataDir();
const first = await spawnServer(dataDir, 3401);
console.log(`first start (creates the database): ${first.readyMs.toFixed(0)} ms`);
await first.stop();

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const s = await spawnServer(dataDir, 3401);
  times.push(s.readyMs);
  await s.stop();
}
times.sort((a, b) => a - b);
console.log(`restart on existing data dir, ${RUNS} runs: median ${percentile(times, 50).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (target < 5000 ms)`);
fs.rmSync(dataDir, { recursive: true, force: true });
