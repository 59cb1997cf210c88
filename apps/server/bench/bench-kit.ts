// What the HTTP benchmarks share: the server in a child process on 127.0.0.1 over a data directory, its memory,
// sign-in as the web app does it, autocannon runs after a warm-up, and the lines that print figures and targets.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { encryptForServer } from '../src/platform/auth/rsa.js';

export const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const log = (line: string) => console.log(line);

export interface BenchServer {
  base: string;
  pid: number;
  /** The server's resident memory now, in MB. */
  rssMb(): number;
  /** The CPU time the server has used so far (user and system), in ms: a request's cost apart from the machine's other load. */
  cpuMs(): number;
  /** Signs in as a demo account; the headers of its calls. */
  signIn(account: string): Promise<Record<string, string>>;
  stop(): void;
}

/**
 * Starts bench-server.ts over `dir` with extra environment (its raw routes), waits for its port, and stops it
 * when this process exits. It also stops by itself after `maxSeconds`, whatever happens here.
 */
export async function startBenchServer(dir: string, extraEnv: Record<string, string>, maxSeconds: number): Promise<BenchServer> {
  // BENCH_PROFILE=<dir>: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(import.meta.dirname, 'bench-server.ts')], {
    env: { ...process.env, ...extraEnv, DATA_DIR: dir, BENCH_MAX_SECONDS: String(maxSeconds) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => { if (child.exitCode === null) child.kill('SIGTERM'); };
  process.on('exit', stop);
  const port = await new Promise<number>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => { const m = line.match(/^BENCH_LISTENING (\d+)/); if (m) resolve(Number(m[1])); });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const publicKey = fs.readFileSync(path.join(dir, 'keys', 'rsa-public.pem'), 'utf8');
  return {
    base, pid: child.pid!, stop,
    rssMb: () => Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)]).toString().trim()) / 1024,
    cpuMs: () => cpuMsOf(child.pid!),
    signIn: async (account) => (await signInAt(base, publicKey, account, 'Water@2026')).headers,
  };
}

/** Signs an account in at `base` as the web app does (the password encrypted with the server's public key); its id and the headers of its calls. */
export async function signInAt(base: string, publicKeyPem: string, account: string, password: string) {
  const res = await fetch(`${base}/uc/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account, password: encryptForServer(publicKeyPem, password) }),
  });
  if (!res.ok) throw new Error(`sign-in of ${account} at ${base} failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
  const { token, userId } = (await res.json()) as { token: string; userId?: string };
  return { userId: userId ?? '', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } as Record<string, string> };
}

/** A process's CPU time so far (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms), in ms. */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A measurement: requests/s, latency percentiles in ms, failed replies, the server's memory and CPU ms per request when asked. */
export interface Figure { name: string; rps: number; p50: number; p99: number; non2xx: number; rss?: number; cpuPerRequest?: number }

/**
 * One autocannon measurement after a 2-second warm-up, printed as a line; `server` adds its memory and the CPU
 * time it spent per request (which, unlike requests/s, hardly moves with what else the machine is doing).
 */
export async function measure(name: string, opts: Parameters<typeof autocannon>[0], seconds: number, connections: number, server?: Pick<BenchServer, 'rssMb' | 'cpuMs'>): Promise<Figure> {
  await autocannon({ ...opts, duration: 2, connections });
  const cpuBefore = server?.cpuMs();
  const r = await autocannon({ ...opts, duration: seconds, connections });
  const cpuPerRequest = server && r.requests.total > 0 ? (server.cpuMs() - cpuBefore!) / r.requests.total : undefined;
  const f: Figure = { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts, rss: server?.rssMb(), cpuPerRequest };
  log(`  ${name.padEnd(36)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms`
    + `${f.rss !== undefined ? `   RSS ${f.rss.toFixed(0)} MB` : ''}${cpuPerRequest !== undefined ? `   CPU ${cpuPerRequest.toFixed(2)} ms/req` : ''}${f.non2xx ? `   ${f.non2xx} failed` : ''}`);
  return f;
}

/** Requests/s of one figure over another's. */
export const ratio = (a: Figure, b: Figure) => a.rps / b.rps;

/** A result line against its target. */
export const check = (ok: boolean, text: string) => log(`  ${ok ? 'met ' : 'MISS'}  ${text}`);
