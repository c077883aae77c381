// Offline play: on install, keep every file of the site (files.json lists them) in the cache;
// then answer from the cache first, and keep what the network brings for next time. A new
// version's activation deletes the old caches, but for the snapshot of Python's start
// (python.js: it names the version that made it, and replaces a stale one itself).
const FILES = "files.json";

self.addEventListener("install", (event) => {
  event.waitUntil(
    fetch(FILES)
      .then((r) => r.json())
      .then((list) =>
        caches.open(`trax-${list.version}`).then((cache) => cache.addAll(["./", FILES, ...list.files])),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    fetch(FILES)
      .then((r) => r.json())
      .then((list) =>
        caches.keys().then((names) =>
          Promise.all(
            names
              .filter((n) => n !== `trax-${list.version}` && n !== "trax-snapshot")
              .map((n) => caches.delete(n)),
          ),
        ),
      )
      .catch(() => null)
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin) return;
  const key = url.pathname.endsWith("/") ? new Request(url.origin + url.pathname) : event.request;
  event.respondWith(
    caches.match(key, { ignoreSearch: true }).then(
      (hit) =>
        hit ||
        fetch(event.request).then((response) => {
          const copy = response.clone();
          caches.open("trax-runtime").then((cache) => cache.put(key, copy));
          return response;
        }),
    ),
  );
});
