const KB = 1024;
const MB = 1024 * KB;

/** A file size as the spec shows it (000 section 9): megabytes with two decimals above 1 MB, otherwise kilobytes. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  return bytes > MB ? `${(bytes / MB).toFixed(2)}MB` : `${(bytes / KB).toFixed(2)}KB`;
}
