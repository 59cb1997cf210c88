import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authApi, type Endpoint } from '@wp/contract';
import '../../../i18n/index.js';
import { setRuntimeConfig } from '../../../lib/runtime-config.js';
import { call, CallError } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { forgetTenantBrands } from '../../../domains/account/api/getTenantByCode.js';
import { DingTalkPage } from './DingTalkPage.js';

vi.mock('../../../lib/http/client.js', () => ({ call: vi.fn(), CallError: class CallError extends Error {} }));

const user = { token: 't', account: 'zhangwei', userId: 'u1', username: '张伟', loginTime: 1, expiration: 3600 };
const dingTalkSignIns = () => vi.mocked(call).mock.calls.filter(([e]) => e === (authApi.ssoDingTalk as Endpoint)).map(([, o]) => (o as { query: unknown }).query);

/** The server: the tenant's brand, and DingTalk sign-in answering `reply` (or throwing it). */
function serve(reply: unknown) {
  vi.mocked(call).mockImplementation((async (e: Endpoint) => {
    if (e === (authApi.getTenantByCode as Endpoint)) return { state: true, message: '', value: { id: 'T1', code: 'platform', name: '清源再生水厂', logo: null } };
    if (reply instanceof Error) throw reply;
    return reply;
  }) as never);
}

/** The page as DingTalk's client opens it: its user agent, and `dd` handing out `code`. */
function inDingTalk(code = 'code-1') {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) AliApp(DingTalk/7.6.0) DingTalk/7.6.0');
  const requestAuthCode = vi.fn((p: { corpId: string; onSuccess(r: { code: string }): void }) => p.onSuccess({ code }));
  Object.assign(window, { dd: { runtime: { permission: { requestAuthCode } } } });
  return requestAuthCode;
}

function renderAt(path: string) {
  const router = createMemoryRouter([
    { path: '/dingTalk', element: <DingTalkPage /> },
    { path: '/login', element: <div data-testid="password">password</div> },
    { path: '*', element: <div data-testid="landed">landed</div> },
  ], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  forgetTenantBrands();
  useSession.setState({ user: null });
  setRuntimeConfig({ hosts: {}, rsaPublicKey: 'PEM', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { dd?: unknown }).dd;
});

describe('DingTalk sign-in page', () => {
  it('signs in with the code DingTalk gives for the corporation of the link, once, and goes where it was sent', async () => {
    const requestAuthCode = inDingTalk('code-42');
    serve(user);
    const router = renderAt('/dingTalk?corpId=dingqingyuanwater&redirect=/work/myMatters/0');
    await screen.findByTestId('landed');
    expect(requestAuthCode).toHaveBeenCalledTimes(1);
    expect(requestAuthCode.mock.calls[0][0]).toMatchObject({ corpId: 'dingqingyuanwater' });
    expect(dingTalkSignIns()).toEqual([{ code: 'code-42', corpId: 'dingqingyuanwater' }]);
    expect(useSession.getState().user?.account).toBe('zhangwei');
    expect(router.state.location.pathname + router.state.location.search).toBe('/work/myMatters/0');
  });

  it('outside DingTalk says where to open it and offers the password sign-in, asking nothing', async () => {
    serve(user);
    renderAt('/dingTalk?corpId=dingqingyuanwater');
    await screen.findByText(/请在钉钉中打开此页面/);
    expect(dingTalkSignIns()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '使用账号密码登录' }));
    await screen.findByTestId('password');
  });

  it('says a link without its corporation is incomplete', async () => {
    inDingTalk();
    serve(user);
    renderAt('/dingTalk');
    await screen.findByText(/链接缺少钉钉组织标识/);
    expect(dingTalkSignIns()).toEqual([]);
  });

  it('shows the server\'s refusal and tries again with a new code', async () => {
    const requestAuthCode = inDingTalk();
    serve(new CallError('钉钉登录失败：该钉钉账号未绑定平台账号，请联系管理员'));
    renderAt('/dingTalk?corpId=dingqingyuanwater');
    await screen.findByText('钉钉登录失败：该钉钉账号未绑定平台账号，请联系管理员');
    expect(useSession.getState().user).toBeNull();
    serve(user);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByTestId('landed');
    expect(requestAuthCode).toHaveBeenCalledTimes(2);
  });
});
