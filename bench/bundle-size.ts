/**
 * Gzip sizes of the built portal: what index.html loads first, and the largest lazy chunks.
 * Run after `npm run build`: npx tsx bench/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve('dist/web');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dir, file))).length;

const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const initialTotal = initial.reduce((sum, f) => sum + gz(f), 0);
console.log(`first load (index.html): ${kb(initialTotal)} gzip`);
for (const f of initial) console.log(`  ${f}: ${kb(gz(f))}`);

const lazy = fs
  .readdirSync(path.join(dir, 'assets'))
  .map((f) => `assets/${f}`)
  .filter((f) => f.endsWith('.js') && !initial.includes(f))
  .map((f) => ({ f, size: gz(f) }))
  .sort((a, b) => b.size - a.size);
console.log(`lazy chunks: ${lazy.length}, largest:`);
for (const { f, size } of lazy.slice(0, 8)) console.log(`  ${f}: ${kb(size)}`);
