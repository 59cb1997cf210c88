/**
 * When a screen's file (a lazily loaded chunk) does not arrive: the network is down, or a redeploy replaced the
 * hashed files the running app knows. See ADR 0017.
 */

/** The entry script's path in a built index.html: its content hash changes with every file of the build. */
const ENTRY = /\/assets\/index-[\w-]+\.js/;
/** An automatic reload for a new build is not repeated within this time (the new build failing too is no loop). */
export const RELOAD_GUARD_MS = 10 * 60_000;
const RELOADED_AT = 'reloadedForNewBuildAt';
const PROBE_TIMEOUT_MS = 10_000;

/**
 * A failed dynamic import or module preload, as Chromium, Firefox, Safari and Vite word it (a module that
 * arrived and then threw is a bug, not this).
 */
export function isPageFileFailure(error: unknown): boolean {
  const text = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(text);
}

/** What the server's index.html says about the build: as running, changed (redeployed), or nothing (unreachable). */
export type BuildState = 'same' | 'changed' | 'unreachable' | 'unknown';

/** The running build's entry script, or null (the development server has no hashed entry). */
export function runningEntry(doc: Document = document): string | null {
  for (const s of Array.from(doc.scripts)) {
    const m = ENTRY.exec(s.getAttribute('src') ?? '');
    if (m) return m[0];
  }
  return null;
}

/**
 * Asks the server for index.html (never from a cache) and compares its entry script with the running one. A page
 * without a built entry (a Wi-Fi sign-in page, a proxy's error page) says nothing about the build: 'unknown'.
 */
export async function probeBuild(entry = runningEntry(), get: typeof fetch = fetch): Promise<BuildState> {
  let html: string;
  try {
    const res = await get('/index.html', { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (!res.ok) return 'unreachable';
    html = await res.text();
  } catch {
    return 'unreachable';
  }
  const served = ENTRY.exec(html)?.[0];
  if (!entry || !served) return 'unknown';
  return served === entry ? 'same' : 'changed';
}

/**
 * Reloads the page unless it already reloaded for a new build within RELOAD_GUARD_MS (the time is kept in
 * sessionStorage, which survives the reload). True when it reloads. Without storage there is no guard: no reload.
 */
export function reloadOnce(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number, reload: () => void): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (last && now >= last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

const reloadPage = () => window.location.reload();

/** After a file failed: reloads onto a new build if one was deployed (once). True when the page is reloading. */
export async function reloadIfNewBuild(): Promise<boolean> {
  return (await probeBuild()) === 'changed' && reloadOnce(sessionStorage, Date.now(), reloadPage);
}

/**
 * The retry button: a reload brings every file afresh (the router keeps a failed screen's import, and browsers
 * may keep a failed module), but only once the server answers; offline it would leave the browser's own
 * error page. Resolves false when the server is still out of reach.
 */
export async function retryLoad(): Promise<boolean> {
  if ((await probeBuild()) === 'unreachable') return false;
  reloadPage();
  return true;
}
