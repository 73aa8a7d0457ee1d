import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractEndpointsForBrowser } from '../../packages/web-kit/src/vite/contract-endpoints.ts';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), contractEndpointsForBrowser()],
  server: {
    // ws: the 在线客服 inbox's WebSocket (/api/operator/chat/ws) goes through the proxy too.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/img': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
  test: {
    name: 'admin',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom and one antd import per worker for all files (vitest.config.ts says why that is safe).
    isolate: false,
    // antd's forms and popovers in jsdom take seconds on two busy cores; 5 s timed out under load.
    testTimeout: 15_000,
  },
});
