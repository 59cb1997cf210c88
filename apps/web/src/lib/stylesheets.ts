/** Resolves once a stylesheet link has loaded or failed (at once if index.html's loader already marked it settled). */
export function stylesheetSettled(link: HTMLLinkElement): Promise<void> {
  return new Promise<void>((resolve) => {
    if (link.hasAttribute('data-settled')) return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Adds a stylesheet to the document; resolves once it has loaded or failed. */
export function addStylesheet(href: string): Promise<void> {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const settled = stylesheetSettled(link);
  document.head.appendChild(link);
  return settled;
}
