/**
 * What one module weighs alone, as the portal's build makes it: the module and all it imports in one chunk
 * (the portal's rules, production minifier; React left out), minified and gzip. For weighing a library's
 * parts before choosing them. Usage: npx tsx bench/lib/entry-size.ts <file> [<file> ...]
 * (bench/lib/chart-core.ts: VChart's core alone; web/components/chart/ChartView.tsx: the portal's charts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type Configuration } from '@rspack/core';
import portal from '../../rspack.config';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function weigh(file: string): Promise<void> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-size-'));
  const config: Configuration = {
    ...(portal as Configuration),
    entry: path.resolve(file),
    // Exported as a library, so that what the entry exports is kept (and all it uses).
    output: { path: out, filename: 'main.js', library: { type: 'var', name: 'entry' } },
    plugins: [],
    optimization: { ...(portal as Configuration).optimization, splitChunks: false, runtimeChunk: false },
    externals: { react: 'React', 'react-dom': 'ReactDOM', 'react/jsx-runtime': 'ReactJSX' },
    devServer: undefined,
  };
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err || stats?.hasErrors()) return reject(err ?? new Error(stats!.toString('errors-only')));
      const code = fs.readFileSync(path.join(out, 'main.js'));
      console.log(`${file}: ${kb(code.length)} minified, ${kb(gzipSync(code).length)} gzip`);
      fs.rmSync(out, { recursive: true, force: true });
      resolve();
    });
  });
}

for (const file of process.argv.slice(2)) await weigh(file);
