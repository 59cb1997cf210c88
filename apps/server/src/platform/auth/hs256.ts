import crypto from 'node:crypto';

/** Why a token was refused: `expired` carries the token's `exp` (the client reacts to 'JWT expired at ...'). */
export class TokenRejected extends Error {
  constructor(readonly reason: 'invalid' | 'expired', readonly exp?: number) {
    super(reason === 'expired' ? `JWT expired at ${new Date((exp ?? 0) * 1000).toISOString()}` : 'invalid token');
  }
}

const b64urlJson = (part: string): unknown => {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new TokenRejected('invalid');
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new TokenRejected('invalid');
  }
};
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalNumber = (v: unknown) => v === undefined || (typeof v === 'number' && Number.isFinite(v));

/**
 * Verifies a compact HS256 JWT synchronously with node:crypto (jose's WebCrypto path costs a thread-pool hop per
 * request), with jose's checks: header alg HS256 and no `crit`, a constant-time signature match, a JSON-object
 * payload whose exp (required)/nbf/iat are numbers, `exp` after now and `nbf` not after now (no clock tolerance).
 */
export function verifyHs256(token: string, secret: crypto.KeyObject, nowSeconds: number): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new TokenRejected('invalid');
  const [h, p, s] = parts as [string, string, string];
  const header = b64urlJson(h);
  if (!isObject(header) || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) throw new TokenRejected('invalid');
  const expected = crypto.createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = /^[A-Za-z0-9_-]+$/.test(s) ? Buffer.from(s, 'base64url') : Buffer.alloc(0);
  // Only the canonical encoding of the right digest passes (re-encoding rules out padding-bit variants).
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected) || given.toString('base64url') !== s) {
    throw new TokenRejected('invalid');
  }
  const payload = b64urlJson(p);
  // Every token this server signs has an expiry: one without is refused (jose would take it forever).
  if (!isObject(payload) || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp) || !optionalNumber(payload.nbf) || !optionalNumber(payload.iat)) throw new TokenRejected('invalid');
  if (typeof payload.nbf === 'number' && payload.nbf > nowSeconds) throw new TokenRejected('invalid');
  if (payload.exp <= nowSeconds) throw new TokenRejected('expired', payload.exp);
  return payload;
}
