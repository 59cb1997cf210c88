import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { readSheet } from '../platform/sheet.js';
import { prepareDatabase } from '../start-up.js';
import { createBackup } from './backup.js';
import { OpsError, formatBytes } from './errors.js';
import { importStaff } from './import-staff.js';
import { initPlant } from './init-plant.js';
import { restoreBackup } from './restore.js';

/**
 * The operator's commands, bundled into dist/ops.js (scripts/ops.mjs runs it):
 *   npm run backup -- <file>    npm run restore -- <file>    npm run init-plant -- --name <plant> --admin <account>
 *   npm run import-staff -- <staff.xlsx> --passwords <file.csv>
 * They read the server's own settings (DATA_DIR, DATABASE_URL) from the environment. Exit codes: 0 done,
 * 1 refused or failed (the message says why; nothing was changed or written), 2 wrong usage.
 */
export const USAGE = `Usage:
  npm run backup -- <archive.tar.gz>    back up the database, uploaded files and keys while the server runs
  npm run restore -- <archive.tar.gz>   restore an archive into an empty DATA_DIR (and an empty PostgreSQL database)
  npm run init-plant -- --name <plant name> --admin <account> [--tenant <code>]
                                        a new plant on an installation without the demo (SEED_DEMO=false): its tenant
                                        (DEFAULT_TENANT unless --tenant), the root of its organisation, its first
                                        administrator (password from ADMIN_PASSWORD, else generated and printed once),
                                        its basic home, flow apps, front menu, process categories and dictionaries
  npm run import-staff -- <staff.xlsx> --passwords <new-file.csv> [--tenant <code>]
                                        the plant's staff from a sheet (columns 账号, 姓名, 部门, 岗位, 负责人, 手机, 邮箱,
                                        性别, 工号): departments and posts created where missing, accounts the plant has
                                        skipped, all or nothing; each new account's first password goes to the CSV file
All read the server's settings from the environment: DATA_DIR, DATABASE_URL. --quiet (-q): only the result.`;

export interface CliIo { out: (line: string) => void; err: (line: string) => void }
const consoleIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

export async function runOps(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = consoleIo, signal?: AbortSignal): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv, allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' }, quiet: { type: 'boolean', short: 'q' },
        name: { type: 'string' }, admin: { type: 'string' }, tenant: { type: 'string' }, passwords: { type: 'string' },
      },
    });
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, file, ...rest] = parsed.positionals;
  if (parsed.values.help) {
    io.out(USAGE);
    return 0;
  }
  if (command === 'init') return init(parsed.values, parsed.positionals.slice(1), env, io);
  if (command === 'import-staff') return importStaffCommand(parsed.values, parsed.positionals.slice(1), env, io);
  if (command !== 'backup' && command !== 'restore') {
    io.err(`${command ? `Unknown command "${command}".` : 'Name a command.'}\n\n${USAGE}`);
    return 2;
  }
  if (!file || rest.length > 0) {
    io.err(`${file ? 'Give one archive file only.' : `The ${command} needs the archive file: npm run ${command} -- <archive.tar.gz>`}\n\n${USAGE}`);
    return 2;
  }
  const log = parsed.values.quiet ? () => undefined : (line: string) => io.out(`  · ${line}`);
  try {
    const config = loadConfig(env);
    const where = `DATA_DIR ${config.dataDir}${config.databaseUrl ? ' and the PostgreSQL database of DATABASE_URL' : ''}`;
    if (command === 'backup') {
      io.out(`Backing up ${where} …`);
      const r = await createBackup({ config, file, log, signal });
      io.out([
        `Backup written: ${r.file} (${formatBytes(r.bytes)}, ${r.seconds.toFixed(1)} s)`,
        `  database  ${r.manifest.dialect}, migration ${r.manifest.migration ?? '(none)'}: ${r.tables} tables, ${r.rows.toLocaleString('en')} rows`,
        `  files     ${r.files} (${formatBytes(r.fileBytes)}) from files/, packages/ and keys/`,
        `Restore it into an empty DATA_DIR with: npm run restore -- ${r.file}`,
      ].join('\n'));
    } else {
      io.out(`Restoring ${path.resolve(file)} into ${where} …`);
      const r = await restoreBackup({ config, file, log, signal });
      io.out([
        `Restored the backup of ${r.manifest.createdAt} (${r.from}${r.from !== r.to ? ` into ${r.to}` : ''}) in ${r.seconds.toFixed(1)} s`,
        `  tables      ${r.tables}, ${r.rows.toLocaleString('en')} rows: every count as in the manifest`,
        `  files       ${r.files} (${formatBytes(r.fileBytes)}): every sha256 as in the manifest`,
        `  migrations  ${r.migrated.length ? `run now: ${r.migrated.join(', ')}` : 'none needed'}`,
        'The server can be started on it (npm start).',
      ].join('\n'));
    }
    return 0;
  } catch (e) {
    return failure(command === 'backup' ? 'Backup' : 'Restore', 'failed', e, io);
  }
}

/**
 * How a command ends on an error: an OpsError or a bad setting is the operator's to act on (its message alone,
 * after `known`); anything else is a bug, printed whole. Returns the exit code.
 */
