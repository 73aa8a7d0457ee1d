import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { fakePayEnv, generateFakePayKeys } from '../apps/api/src/test/fake-pay/keys';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Parallel workers, each with a server of its own on PORT + its index (`TEST_PARALLEL_INDEX`). One
 * worker keeps only about one of two cores busy (the runner, Chromium and the server wait on each
 * other in turn); two take the browser tests from 9.2 to 7.7 minutes here.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
// Set once in the main process; the workers (which load this file again) inherit it.
process.env.E2E_TEMPLATE ??= `/tmp/yaocai-e2e-template-${process.pid}-${Date.now()}`;
const workerPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/**
 * Alipay and WeChat Pay are a local fake gateway (e2e/fake-pay-gateways.ts) speaking their protocols
 * with keys made once per run; every server gets the matching settings and keeps the sandbox too.
 */
export const FAKE_PAY_PORT = PORT + 90;
process.env.E2E_PAY_KEYS ??= JSON.stringify(generateFakePayKeys());
const fakePayOrigin = `http://127.0.0.1:${FAKE_PAY_PORT}`;
const payEnv = (port: number) => ({
  ...fakePayEnv(JSON.parse(process.env.E2E_PAY_KEYS!), fakePayOrigin, `http://localhost:${port}`),
  PAYMENT_PROVIDERS: 'alipay,wechat,sandbox',
});

/**
 * Debian's chromium-headless-shell (the headless-only build Playwright itself runs by default) spends
 * about a fifth less of the two cores per test than the full browser in headless mode; the full
 * `chromium` stays the fallback.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${workerPort}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Like a visitor who turned animations off: antd then opens and closes without them.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 900 },
    // Specs take the screenshots they mean to keep (support/fixtures.ts screenshot()); recording a trace
    // of every step slows every test on two cores, so it is on only when asked (E2E_TRACE=1).
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    ...Array.from({ length: WORKERS }, (_, i) => ({
      command: 'bash e2e/start-server.sh',
      cwd: '..',
      url: `http://localhost:${PORT + i}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT + i), E2E_TEMPLATE: process.env.E2E_TEMPLATE!, ...payEnv(PORT + i) },
      stdout: 'pipe' as const,
    })),
    {
      command: 'node --import tsx e2e/fake-pay-gateways.ts',
      cwd: '..',
      url: `${fakePayOrigin}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { FAKE_PAY_PORT: String(FAKE_PAY_PORT), E2E_PAY_KEYS: process.env.E2E_PAY_KEYS! },
      stdout: 'pipe' as const,
    },
  ],
});
