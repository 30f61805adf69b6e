import { ApprovalStore } from './approvals';
import { AuthStore } from './auth';
import { MessageStore } from './messages';
import { Traffic } from './traffic';
import { UserDirectory } from './users';

/** The one app the fake platform knows. */
export interface FakeLarkApp {
  appId: string;
  appSecret: string;
  tenantKey: string;
}

/** Everything the fake platform holds; the route handlers read and change it. */
export class FakeLarkState {
  readonly users = new UserDirectory();
  readonly auth: AuthStore;
  readonly messages = new MessageStore();
  readonly traffic = new Traffic();
  readonly approvals = new ApprovalStore();
  /** The Lark account signed in to the Lark client that opens the authorize page (the fake has one). */
  signedIn: string | undefined;

  constructor(
    readonly app: FakeLarkApp,
    tokenTtlSeconds: number,
  ) {
    this.auth = new AuthStore(tokenTtlSeconds);
  }

  /** A one-use login code for a registered user, valid `ttlSeconds` (Lark's last five minutes). */
  issueCode(openId: string, ttlSeconds = 300, redirectUri?: string): string {
    if (!this.users.find('open_id', openId)) throw new Error(`no Lark user with open_id ${openId}`);
    return this.auth.issueCode(openId, ttlSeconds, redirectUri);
  }

  /** Forgets traffic (requests, messages, pending failures, token counts); users, tokens and codes stay. */
  reset(): void {
    this.traffic.clear();
    this.messages.clear();
    this.approvals.clear();
    this.auth.tokenRequests.tenant = 0;
    this.auth.tokenRequests.app = 0;
  }
}
