// Small helpers the cluster benchmark's modules share: ports, waiting, percentiles, the root check, printing.
import { execFile } from 'node:child_process';
import net from 'node:net';
import { log } from '../bench-kit.js';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const isRoot = () => process.getuid?.() === 0;

/** A port the system reports free on 127.0.0.1 (another process may take it before it is bound: callers retry). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `probe` until it returns a value other than undefined, or throws after `timeoutMs` with `what`. */
export async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>, everyMs = 100): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** The p-th percentile (0-100) of unsorted numbers (0 when there are none). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs a command without blocking the event loop (the load keeps running meanwhile). */
export function runAsync(cmd: string, args: string[], timeoutMs = 120_000): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { timeout: timeoutMs, cwd: '/' }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : 1) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
  });
}

export { log };

/** A result line: `ok  ` or `MISS` in front, and every MISS kept for the summary at the end. */
export const misses: string[] = [];
export function verdict(ok: boolean, text: string): boolean {
  log(`  ${ok ? 'ok  ' : 'MISS'}  ${text}`);
  if (!ok) misses.push(text);
  return ok;
}

/** An informational line under a heading. */
export const note = (text: string) => log(`        ${text}`);

export const ms = (n: number) => `${Math.round(n)} ms`;

/** Counts of a list of things, as `3×502, 1×0` (status 0: no reply). */
export function tally(values: Array<string | number>): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([v, n]) => `${n}×${v}`).join(', ') || 'none';
}

/** A list of statuses with repeats folded: `502×12 → 200`. */
export function folded(statuses: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < statuses.length;) {
    let j = i;
    while (j < statuses.length && statuses[j] === statuses[i]) j++;
    out.push(`${statuses[i] || 'no reply'}${j - i > 1 ? `×${j - i}` : ''}`);
    i = j;
  }
  return out.join(' → ');
}
