import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../../../server/modules/auth/throttle';
import { createLarkApp, type LarkApp } from './support';

let t: LarkApp;
beforeAll(async () => {
  t = await createLarkApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/api/lark/clientConfig', '/lark/start?to=/widgets/inbox', '/widgets/launch', '/login', '/lark/launch'])('are sent with %s', async (path) => {
    const res = await t.http.get(path);
    const csp = res.headers['content-security-policy']!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://lf1-cdn-tos.bytegoofy.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://*.feishu.cn https://*.feishu.net https://*.larksuite.com https://*.larkoffice.com");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    // One origin only fits X-Frame-Options: framing is ruled by frame-ancestors alone.
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('failed logins', () => {
  it('stop the guesser per account and address, not the owner at another address', async () => {
    const throttle = createLoginThrottle(t.db);
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure('Victim', '203.0.113.9');
    expect(await throttle.isBlocked('victim', '203.0.113.9')).toBe(true);
    expect(await throttle.isBlocked('victim', '198.51.100.7')).toBe(false);
    expect(await throttle.isBlocked('someone', '203.0.113.9')).toBe(false);
  });

  it('slow an account guessed from many addresses with a growing, capped delay instead of a lock', async () => {
    const throttle = createLoginThrottle(t.db);
    expect(await throttle.delayMs('spread')).toBe(0);
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure('spread', `192.0.2.${i}`);
    expect(await throttle.delayMs('spread')).toBe(0);
    await throttle.recordFailure('spread', '192.0.2.50');
    expect(await throttle.delayMs('spread')).toBe(400);
    for (let i = 0; i < 20; i += 1) await throttle.recordFailure('spread', `192.0.2.${100 + i}`);
    expect(await throttle.delayMs('spread')).toBe(4000);
    expect(await throttle.isBlocked('spread', '198.51.100.7')).toBe(false);
  });

  it('stop one address trying many accounts after 50 failures', async () => {
    const throttle = createLoginThrottle(t.db);
    for (let i = 0; i < 50; i += 1) await throttle.recordFailure(`user${i}`, '203.0.113.77');
    expect(await throttle.isBlocked('fresh-name', '203.0.113.77')).toBe(true);
  });

  it('the portal login still works for the owner after a colleague typed five wrong passwords from elsewhere', async () => {
    const throttle = createLoginThrottle(t.db);
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure('admin', '203.0.113.200');
    await expect(t.login('admin')).resolves.toBeTruthy();
  });
});
