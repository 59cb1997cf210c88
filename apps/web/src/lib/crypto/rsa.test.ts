// @vitest-environment node
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rsaOaepEncrypt } from './rsa-oaep-fallback.js';
import { sha256 } from './sha256.js';
import { encryptForServer, pemToDer } from './rsa.js';

const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const decrypt = (b64: string) =>
  crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64')).toString();

describe('password encryption for the server', () => {
  it('the pure fallback (no Web Crypto on plain-http LAN pages) produces what the server decrypts', () => {
    for (const secret of ['Water@2026', '中文密码!', 'x'.repeat(100)]) {
      const out = rsaOaepEncrypt(pemToDer(pem), new TextEncoder().encode(secret), (n) => crypto.randomBytes(n));
      expect(decrypt(Buffer.from(out).toString('base64'))).toBe(secret);
    }
  });
  it('the Web Crypto path produces what the server decrypts', async () => {
    expect(decrypt(await encryptForServer(pem, 'Admin@2026'))).toBe('Admin@2026');
  });
  it('sha256 matches node', () => {
    for (const s of ['', 'abc', 'a'.repeat(1000)]) {
      expect(Buffer.from(sha256(new TextEncoder().encode(s))).toString('hex')).toBe(crypto.createHash('sha256').update(s).digest('hex'));
    }
  });
});
