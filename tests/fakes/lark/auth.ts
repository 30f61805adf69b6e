import { newId } from './ids';

/** Lark hands out a fresh app token once the current one has less than this left. */
const RENEW_BELOW_MS = 30 * 60 * 1000;

export type CodeRedemption = { openId: string } | { error: 'unknown' | 'used' | 'expired' | 'redirect' };

interface Expiring {
  expiresAt: number;
}

/**
 * Tokens and authorisation codes. A self-built app's `app_access_token` and
 * `tenant_access_token` are one and the same `t-` string, as Lark returns them, so a
 * tenant token is accepted where the app token is asked for (which is what the SDK sends).
 */
export class AuthStore {
  readonly tokenRequests = { tenant: 0, app: 0 };
  /** The `scope` each user last authorised on the authorize page. */
  readonly grantedScopes = new Map<string, string>();
  private readonly appTokens = new Map<string, Expiring>();
  private current: { token: string; expiresAt: number } | undefined;
  private readonly userTokens = new Map<string, Expiring & { openId: string; refreshToken: string }>();
  private readonly codes = new Map<string, Expiring & { openId: string; used: boolean; redirectUri?: string }>();

  constructor(private readonly ttlSeconds: number) {}

  /** The app token to hand out now, with its remaining lifetime in seconds. */
  appToken(): { token: string; expire: number } {
    const now = Date.now();
    if (!this.current || this.current.expiresAt - now < RENEW_BELOW_MS) {
      this.current = { token: newId.appToken(), expiresAt: now + this.ttlSeconds * 1000 };
      this.appTokens.set(this.current.token, { expiresAt: this.current.expiresAt });
    }
    return { token: this.current.token, expire: Math.floor((this.current.expiresAt - now) / 1000) };
  }

  isAppToken(token: string): boolean {
    return live(this.appTokens.get(token));
  }

  /** A code; one issued by the authorize page remembers its `redirect_uri`, which the token request must repeat. */
  issueCode(openId: string, ttlSeconds: number, redirectUri?: string): string {
    const code = newId.code();
    this.codes.set(code, { openId, used: false, expiresAt: Date.now() + ttlSeconds * 1000, redirectUri });
    return code;
  }

  /** Spends a code: each one works once, within its lifetime, with the redirect URI it was issued for. */
  redeemCode(code: string, redirectUri?: string): CodeRedemption {
    const entry = this.codes.get(code);
    if (!entry) return { error: 'unknown' };
    if (entry.used) return { error: 'used' };
    entry.used = true;
    if (!live(entry)) return { error: 'expired' };
    if (entry.redirectUri !== undefined && entry.redirectUri !== redirectUri) return { error: 'redirect' };
    return { openId: entry.openId };
  }

  issueUserToken(openId: string) {
    const accessToken = newId.userToken();
    const refreshToken = newId.refreshToken();
    this.userTokens.set(accessToken, { openId, refreshToken, expiresAt: Date.now() + this.ttlSeconds * 1000 });
    return { accessToken, refreshToken, expiresIn: this.ttlSeconds - 1, refreshExpiresIn: 30 * 24 * 3600 - 1 };
  }

  /** Open id behind a live user token. */
  userOf(token: string): string | undefined {
    const entry = this.userTokens.get(token);
    return live(entry) ? entry?.openId : undefined;
  }

  /** Ends every app, tenant and user token now, as if their two hours were up. */
  expireTokens(): void {
    const past = Date.now() - 1;
    for (const entry of this.appTokens.values()) entry.expiresAt = past;
    for (const entry of this.userTokens.values()) entry.expiresAt = past;
    this.current = undefined;
  }
}

function live(entry: Expiring | undefined): boolean {
  return entry !== undefined && entry.expiresAt > Date.now();
}
