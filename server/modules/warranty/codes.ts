import { randomBytes } from 'node:crypto';
import { PUBLIC_PATH } from '@shared/api/warranty/common';

/** Crockford base32: no I, L, O, U, so a printed code is never misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code: 12 characters from 60 random bits. Unguessable; uniqueness is the index's job. */
export function newCode(): string {
  const bytes = randomBytes(8);
  let n = bytes.readBigUInt64BE() >> 4n;
  let code = '';
  for (let i = 0; i < 12; i++) {
    code = ALPHABET[Number(n & 31n)] + code;
    n >>= 5n;
  }
  return code;
}

/** The address a printed code opens. */
export const codeUrl = (publicUrl: string, code: string) => `${publicUrl}${PUBLIC_PATH}${code}`;
