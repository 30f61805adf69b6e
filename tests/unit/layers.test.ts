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
  }, 30_000);
});
