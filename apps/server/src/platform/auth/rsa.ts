import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { invalid } from '../errors.js';
import { keyFile } from './key-file.js';

export interface RsaKeys { publicKeyPem: string; decrypt(base64: string, field: string): string }

/**
 * The key pair the client encrypts passwords with. Generated into the data directory on first run so
 * every instance sharing that directory (or the same files) agrees on it.
 */
export function loadRsaKeys(dataDir: string): RsaKeys {
  const dir = path.join(dataDir, 'keys');
  const privateKey = crypto.createPrivateKey(keyFile(path.join(dir, 'rsa-private.pem'), () =>
    crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string));
  // The public half comes from the private key, so the two always match; the file is for people and other tools.
  const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }) as string;
  const pubFile = path.join(dir, 'rsa-public.pem');
  if (!fs.existsSync(pubFile)) fs.writeFileSync(pubFile, publicKeyPem);
  return {
    publicKeyPem,
    decrypt(base64, field) {
      try {
        const plain = crypto.privateDecrypt(
          { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(base64, 'base64'),
        );
        return plain.toString('utf8');
      } catch {
        throw invalid(field, 'must be encrypted with the published public key (RSA-OAEP, SHA-256, base64)');
      }
    },
  };
}

/** What a client does: encrypt with the public key. Used by tests, the seed and benchmarks. */
export const encryptForServer = (publicKeyPem: string, plain: string) =>
  crypto.publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain, 'utf8')).toString('base64');
