/**
 * Cleans what a user types into a number box: keeps only ASCII digits and the first '.', and at
 * most one digit after it. A leading '.' gets a '0' ('.5' -> '0.5'), redundant leading zeros go
 * ('007' -> '7', '00.5' -> '0.5'), and a trailing '.' is kept ('1.' stays '1.') so the user can
 * go on typing. No sign: '-5' -> '5'. Full-width digits are dropped, not converted.
 */
export function sanitizeDecimal(input: string): string {
  const kept = input.replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  const intRaw = dot === -1 ? kept : kept.slice(0, dot);
  const intPart = intRaw.replace(/^0+(?=\d)/, '');
  if (dot === -1) return intPart;
  const fraction = kept.slice(dot + 1).replace(/\./g, '').slice(0, 1);
  return `${intPart || '0'}.${fraction}`;
}

/**
 * True for a finished value in the form `sanitizeDecimal` produces: digits without redundant
 * leading zeros, optionally '.' and exactly one digit. '', '1.', '.5', '01' and '1.23' are false.
 */
export function isValidDecimal(input: string): boolean {
  return /^(0|[1-9]\d*)(\.\d)?$/.test(input);
}
