// The mobile storefront's service worker (scope /m/): an offline shell. Pages go to the network first
// and, when it cannot be reached, get the cached 「网络不可用」 page; the build's hashed assets and the
// icons are cached as they load; the API is never cached (prices and stock are live).
const CACHE = 'yc-m-v1';
const SHELL = ['/m/offline.html', '/m/manifest.webmanifest', '/m/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/m/offline.html')));
    return;
  }
  if (url.pathname.startsWith('/m/assets/') || url.pathname.startsWith('/m/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
