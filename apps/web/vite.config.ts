import { defineConfig } from 'vitest/config';
import { frontEndTests } from '../../packages/web-kit/src/vite/front-end-tests.ts';
import react from '@vitejs/plugin-react';
import { contractEndpointsForBrowser } from '../../packages/web-kit/src/vite/contract-endpoints.ts';
import { visualizer } from 'rollup-plugin-visualizer';

// React, the router and TanStack Query change less often than the app: one vendor chunk stays cached
// across deploys.
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|@tanstack)[\\/]/;
// The icons' runtime: the shell and the home page show icons but never load antd.
const ICON_BASE =
  /[\\/]node_modules[\\/](@ant-design[\\/](icons|icons-svg|colors|fast-color)|@rc-component[\\/]util|classnames|@babel[\\/]runtime)[\\/]/;
const ONE_ICON =
  /[\\/]node_modules[\\/]@ant-design[\\/](icons[\\/]es[\\/]icons|icons-svg[\\/]es[\\/]asn)[\\/]/;
const ANTD = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+|dayjs|stylis|@emotion)[\\/]/;
/**
 * Left to itself the bundler cuts antd along the lazy pages into ~60 chunks of 1–10 KB: a list page
 * asked for 103 files, and over HTTP/1.1's six connections the goods request waited behind them
 * (Lighthouse 90). The antd modules that 25 or more lazy pages and islands share (config provider,
 * theme, button, tooltip, dropdown…) go into one `antd` chunk instead, and each page's own antd parts
 * stay with it: the list page asks for 60 files and downloads less (bench/README.md, "web").
 */
const ANTD_SHARED_BY = 25;
/** Icons are grouped by the pages that show them, small groups merged, instead of one file per icon. */
const ICON_GROUP_MIN_BYTES = 8000;

export default defineConfig({
  plugins: [
    react(),
    contractEndpointsForBrowser(),
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
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, priority: 3 },
            { name: 'icon-base', test: (id) => ICON_BASE.test(id) && !ONE_ICON.test(id), priority: 2 },
            {
              name: 'icons',
              test: ONE_ICON,
              entriesAware: true,
              entriesAwareMergeThreshold: ICON_GROUP_MIN_BYTES,
              priority: 1,
            },
            {
              name: 'antd',
              test: (id) => ANTD.test(id) && !ONE_ICON.test(id),
              minShareCount: ANTD_SHARED_BY,
              // Else the icons antd draws (close, loading…) would come with it, and the shell needs them.
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: frontEndTests('web', import.meta.dirname),
});
