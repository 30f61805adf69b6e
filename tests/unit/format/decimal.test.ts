import { describe, expect, it } from 'vitest';
import { isValidDecimal, sanitizeDecimal } from '@shared/format';

describe('sanitizeDecimal', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['12.3', '12.3'],
    ['12.345', '12.3'],
    ['a1b2', '12'],
    ['1..2', '1.2'],
    ['1.2.3', '1.2'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['1.', '1.'], // kept while the user is still typing
    ['abc', ''],
    ['-5', '5'], // no sign
    ['1e5', '15'],
    ['007', '7'],
    ['0', '0'],
    ['00', '0'],
    ['00.5', '0.5'],
    ['0.0', '0.0'],
    [' 1 2 . 3 ', '12.3'],
    ['１２', ''], // full-width digits are not ASCII digits
  ])('%j -> %j', (input, output) => {
    expect(sanitizeDecimal(input)).toBe(output);
  });

  it('is idempotent', () => {
    for (const input of ['12.345', 'a1b2', '1..2', '.5', '007', '1.', '-0.05']) {
      const once = sanitizeDecimal(input);
      expect(sanitizeDecimal(once)).toBe(once);
    }
  });
});

describe('isValidDecimal', () => {
  it.each(['0', '7', '12', '12.3', '0.5', '0.0', '1000'])('accepts %j', (input) => {
    expect(isValidDecimal(input)).toBe(true);
  });

  it.each(['', '.', '1.', '.5', '12.34', '01', '-1', '1,000', ' 1', 'a', '1.2.3'])(
    'rejects %j',
    (input) => {
      expect(isValidDecimal(input)).toBe(false);
    },
  );

  it('agrees with sanitizeDecimal: a valid value is left as it is', () => {
    for (const input of ['0', '12.3', '0.5', '1000']) expect(sanitizeDecimal(input)).toBe(input);
  });
});
