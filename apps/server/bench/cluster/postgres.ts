// A throwaway PostgreSQL cluster, Debian's binaries, started the way .ci/run does it: initdb into a temporary
// directory owned by `postgres` (the server refuses to run as root), a free port on 127.0.0.1, the socket in the
// data directory. restart() is `pg_ctl restart -m fast` (the fault the benchmark injects); stop() is synchronous,
// so that the cleanup can run it from the 'exit' event.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup, q } from './lifecycle.js';
import { freePort, isRoot, runAsync } from './util.js';

export interface Postgres {
  url: string;
  port: number;
  dataDir: string;
  /** `pg_ctl restart -m fast`, without blocking the event loop; how long it took and what pg_ctl said. */
  restart(): Promise<{ ms: number; ok: boolean; out: string }>;
  /** Whether the postmaster answers (pg_isready). */
  ready(): Promise<boolean>;
  stop(): void;
}

const DB_NAME = 'wp_bench';

/** The folder holding initdb and pg_ctl: PATH first (symlinks resolved), then Debian's newest /usr/lib/postgresql/N/bin. */
function findPgBin(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const ctl = path.join(dir, 'pg_ctl');
    if (dir && fs.existsSync(ctl) && fs.existsSync(path.join(dir, 'initdb'))) return path.dirname(fs.realpathSync(ctl));
  }
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** PostgreSQL's binaries, installed from Debian when missing and running as root. */
export function pgBinaries(log: (line: string) => void): string {
  let bin = findPgBin();
  if (!bin && isRoot()) {
    log('PostgreSQL is not installed: installing Debian\'s postgresql (apt-get)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'ignore', env });
    execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'ignore', env });
    bin = findPgBin();
  }
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: install Debian\'s `postgresql` package (apt-get install postgresql), or run as root');
  return bin;
}

/** Argument list of a command run as the database owner: `runuser -u postgres --` when root. */
const asPg = (cmd: string, args: string[]): [string, string[]] => (isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

function pgSync(cmd: string, args: string[], timeoutMs = 120_000): string {
  const [c, a] = asPg(cmd, args);
  return execFileSync(c, a, { cwd: '/', timeout: timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/** initdb, start on a free port, create the benchmark's database. */
export async function startPostgres(opts: { keep: boolean; log: (line: string) => void }): Promise<Postgres> {
  const bin = pgBinaries(opts.log);
  if (isRoot()) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres']);
    }
  }
  // Its own temporary directory: the postgres user must reach it, which a folder made private to root would not let it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-bench-pg-'));
  let started = false;
  const stop = () => {
    if (started || fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      try {
        pgSync(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '20', 'stop'], 30_000);
      } catch {
        try {
          pgSync(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', '-t', '10', 'stop'], 20_000);
        } catch {
          const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
          if (pid) try { process.kill(pid, 'SIGKILL'); } catch { /* gone already */ }
        }
      }
      started = false;
    }
    if (opts.keep) opts.log(`kept PostgreSQL's data directory ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const removeStep = onCleanup('stop PostgreSQL', stop, () => {
    const ctl = asPg(path.join(bin, 'pg_ctl'), []).flat().map(q).join(' ');
    return `${ctl} -D ${q(dataDir)} -m fast -w -t 20 stop >/dev/null 2>&1 || ${ctl} -D ${q(dataDir)} -m immediate -w -t 10 stop >/dev/null 2>&1\n${opts.keep ? ':' : `rm -rf ${q(dataDir)}`}`;
  });
  if (isRoot()) execFileSync('chown', ['postgres:', dataDir]);
  fs.chmodSync(dataDir, 0o700);
  const initdb = path.join(bin, 'initdb');
  try {
    pgSync(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  } catch {
    pgSync(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  }
  const logFile = path.join(dataDir, 'server.log');
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    // fsync stays on (a crash loses no committed state); commits do not wait for their flush (synchronous_commit=off),
    // as SQLite's WAL with synchronous=NORMAL does not: the two engines pay the same for durability. Enough
    // connections for three processes' pools and the benchmark's.
    const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c synchronous_commit=off`;
    try {
      pgSync(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start', '-o', options]);
      started = true;
      break;
    } catch (e) {
      const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : String(e);
      if (attempt >= 5 || !text.includes('Address already in use')) throw new Error(`PostgreSQL did not start:\n${text}`);
    }
  }
  pgSync(path.join(bin, 'createdb'), ['-h', dataDir, '-p', String(port), '-U', 'postgres', DB_NAME]);
  opts.log(`PostgreSQL ${path.basename(path.dirname(bin))} listening on 127.0.0.1:${port} (data in ${dataDir})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DB_NAME}`,
    port,
    dataDir,
    async restart() {
      const began = performance.now();
      const [c, a] = asPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-m', 'fast', '-w', '-t', '60', 'restart']);
      const r = await runAsync(c, a, 90_000);
      return { ms: performance.now() - began, ok: r.code === 0, out: r.out.trim() };
    },
    async ready() {
      const [c, a] = asPg(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-t', '2']);
      return (await runAsync(c, a, 5000)).code === 0;
    },
    stop() {
      removeStep();
      stop();
    },
  };
}
