import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-widgets-dist-'));
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'web', 'widgets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'web', 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(webDist, 'web', 'widgets', 'inbox.html'), '<!doctype html><title>待审批</title><div id="root"></div>');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /widgets/:name', () => {
  it('answers the built page of a known widget, revalidated on every load', async () => {
    const res = await t.http.get('/widgets/inbox');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>待审批</title>');
  });

  it('is 404 for an unknown widget, not the portal', async () => {
    for (const url of ['/widgets/nope', '/widgets/inbox.html', '/widgets/inbox/extra', '/widgets', '/widgets/..%2Findex']) {
      const res = await t.http.get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).not.toContain('portal');
    }
  });

  it('leaves every other path to the portal', async () => {
    const res = await t.http.get('/operationManager/payment-list');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>portal</title>');
  });
});
