/** An amount rounded to whole cents (fen), kept as a BigInt so 16-digit amounts stay exact. */
export interface Cents {
  negative: boolean;
  cents: bigint;
}

const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Decimal text of a number as written in source ('1.005', not the binary 1.00499…). */
function numberToText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite amount: ${n}`);
  const text = String(n);
  if (!text.includes('e')) return text;
  // Exponent form is only used below 1e-6 (rounds to 0 cents) or at 1e21 and above.
  if (Math.abs(n) < 1) return '0';
  throw new RangeError(`Amount too large: ${n}`);
}

/**
 * Parses a number or numeric string ('-1234.5', '.5', '+3', '10.') and rounds it half-up (away
 * from zero) to 2 decimals. Throws a TypeError for anything else ('', 'abc', '1,234', '1e3').
 */
export function toCents(amount: number | string): Cents {
  const text = typeof amount === 'number' ? numberToText(amount) : amount.trim();
  const m = NUMERIC.exec(text);
  if (!m || (m[2] === '' && !m[3])) throw new TypeError(`Not a numeric amount: ${String(amount)}`);
  const [, sign, intDigits, fraction = ''] = m;
  const roundUp = fraction.charAt(2) >= '5';
  const cents = BigInt(intDigits + fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1n : 0n);
  // No "negative zero": '-0.001' is plain 0.
  return { negative: sign === '-' && cents > 0n, cents };
}
