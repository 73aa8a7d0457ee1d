import { defineConfig } from 'vitest/config';

/**
 * System tests: real server processes over real HTTP (crash, shutdown, two instances, database
 * outage). Not part of `vitest run`; run with `npx vitest run -c vitest.system.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'system',
    include: ['apps/api/system-tests/**/*.test.ts'],
    globalSetup: ['apps/api/system-tests/harness/global-setup.ts'],
    environment: 'node',
    // Each test runs server processes of its own; one file at a time keeps a small machine responsive.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
