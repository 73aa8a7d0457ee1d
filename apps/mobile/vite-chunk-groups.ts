/*
 * Chunk groups for the phone's first load (issue 25; bench/README.md, "web"). Left to itself the bundler
 * cut what the entry needs into 11 files, most of 1–3 KB; over slow 4G (HTTP/1.1, six connections) each extra file is a request the first paint waits
 * behind (Lighthouse counts every high-priority script and preloaded style that loads before it).
 */

// React, the router and TanStack Query change less often than the pages: one vendor chunk stays cached.
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|@tanstack)[\\/]/;

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
    String.raw`[\\/]antd-mobile[\\/]es[\\/](global[\\/]|components[\\/]tag[\\/])`,
    String.raw`[\\/]antd-mobile[\\/]es[\\/]utils[\\/](can-use-dom|native-props|with-default-props|attach-properties-to-component)\.js$`,
    String.raw`[\\/]node_modules[\\/]classnames[\\/]`,
    String.raw`[\\/]ahooks[\\/]es[\\/]utils[\\/]index\.js$`,
  ].join('|'),
);

export const CHUNK_GROUPS = [
  { name: 'vendor', test: VENDOR, priority: 3 },
  { name: 'app', test: APP, priority: 2 },
];
