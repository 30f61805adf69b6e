import Big from 'big.js';

/** `amount × rate` in CNY, rounded half up to cents; amounts and rates travel as decimal strings. */
export function toCny(amount: string, rate: string): string {
  return new Big(amount).times(rate).round(2, Big.roundHalfUp).toFixed(2);
}

/** Sum of decimal strings, exact. */
export function sumMoney(values: Iterable<string>): string {
  let total = new Big(0);
  for (const v of values) total = total.plus(v);
  return total.toFixed(2);
}

/** a − b, exact. */
export const minusMoney = (a: string, b: string): string => new Big(a).minus(b).toFixed(2);

/** Compares two decimal strings: −1, 0 or 1. */
export const compareMoney = (a: string, b: string): number => new Big(a).cmp(b);
