import { describe, expect, it } from 'vitest';
import { textWidth, truncateByWidth } from '@shared/format';

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

describe('textWidth', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['中文', 4],
    ['a中b', 4],
    ['é', 1], // U+00E9, Latin-1
    ['ÿ', 1], // U+00FF = 255, the last 1-wide code
    ['Ā', 2], // U+0100 = 256
    ['€', 2],
    ['Ａ', 2], // full-width letter
    ['😀', 2], // one astral code point, not 2 UTF-16 units x 2
    ['👍🏽', 4], // emoji + skin-tone modifier: two code points
    ['中a😀', 5],
  ])('%j is %i wide', (s, width) => {
    expect(textWidth(s)).toBe(width);
  });
});

describe('truncateByWidth', () => {
  it('returns the string unchanged when it fits, even exactly', () => {
    expect(truncateByWidth('abc', 10)).toBe('abc');
    expect(truncateByWidth('中文', 4)).toBe('中文');
    expect(truncateByWidth('中文', 4, '...')).toBe('中文');
  });

  it('cuts ASCII by count', () => {
    expect(truncateByWidth('abcdef', 4)).toBe('abcd');
  });

  it('drops a 2-wide character that would straddle the limit', () => {
    expect(truncateByWidth('中文字', 3)).toBe('中');
    expect(truncateByWidth('中文字', 2)).toBe('中');
    expect(truncateByWidth('中文字', 1)).toBe('');
    expect(truncateByWidth('a中文', 2)).toBe('a');
    expect(truncateByWidth('a中文', 3)).toBe('a中');
  });

  it('never splits a surrogate pair', () => {
    const result = truncateByWidth('😀😀😀', 3);
    expect(result).toBe('😀');
    expect(LONE_SURROGATE.test(result)).toBe(false);
    expect(truncateByWidth('a😀', 2)).toBe('a');
  });

  it('keeps the suffix inside the limit', () => {
    expect(truncateByWidth('abcdef', 5, '...')).toBe('ab...');
    expect(truncateByWidth('中文字符', 5, '…')).toBe('中…'); // '…' is U+2026, 2 wide
    expect(truncateByWidth('中文字符', 6, '...')).toBe('中...');
  });

  it('cuts the suffix itself when even it does not fit', () => {
    expect(truncateByWidth('abcdef', 2, '...')).toBe('..');
  });

  it('gives an empty string for a zero, negative or NaN width', () => {
    expect(truncateByWidth('abc', 0)).toBe('');
    expect(truncateByWidth('abc', -3)).toBe('');
    expect(truncateByWidth('abc', Number.NaN)).toBe('');
  });

  it('always stays within the limit and keeps a prefix', () => {
    const s = 'Crossdock 客户管理😀系统 v2';
    for (let max = 0; max <= textWidth(s) + 1; max += 1) {
      const cut = truncateByWidth(s, max, '..');
      expect(textWidth(cut)).toBeLessThanOrEqual(max);
      expect(LONE_SURROGATE.test(cut)).toBe(false);
      if (cut.endsWith('..') && cut !== s) expect(s.startsWith(cut.slice(0, -2))).toBe(true);
    }
  });
});
