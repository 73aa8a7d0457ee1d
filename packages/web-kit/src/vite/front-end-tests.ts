import type { ViteUserConfig } from 'vitest/config';

/**
 * The unit-test project of a front end (`name`, its folder `root`): jsdom, `src/test-setup.ts`, and
 * one jsdom and one antd import per worker for all files (vitest.config.ts says why that is safe).
 */
export function frontEndTests(name: string, root: string): NonNullable<ViteUserConfig['test']> {
  return {
    name,
    root,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    isolate: false,
    // antd's forms and popovers in jsdom take seconds on two busy cores; 5 s timed out under load.
    testTimeout: 15_000,
  };
}
