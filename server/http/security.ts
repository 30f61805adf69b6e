import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The Lark (Feishu) clients that may show CRM pages in a frame (workplace, sidebar, docs), on the
 * China and international domains. Nobody else may frame the portal (clickjacking).
 */
export const LARK_CLIENT_ORIGINS = ['https://*.feishu.cn', 'https://*.feishu.net', 'https://*.larksuite.com', 'https://*.larkoffice.com'];

/** Where the widgets load Lark's JSSDK from (widgets/launch/larkSdk.ts). */
export const LARK_SDK_ORIGIN = 'https://lf1-cdn-tos.bytegoofy.com';

/**
 * Security headers on every page and answer: a CSP the portal and the widgets pass (scripts only
 * from this server and Lark's JSSDK; Semi Design sets inline styles), nosniff, no referrer leaving
 * the site, framing by the Lark clients only. `X-Frame-Options` cannot name several origins, so
 * `frame-ancestors` alone rules framing.
 */
export function securityHeaders(): RequestHandler {
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", LARK_SDK_ORIGIN],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...LARK_CLIENT_ORIGINS],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...LARK_CLIENT_ORIGINS],
      },
    },
    xFrameOptions: false,
    referrerPolicy: { policy: 'same-origin' },
    // Cross-origin isolation would stop Lark's JSSDK and avatar images from other origins.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const { set, removed } = headersOf(policy);
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * The headers a helmet middleware sets and removes, read once by running it on a stand-in response:
 * with a fixed policy (no nonce) they are the same for every request, so a request is given them
 * directly instead of through helmet's dozen middlewares.
 */
function headersOf(middleware: RequestHandler): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let passed = false;
  void middleware({} as Request, res as unknown as Response, () => void (passed = true));
  if (!passed) throw new Error('the security headers middleware did not answer at once');
  return { set, removed };
}
