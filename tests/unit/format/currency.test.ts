import { describe, expect, it } from 'vitest';
import { formatMoney, toChineseCurrency } from '@shared/format';

describe('toChineseCurrency', () => {
  it.each<[number | string, string]>([
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [100, '壹佰元整'],
    [0, '零元整'],
    [10005.01, '壹万零伍元零壹分'],
    [100000000, '壹亿元整'],
    [10, '壹拾元整'],
    [1010, '壹仟零壹拾元整'],
    [1001, '壹仟零壹元整'],
    [10.1, '壹拾元壹角'],
    ['10.10', '壹拾元壹角'],
    [1000000.0, '壹佰万元整'],
    ['1000000.00', '壹佰万元整'],
    [20000.5, '贰万元伍角'],
    [105000, '壹拾万伍仟元整'],
    [100500, '壹拾万零伍佰元整'],
    [100010000, '壹亿零壹万元整'],
    [100100000, '壹亿零壹拾万元整'],
    [110000000, '壹亿壹仟万元整'],
    [100000001, '壹亿零壹元整'],
    [1000000000000, '壹万亿元整'],
    [1000100000000, '壹万零壹亿元整'],
    [123456789012.34, '壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元叁角肆分'],
    [
      '9999999999999999.99',
      '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
    ],
  ])('%j -> %s', (amount, text) => {
    expect(toChineseCurrency(amount)).toBe(text);
  });

  it('writes amounts below one yuan without 零元', () => {
    expect(toChineseCurrency(0.5)).toBe('伍角');
    expect(toChineseCurrency(0.05)).toBe('伍分');
    expect(toChineseCurrency(0.56)).toBe('伍角陆分');
    expect(toChineseCurrency('.5')).toBe('伍角');
  });

  it('prefixes negatives with 负, but not a value that rounds to zero', () => {
    expect(toChineseCurrency(-1234.56)).toBe('负壹仟贰佰叁拾肆元伍角陆分');
    expect(toChineseCurrency('-0.5')).toBe('负伍角');
    expect(toChineseCurrency(-100)).toBe('负壹佰元整');
    expect(toChineseCurrency(-0.001)).toBe('零元整');
    expect(toChineseCurrency(-0)).toBe('零元整');
  });

  it('rounds half-up to the fen on the written decimal, not the binary value', () => {
    expect(toChineseCurrency(1.005)).toBe('壹元零壹分');
    expect(toChineseCurrency(0.1 + 0.2)).toBe('叁角');
    expect(toChineseCurrency(0.004)).toBe('零元整');
    expect(toChineseCurrency('9.995')).toBe('壹拾元整');
    expect(toChineseCurrency(1e-7)).toBe('零元整');
  });

  it('accepts numeric strings with spaces, a sign or a trailing dot', () => {
    expect(toChineseCurrency(' 12 ')).toBe('壹拾贰元整');
    expect(toChineseCurrency('+3')).toBe('叁元整');
    expect(toChineseCurrency('10.')).toBe('壹拾元整');
  });

  it('throws a TypeError for non-numeric input', () => {
    for (const input of ['', ' ', 'abc', '12a', '1,234', '1e3', '.', '-', '¥12']) {
      expect(() => toChineseCurrency(input), input).toThrow(TypeError);
    }
  });

  it('throws a RangeError for non-finite numbers and from 1e16 (万万亿) up', () => {
    expect(() => toChineseCurrency(Number.NaN)).toThrow(RangeError);
    expect(() => toChineseCurrency(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toChineseCurrency(1e16)).toThrow(RangeError);
    expect(() => toChineseCurrency('10000000000000000')).toThrow(RangeError);
    expect(() => toChineseCurrency('9999999999999999.995')).toThrow(RangeError);
    expect(() => toChineseCurrency(1e21)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each<[number | string, string]>([
    [0, '0.00'],
    [12, '12.00'],
    [123, '123.00'],
    [1234.5, '1,234.50'],
    [-1234.5, '-1,234.50'],
    [1234567.891, '1,234,567.89'],
    ['1000000', '1,000,000.00'],
    [0.05, '0.05'],
    [1.005, '1.01'],
    [999.995, '1,000.00'],
    [-0.001, '0.00'],
    ['12345678901234567890.12', '12,345,678,901,234,567,890.12'],
  ])('%j -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('puts an ISO currency code first, upper-cased', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1,234.50');
    expect(formatMoney('1234.5', 'cny')).toBe('CNY 1,234.50');
    expect(formatMoney(-5, 'EUR')).toBe('EUR -5.00');
    expect(formatMoney(5, '')).toBe('5.00');
  });

  it('rejects a currency that is not a 3-letter code', () => {
    expect(() => formatMoney(5, '¥')).toThrow(RangeError);
    expect(() => formatMoney(5, 'US')).toThrow(RangeError);
    expect(() => formatMoney(5, 'US D')).toThrow(RangeError);
  });

  it('throws a TypeError for non-numeric input', () => {
    expect(() => formatMoney('abc')).toThrow(TypeError);
    expect(() => formatMoney('')).toThrow(TypeError);
  });
});
