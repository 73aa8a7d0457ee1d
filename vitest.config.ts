import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './vitest.sequencer';

/**
 * With `isolate: false` a worker tears one project's jsdom down before it sets up the next project's.
 * React work still scheduled for a root antd keeps outside the tests (its static message and modal
 * holders, which the storefront's test setup empties but cannot unmount) can then run in between and
 * find no `window`. That happens after every assertion of the file has passed; it is the only
 * unhandled error let through, and only when it comes from React's scheduler.
 */
function isReactWorkAfterJsdom(error: { name?: string; message?: string; stack?: string }): boolean {
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    /[\\/]react-dom[\\/]/.test(error.stack ?? '') &&
    /[\\/]scheduler[\\/]/.test(error.stack ?? '')
  );
}

// isolate: false — each worker imports the app once and runs its test files one after another in it,
// which saves most of the suite's import and jsdom set-up time. Test files therefore must not
// depend on module state of their own: no vi.mock of app modules (inject faults through the
// database instead, see marketing/draw.test.ts), and globals they stub are restored after each test.
export default defineConfig({
  test: {
    onUnhandledError: (error) => !isReactWorkAfterJsdom(error),
    // Vitest leaves one CPU to its main process by default, which is one worker on a 2-core machine;
    // the main process only collects results, so every core runs tests.
    maxWorkers: Math.max(availableParallelism(), 2),
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
      './packages/web-kit/vitest.config.ts',
      './apps/web/vite.config.ts',
      './apps/admin/vite.config.ts',
      './apps/mobile/vite.config.ts',
    ],
  },
});
