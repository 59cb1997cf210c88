// `npm run dev`: the server under `tsx watch` on PORT 8080 and Vite's dev server for apps/web (which proxies
// API calls to 8080), side by side. When either stops, or we are interrupted, both are stopped.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bins = [path.join(root, 'apps/web/node_modules/.bin'), path.join(root, 'node_modules/.bin')];
const env = { ...process.env, PATH: [...bins, process.env.PATH].join(path.delimiter) };
const color = process.stdout.isTTY && !process.env.NO_COLOR;

const procs = [
  { label: 'server', tint: 36, cmd: 'tsx', args: ['watch', 'apps/server/src/server.ts'], cwd: root, env: { ...env, PORT: '8080' } },
  { label: 'web', tint: 35, cmd: 'vite', args: [], cwd: path.join(root, 'apps/web'), env },
];

let stopping = false;
let exitCode = 0;

for (const p of procs) {
  // Each in its own process group so that stopping it also stops what it spawned (tsx watch runs a child node).
  p.child = spawn(p.cmd, p.args, { cwd: p.cwd, env: p.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = color ? `\x1b[${p.tint}m[${p.label}]\x1b[0m ` : `[${p.label}] `;
  for (const stream of [p.child.stdout, p.child.stderr]) pipeLines(stream, prefix, stream === p.child.stderr ? process.stderr : process.stdout);
  p.child.on('error', (err) => {
    console.error(`${prefix}could not start ${p.cmd}: ${err.message}`);
    stopAll(1);
  });
  p.child.on('exit', (code, signal) => {
    p.exited = true;
    if (!stopping) {
      console.error(`${prefix}exited (${code ?? signal}); stopping the others`);
      stopAll(code || 1);
    }
    if (procs.every((q) => q.exited || !q.child.pid)) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
// Last resort if we exit for any other reason: never leave the watchers running.
process.on('exit', () => { for (const p of procs) killGroup(p, 'SIGKILL'); });

function killGroup(p, signal) {
  if (p.exited || !p.child?.pid) return;
  try { process.kill(-p.child.pid, signal); } catch { /* already gone */ }
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const p of procs) killGroup(p, 'SIGTERM');
  setTimeout(() => {
    for (const p of procs) killGroup(p, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
  if (procs.every((q) => q.exited || !q.child.pid)) process.exit(exitCode);
}

function pipeLines(stream, prefix, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(prefix + line + '\n');
  });
  stream.on('end', () => { if (rest) out.write(prefix + rest + '\n'); });
}
