// Starts the built server on 127.0.0.1 with a free port and a fresh data folder (so the demo plant is
// seeded), for the browser journeys and the benchmarks. The server never outlives the calling process.
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { acceptCertificateArg } from './chromium.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverJs = path.join(root, 'apps/server/dist/server.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A self-signed certificate for 127.0.0.1 and localhost in `dir`; returns the paths and the certificate's PEM. */
function selfSignedCertificate(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return { certFile, keyFile, certPem: fs.readFileSync(certFile, 'utf8') };
}

/** Whether GET `url` answers 2xx, over https trusting only `ca` (Node's fetch takes no certificate authority of its own). */
function httpsOk(url, ca) {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode >= 200 && res.statusCode < 300);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/**
 * Resolves to `{ baseUrl, dataDir, child, chromiumArgs, stop() }` once GET /health answers.
 * `label` prefixes the server's output; `env` adds variables (e.g. LOG_LEVEL, DATA_DIR of a prepared plant).
 * `tls: true` serves https (HTTP/2) with a self-signed certificate; add `chromiumArgs` to Chromium's flags to accept it.
 */
export async function startTestServer({ label = 'server', env: extraEnv = {}, keepData = false, tls = false } = {}) {
  if (!fs.existsSync(serverJs)) throw new Error(`${path.relative(root, serverJs)} is missing: run "npm run build" first.`);
  const port = await freePort();
  const dataDir = extraEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), `wp-${label}-`));
  const cert = tls ? selfSignedCertificate(path.join(dataDir, 'tls')) : undefined;
  const env = {
    // Every journey signs in from 127.0.0.1: the per-address sign-in limit is raised for the whole run.
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', ADDRESS_LIMIT_PER_MINUTE: '1000',
    ...(cert ? { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile } : {}), ...extraEnv,
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL; // the embedded database in its own folder
  const child = spawn(process.execPath, ['--import', pathToFileURL(path.join(root, 'scripts/lib/exit-with-parent.mjs')).href, serverJs], {
    cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'],
  });
  process.on('exit', () => { if (child.exitCode === null) child.kill('SIGKILL'); });
  let ready = false;
  const early = [];
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (ready) out.write(`[${label}] ${line}\n`);
        else early.push(line);
      }
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && !child.signalCode) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (!keepData && !extraEnv.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const baseUrl = `${cert ? 'https' : 'http'}://127.0.0.1:${port}`;
  const chromiumArgs = cert ? [acceptCertificateArg(cert.certPem)] : [];
  const healthy = cert
    ? () => httpsOk(`${baseUrl}/health`, cert.certPem)
    : async () => (await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) {
      await stop();
      throw new Error(`The server stopped before it was ready (exit ${child.exitCode ?? child.signalCode}):\n${early.join('\n')}`);
    }
    try {
      if (await healthy()) {
        ready = true;
        return { baseUrl, dataDir, child, chromiumArgs, stop };
      }
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`The server did not answer GET /health within 120 s:\n${early.join('\n')}`);
}
