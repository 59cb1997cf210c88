/**
 * A backup or restore that refuses or fails for a reason the operator can act on (a target that is not empty, a
 * damaged archive, a file that exists): the CLI prints the message alone, without a stack, and exits with
 * `exitCode`. Anything else is a bug and is printed whole.
 */
export class OpsError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
    this.name = 'OpsError';
  }
}

/** A size for people: 1.2 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[u]}`;
}
