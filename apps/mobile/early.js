/*
 * Loaded by index.html (async at high priority, first after the charset; vite-route-preload.ts writes it
 * with the route files filled in): the page's first request and its largest picture, started while the
 * scripts still download (src/lib/early-fetch.ts hands the answer to the app's first identical GET and
 * its body to the page's first render), and the search or
 * goods page's own scripts preloaded with the entry (bench/README.md, "web"). A file, not an inline
 * script: the Content-Security-Policy allows scripts from 'self' only.
 */
(function () {
  var path = location.pathname.replace(/\/+$/, '');
  var q = new URLSearchParams(location.search);
  var url = null;
  var picture = null;
  // The page's own scripts and styles beyond the entry's (vite-route-preload.ts fills them in).
  var files = /* route files */ {};
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
      window.__mEarlyBodies = {};
      window.__mEarlyBodies[url] = body;
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
