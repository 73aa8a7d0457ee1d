/*
 * Chunk groups for the phone's first load (issue 25; bench/README.md, "web"). Left to itself the bundler
 * cut what the entry needs into 11 files, most of 1–3 KB; over slow 4G (HTTP/1.1, six connections) each extra file is a request the first paint waits
 * behind (Lighthouse counts every high-priority script and preloaded style that loads before it).
 */

// React, the router and TanStack Query change less often than the pages: one vendor chunk stays cached.
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|@tanstack)[\\/]/;

const ENTRY_UTILS = [
  'can-use-dom',
  'native-props',
  'with-default-props',
  'attach-properties-to-component',
  'render',
  'unstable-render',
  'use-props-value',
  'traverse-react-node',
].join('|');
const ENTRY_ICONS = 'AppOutline|AppstoreOutline|ScanningOutline|ShopbagOutline|UserOutline';

/**
 * What the entry imports that lazy pages share too (the HTTP client, the contract's cart and account
 * endpoints, antd-mobile's global styles and helpers, 标签): without a group each became a file of its own.
 */
const APP = new RegExp(
  [
    String.raw`[\\/]packages[\\/]web-kit[\\/]src[\\/]http[\\/]`,
    String.raw`[\\/]packages[\\/]domain[\\/]src[\\/](constants|errors)\.ts$`,
    String.raw`[\\/]packages[\\/]contract[\\/]src[\\/](endpoint\.ts|(cart|account)[\\/]endpoints\.ts)$`,
    String.raw`[\\/]apps[\\/]mobile[\\/]src[\\/]lib[\\/](http|mobile-paths)\.ts$`,
    // The libraries' parts the entry itself runs (tab bar, badge, 标签, the tab icons and their helpers).
    String.raw`[\\/]antd-mobile[\\/]es[\\/](global|components[\\/](tag|tab-bar|safe-area|badge))[\\/]`,
    String.raw`[\\/]antd-mobile[\\/]es[\\/]utils[\\/](${ENTRY_UTILS})\.js$`,
    String.raw`[\\/]antd-mobile-icons[\\/]es[\\/](${ENTRY_ICONS})\.js$`,
    String.raw`[\\/]ahooks[\\/]es[\\/](utils|useMemoizedFn|useUpdate)[\\/]index\.js$`,
    String.raw`[\\/]node_modules[\\/](classnames|react-is|@babel[\\/]runtime[\\/]helpers)[\\/]`,
    String.raw`[\\/]rc-util[\\/]lib[\\/](warning\.js|React[\\/]render\.js)$`,
  ].join('|'),
);

/**
 * The antd-mobile components the search and goods pages show on arrival, with what they import beyond
 * the entry: one file for both pages instead of 18 (early.js preloads it with the entry). 骨架屏 stays
 * apart: the category tab uses it alone.
 */
const FIRST_PAGE = new RegExp(
  String.raw`[\\/]antd-mobile[\\/]es[\\/]components[\\/](` +
    [
      'search-bar',
      'empty',
      'infinite-scroll',
      'nav-bar',
      'input',
      'button',
      'dot-loading',
      'stepper',
      'list',
    ].join('|') +
    String.raw`)[\\/]`,
);

export const CHUNK_GROUPS = [
  { name: 'vendor', test: VENDOR, priority: 3 },
  { name: 'app', test: APP, priority: 2 },
  { name: 'first-page', test: FIRST_PAGE, priority: 1 },
];
