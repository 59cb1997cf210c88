import crypto from 'node:crypto';
import path from 'node:path';
import { SignJWT } from 'jose';
import { createLruMap } from '../lru-map.js';
import { keyFile } from './key-file.js';
import { TokenRejected, verifyHs256 } from './hs256.js';

/** `sid` names the sign-in session the token belongs to: ending the session ends every token of it. */
export interface TokenClaims { sub: string; userId: string; tenantId: string; sid: string; jti: string; iat: number; exp: number; guest?: string }

export interface TokenService {
  issue(c: { account: string; userId: string; tenantId: string; sid: string; guest?: string }, lifetimeSeconds?: number): Promise<{ token: string; claims: TokenClaims }>;
  /** The token's claims; throws TokenRejected, 'JWT expired at ...' for an expired one (the client's catalogue reacts to it). */
  verify(token: string): TokenClaims;
}

/** The signing secret: from JWT_SECRET, else generated once into the data directory. */
export function loadJwtSecret(dataDir: string, configured?: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const secret = keyFile(path.join(dataDir, 'keys', 'jwt-secret'), () => crypto.randomBytes(48).toString('base64'));
  return new TextEncoder().encode(secret.trim());
}

/** Verified tokens remembered per process: a few thousand plant users, each with a token or two alive. */
const CLAIMS_CACHE_SIZE = 10_000;

export function createTokenService(secretBytes: Uint8Array, lifetimeSeconds: number, now: () => Date): TokenService {
  // Imported once: given the raw bytes, jose imports the key again on every sign.
  let key: Promise<crypto.webcrypto.CryptoKey> | undefined;
  const secret = () => (key ??= crypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  const hmacKey = crypto.createSecretKey(secretBytes);
  // Only the signature and claims are cached; sign-out, the deny-list and disabled users are the session lookup's.
  const verified = createLruMap<TokenClaims>(CLAIMS_CACHE_SIZE);
  const verify = (token: string): TokenClaims => {
    const nowSeconds = Math.floor(now().getTime() / 1000);
    const hit = verified.get(token);
    if (hit) {
      if (hit.exp > nowSeconds) return hit;
      verified.delete(token);
      throw new TokenRejected('expired', hit.exp);
    }
    const claims = verifyHs256(token, hmacKey, nowSeconds) as unknown as TokenClaims;
    verified.set(token, claims);
    return claims;
  };
  return {
    async issue(c, lifetime = lifetimeSeconds) {
      const iat = Math.floor(now().getTime() / 1000);
      const claims: TokenClaims = { sub: c.account, userId: c.userId, tenantId: c.tenantId, sid: c.sid, jti: crypto.randomUUID(), iat, exp: iat + lifetime };
      if (c.guest) claims.guest = c.guest;
      const token = await new SignJWT({ userId: c.userId, tenantId: c.tenantId, sid: c.sid, ...(c.guest ? { guest: c.guest } : {}) })
        .setProtectedHeader({ alg: 'HS256' }).setSubject(c.account).setJti(claims.jti)
        .setIssuedAt(iat).setExpirationTime(claims.exp).sign(await secret());
      return { token, claims };
    },
    verify,
  };
}
