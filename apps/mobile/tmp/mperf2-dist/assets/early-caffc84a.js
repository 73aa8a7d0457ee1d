/*
 * Loaded by index.html (async, next to the entry; vite-route-preload.ts writes it with the route files
 * filled in): the page's first request and its largest picture, started while the scripts still
 * download (src/lib/early-fetch.ts hands the answer to the app's first identical GET), and the search or
 * goods page's own scripts preloaded with the entry (bench/README.md, "web"). A file, not an inline
 * script: the Content-Security-Policy allows scripts from 'self' only.
 */
(function () {
  var path = location.pathname.replace(/\/+$/, '');
  var q = new URLSearchParams(location.search);
  var url = null;
  var picture = null;
  // The page's own scripts and styles beyond the entry's (vite-route-preload.ts fills them in).
  var files = {"search":["assets/search-C6nSCtjf.js","assets/add-to-cart-D0q42QEH.js","assets/should-render-CG4n7i2l.js","assets/first-page-B324Q_Uv.js","assets/config-provider-5HFM32wK.js","assets/use-isomorphic-update-layout-effect-WauoRFgG.js","assets/useIsomorphicLayoutEffect-e2M2NNdu.js","assets/useThrottleFn-Cq5CrHq2.js","assets/useUnmount-CDR4HRJP.js","assets/useLockFn-WSkaesH4.js","assets/get-scroll-parent-D_gzSJBM.js","assets/es-CJnpMO8L.js","assets/createClass-CPV27eBi.js","assets/CloseCircleFill-CZpNhogb.js","assets/LeftOutline-J8Z_jm4j.js","assets/RightOutline-BXCGWUUx.js","assets/validate-BhH7xYtD.js","assets/use-resize-effect-CwV6TSMW.js","assets/use-mutation-effect-BHFn6oiw.js","assets/bound-DJ3Y6R4o.js","assets/is-node-with-content-DaPAdtxj.js","assets/generate-int-array-CpXknbSD.js","assets/goods-oToiVZev.js","assets/page-CzNc9LJf.js","assets/search-DYzdQf2W.css","assets/first-page-DHzWyQdI.css"],"goods":["assets/goods-oToiVZev.js","assets/first-page-B324Q_Uv.js","assets/config-provider-5HFM32wK.js","assets/use-isomorphic-update-layout-effect-WauoRFgG.js","assets/useIsomorphicLayoutEffect-e2M2NNdu.js","assets/useThrottleFn-Cq5CrHq2.js","assets/useUnmount-CDR4HRJP.js","assets/useLockFn-WSkaesH4.js","assets/get-scroll-parent-D_gzSJBM.js","assets/should-render-CG4n7i2l.js","assets/es-CJnpMO8L.js","assets/createClass-CPV27eBi.js","assets/CloseCircleFill-CZpNhogb.js","assets/LeftOutline-J8Z_jm4j.js","assets/RightOutline-BXCGWUUx.js","assets/validate-BhH7xYtD.js","assets/use-resize-effect-CwV6TSMW.js","assets/use-mutation-effect-BHFn6oiw.js","assets/bound-DJ3Y6R4o.js","assets/is-node-with-content-DaPAdtxj.js","assets/generate-int-array-CpXknbSD.js","assets/search-C6nSCtjf.js","assets/add-to-cart-D0q42QEH.js","assets/page-CzNc9LJf.js","assets/first-page-DHzWyQdI.css","assets/search-DYzdQf2W.css"]};
  var preload = function (name) {
    (files[name] || []).forEach(function (file) {
      var link = document.createElement('link');
      var css = /\.css$/.test(file);
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      link.crossOrigin = '';
      link.href = '/m/' + file;
      document.head.appendChild(link);
    });
  };
  var list = function (d) {
    var g = d && d.list && d.list[0];
    return g && (g.goods_image[0] || '/img/goods/' + g.id + '.svg');
  };
  if (path === '/m') {
    url = '/api/focus';
    picture = function (d) {
      return d && d[0] && d[0].image;
    };
  } else if (/^\/m\/goods\/\d+$/.test(path)) {
    url = '/api/goods/detail/' + path.split('/')[3];
    preload('goods');
    picture = function (d) {
      return d && (d.goods_image[0] || '/img/goods/' + d.id + '.svg');
    };
  } else if (path === '/m/search') {
    var keys = ['keyword', 'category_id', 'zone', 'select', 'sort', 'manufacturer', 'spec', 'in_stock'];
    var p = new URLSearchParams({ page_size: '20' });
    keys.forEach(function (k) {
      if (q.get(k)) p.set(k === 'keyword' ? 'keywords' : k, q.get(k));
    });
    p.set('page', '1');
    if (Array.from(p.keys()).length > 2) url = '/api/goods/list?' + p;
    picture = list;
    preload('search');
  }
  if (!url || !window.fetch) return;
  var answer = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  window.__mEarly = {};
  window.__mEarly[url] = answer;
  answer
    .then(function (r) {
      return r.ok ? r.clone().json() : null;
    })
    .then(function (body) {
      var src = body && [10000, 200, 201].indexOf(body.code) >= 0 && picture(body.data);
      if (!src) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = src;
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    })
    .catch(function () {});
})();
