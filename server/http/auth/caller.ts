import type { UserCodes } from './codes';
import type { Identity } from './tokens';

/** Who is calling: the token's identity, and their codes loaded on first use. */
export interface Caller extends Identity {
  /** Loaded on first use: most login-only calls never need them. */
  codes(): Promise<UserCodes>;
}
