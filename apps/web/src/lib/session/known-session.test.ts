import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginUser } from '@wp/contract';
import { useSession } from './store.js';
import { deviceOnly, knownSession } from './known-session.js';

const hour = 3600;
const wangfang = (loginTime = Date.now()): LoginUser =>
  ({ token: 'secret-token', account: 'wangfang', userId: 'u1', username: '王芳', loginTime, expiration: 8 * hour });
/** A JWT whose payload carries the `guest` claim of a shared link's one page. */
const guestToken = `h.${btoa(JSON.stringify({ guest: '/shareInst/i1/1' })).replace(/=+$/, '')}.s`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({ user: null });
});

describe('the session the device knows (for reopening offline)', () => {
  it('is remembered at sign-in and refresh without the token, and forgotten at sign-out', () => {
    const at = Date.now();
    useSession.getState().signIn(wangfang(at));
    expect(localStorage.getItem('knownSession')).not.toContain('secret-token');
    expect(knownSession()).toMatchObject({ userId: 'u1', account: 'wangfang', loginTime: at });
    useSession.getState().refreshed({ token: 'newer-token', loginTime: at + 1000 });
    expect(knownSession()).toMatchObject({ userId: 'u1', loginTime: at + 1000 });
    expect(localStorage.getItem('knownSession')).not.toContain('newer-token');
    useSession.getState().signOut();
    expect(knownSession()).toBeNull();
  });

  it("does not remember a shared link's guest", () => {
    useSession.getState().signIn({ ...wangfang(), token: guestToken });
    expect(knownSession()).toBeNull();
  });

  it('is known until the token it was remembered with would have expired', () => {
    const at = Date.now();
    useSession.getState().signIn(wangfang(at));
    expect(knownSession(at + 8 * hour * 1000 - 1)).not.toBeNull();
    expect(knownSession(at + 8 * hour * 1000)).toBeNull();
  });

  it('resumes in a tab without a session as a user with no token, written nowhere; expired, not at all', () => {
    useSession.getState().signIn(wangfang());
    sessionStorage.clear();
    useSession.setState({ user: null });
    const resumed = useSession.getState().resumeOffline();
    expect(resumed).toMatchObject({ userId: 'u1', username: '王芳', token: '' });
    expect(deviceOnly(resumed!)).toBe(true);
    expect(useSession.getState().user).toEqual(resumed);
    expect(sessionStorage.getItem('loginUser')).toBeNull();

    useSession.setState({ user: null });
    useSession.getState().signIn(wangfang(Date.now() - 9 * hour * 1000));
    useSession.setState({ user: null });
    expect(useSession.getState().resumeOffline()).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });
});
