import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as approvals from '@shared/api/approvals';
import type { Endpoint } from '@shared/api/contract';
import * as lark from '@shared/api/lark';
import { endpoints } from '../../widgets/common/endpoints';

const contracts: Record<string, unknown> = { ...approvals, ...lark };

/** Every .ts/.tsx file under widgets/. */
function widgetSources(dir = path.resolve('widgets')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return widgetSources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the widgets' endpoint table", () => {
  it.each(Object.entries(endpoints))('%s calls what its contract declares', (name, route) => {
    const contract = contracts[name] as Endpoint | undefined;
    expect(contract, `no contract named ${name} in shared/api`).toBeDefined();
    expect({ method: route.method, path: route.path }).toEqual({ method: contract!.method, path: contract!.path });
  });

  it('is the only way widgets reach the contracts: other shared/api modules are imported for types only', () => {
    // Loading a contract module builds its zod schemas, which would bring zod into the widget bundles.
    // Modules that hold plain data only (no zod) may be loaded: the warranty page's message table.
    const zodFree = new Set(['contract', 'envelope', 'warranty/publicMessages']);
    const offenders = widgetSources().flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'@shared\/api\/([\w/]+)'/gm)]
        .filter(([, typeOnly, module]) => !typeOnly && !zodFree.has(module!))
        .map(([statement]) => `${path.relative(process.cwd(), file)}: ${statement}`);
    });
    expect(offenders).toEqual([]);
  });
});
