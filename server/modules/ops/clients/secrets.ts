import { randomBytes } from 'node:crypto';

/** A new public client id: `svc_` and 16 hex digits. */
export const newClientId = () => `svc_${randomBytes(8).toString('hex')}`;

/** A new secret: 256 random bits, far beyond guessing (so the token call needs no throttle). */
export const newSecret = () => `cds_${randomBytes(32).toString('base64url')}`;
