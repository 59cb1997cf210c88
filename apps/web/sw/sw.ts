/**
 * The service worker (ADR 0029): the code of every screen precached, so the app opens at once and offline; the
 * page itself (index.html as the server wrote it, with the runtime configuration and the CSP hash of its loader)
 * from the network, the last copy of this build's page when there is none. A new build waits until the user
 * chooses to reload (SKIP_WAITING), so no page runs half on one build and half on another.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { appEntry, isAppNavigation, isPageOfBuild } from './page-rules.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const manifest = self.__WB_MANIFEST;
/** This build's entry script: names the build, and a page of this build names it. */
const ENTRY = appEntry(manifest.map((e) => (typeof e === 'string' ? e : e.url))) ?? 'dev';
const PAGE_CACHE = `app-page:${ENTRY}`;
const PAGE_KEY = '/__app-page';
/** A page the network has not answered within this long is served from the device (a connection that hangs). */
const NAVIGATION_TIMEOUT_MS = 5000;
/** A gateway's answer for a server it cannot reach: as good as no network. */
const UNREACHABLE = new Set([502, 503, 504]);

precacheAndRoute(manifest);
cleanupOutdatedCaches();

/** Keeps the page if it is this build's (a page of another build would ask for files this worker does not hold). */
async function keepPage(res: Response): Promise<void> {
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html')) return;
  const html = await res.text();
  if (!isPageOfBuild(html, ENTRY)) return;
  // The body is already decoded: the stored copy must not claim an encoding or a length it no longer has.
  const headers = new Headers(res.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  await (await caches.open(PAGE_CACHE)).put(PAGE_KEY, new Response(html, { status: 200, headers }));
}

const keptPage = async () => (await caches.open(PAGE_CACHE)).match(PAGE_KEY);

async function appPage(event: FetchEvent): Promise<Response> {
  const network = fetch(event.request);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS));
  try {
    const res = await Promise.race([network, timeout]);
    if (res && !UNREACHABLE.has(res.status)) {
      event.waitUntil(keepPage(res.clone()).catch(() => undefined));
      return res;
    }
  } catch {
    // no network: the kept page below
  }
  return (await keptPage()) ?? network;
}

self.addEventListener('install', (event) => {
  // The page as the server serves it now, so the first offline start after installing has one.
  event.waitUntil(fetch('/', { cache: 'no-store', credentials: 'same-origin' }).then(keepPage).catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('app-page:') && name !== PAGE_CACHE) await caches.delete(name);
    // The first install takes the open page at once: its screens not loaded yet come from the precache.
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  if (isAppNavigation(event.request, self.location.origin)) event.respondWith(appPage(event));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page asks which build a waiting worker holds: the same as it runs needs no reload.
  if (data?.type === 'ENTRY') event.ports[0]?.postMessage(ENTRY);
});
