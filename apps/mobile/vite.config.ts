import { defineConfig } from 'vitest/config';
import { frontEndTests } from '../../packages/web-kit/src/vite/front-end-tests.ts';
import react from '@vitejs/plugin-react';
import { contractEndpointsForBrowser } from '../../packages/web-kit/src/vite/contract-endpoints.ts';
import { routePreload } from './vite-route-preload.ts';
import { CHUNK_GROUPS } from './vite-chunk-groups.ts';

/**
 * The mobile storefront at /m/ (issue 25): its own build, antd-mobile only (antd's PC bundle is never
 * imported), pages lazy; the scanner's decoder (@zxing) loads only on the scan page.
 */
export default defineConfig({
  base: '/m/',
  plugins: [react(), contractEndpointsForBrowser(), routePreload()],
  server: { proxy: { '/api': 'http://localhost:3000', '/img': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  test: frontEndTests('mobile', import.meta.dirname),
});
