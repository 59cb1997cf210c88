// The systemd unit of deploy/systemd: systemd accepts it, and its command, with its environment, starts the built
// server, which answers ready and stops cleanly on the SIGTERM systemd sends.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const unitFile = path.join(root, 'deploy/systemd/water-plant-portal.service');

/** The unit's `Key=value` lines of [Service]. */
function service() {
  const text = fs.readFileSync(unitFile, 'utf8');
  const body = text.slice(text.indexOf('[Service]'), text.indexOf('[Install]'));
  return body.split('\n').filter((l) => /^\w+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]);
}
const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

test('the systemd unit is valid, and its command starts the server, ready, and stops it cleanly on SIGTERM', async ({ formFactor }) => {
  test.skip(formFactor !== 'phone', 'a server, not a screen: once');
  test.setTimeout(120_000);
  const verify = spawnSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
  test.skip(verify.error?.code === 'ENOENT', 'systemd-analyze is not installed');
  expect(verify.status, verify.stderr).toBe(0);

  const lines = service();
  const env = Object.fromEntries(lines.filter(([k]) => k === 'Environment').flatMap(([, v]) => v.split(/\s+/).map((p) => p.split('='))));
  expect(env).toMatchObject({ NODE_ENV: 'production', SEED_DEMO: 'false' });
  const [command, ...args] = lines.find(([k]) => k === 'ExecStart')[1].split(/\s+/);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-unit-'));
  // What an EnvironmentFile would set on this machine: a free port and a data directory of its own, this host only.
  const server = spawn(command, args, { cwd: root, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
    server.kill('SIGTERM');
    const stopSeconds = Number(lines.find(([k]) => k === 'TimeoutStopSec')[1]);
    const end = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), stopSeconds * 1000))]);
    expect(end).toEqual({ code: 0, signal: null });
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
