import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenRejected, verifyHs256 } from './hs256.js';
import { createTokenService } from './tokens.js';

const secretBytes = crypto.randomBytes(32);
const key = crypto.createSecretKey(secretBytes);
const now = 1_800_000_000;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A token signed by hand, so the header and payload can be anything. */
const signed = (header: unknown, payload: unknown, secret: Buffer | crypto.KeyObject = key) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${crypto.createHmac('sha256', secret).update(input).digest('base64url')}`;
};
const claims = { sub: 'wangfang', userId: 'u1', tenantId: 't1', jti: 'j1', iat: now - 10, exp: now + 3600 };
const refused = (token: string, at = now) => {
  try {
    verifyHs256(token, key, at);
  } catch (e) {
    return e instanceof TokenRejected ? e.message : `unexpected ${String(e)}`;
  }
  return 'accepted';
};

describe('verifyHs256', () => {
  it('accepts what jose signs, with the same claims', async () => {
    const token = await new SignJWT({ userId: 'u1', tenantId: 't1', sid: 's1' }).setProtectedHeader({ alg: 'HS256' }).setSubject('wangfang')
      .setJti('j1').setIssuedAt(now).setExpirationTime(now + 60).sign(secretBytes);
    expect(verifyHs256(token, key, now)).toEqual({ userId: 'u1', tenantId: 't1', sid: 's1', sub: 'wangfang', jti: 'j1', iat: now, exp: now + 60 });
  });

  it('says when an expired token expired, from its exp on (no tolerance)', () => {
    expect(refused(signed({ alg: 'HS256' }, claims), now + 3600)).toBe(`JWT expired at ${new Date((now + 3600) * 1000).toISOString()}`);
    expect(refused(signed({ alg: 'HS256' }, claims), now + 3599)).toBe('accepted');
  });

  it('refuses tampered tokens, other algorithms, another secret and odd encodings', () => {
    const good = signed({ alg: 'HS256' }, claims);
    const [h, p, s] = good.split('.') as [string, string, string];
    const cases: Record<string, string> = {
      'payload changed': `${h}.${b64({ ...claims, userId: 'admin' })}.${s}`,
      'signature changed': `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BA' : 'AA'}`,
      'signature cut': `${h}.${p}.${s.slice(0, -1)}`,
      'signature padded': `${h}.${p}.${s}=`,
      'no signature': `${h}.${p}.`,
      'alg none': `${b64({ alg: 'none' })}.${p}.`,
      'alg HS512 over an HS256 signature': signed({ alg: 'HS512' }, claims),
      'critical header': signed({ alg: 'HS256', crit: ['exp'] }, claims),
      'unencoded payload': signed({ alg: 'HS256', b64: false, crit: ['b64'] }, claims),
      'another secret': signed({ alg: 'HS256' }, claims, crypto.randomBytes(32)),
      'no expiry': signed({ alg: 'HS256' }, { ...claims, exp: undefined }),
      'expiry as text': signed({ alg: 'HS256' }, { ...claims, exp: String(now + 3600) }),
      'not yet valid': signed({ alg: 'HS256' }, { ...claims, nbf: now + 1 }),
      'payload an array': signed({ alg: 'HS256' }, [claims]),
      'two parts': `${h}.${p}`,
      'four parts': `${good}.x`,
      'not base64url': `${h}.${p}+.${s}`,
    };
    for (const [name, token] of Object.entries(cases)) expect(refused(token), name).toBe('invalid token');
    expect(refused(good)).toBe('accepted');
  });
});

describe('the token service', () => {
  it('still refuses a token it accepted once when it expires, with the expiry', async () => {
    let at = now * 1000;
    const tokens = createTokenService(secretBytes, 60, () => new Date(at));
    const { token } = await tokens.issue({ account: 'wangfang', userId: 'u1', tenantId: 't1', sid: 's1' });
    expect(tokens.verify(token).userId).toBe('u1');
    at += 60_000;
    expect(() => tokens.verify(token)).toThrow(`JWT expired at ${new Date(at).toISOString()}`);
  });

  it('refuses a tampered token even after the genuine one was accepted', async () => {
    const tokens = createTokenService(secretBytes, 60, () => new Date(now * 1000));
    const { token } = await tokens.issue({ account: 'wangfang', userId: 'u1', tenantId: 't1', sid: 's1' });
    tokens.verify(token);
    const [h, , s] = token.split('.');
    expect(() => tokens.verify(`${h}.${b64({ ...claims, exp: now + 60 })}.${s}`)).toThrow('invalid token');
  });
});
