// `npm start`: builds web + server (skip with SKIP_BUILD=1), runs the built server and, once it prints its URL,
// shows the demo accounts. SIGINT/SIGTERM are passed on to the server; its exit code becomes ours.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverJs = path.join(root, 'apps/server/dist/server.js');

if (process.env.SKIP_BUILD !== '1') {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`\nBuild failed (exit ${build.status ?? build.signal}); not starting the server.`);
    process.exit(build.status || 1);
  }
}
if (!fs.existsSync(serverJs)) {
  console.error(`${path.relative(root, serverJs)} is missing: run "npm run build" first (or start without SKIP_BUILD=1).`);
  process.exit(1);
}

// Same process group as us, so a terminal's Ctrl-C reaches it directly too. stdout is piped only to spot the
// "running at" line; everything is copied through unchanged.
const child = spawn(process.execPath, [serverJs], { cwd: root, env: process.env, stdio: ['inherit', 'pipe', 'inherit'] });

let shown = false;
let pending = '';
let fallback;
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (shown) return;
  pending = (pending + chunk.toString('utf8')).slice(-2000);
  if (/running at https?:\/\//.test(pending)) {
    clearTimeout(fallback);
    // Let the rest of the banner (API documentation line) arrive first.
    setTimeout(showAccounts, 50);
    shown = true;
  } else if (/listening at https?:\/\//i.test(pending) && !fallback) {
    fallback = setTimeout(() => { if (!shown) { shown = true; showAccounts(); } }, 1000);
  }
});

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded || child.exitCode !== null) return;
    forwarded = true;
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  clearTimeout(fallback);
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
child.on('error', (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});

/** Display width in a terminal: CJK and full-width characters take two columns. */
function width(text) {
  let w = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    w += (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) || (cp >= 0xac00 && cp <= 0xd7a3)
      || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60)
      || (cp >= 0xffe0 && cp <= 0xffe6) ? 2 : 1;
  }
  return w;
}
const pad = (text, w) => text + ' '.repeat(Math.max(0, w - width(text)));

function showAccounts() {
  // Without the demo plant there are no demo accounts (the server says how to create the plant instead).
  if (/^(false|0)$/.test(process.env.SEED_DEMO ?? '')) return;
  let data;
  try {
    data = JSON.parse(fs.readFileSync(path.join(root, 'scripts/demo-accounts.json'), 'utf8'));
  } catch (err) {
    console.error(`(could not read scripts/demo-accounts.json: ${err.message})`);
    return;
  }
  const head = ['角色 Role', '账号 Account', '密码 Password', '租户 Tenant', '备注 Note'];
  const rows = data.accounts.map((a) => [a.role, a.account, a.password, a.tenant || '(default)', a.note || '']);
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
  const line = (cells) => '  ' + cells.map((c, i) => pad(c, widths[i])).join('  ').trimEnd();
  const rule = '  ' + widths.map((w) => '-'.repeat(w)).join('  ');
  const out = ['', '  Demo accounts', line(head), rule, ...rows.map(line)];
  if (data.note) out.push('', `  ${data.note}`);
  process.stdout.write(out.join('\n') + '\n\n');
}
