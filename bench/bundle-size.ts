/**
 * Gzip sizes of the built portal: what index.html loads first, and the largest lazy chunks (the
 * widgets' files are left out: bench/widget-size.ts measures them).
 * Run after `npm run build`: npx tsx bench/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve('dist/web');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dir, file))).length;

const loadedBy = (page: string) =>
  [...fs.readFileSync(path.join(dir, page), 'utf8').matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const initial = loadedBy('index.html');
const widgetPages = fs.existsSync(path.join(dir, 'widgets')) ? fs.readdirSync(path.join(dir, 'widgets')).filter((f) => f.endsWith('.html')) : [];
const widgetFiles = new Set(widgetPages.flatMap((page) => loadedBy(`widgets/${page}`)));
const initialTotal = initial.reduce((sum, f) => sum + gz(f), 0);
console.log(`first load (index.html): ${kb(initialTotal)} gzip`);
for (const f of initial) console.log(`  ${f}: ${kb(gz(f))}`);

const lazy = fs
  .readdirSync(path.join(dir, 'assets'))
  .map((f) => `assets/${f}`)
  .filter((f) => f.endsWith('.js') && !initial.includes(f) && !widgetFiles.has(f))
  .map((f) => ({ f, size: gz(f) }))
  .sort((a, b) => b.size - a.size);
console.log(`lazy chunks: ${lazy.length}, largest:`);
for (const { f, size } of lazy.slice(0, 8)) console.log(`  ${f}: ${kb(size)}`);
