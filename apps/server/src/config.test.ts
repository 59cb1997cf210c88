import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-config-'));
const cert = path.join(dir, 'cert.pem');
const key = path.join(dir, 'key.pem');
fs.writeFileSync(cert, '-----BEGIN CERTIFICATE-----\n');
fs.writeFileSync(key, '-----BEGIN PRIVATE KEY-----\n');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env } as NodeJS.ProcessEnv);

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('leave TLS off when neither is set', () => {
    expect(load({}).tls).toBeUndefined();
  });

  it('read both files once at load when both are set', () => {
    const { tls } = load({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
    expect(tls?.cert.toString()).toBe('-----BEGIN CERTIFICATE-----\n');
    expect(tls?.key.toString()).toBe('-----BEGIN PRIVATE KEY-----\n');
  });

  it('refuse one without the other, naming the missing variable', () => {
    expect(() => load({ TLS_CERT_FILE: cert })).toThrow(/^Invalid configuration: TLS_KEY_FILE: required when TLS_CERT_FILE is set$/);
    expect(() => load({ TLS_KEY_FILE: key })).toThrow(/^Invalid configuration: TLS_CERT_FILE: required when TLS_KEY_FILE is set$/);
  });

  it('refuse a file that cannot be read, naming the variable and the path', () => {
    const missing = path.join(dir, 'missing.pem');
    expect(() => load({ TLS_CERT_FILE: cert, TLS_KEY_FILE: missing }))
      .toThrow(`Invalid configuration: TLS_KEY_FILE: cannot read ${JSON.stringify(missing)} (ENOENT)`);
    expect(() => load({ TLS_CERT_FILE: dir, TLS_KEY_FILE: key })).toThrow(/TLS_CERT_FILE: cannot read .* \(EISDIR\)/);
  });
});
