// Finds the Chromium used by the browser tests; installs it from Debian when running as root.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Flags for a quiet, offline headless Chromium (no sandbox: CI containers run as root). */
export const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The flag with which Chromium accepts this one certificate (PEM, e.g. a test server's self-signed one) and still
 * refuses every other bad one: the base64 SHA-256 of its public key.
 */
export function acceptCertificateArg(certPem) {
  const spki = new crypto.X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${crypto.createHash('sha256').update(spki).digest('base64')}`;
}

const candidates = () => [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Returns the path of a usable Chromium, installing it with apt-get when missing and allowed to. */
export function ensureChromium() {
  const found = candidates().find(isExecutable);
  if (found) return found;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('Chromium not found; installing chromium and fonts-noto-cjk with apt-get ...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env });
    const update = run(['update']);
    const install = update.status === 0 ? run(['install', '-y', 'chromium', 'fonts-noto-cjk']) : update;
    const installed = install.status === 0 && candidates().find(isExecutable);
    if (installed) return installed;
    console.error('Installing Chromium with apt-get failed.');
    process.exit(1);
  }
  console.error('Chromium is needed for the browser tests. Install it with: sudo apt-get install -y chromium fonts-noto-cjk');
  process.exit(1);
}
