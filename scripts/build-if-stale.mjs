#!/usr/bin/env node
// Builds the portal (`npx rspack build`) only when dist/web/index.html is missing or older than any
// of its sources, so `npm start` is fast when nothing changed. Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'dist/web/index.html');
const sources = ['web', 'shared', 'widgets', 'rspack.config.ts', 'package-lock.json'];

/** Newest modification time (ms) of a file or of any file below a folder; 0 when absent. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(target)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

const builtAt = newestMtime(output);
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

if (builtAt > 0 && builtAt >= changedAt) {
  console.log('Portal build is up to date (dist/web).');
} else {
  console.log(builtAt === 0 ? 'Portal not built yet: building…' : 'Portal sources changed: rebuilding…');
  const result = spawnSync('npx', ['rspack', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('Portal build failed.');
    process.exit(result.status ?? 1);
  }
  // Rspack leaves an unchanged index.html untouched; mark the build time so the next start skips it.
  const now = new Date();
  fs.utimesSync(output, now, now);
}
