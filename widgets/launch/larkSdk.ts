/**
 * Lark's H5 JSSDK in a web app: is this page inside Lark, load the SDK, and get a login code
 * (`tt.requestAccess`, or `tt.requestAuthCode` on Lark versions without it).
 */

interface LarkFailure {
  errno?: number;
  errString?: string;
  errMsg?: string;
}

interface CodeCallbacks {
  success(result: { code: string }): void;
  fail(error: LarkFailure): void;
}

interface LarkTt {
  requestAccess?(options: { appID: string; scopeList: string[] } & CodeCallbacks): void;
  requestAuthCode?(options: { appId: string } & CodeCallbacks): void;
}

interface LarkH5Sdk {
  ready(callback: () => void): void;
  error?(callback: (error: unknown) => void): void;
}

declare global {
  interface Window {
    h5sdk?: LarkH5Sdk;
    tt?: LarkTt;
  }
}

export const LARK_SDK_URL = 'https://lf1-cdn-tos.bytegoofy.com/goofy/lark/op/h5-js-sdk-1.5.26.js';
const SDK_TIMEOUT_MS = 15_000;
/** requestAccess answers this errno on Lark versions that do not have it yet. */
const NOT_SUPPORTED = 103;

export const LarkMessages = {
  sdkFailed: '飞书组件加载失败，请检查网络后重试',
  noAnswer: '飞书没有响应，请重试',
  noLoginApi: '当前飞书版本不支持免登，请升级飞书后重试',
  refused: '飞书授权失败',
} as const;

/** Inside the Lark (Feishu) app: its bridge objects are present or its user agent says so. */
export function isInsideLark(): boolean {
  return Boolean(window.h5sdk || window.tt) || /(Lark|Feishu)\//i.test(navigator.userAgent);
}

/** Adds Lark's JSSDK script unless `window.h5sdk` is already there. */
export function loadLarkSdk(): Promise<void> {
  if (window.h5sdk) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => reject(new Error(LarkMessages.sdkFailed)), SDK_TIMEOUT_MS);
    script.src = LARK_SDK_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.h5sdk) resolve();
      else reject(new Error(LarkMessages.sdkFailed));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error(LarkMessages.sdkFailed));
    };
    document.head.append(script);
  });
}

const failureText = (error: LarkFailure) => {
  const detail = error.errString || error.errMsg;
  return detail ? `${LarkMessages.refused}：${detail}` : LarkMessages.refused;
};

/** A one-time login code for `appId` from the Lark client (the SDK must be loaded). */
export function requestLarkCode(appId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sdk = window.h5sdk;
    if (!sdk) return reject(new Error(LarkMessages.sdkFailed));
    const timer = setTimeout(() => reject(new Error(LarkMessages.noAnswer)), SDK_TIMEOUT_MS);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    const success = ({ code }: { code: string }) => settle(() => resolve(code));
    const failed = (error: LarkFailure) => settle(() => reject(new Error(failureText(error))));
    const byAuthCode = () => {
      const tt = window.tt;
      if (!tt?.requestAuthCode) return settle(() => reject(new Error(LarkMessages.noLoginApi)));
      tt.requestAuthCode({ appId, success, fail: failed });
    };
    sdk.error?.((error) => console.error('h5sdk error', error));
    sdk.ready(() => {
      const tt = window.tt;
      if (!tt?.requestAccess) return byAuthCode();
      tt.requestAccess({
        appID: appId,
        scopeList: [],
        success,
        fail: (error) => (error.errno === NOT_SUPPORTED ? byAuthCode() : failed(error)),
      });
    });
  });
}
