import { randomBytes } from 'node:crypto';

/** A new public client id: `svc_` and 16 hex digits. */
export const newClientId = () => `svc_${randomBytes(8).toString('hex')}`;

/** A new secret: 256 random bits, far beyond guessing (the token call's throttle only bounds the argon2 work). */
export const newSecret = () => `cds_${randomBytes(32).toString('base64url')}`;
