// The server processes of one configuration: the built server (apps/server/dist/server.js) as production runs it,
// each on its own port of 127.0.0.1, all over the same database and data directory with the same JWT secret, started
// together. Each one's output goes to a log file; an exit nobody asked for is reported at once.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onCleanup, refreshJanitor } from './lifecycle.js';
import { freePort, sleep, waitFor } from './util.js';

export const SERVER_JS = path.resolve(import.meta.dirname, '../../dist/server.js');

export interface ServerSettings {
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  logDir: string;
  /** How often each process looks for due jobs. */
  jobPollMs: number;
}

export interface ServerProc {
  /** 1-based, as printed. */
  n: number;
  port: number;
  base: string;
  pid(): number;
  alive(): boolean;
  rssMb(): number;
  logFile: string;
  /** Exits nobody asked for: when, code or signal. */
  unexpectedExits: Array<{ at: number; how: string }>;
  /** kill -9: the process gets no chance to finish anything. */
  kill9(): void;
  /** Starts it again on the same port; resolves once it is ready. */
  restart(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts `count` processes at the same moment and waits until each answers /health/ready; ms to all ready. */
export async function startServers(count: number, s: ServerSettings, log: (line: string) => void): Promise<{ procs: ServerProc[]; readyMs: number }> {
  if (!fs.existsSync(SERVER_JS)) throw new Error(`${path.relative(process.cwd(), SERVER_JS)} is missing: run \`npm run build\` first`);
  fs.mkdirSync(s.logDir, { recursive: true });
  const ports: number[] = [];
  while (ports.length < count) {
    const p = await freePort();
    if (!ports.includes(p)) ports.push(p);
  }
  const procs = ports.map((port, i) => serverProc(i + 1, port, s, log));
  const began = performance.now();
  await Promise.all(procs.map((p) => p.start()));
  return { procs: procs.map((p) => p.proc), readyMs: performance.now() - began };
}

function serverProc(n: number, port: number, s: ServerSettings, log: (line: string) => void) {
  const logFile = path.join(s.logDir, `server-${n}.log`);
  let child: ChildProcess | undefined;
  let expectExit = false;
  const unexpectedExits: Array<{ at: number; how: string }> = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: s.dataDir,
    JWT_SECRET: s.jwtSecret,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JOB_POLL_MS: String(s.jobPollMs),
    TRUST_PROXY: '127.0.0.1',
    // Every client of the benchmark signs in from 127.0.0.1: the per-address sign-in limit would refuse them.
    ADDRESS_LIMIT_PER_MINUTE: '100000',
  };
  if (s.databaseUrl) env.DATABASE_URL = s.databaseUrl;
  else delete env.DATABASE_URL;
  onCleanup(`stop server ${n}`, () => { if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL'); },
    () => (child?.pid ? `kill -9 ${child.pid} 2>/dev/null` : ':'));

  function spawnIt() {
    const out = fs.openSync(logFile, 'a');
    fs.writeSync(out, `--- started ${new Date().toISOString()} ---\n`);
    const c = spawn(process.execPath, [SERVER_JS], { env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    expectExit = false;
    c.on('exit', (code, signal) => {
      if (expectExit) return;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      unexpectedExits.push({ at: Date.now(), how });
      log(`  !! server process ${n} (pid ${c.pid}, port ${port}) exited by itself: ${how}; last lines of ${logFile}:\n${tail(logFile, 6)}`);
    });
    child = c;
    refreshJanitor();
    return c;
  }

  async function whenReady(): Promise<number> {
    const began = performance.now();
    const c = child!;
    await waitFor(`server process ${n} on port ${port}`, 300_000, async () => {
      if (c.exitCode !== null || c.signalCode !== null) throw new Error('exited');
      return (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok ? true : undefined;
    }).catch((e: Error) => {
      throw new Error(`server process ${n} did not become ready (${c.exitCode !== null || c.signalCode !== null ? `it exited: ${c.exitCode ?? c.signalCode}` : e.message}); its log:\n${tail(logFile, 15)}`);
    });
    return performance.now() - began;
  }

  const proc: ServerProc = {
    n, port, base: `http://127.0.0.1:${port}`, logFile, unexpectedExits,
    pid: () => child?.pid ?? 0,
    alive: () => !!child && child.exitCode === null && child.signalCode === null,
    rssMb() {
      try {
        return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child?.pid)]).toString().trim()) / 1024;
      } catch {
        return 0;
      }
    },
    kill9() {
      expectExit = true;
      child?.kill('SIGKILL');
    },
    async restart() {
      if (proc.alive()) await proc.stop();
      spawnIt();
      return whenReady();
    },
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      expectExit = true;
      c.kill('SIGTERM');
      for (let i = 0; i < 100 && c.exitCode === null && c.signalCode === null; i++) await sleep(100);
      if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    },
  };
  return {
    proc,
    async start() {
      spawnIt();
      await whenReady();
    },
  };
}

/** The last lines of a log, indented. */
export function tail(file: string, lines: number): string {
  if (!fs.existsSync(file)) return '        (no log)';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).map((l) => `        | ${l.slice(0, 400)}`).join('\n');
}
