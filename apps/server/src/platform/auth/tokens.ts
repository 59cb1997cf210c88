import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenClaims { sub: string; userId: string; tenantId: string; jti: string; iat: number; exp: number; guest?: string }

export interface TokenService {
  issue(c: { account: string; userId: string; tenantId: string; guest?: string }, lifetimeSeconds?: number): Promise<{ token: string; claims: TokenClaims }>;
  /** Throws with 'JWT expired at ...' for expired tokens (the client's catalogue reacts to it). */
  verify(token: string): Promise<TokenClaims>;
}

/** The signing secret: from JWT_SECRET, else generated once into the data directory. */
export function loadJwtSecret(dataDir: string, configured?: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'keys', 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64'), { mode: 0o600 });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createTokenService(secretBytes: Uint8Array, lifetimeSeconds: number, now: () => Date): TokenService {
  // Imported once: given the raw bytes, jose imports the key again on every verify (twice the cost of a request's SQL).
  let key: Promise<crypto.webcrypto.CryptoKey> | undefined;
  const secret = () => (key ??= crypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  return {
    async issue(c, lifetime = lifetimeSeconds) {
      const iat = Math.floor(now().getTime() / 1000);
      const claims: TokenClaims = { sub: c.account, userId: c.userId, tenantId: c.tenantId, jti: crypto.randomUUID(), iat, exp: iat + lifetime };
      if (c.guest) claims.guest = c.guest;
      const token = await new SignJWT({ userId: c.userId, tenantId: c.tenantId, ...(c.guest ? { guest: c.guest } : {}) })
        .setProtectedHeader({ alg: 'HS256' }).setSubject(c.account).setJti(claims.jti)
        .setIssuedAt(iat).setExpirationTime(claims.exp).sign(await secret());
      return { token, claims };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await secret(), { algorithms: ['HS256'], currentDate: now() });
        return payload as unknown as TokenClaims;
      } catch (e) {
        if (e instanceof errors.JWTExpired) {
          const exp = (e.payload as { exp?: number }).exp ?? 0;
          throw new Error(`JWT expired at ${new Date(exp * 1000).toISOString()}`);
        }
        throw new Error('invalid token');
      }
    },
  };
}
