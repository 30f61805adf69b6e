/**
 * What the launch page does, in order: inside Lark, a code from the JSSDK, exchanged for a CRM token.
 * Else a portal token that still works. Else the person is outside Lark without a session.
 * A `?code=` in the address is never used: a link carrying someone else's code would sign the
 * victim in as that someone (login CSRF). Lark's OAuth redirect goes to /lark/launch, which checks
 * the state against this browser.
 */
import { ResCode } from '@shared/api/envelope';
import { clearSessionCookies, getToken, setToken } from '../common/cookies';
import { endpoints } from '../common/endpoints';
import { call, WidgetError } from '../common/http';
import { queryParam, safeWidgetTarget } from '../common/navigation';
import { isInsideLark, loadLarkSdk, requestLarkCode } from './larkSdk';

export type LaunchOutcome =
  /** Signed in: go on to `to`. */
  | { kind: 'signedIn'; to: string }
  /** Not in Lark and no working session. */
  | { kind: 'outsideLark'; to: string }
  /** `loginRefused`: the server answered the login (e.g. the Lark account is not bound). */
  | { kind: 'failed'; to: string; message: string; loginRefused: boolean };

export const LaunchMessages = {
  larkDisabled: '飞书集成尚未启用，请联系管理员',
  failed: '登录失败，请重试',
} as const;

/** Exchanges a Lark code for a CRM token and keeps it where the portal keeps its own. */
async function signIn(code: string): Promise<void> {
  const { token } = await call(endpoints.larkLogin, { body: { code }, relaunchOnLogout: false });
  // The user cookies may belong to whoever used this browser before; the portal refills them.
  clearSessionCookies();
  setToken(token);
}

async function codeFromLark(): Promise<string> {
  const config = await call(endpoints.larkClientConfig, { relaunchOnLogout: false });
  if (!config.enabled || !config.appId) throw new WidgetError(LaunchMessages.larkDisabled);
  await loadLarkSdk();
  return requestLarkCode(config.appId);
}

/** A cheap signed-in call: true when the token cookie still works, false when it is stale. */
async function tokenWorks(): Promise<boolean> {
  if (!getToken()) return false;
  try {
    await call(endpoints.approvalInbox, { relaunchOnLogout: false });
    return true;
  } catch (error) {
    if (error instanceof WidgetError && error.resCode === ResCode.LOGGED_OUT) return false;
    throw error;
  }
}

/** Runs the launch for the current URL (`?to=`); never rejects. */
export async function launch(): Promise<LaunchOutcome> {
  const to = safeWidgetTarget(queryParam('to'));
  let loggingIn = false;
  try {
    if (isInsideLark()) {
      const larkCode = await codeFromLark();
      loggingIn = true;
      await signIn(larkCode);
      return { kind: 'signedIn', to };
    }
    if (await tokenWorks()) return { kind: 'signedIn', to };
    return { kind: 'outsideLark', to };
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : LaunchMessages.failed;
    const loginRefused = loggingIn && error instanceof WidgetError && error.resCode !== null;
    return { kind: 'failed', to, message, loginRefused };
  }
}
