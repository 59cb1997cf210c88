import { runningEntry } from '../page-files.js';
import { nativeBridge } from '../native-bridge.js';

/**
 * The service worker (ADR 0029, sw/sw.ts): registered once the page has settled, so its downloads never queue
 * before the page's own. A new build's worker waits; the page offers 'a new version is ready: reload', and only
 * the user's choice moves every tab to it.
 */

/** A tab left open is asked about a new build when it comes to the front, at most this often. */
export const UPDATE_CHECK_MS = 30 * 60_000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** The new version waiting for the user's reload, or null. */
export const waitingUpdate = () => waiting;

export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Which build a worker holds (its entry script), asked over a message channel; null when it does not say in time. */
function entryOf(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (e) => {
      clearTimeout(timer);
      resolve(typeof e.data === 'string' ? e.data : null);
    };
    worker.postMessage({ type: 'ENTRY' }, [channel.port2]);
  });
}

async function offer(worker: ServiceWorker) {
  // The page may run the waiting build already (its page came from the network): it takes over without a reload.
  if ((await entryOf(worker)) === runningEntry()) {
    worker.postMessage({ type: 'SKIP_WAITING' });
    return;
  }
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/** Moves to the waiting version: the worker takes over, then the page reloads onto it. */
export function applyUpdate() {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers /sw.js where the browser allows one (a secure context: HTTPS or localhost), but not inside the native
 * app shell (Capacitor, ADR 0028): the shell loads the app's files itself and updates with its own releases, and a
 * worker there would keep serving the build it cached. One that an earlier build registered there is removed.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  const sw = navigator.serviceWorker;
  if (import.meta.env.DEV || !sw || !window.isSecureContext) return null;
  if (nativeBridge.isNative()) {
    const left = await sw.getRegistrations().catch(() => []);
    await Promise.all(left.map((reg) => reg.unregister().catch(() => false)));
    return null;
  }
  const reg = await sw.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  // Without a controller this is the first install, which takes the page by itself: nothing to offer.
  const consider = (worker: ServiceWorker | null) => {
    if (worker && sw.controller) void offer(worker);
  };
  consider(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') consider(worker);
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void reg.update().catch(() => undefined);
  });
  return reg;
}
