import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { columnApi, layoutApi } from '@wp/contract';
import { call } from '../../lib/http/client.js';
import { useSession } from '../../lib/session/store.js';
import { optionsOf, serveCalls } from '../../test/serve-calls.js';
import { homeToken, prefetchHome } from './prefetch.js';
import { columnQueryOptions } from '../../domains/portal/api/getByAlias.js';

vi.mock('../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const user = (token: string, userId: string) => ({ token, account: userId, userId, username: userId, loginTime: 1, expiration: 60 });
const layout = { designHtml: Buffer.from(JSON.stringify({ mobileList: ['welcome', 'myTodo'] })).toString('base64'), name: '标准首页' };
const tokenOf = (o: unknown) => (o as { token?: string }).token;

beforeEach(() => {
  vi.mocked(call).mockReset();
  useSession.getState().signOut();
});
afterEach(() => vi.useRealTimers());

describe('whose home the prefetch fetches', () => {
  it('a token in the URL wins over the stored session: it is who the guard is about to sign in', async () => {
    useSession.getState().signIn(user('stored', 'a'));
    expect(await homeToken(new URL('http://x/home?token=fromUrl'))).toBe('fromUrl');
  });

  it('without a credential in the URL, the stored user', async () => {
    useSession.getState().signIn(user('stored', 'a'));
    expect(await homeToken(new URL('http://x/home'))).toBe('stored');
  });

  it('a CAS ticket waits for the guard to sign its holder in, even over a stored user', async () => {
    useSession.getState().signIn(user('stored', 'a'));
    const pending = homeToken(new URL('http://x/home?ticket=ST-1'));
    useSession.getState().signIn(user('fromTicket', 'b'));
    expect(await pending).toBe('fromTicket');
  });

  it('nobody signed in and no credential: gives up after a while', async () => {
    vi.useFakeTimers();
    const pending = homeToken(new URL('http://x/home'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toBeUndefined();
  });
});

describe('prefetchHome', () => {
  it('fetches the layout with the token from the URL, and puts its columns where the cards look for them', async () => {
    useSession.getState().signIn(user('stored', 'a'));
    const columns = [{ alias: 'welcome', name: '欢迎' }, { alias: 'myTodo', name: '我的待办' }];
    serveCalls([[layoutApi.myMobileHome, () => ({ state: true, value: { ...layout, columns } })]]);
    const queryClient = new QueryClient();
    await prefetchHome(queryClient, new URL('http://x/home?token=fromUrl'));
    expect(optionsOf(layoutApi.myMobileHome).map(tokenOf)).toEqual(['fromUrl']);
    expect(queryClient.getQueryData(columnQueryOptions('welcome').queryKey)).toEqual(columns[0]);
    expect(queryClient.getQueryData(columnQueryOptions('myTodo').queryKey)).toEqual(columns[1]);
    expect(optionsOf(columnApi.getByAlias)).toHaveLength(0);
  });

  it('fetches nothing when there is nobody to fetch for', async () => {
    vi.useFakeTimers();
    const done = prefetchHome(new QueryClient(), new URL('http://x/home'));
    await vi.advanceTimersByTimeAsync(10_000);
    await done;
    expect(call).not.toHaveBeenCalled();
  });
});
