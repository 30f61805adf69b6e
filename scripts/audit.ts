/**
 * The dependency audit of CI: `npm audit` of the production dependencies. Fails on a high or
 * critical advisory unless scripts/audit-accepted.json explains why it does not apply here. When
 * the registry cannot answer the audit (some mirrors refuse its endpoint), says so and passes: the
 * audit was not run, which is not the same as clean.
 * Run: npx tsx scripts/audit.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Accepted {
  /** The advisory's GHSA id, e.g. GHSA-xxxx-xxxx-xxxx. */
  id: string;
  /** Why it does not apply to this product. */
  why: string;
}

export interface Advisory {
  id: string;
  severity: string;
  title: string;
  /** The package the advisory is about. */
  name: string;
}

export type Verdict = { ran: false; reason: string } | { ran: true; accepted: Advisory[]; unexplained: Advisory[] };

const BLOCKING = new Set(['high', 'critical']);

interface Via {
  name?: string;
  title?: string;
  url?: string;
  source?: number;
  severity?: string;
}

/** Judges `npm audit --json` output (report format 2) against the accepted advisories. */
export function judgeAudit(output: string, accepted: Accepted[]): Verdict {
  let report: { vulnerabilities?: Record<string, { via?: Array<Via | string> }>; message?: string; error?: { summary?: string } };
  try {
    report = JSON.parse(output);
  } catch {
    return { ran: false, reason: 'npm audit gave no readable answer' };
  }
  if (!report.vulnerabilities) return { ran: false, reason: report.message || report.error?.summary || 'the registry gave no audit report' };
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via === 'string' || !BLOCKING.has(via.severity ?? '')) continue;
      const id = via.url?.split('/').pop() || String(via.source);
      found.set(id, { id, severity: via.severity!, title: via.title ?? '', name: via.name ?? '' });
    }
  }
  const explained = new Set(accepted.map((a) => a.id));
  const all = [...found.values()];
  return { ran: true, accepted: all.filter((a) => explained.has(a.id)), unexplained: all.filter((a) => !explained.has(a.id)) };
}

function main() {
  const accepted = JSON.parse(fs.readFileSync(new URL('./audit-accepted.json', import.meta.url), 'utf8')).advisories as Accepted[];
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const verdict = judgeAudit(audit.stdout, accepted);
  if (!verdict.ran) {
    console.log(`Dependency audit NOT RUN: ${verdict.reason}. Continuing without it.`);
    return;
  }
  const line = (a: Advisory) => `  ${a.id} (${a.severity}) ${a.name}: ${a.title}`;
  if (verdict.accepted.length) console.log(`Dependency audit: accepted (see scripts/audit-accepted.json):\n${verdict.accepted.map(line).join('\n')}`);
  if (verdict.unexplained.length) {
    console.error(`Dependency audit FAILED: high or critical advisories not explained in scripts/audit-accepted.json:\n${verdict.unexplained.map(line).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  console.log('Dependency audit: no unexplained high or critical advisory in the production dependencies.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
