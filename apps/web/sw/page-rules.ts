/** What the service worker decides about pages, apart from the worker so that tests can run it. */

const ENTRY = /(?:^|\/)(assets\/index-[\w-]+\.js)$/;

/** The entry script among the precached files (`assets/index-<hash>.js`), or null. */
export function appEntry(urls: readonly string[]): string | null {
  for (const url of urls) {
    const m = ENTRY.exec(url);
    if (m) return `/${m[1]}`;
  }
  return null;
}

/** Whether a served page belongs to the build whose entry is `entry`. */
export const isPageOfBuild = (html: string, entry: string) => html.includes(entry);

/** Paths the server answers with something else than the app's page: its API, documentation and files. */
const NOT_THE_APP = /^\/(uc|portal|bpm-runtime|bpm-model|form|mobile|service-eam|api-docs|health|runtime-config\.json)(\/|$)|\.\w+$/;

/** A navigation to a screen of the app (history routing: every such path is answered with index.html). */
export function isAppNavigation(request: Pick<Request, 'mode' | 'method' | 'url'>, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && !NOT_THE_APP.test(url.pathname);
}
