import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web-kit',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom and one antd import per worker for all files (vitest.config.ts says why that is safe).
    isolate: false,
  },
});
