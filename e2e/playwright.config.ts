import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Parallel workers, each with a server of its own on PORT + its index (`TEST_PARALLEL_INDEX`). */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
// Set once in the main process; the workers (which load this file again) inherit it.
process.env.E2E_TEMPLATE ??= `/tmp/yaocai-e2e-template-${process.pid}-${Date.now()}`;
const workerPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

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
    viewport: { width: 1366, height: 900 },
    // Specs take the screenshots they mean to keep (support/fixtures.ts screenshot()); recording a trace
    // of every step slows every test on two cores, so it is on only when asked (E2E_TRACE=1).
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: 'bash e2e/start-server.sh',
    cwd: '..',
    url: `http://localhost:${PORT + i}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT + i), E2E_TEMPLATE: process.env.E2E_TEMPLATE! },
    stdout: 'pipe' as const,
  })),
});
