import { stylesheetSettled } from '../lib/stylesheets.js';

/**
 * Resolves once the app's stylesheets (added by the loader of index.html, see vite.config.ts, paint-first) have
 * loaded or failed, so React never paints unstyled. In development there are none.
 */
export function stylesReady(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(links.map(stylesheetSettled)).then(() => undefined);
}
