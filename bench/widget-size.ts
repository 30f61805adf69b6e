/**
 * Gzip sizes of each Lark widget: every JS and CSS file its HTML page loads (shared chunks included).
 * Exits 1 when a widget's JS is over the budget. Run after `npm run build`: npx tsx bench/widget-size.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Each widget's JS, gzip, at most (widgets/README.md). */
export const WIDGET_JS_BUDGET = 110 * 1024;

const dir = path.resolve('dist/web');
const widgetsDir = path.join(dir, 'widgets');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(fs.readFileSync(path.join(dir, file))).length;

if (!fs.existsSync(widgetsDir)) {
  console.error('dist/web/widgets is missing: run `npm run build` first.');
  process.exit(1);
}

const pages = fs.readdirSync(widgetsDir).filter((f) => f.endsWith('.html')).sort();
const rows = pages.map((page) => {
  const html = fs.readFileSync(path.join(widgetsDir, page), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const sum = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(f), 0);
  return { widget: page.replace(/\.html$/, ''), files, js: sum('.js'), css: sum('.css') };
});

console.log(`widget JS budget: ${kb(WIDGET_JS_BUDGET)} gzip each\n`);
console.log(['widget'.padEnd(10), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10), 'files'.padStart(6), '  verdict'].join(''));
for (const r of rows) {
  const verdict = r.js <= WIDGET_JS_BUDGET ? 'ok' : 'OVER BUDGET';
  console.log([r.widget.padEnd(10), kb(r.js).padStart(10), kb(r.css).padStart(10), String(r.files.length).padStart(6), `  ${verdict}`].join(''));
}
console.log('\nfiles:');
for (const f of [...new Set(rows.flatMap((r) => r.files))].sort()) {
  const users = rows.filter((r) => r.files.includes(f)).map((r) => r.widget);
  console.log(`  ${f}: ${kb(gz(f))} (${users.join(', ')})`);
}

const over = rows.filter((r) => r.js > WIDGET_JS_BUDGET);
if (rows.length === 0 || over.length > 0) {
  console.error(rows.length === 0 ? 'no widget pages found' : `over budget: ${over.map((r) => r.widget).join(', ')}`);
  process.exit(1);
}
