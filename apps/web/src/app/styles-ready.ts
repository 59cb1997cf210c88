/**
 * Turns the stylesheets the loader of index.html preloaded (see vite.config.ts, paint-first) into applied ones and
 * waits until they are, so React never paints unstyled. In development there are none.
 */
export function applyPreloadedStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(links.map((link) => new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.rel = 'stylesheet';
  }))).then(() => undefined);
}
