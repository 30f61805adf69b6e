import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The real server on its own port and a fresh data directory; the portal is built first if stale. */
const PORT = Number(process.env.E2E_PORT ?? 3300);
const DATA_DIR = path.join(os.tmpdir(), `crossdock-e2e-${PORT}`);
// tests/e2e/support.ts signs in as admin with this password.
const ADMIN_PASSWORD = 'admin-e2e-pass';
// The fake Lark open platform the server's Lark bridge talks to (tests/e2e/lark.spec.ts).
const FAKE_LARK_PORT = PORT + 10;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  // CI retries a failed test once and reports it as flaky (a passing retry is listed, never hidden).
  retries: process.env.CI ? 1 : 0,
  // A flow test signs in as two or three people in turn.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // A click or fill that cannot happen fails on its own line, not as the whole test's timeout.
    actionTimeout: 15_000,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A retried test is traced (test-results/<test>-retry1/trace.zip; `npx playwright show-trace` opens it).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: [
    {
      command: `npx tsx tests/fakes/lark-cli.ts --port ${FAKE_LARK_PORT}`,
      url: `http://127.0.0.1:${FAKE_LARK_PORT}/_fake/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf "${DATA_DIR}" && node scripts/build-if-stale.mjs && npx tsx server/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/auth/jwt/loginOptions`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        CROSSDOCK_DATA_DIR: DATA_DIR,
        CAPTCHA: 'off',
        CROSSDOCK_ADMIN_PASSWORD: ADMIN_PASSWORD,
        LARK_APP_ID: 'cli_fake_app',
        LARK_APP_SECRET: 'fake-secret',
        LARK_ENCRYPT_KEY: 'e2e-encrypt-key',
        LARK_VERIFICATION_TOKEN: 'e2e-verification-token',
        LARK_DOMAIN: `http://127.0.0.1:${FAKE_LARK_PORT}`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LARK_RELAY_POLL_SECONDS: '0.5',
        // 服务监控 sees a request within seconds; every request of 1 ms or more counts as slow for 链路追踪.
        MONITOR_SNAPSHOT_SECONDS: '2',
        TRACE_SLOW_MS: '1',
        TRACING_UI_URL: 'http://127.0.0.1:16686',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
