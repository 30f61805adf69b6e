import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

// The layer rules (.dependency-cruiser.cjs) over every product folder: an import that points up a
// layer, crosses between portal, widgets and server, or closes a cycle fails with its name.
describe('layers', () => {
  it('every import points down a layer (.dependency-cruiser.cjs)', async () => {
    const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
    const tsConfig = extractTSConfig('tsconfig.json');
    const { output } = await cruise(['server', 'shared', 'web', 'widgets'], options, {}, { tsConfig });
    const result = output as ICruiseResult;

    const violations = result.summary.violations.map((v) =>
      v.cycle?.length
        ? `${v.from} -> ${v.cycle.map((step) => step.name).join(' -> ')} (${v.rule.name})`
        : `${v.from} -> ${v.to} (${v.rule.name})`,
    );
    expect(violations).toEqual([]);
    // The cruise saw the whole product, not an empty or mis-resolved tree.
    expect(result.summary.totalCruised).toBeGreaterThan(400);
    expect(result.modules.some((m) => m.couldNotResolve)).toBe(false);
    // Resolving a thousand files through the TypeScript config takes over 30 s on a busy machine.
  }, 120_000);

  // The module rule itself, on a small tree: a module reaching into another's files fails, named.
  it('a module importing another module\'s internals fails (fixtures/modules-apart)', async () => {
    const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
    const baseDir = 'tests/unit/fixtures/modules-apart';
    const { output } = await cruise(['server'], { ...options, baseDir, tsConfig: undefined }, {});
    const result = output as ICruiseResult;

    const violations = result.summary.violations.map((v) => `${v.from} -> ${v.to} (${v.rule.name})`).sort();
    expect(violations).toEqual([
      'server/modules/billing/reaches.ts -> server/modules/orders/index.ts (modules-stay-apart)',
      'server/modules/billing/reaches.ts -> server/modules/orders/total.ts (modules-stay-apart)',
      'server/modules/billing/reaches.ts -> server/modules/reference/rate.ts (modules-stay-apart)',
    ]);
  }, 30_000);
});
