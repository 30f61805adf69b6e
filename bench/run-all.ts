/** Runs every benchmark one after the other (npm run bench). Figures: bench/README.md. */
import { execFileSync } from 'node:child_process';

for (const script of ['cold-start.ts', 'front-info.ts', 'bundle-size.ts', 'widget-size.ts', 'export.ts', 'lark-card-actions.ts', 'lists.ts']) {
  console.log(`\n== bench/${script}`);
  execFileSync(process.execPath, ['--import', 'tsx', `bench/${script}`], { stdio: 'inherit' });
}
