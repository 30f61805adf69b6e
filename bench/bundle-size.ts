/**
 * Gzip sizes of the built portal: what index.html loads first, the chart chunk (VChart with the kit's
 * chart module, web/components/chart), and the largest lazy chunks (the widgets' files are left out:
 * bench/widget-size.ts measures them). Exits 1 when the charts are over their budget or loaded with the
 * first page. Run after `npm run build`: npx tsx bench/bundle-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The chart chunk, gzip, at most: VChart's core with the line and bar charts, their components and the
 * Semi theme (350 KB on 2026-11-28; VChart's core alone, nothing registered, is 224 KB: bench/README.md).
 */
export const CHART_JS_BUDGET = 360 * 1024;

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

const assets = fs.readdirSync(path.join(dir, 'assets')).map((f) => `assets/${f}`);
const lazy = assets
  .filter((f) => f.endsWith('.js') && !initial.includes(f) && !widgetFiles.has(f))
  .map((f) => ({ f, size: gz(f) }))
  .sort((a, b) => b.size - a.size);
console.log(`lazy chunks: ${lazy.length}, largest:`);
for (const { f, size } of lazy.slice(0, 8)) console.log(`  ${f}: ${kb(size)}`);

// The chunk rspack names chart (the library with the kit's module): see rspack.config.ts.
const chartFiles = assets.filter((f) => /^assets\/chart\.[0-9a-f]+\.js$/.test(f));
const chartTotal = chartFiles.reduce((sum, f) => sum + gz(f), 0);
console.log(`charts: ${kb(chartTotal)} gzip (budget ${kb(CHART_JS_BUDGET)}), ${chartFiles.join(', ') || 'no chart chunks found'}`);

const problems = [
  chartFiles.length !== 1 && `one chart chunk expected, found ${chartFiles.length}`,
  chartTotal > CHART_JS_BUDGET && `charts over budget: ${kb(chartTotal)} > ${kb(CHART_JS_BUDGET)}`,
  chartFiles.some((f) => initial.includes(f)) && 'the charts are loaded with the first page',
].filter(Boolean);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
