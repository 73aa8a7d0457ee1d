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
  var files = {"search":["assets/search-DvmYsZT2.js","assets/add-to-cart-DWuPBrXN.js","assets/should-render-CG4n7i2l.js","assets/infinite-scroll-BLqXA84Y.js","assets/dot-loading-BdcBOHyJ.js","assets/useThrottleFn-Cq5CrHq2.js","assets/useUnmount-CDR4HRJP.js","assets/get-scroll-parent-D_gzSJBM.js","assets/use-mutation-effect-BYpecAH4.js","assets/nav-bar-DT0otqpV.js","assets/bound-DJ3Y6R4o.js","assets/useIsomorphicLayoutEffect-e2M2NNdu.js","assets/use-isomorphic-update-layout-effect-WauoRFgG.js","assets/empty-C8bzpvge.js","assets/use-resize-effect-Bq8yYS4i.js","assets/button-DEUCoHxa.js","assets/input-EMQM0V59.js","assets/CloseCircleFill-CZpNhogb.js","assets/useInputHandleKeyDown-DTCMb9H6.js","assets/search-zyGrZ0pm.css","assets/infinite-scroll-DXezKojc.css","assets/dot-loading-Bj6qCWRQ.css","assets/nav-bar-BDVNBxUG.css","assets/empty-ByL6fTZy.css","assets/button-7cGWZham.css","assets/input-BiJKdr7S.css"],"goods":["assets/goods-BWHJRILa.js","assets/add-to-cart-DWuPBrXN.js","assets/stepper-CxYu7jhH.js","assets/createClass-CPV27eBi.js","assets/input-EMQM0V59.js","assets/CloseCircleFill-CZpNhogb.js","assets/bound-DJ3Y6R4o.js","assets/button-DEUCoHxa.js","assets/dot-loading-BdcBOHyJ.js","assets/useInputHandleKeyDown-DTCMb9H6.js","assets/page-DmbyCeOX.js","assets/nav-bar-DT0otqpV.js","assets/should-render-CG4n7i2l.js","assets/skeleton-C9k_leTQ.js","assets/use-isomorphic-update-layout-effect-WauoRFgG.js","assets/useIsomorphicLayoutEffect-e2M2NNdu.js","assets/use-mutation-effect-BYpecAH4.js","assets/list-Cr-r_Tis.js","assets/is-node-with-content-DaPAdtxj.js","assets/goods-D5Q32phV.css","assets/stepper-BqDr5Nyq.css","assets/input-BiJKdr7S.css","assets/button-7cGWZham.css","assets/dot-loading-Bj6qCWRQ.css","assets/nav-bar-BDVNBxUG.css","assets/skeleton-DwvGqCwD.css","assets/list-DBeo8IEF.css"]};
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
