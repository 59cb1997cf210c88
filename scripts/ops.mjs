// `npm run backup -- <file>`, `npm run restore -- <file>`, `npm run init-plant -- --name <plant> --admin <account>` and
// `npm run import-staff -- <staff.xlsx> --passwords <file.csv>`: runs the built operator commands
// (apps/server/dist/ops.js, from apps/server/src/ops/cli.ts) with the server's environment (DATA_DIR, DATABASE_URL).
// Like `npm start`, it runs from the repository root, so a relative DATA_DIR means the same directory as for the
// server; the archive's name is taken relative to where npm was invoked (INIT_CWD). The exit code is the command's.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opsJs = path.join(root, 'apps/server/dist/ops.js');

if (!fs.existsSync(opsJs)) {
  console.error(`${path.relative(root, opsJs)} is missing: run "npm run build" first.`);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const invokedIn = process.env.INIT_CWD || process.cwd();
// Files (an archive, a sheet, --passwords) are taken relative to where npm was invoked; names are not files.
const names = new Set(['--name', '--admin', '--tenant']);
const args = rest.map((a, i) => (a.startsWith('-') || names.has(rest[i - 1]) ? a : path.resolve(invokedIn, a)));

const child = spawn(process.execPath, [opsJs, ...(command ? [command] : []), ...args], { cwd: root, env: process.env, stdio: 'inherit' });
// A terminal's Ctrl-C reaches the child too (same process group): it cleans up and exits, and so do we after it.
// A SIGTERM sent to this process alone (a service manager) is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (err) => {
  console.error(`Could not run ${path.relative(root, opsJs)}: ${err.message}`);
  process.exit(1);
});
