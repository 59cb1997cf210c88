import { describe, expect, it, vi } from 'vitest';
import type { LoginUser } from '@wp/contract';
import { guard, loginRedirect, withoutCredentials, type GuardDeps } from './guard.js';

const user: LoginUser = { token: 't', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: 0, expiration: 3600 };

function deps(over: Partial<GuardDeps> = {}): GuardDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    ssoMode: 'none',
    casLoginUrl: 'https://cas.example/cas/login',
    storedUser: () => null,
    validateToken: vi.fn(async () => user),
    validateTicket: vi.fn(async () => user),
    resolveShortUrl: vi.fn(async () => ({ state: true, message: '', value: { url: '/inst/1', guestToken: 'g' } })),
    signIn: () => calls.push('signIn'),
    signOut: () => calls.push('signOut'),
    saveReturnUrl: (u) => calls.push(`save:${u}`),
    offline: () => false,
    resumeOffline: vi.fn(() => null),
    ...over,
  };
}
const u = (path: string) => new URL(path, 'http://plant.local');

describe('route guard', () => {
  it('sends a visitor without a session to /login with the path and the other query parameters', async () => {
    const r = await guard(u('/work/myMatters/0?tab=1&token='), false, deps());
    expect(r).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fwork%2FmyMatters%2F0&tab=1' });
  });

  it('lets a stored session through', async () => {
    expect(await guard(u('/personal'), false, deps({ storedUser: () => user }))).toEqual({ kind: 'allow' });
  });

  it('signs in with a token from the URL and asks to strip it', async () => {
    const d = deps();
    const r = await guard(u('/work?token=abc'), false, d);
    expect(d.validateToken).toHaveBeenCalledWith('abc');
    expect(d.calls).toEqual(['signIn']);
    expect(r).toEqual({ kind: 'allow', stripToken: true });
  });

  it('logs a signed-in user out when the URL token is invalid, then redirects without the token', async () => {
    const d = deps({ storedUser: () => user, validateToken: async () => { throw new Error('bad'); } });
    const r = await guard(u('/work?token=bad&x=1'), false, d);
    expect(d.calls).toEqual(['signOut']);
    expect(r).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fwork&x=1' });
  });

  it('does not log out when nobody was signed in', async () => {
    const d = deps({ validateToken: async () => { throw new Error('bad'); } });
    await guard(u('/work?token=bad'), false, d);
    expect(d.calls).toEqual([]);
  });

  it('uses the ticket only in cas mode, and on failure goes to the CAS login with a service and saves the URL', async () => {
    const jwt = deps({ ssoMode: 'jwt' });
    await guard(u('/work?ticket=ST-1'), false, jwt);
    expect(jwt.validateTicket).not.toHaveBeenCalled();

    const cas = deps({ ssoMode: 'cas', validateTicket: async () => { throw new Error('bad'); } });
    const r = await guard(u('/work?ticket=ST-1&a=2'), false, cas);
    expect(r).toEqual({ kind: 'external', url: `https://cas.example/cas/login?service=${encodeURIComponent('http://plant.local/work?a=2')}` });
    expect(cas.calls).toEqual(['save:http://plant.local/work?a=2']);
  });

  it('validates a CAS ticket against the URL without the ticket', async () => {
    const d = deps({ ssoMode: 'cas' });
    expect(await guard(u('/work?ticket=ST-1'), false, d)).toEqual({ kind: 'allow', stripToken: true });
    expect(d.validateTicket).toHaveBeenCalledWith('ST-1', 'http://plant.local/work');
  });

  it('sends a signed-in user on /login (and /login/:tenant) to /work', async () => {
    const d = deps({ storedUser: () => user });
    expect(await guard(u('/login'), true, d)).toEqual({ kind: 'redirect', to: '/work' });
    expect(await guard(u('/login/hxwater'), true, d)).toEqual({ kind: 'redirect', to: '/work' });
    expect(await guard(u('/login'), true, deps())).toEqual({ kind: 'allow' });
  });

  it('resolves short links: success signs in with the guest token and goes to the long URL', async () => {
    const d = deps();
    expect(await guard(u('/surl/Ab3'), false, d)).toEqual({ kind: 'redirect', to: '/inst/1' });
    expect(d.resolveShortUrl).toHaveBeenCalledWith('Ab3');
    expect(d.validateToken).toHaveBeenCalledWith('g');
  });

  it('sends a reported short-link failure to the message page, and logs out on a network error', async () => {
    const failed = deps({ resolveShortUrl: async () => ({ state: false, message: '链接已失效' }) });
    expect(await guard(u('/surl/x'), false, failed)).toEqual({ kind: 'redirect', to: `/messageFillPage/${encodeURIComponent('链接已失效')}` });
    const down = deps({ resolveShortUrl: async () => { throw new Error('network'); } });
    expect(await guard(u('/surl/x'), false, down)).toEqual({ kind: 'redirect', to: '/login' });
    expect(down.calls).toEqual(['signOut']);
  });

  it('builds redirect and clean URLs', () => {
    expect(loginRedirect(u('/a/b?token=1&ticket=2&c=3'))).toBe('/login?redirect=%2Fa%2Fb&c=3');
    expect(withoutCredentials(u('/a?token=1&b=2#h'))).toBe('/a?b=2#h');
  });

  describe('offline, in a tab without the session (an installed app closed and reopened)', () => {
    /** The session store as the guard sees it: resuming sets the device's known session, without a token. */
    function device(known: LoginUser | null, offline: boolean, inTab: LoginUser | null = null) {
      let current = inTab;
      const d = deps({
        offline: () => offline,
        storedUser: () => current,
        resumeOffline: vi.fn(() => (current = known && { ...known, token: '' })),
        signOut: () => { d.calls.push('signOut'); current = null; },
      });
      return d;
    }

    it('lets the user the device knows in to the saved lists, instead of sign-in which needs the network', async () => {
      const d = device(user, true);
      expect(await guard(u('/work/myMatters/0'), false, d)).toEqual({ kind: 'allow' });
      expect(d.resumeOffline).toHaveBeenCalledOnce();
      expect(d.calls).toEqual([]);
    });

    it('leads from a sign-in page to them too', async () => {
      expect(await guard(u('/login'), true, device(user, true))).toEqual({ kind: 'redirect', to: '/work' });
    });

    it('still asks for sign-in when the device knows nobody (signed out, or the session expired)', async () => {
      expect(await guard(u('/work/myMatters/0'), false, device(null, true))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fwork%2FmyMatters%2F0' });
      expect(await guard(u('/login'), true, device(null, true))).toEqual({ kind: 'allow' });
    });

    it('online changes nothing: sign-in, the known session left alone', async () => {
      const d = device(user, false);
      expect(await guard(u('/work/myMatters/0'), false, d)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fwork%2FmyMatters%2F0' });
      expect(d.resumeOffline).not.toHaveBeenCalled();
    });

    it('checks credentials in the URL as ever, resuming nothing', async () => {
      const d = device(user, true);
      d.validateToken = vi.fn(async () => user);
      expect(await guard(u('/work?token=abc'), false, d)).toEqual({ kind: 'allow', stripToken: true });
      expect(d.resumeOffline).not.toHaveBeenCalled();
    });

    it('ends a resumed session once the network is back: it has no token, so the user signs in', async () => {
      const d = device(user, false, { ...user, token: '' });
      expect(await guard(u('/work/myMatters/0'), false, d)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fwork%2FmyMatters%2F0' });
      expect(d.calls).toEqual(['signOut']);
      const onLogin = device(user, false, { ...user, token: '' });
      expect(await guard(u('/login'), true, onLogin)).toEqual({ kind: 'allow' });
    });

    it('keeps a real session as it is', async () => {
      const d = device(user, true, user);
      expect(await guard(u('/personal'), false, d)).toEqual({ kind: 'allow' });
      expect(d.resumeOffline).not.toHaveBeenCalled();
      expect(d.calls).toEqual([]);
    });
  });

  describe('a shared link\'s guest session', () => {
    // A JWT whose payload carries the `guest` claim of the one page it may open.
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const guest: LoginUser = { ...user, token: `h.${b64({ guest: '/shareInst/i1/1', userId: 'u1' })}.s` };

    it('opens its shared page', async () => {
      const d = deps({ storedUser: () => guest });
      expect(await guard(u('/shareInst/i1/1'), false, d)).toEqual({ kind: 'allow' });
      expect(d.calls).toEqual([]);
    });

    it('anywhere else is signed out and asked to sign in, the path kept', async () => {
      const d = deps({ storedUser: () => guest });
      expect(await guard(u('/work/myMatters/0'), false, d)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fwork%2FmyMatters%2F0' });
      expect(d.calls).toEqual(['signOut']);
    });

    it('may reach the sign-in page instead of being sent on to /work', async () => {
      expect(await guard(u('/login'), true, deps({ storedUser: () => guest }))).toEqual({ kind: 'allow' });
    });
  });
});
