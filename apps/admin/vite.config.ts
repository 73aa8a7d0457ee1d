import { defineConfig } from 'vitest/config';
import { frontEndTests } from '../../packages/web-kit/src/vite/front-end-tests.ts';
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
  test: frontEndTests('admin', import.meta.dirname),
});
