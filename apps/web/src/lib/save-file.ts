/**
 * Saves a file through the browser's download: a Blob (kept as an object URL until the download has taken it)
 * or a URL the page already holds (a data URL).
 */
export function saveFile(file: Blob | string, name: string) {
  const href = typeof file === 'string' ? file : URL.createObjectURL(file);
  const a = Object.assign(document.createElement('a'), { href, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  if (typeof file !== 'string') setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
