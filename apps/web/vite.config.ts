import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';

// React, the router and TanStack Query change less often than the app: one vendor chunk stays cached
// across deploys. antd is split by the bundler along the lazy routes that use it (never the home page).
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|@tanstack)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    // What each chunk holds, with gzip sizes (brotli would add a minute to every build): a build artefact
    // to check the first load with, kept beside the build so it is never served
    // (open apps/web/build-report/bundle-report.html; the home page should load no antd chunk).
    visualizer({
      filename: `${import.meta.dirname}/build-report/bundle-report.html`,
      template: 'treemap',
      title: '药采网 storefront bundle',
      gzipSize: true,
    }),
  ],
  server: { proxy: { '/api': 'http://localhost:3000', '/img': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'vendor', test: VENDOR }] } },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom and one antd import per worker for all files (vitest.config.ts says why that is safe).
    isolate: false,
  },
});
