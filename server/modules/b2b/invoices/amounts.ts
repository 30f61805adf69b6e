import Big from 'big.js';

/** Tax inside a tax-inclusive amount: amount × rate / (100 + rate), rounded half up to cents. */
export function taxIncluded(amount: string, ratePercent: string): string {
  const rate = new Big(ratePercent);
  if (rate.eq(0)) return '0.00';
  return new Big(amount).times(rate).div(rate.plus(100)).round(2, Big.roundHalfUp).toFixed(2);
}
