import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as format from '@shared/format';

const dir = new URL('../../../shared/format/', import.meta.url);
const sources = readdirSync(dir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, code: readFileSync(new URL(name, dir), 'utf8') }));

describe('shared/format stays isomorphic', () => {
  it.each(sources)('$name imports only sibling modules', ({ code }) => {
    const specifiers = [...code.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'/g)].map(
      (m) => m[1] ?? m[2],
    );
    for (const specifier of specifiers) expect(specifier).toMatch(/^\.\//);
  });

  it.each(sources)('$name uses no Node or DOM globals', ({ code }) => {
    expect(code).not.toMatch(/\b(window|document|navigator|localStorage|process|Buffer|require)\b/);
  });

  it('exposes every helper from the index', () => {
    const names = [
      'textWidth',
      'truncateByWidth',
      'sanitizeDecimal',
      'isValidDecimal',
      'parseTime',
      'formatTime',
      'formatDateTime',
      'relativeTime',
      'dateShortcuts',
      'nextMonths',
      'toChineseCurrency',
      'formatMoney',
    ];
    for (const name of names) expect(typeof (format as Record<string, unknown>)[name], name).toBe('function');
  });
});