function failure(what: string, known: 'failed' | 'refused', e: unknown, io: CliIo): number {
  if (e instanceof OpsError || (e instanceof Error && e.message.startsWith('Invalid configuration'))) {
    io.err(`${what} ${known}: ${e.message}`);
    return e instanceof OpsError ? e.exitCode : 1;
  }
  io.err(`${what} failed unexpectedly:`);
  io.err(e instanceof Error ? (e.stack ?? e.message) : String(e));
  return 1;
}

/**
 * Runs an operator command on the server's database, the schema brought up to date first as the server would (under
 * its start-up lock, never with the demo). An OpsError is the operator's to act on: its message alone.
 */
async function onDatabase(what: string, env: NodeJS.ProcessEnv, io: CliIo, work: (db: Db, config: Config) => Promise<string>): Promise<number> {
  let db: Db | undefined;
  try {
    const config = loadConfig(env);
    const opened = await openDatabase(config);
    db = opened.db;
    await prepareDatabase(db, opened.dialect, { ...config, seedDemo: false });
    io.out(await work(db, config));
    return 0;
  } catch (e) {
    return failure(what, 'refused', e, io);
  } finally {
    await db?.destroy();
  }
}

/** `init`: a new plant with its first administrator (ops/init-plant.ts). */
async function init(opts: { name?: string; admin?: string; tenant?: string }, extra: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  if (extra.length > 0 || !opts.name || !opts.admin) {
    io.err(`${extra.length > 0 ? `Unexpected "${extra[0]}".` : 'The init needs the plant\'s name and the administrator\'s account: --name <plant name> --admin <account>.'}\n\n${USAGE}`);
    return 2;
  }
  const { name, admin } = opts;
  return onDatabase('Init', env, io, async (db, config) => {
    const tenantCode = opts.tenant ?? config.defaultTenant;
    const r = await initPlant(db, { tenantCode, name, adminAccount: admin, adminPassword: env.ADMIN_PASSWORD || undefined });
    return [
      `Plant "${name.trim()}" created as tenant "${tenantCode}"${tenantCode === config.defaultTenant ? ' (the one /login opens)' : ` (its sign-in page is /login/${tenantCode})`}.`,
      `  administrator  ${r.adminAccount}`,
      r.generatedPassword
        ? `  password       ${r.generatedPassword}    (shown this once: note it, and change it after the first sign-in)`
        : '  password       the one in ADMIN_PASSWORD',
    ].join('\n');
  });
}

/** `import-staff`: the plant's staff from a sheet (ops/import-staff.ts); the first passwords go to a new file only its owner reads. */
async function importStaffCommand(opts: { tenant?: string; passwords?: string }, files: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const [file] = files;
  if (!file || files.length > 1 || !opts.passwords) {
    io.err(`${files.length > 1 ? 'Give one sheet only.' : 'The import needs the sheet and a new file for the first passwords: <staff.xlsx> --passwords <file.csv>.'}\n\n${USAGE}`);
    return 2;
  }
  const passwords = opts.passwords;
  return onDatabase('Import', env, io, async (db, config) => {
    let sheet;
    try {
      sheet = await readSheet(fs.readFileSync(file));
    } catch (e) {
      throw new OpsError(`${file} is not an xlsx workbook that can be read (${(e as Error).message}).`, 2);
    }
    // The passwords' file is made first (new, readable by its owner alone), so that no account is created whose
    // password could not be written; it is removed again when the import is refused.
    let fd: number;
    try {
      fd = fs.openSync(passwords, 'wx', 0o600);
    } catch (e) {
      throw new OpsError(`${passwords} cannot be created for the passwords (${(e as NodeJS.ErrnoException).code === 'EEXIST' ? 'it exists: name a new file' : (e as Error).message}).`, 2);
    }
    const tenantCode = opts.tenant ?? config.defaultTenant;
    let r;
    try {
      r = await importStaff(db, tenantCode, sheet);
    } catch (e) {
      fs.closeSync(fd);
      fs.rmSync(passwords, { force: true });
      throw e;
    }
    // Quoted where needed; a name a spreadsheet would take for a formula is written as text.
    const csv = (v: string) => {
      const text = /^[=+\-@]/.test(v) ? `'${v}` : v;
      return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    // A byte-order mark, so that a spreadsheet opens the Chinese names right.
    fs.writeSync(fd, `\ufeff账号,姓名,初始密码\n${r.created.map((c) => [c.account, c.fullname, c.password].map(csv).join(',')).join('\n')}\n`);
    fs.closeSync(fd);
    return [
      `Imported ${r.created.length} of the sheet's ${r.created.length + r.skipped.length} staff into tenant "${tenantCode}": ${r.departments} new department(s), ${r.posts} new post(s).`,
      ...(r.skipped.length > 0 ? [`  skipped, the plant has them already: ${r.skipped.join(', ')}`] : []),
      `  first passwords in ${passwords} (readable by you alone): hand each to its owner, then delete the file.`,
    ].join('\n');
  });
}

/** Run as a program (dist/ops.js, or tsx src/ops/cli.ts), not imported by a test. */
const isMain = (() => {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return fs.realpathSync(entry) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (isMain) {
  const controller = new AbortController();
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // The first asks the command to stop and clean up after itself; a second one leaves at once.
      if (interrupted) process.exit(130);
      interrupted = true;
      console.error(`\n${signal}: stopping; what was written so far is removed (again to quit at once)`);
      controller.abort();
    });
  }
  process.exitCode = await runOps(process.argv.slice(2), process.env, consoleIo, controller.signal);
}
