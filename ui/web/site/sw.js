// Offline play: on install, keep every file of the site (files.json lists them) in the cache;
// then answer from the cache first, and keep what the network brings for next time. A new
// version's activation deletes the old caches, but for the snapshot of Python's start
// (python.js: it names the version that made it, and replaces a stale one itself).
//
// A kept file is never trusted blindly: files.json has the SHA-256 of every file of the build,
// and each answer from the cache is checked against it first. A damaged file (a write cut
// short, a disk's fault) is fetched again from the network and kept in its place; with no
// network the page is told so in one sentence (index.html shows it), never left broken silently.
const FILES = "files.json";
const SCOPE = new URL(self.registration.scope).pathname;

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
  event.respondWith(answer(event.request, key, url));
});

async function answer(request, key, url) {
  const hit = await caches.match(key, { ignoreSearch: true });
  if (!hit) return fromNetwork(request, key);
  const name = url.pathname.slice(SCOPE.length) || "index.html";
  const list = name === FILES ? null : await keptList();
  const wanted = list && list.sha256 && list.sha256[name];
  if (!wanted || (await sha256(await hit.clone().arrayBuffer())) === wanted) return hit;
  return fetchAgain(request, key, name, wanted, list.version);
}

function fromNetwork(request, key) {
  return fetch(request).then((response) => {
    const copy = response.clone();
    caches.open("trax-runtime").then((cache) => cache.put(key, copy));
    return response;
  });
}

// The list of the version kept (with the files' hashes), else the network's; null when
// neither can be read (nothing is checked then: the files are served as kept).
async function keptList() {
  for (const read of [() => caches.match(FILES), () => fetch(FILES, { cache: "reload" })]) {
    try {
      const found = await read();
      const list = found && (await found.json());
      if (list && list.version && list.sha256) return list;
    } catch {
      // damaged, or no network: the next way, or none
    }
  }
  return null;
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// A damaged file fetched again; kept in the cache again when it is the build's file.
async function fetchAgain(request, key, name, wanted, version) {
  let response;
  try {
    response = await fetch(request, { cache: "reload" });
  } catch {
    return offline(request, name);
  }
  if (response.ok && (await sha256(await response.clone().arrayBuffer())) === wanted) {
    const copy = response.clone();
    await caches.open(`trax-${version}`).then((cache) => cache.put(key, copy));
  }
  return response;
}

// No network to mend the damaged file: the one sentence, on the page (or as the page).
async function offline(request, name) {
  const sentence =
    `The copy of ${name} this browser keeps for offline play is damaged, and it cannot be ` +
    "fetched again without the network: connect to the internet and reload the page.";
  for (const client of await self.clients.matchAll({ type: "window" }))
    client.postMessage({ damaged: sentence, file: name }); // the page says it in its language
  if (request.mode === "navigate")
    return new Response(`<!doctype html><meta charset="utf-8"><title>Trax Solitaire</title><p>${sentence}</p>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  return Response.error();
}
