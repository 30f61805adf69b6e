import { toCents } from './amount';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SECTION_UNITS = ['仟', '佰', '拾', ''];
const MAX_INTEGER_DIGITS = 16; // up to 9999万亿

/** 1 to 4 digits without leading zeros, e.g. '1010' -> 壹仟零壹拾 (one 零 per run of inner zeros). */
function sectionToChinese(digits: string): string {
  const units = SECTION_UNITS.slice(4 - digits.length);
  let out = '';
  let zeroPending = false;
  for (const [i, d] of [...digits].entries()) {
    if (d === '0') {
      zeroPending = true;
      continue;
    }
    if (zeroPending) out += '零';
    out += DIGITS[Number(d)] + units[i];
    zeroPending = false;
  }
  return out;
}

/** A positive integer without leading zeros, split at 亿 (8 digits) and 万 (4 digits). */
function integerToChinese(digits: string): string {
  if (digits.length <= 4) return sectionToChinese(digits);
  const [width, unit]: [number, string] = digits.length > 8 ? [8, '亿'] : [4, '万'];
  const low = digits.slice(-width).replace(/^0+/, '');
  // A gap of zeros between the unit and the rest is read as one 零: 壹万零伍, 壹亿零壹佰万.
  const tail = low === '' ? '' : (low.length < width ? '零' : '') + integerToChinese(low);
  return integerToChinese(digits.slice(0, -width)) + unit + tail;
}

/**
 * 人民币大写, following the bank-form convention: '元整' when there are no jiao/fen, nothing after
 * 角, 零 for a zero jiao before fen (10005.01 -> 壹万零伍元零壹分), no '零元' below one yuan
 * (0.05 -> 伍分), '负' before negatives. Rounds half-up to the fen. Throws a TypeError for
 * non-numeric input (including '') and a RangeError at 1亿亿 (1e16) and above.
 */
export function toChineseCurrency(amount: number | string): string {
  const { negative, cents } = toCents(amount);
  const yuan = (cents / 100n).toString();
  if (yuan.length > MAX_INTEGER_DIGITS) throw new RangeError(`Amount too large: ${String(amount)}`);
  const jiao = Number((cents / 10n) % 10n);
  const fen = Number(cents % 10n);

  if (cents === 0n) return '零元整';
  let out = yuan === '0' ? '' : `${integerToChinese(yuan)}元`;
  if (jiao === 0 && fen === 0) out += '整';
  else {
    if (jiao > 0) out += `${DIGITS[jiao]}角`;
    else if (out !== '') out += '零';
    if (fen > 0) out += `${DIGITS[fen]}分`;
  }
  return (negative ? '负' : '') + out;
}

/**
 * '1,234.50': thousands separators and exactly 2 decimals (rounded half-up), '-' for negatives.
 * With an ISO 4217 code the code comes first: 'USD 1,234.50'. Throws a TypeError for non-numeric
 * input and a RangeError for a currency that is not 3 letters.
 */
export function formatMoney(amount: number | string, currency?: string): string {
  const { negative, cents } = toCents(amount);
  const yuan = (cents / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  const decimals = (cents % 100n).toString().padStart(2, '0');
  const text = `${negative ? '-' : ''}${yuan}.${decimals}`;
  if (currency === undefined || currency === '') return text;
  if (!/^[A-Za-z]{3}$/.test(currency)) throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
  return `${currency.toUpperCase()} ${text}`;
}
