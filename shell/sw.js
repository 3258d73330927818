// The page's service worker: River Dragons plays offline after one visit, and a new version
// is picked up on the next visit without ever mixing files of two versions (README, Offline).
//
// BUILD is written by scripts/stamp-site.mjs at build time: the version (a hash of all the
// site's files) and the SHA-256 of each file. One cache per version holds all of its files,
// checked against those hashes. index.html decides the version: it asks for its code as
// `index.js?v=VERSION`, `index.wasm?v=VERSION`… The worker answers such a request from its
// cache only when VERSION is its own; any other version goes to the network. The page
// itself comes from the network first (so a visit sees a new version at once), from the
// cache when the network fails.
'use strict';
const BUILD = {"version": "", "files": {}};

const PREFIX = `river-dragons ${self.registration.scope} `;
const CACHE = PREFIX + BUILD.version;
const scoped = (name) => new URL(name, self.registration.scope).href;

async function hex(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

// One file of this version from the network, refused unless its bytes are the ones built
// (a newer version published during the install fails it; the next visit tries again).
async function fetchChecked(name) {
  const response = await fetch(scoped(`${name}?v=${BUILD.version}`), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  if (await hex(await response.clone().arrayBuffer()) !== BUILD.files[name])
    throw new Error(`${name} is not the file of version ${BUILD.version}`);
  return response;
}

// All the files of this version, or none: the cache is written only once all arrived.
async function precache() {
  const names = Object.keys(BUILD.files);
  const responses = await Promise.all(names.map(fetchChecked));
  const cache = await caches.open(CACHE);
  await Promise.all(names.map((name, i) => cache.put(scoped(name), responses[i])));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

// The other versions' caches go; pages already open loaded all their files at start, but for
// the thinking workers' (think-worker.js, think.js, think.wasm: after the first frame). A page
// whose workers then get another version's files still plays: their answers are checked by
// the rules, and a worker that fails leaves the thinking to the page.
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys())
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

async function fromCache(name) {
  return (await caches.open(CACHE)).match(scoped(name));
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const kept = await fromCache('index.html');
    if (kept) return kept;
    throw err;
  }
}

async function file(request, name) {
  return (await fromCache(name)) || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  const url = new URL(request.url);
  const name = url.href.slice(self.registration.scope.length).replace(/[?#].*/, '');
  const version = url.searchParams.get('v');
  if (!Object.hasOwn(BUILD.files, name) || (version !== null && version !== BUILD.version)) return;
  event.respondWith(file(request, name));
});
