import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authApi, type Endpoint, type RuntimeConfig } from '@wp/contract';
import '../../../i18n/index.js';
import { setRuntimeConfig } from '../../../lib/runtime-config.js';
import { call, CallError } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { keys, local, session } from '../../../lib/storage.js';
import { forgetTenantBrands } from '../../../domains/account/api/getTenantByCode.js';
import { DingTalkPage, MiniProgramPage, WeChatOfficialAccountPage, WeComPage } from '../pages/ThirdPartyPages.js';
import { browser } from './wechat-oauth.js';

vi.mock('../../../lib/http/client.js', () => ({ call: vi.fn(), CallError: class CallError extends Error {} }));

const user = { token: 't', account: 'zhangwei', userId: 'u1', username: '张伟', loginTime: 1, expiration: 3600 };
const callsTo = (endpoint: Endpoint) => vi.mocked(call).mock.calls.filter(([e]) => e === endpoint).map(([, o]) => (o as { query: unknown }).query);
const config: RuntimeConfig = {
  hosts: {}, rsaPublicKey: 'PEM', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't',
  weChat: { openBase: 'https://open.example', officialAccountAppId: 'wx-oa', weComCorpId: 'ww-corp', weComAgentId: '1000002' },
};

/** The server: tenants' brands and ids, and the sign-in answering `reply` (or throwing it). */
function serve(reply: unknown) {
  vi.mocked(call).mockImplementation((async (e: Endpoint, o: { query: { code: string } }) => {
    if (e === (authApi.getTenantByCode as Endpoint)) return { state: true, message: '', value: { id: `id-${o.query.code}`, code: o.query.code, name: '清源再生水厂', logo: null } };
    if (reply instanceof Error) throw reply;
    return reply;
  }) as never);
}

/** The page as a vendor's app opens it: its user agent (and for DingTalk, `dd` handing out `code`). */
function inApp(agent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`Mozilla/5.0 (iPhone) ${agent}`);
}
function inDingTalk(code = 'code-1') {
  inApp('AliApp(DingTalk/7.6.0) DingTalk/7.6.0');
  const requestAuthCode = vi.fn((p: { corpId: string; onSuccess(r: { code: string }): void }) => p.onSuccess({ code }));
  Object.assign(window, { dd: { runtime: { permission: { requestAuthCode } } } });
  return requestAuthCode;
}

function renderAt(path: string, Page: () => React.JSX.Element) {
  // The vendors read the address bar (they take their one-time parameters out of it), so it shows the path too.
  window.history.replaceState(null, '', path);
  const pattern = path.split('?')[0].replace(/^\/login\/[^/]+/, '/login/:tenant');
  const router = createMemoryRouter([
    { path: pattern, element: <Page /> },
    { path: '/login', element: <div data-testid="password">password</div> },
    { path: '/login/:tenant', element: <div data-testid="password">password</div> },
    { path: '*', element: <div data-testid="landed">landed</div> },
  ], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}
const at = (router: ReturnType<typeof renderAt>) => router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  vi.mocked(call).mockReset();
  forgetTenantBrands();
  useSession.setState({ user: null });
  setRuntimeConfig(config);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { dd?: unknown }).dd;
  delete (window as { __wxjs_environment?: unknown }).__wxjs_environment;
});

describe('DingTalk sign-in page', () => {
  it('signs in with the code DingTalk gives for the corporation of the link, once, and goes where it was sent', async () => {
    const requestAuthCode = inDingTalk('code-42');
    serve(user);
    const router = renderAt('/dingTalk?corpId=dingqingyuanwater&redirect=/work/myMatters/0', DingTalkPage);
    await screen.findByTestId('landed');
    expect(requestAuthCode).toHaveBeenCalledTimes(1);
    expect(requestAuthCode.mock.calls[0][0]).toMatchObject({ corpId: 'dingqingyuanwater' });
    expect(callsTo(authApi.ssoDingTalk as Endpoint)).toEqual([{ code: 'code-42', corpId: 'dingqingyuanwater' }]);
    expect(useSession.getState().user?.account).toBe('zhangwei');
    expect(at(router)).toBe('/work/myMatters/0');
  });

  it('under a tenant\'s path, signs in to that tenant', async () => {
    inDingTalk('code-7');
    serve(user);
    renderAt('/login/hxwater/dingTalk?corpId=dingqingyuanwater', DingTalkPage);
    await screen.findByTestId('landed');
    expect(callsTo(authApi.ssoDingTalk as Endpoint)).toEqual([{ code: 'code-7', corpId: 'dingqingyuanwater', tenantId: 'id-hxwater' }]);
  });

  it('outside DingTalk says where to open it and offers the password sign-in, asking nothing', async () => {
    serve(user);
    renderAt('/dingTalk?corpId=dingqingyuanwater', DingTalkPage);
    await screen.findByText(/请在钉钉中打开此页面/);
    expect(callsTo(authApi.ssoDingTalk as Endpoint)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '使用账号密码登录' }));
    await screen.findByTestId('password');
  });

  it('says a link without its corporation is incomplete', async () => {
    inDingTalk();
    serve(user);
    renderAt('/dingTalk', DingTalkPage);
    await screen.findByText(/链接缺少钉钉组织标识/);
    expect(callsTo(authApi.ssoDingTalk as Endpoint)).toEqual([]);
  });

  it('shows the server\'s refusal and tries again with a new code', async () => {
    const requestAuthCode = inDingTalk();
    serve(new CallError('钉钉登录失败：该钉钉账号未绑定平台账号，请联系管理员'));
    renderAt('/dingTalk?corpId=dingqingyuanwater', DingTalkPage);
    await screen.findByText('钉钉登录失败：该钉钉账号未绑定平台账号，请联系管理员');
    expect(useSession.getState().user).toBeNull();
    serve(user);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByTestId('landed');
    expect(requestAuthCode).toHaveBeenCalledTimes(2);
  });
});

describe('WeChat official-account sign-in page', () => {
  it('goes to WeChat\'s silent OAuth with a state of this tab, and back signs in with the code', async () => {
    inApp('MicroMessenger/8.0.50');
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    serve(user);
    renderAt('/weChatOffAcc?redirect=/messages', WeChatOfficialAccountPage);
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const url = new URL(go.mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe('https://open.example/connect/oauth2/authorize');
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx-oa', response_type: 'code', scope: 'snsapi_base', state: session.get(keys.oauthState),
      redirect_uri: `${window.location.origin}/weChatOffAcc?redirect=%2Fmessages`,
    });
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);

    // WeChat sends the browser back with a code and the state.
    const router = renderAt(`/weChatOffAcc?redirect=/messages&code=wx-code-1&state=${state}`, WeChatOfficialAccountPage);
    await screen.findAllByTestId('landed');
    expect(callsTo(authApi.ssoWeChatOfficialAccount as Endpoint)).toEqual([{ code: 'wx-code-1' }]);
    expect(at(router)).toBe('/messages');
    // The code left the address bar: a reload does not spend it again.
    expect(window.location.search).toBe('?redirect=%2Fmessages');
  });

  it('never spends a code that came back with a state this tab did not make', async () => {
    inApp('MicroMessenger/8.0.50');
    session.set(keys.oauthState, 'mine');
    serve(user);
    renderAt('/weChatOffAcc?code=someone-elses&state=theirs', WeChatOfficialAccountPage);
    await screen.findByText(/此登录链接不是本次打开时生成的/);
    expect(callsTo(authApi.ssoWeChatOfficialAccount as Endpoint)).toEqual([]);
    expect(session.get(keys.oauthState)).toBeNull();
  });

  it('holds the binding ticket of a WeChat user bound to no account and sends them to sign in once', async () => {
    inApp('MicroMessenger/8.0.50');
    session.set(keys.oauthState, 's1');
    serve({ bindTicket: 'ticket-1', expiresIn: 600 });
    const router = renderAt('/weChatOffAcc?redirect=/work&code=c&state=s1', WeChatOfficialAccountPage);
    await screen.findByTestId('password');
    expect(at(router)).toBe('/login?redirect=%2Fwork&bind=weChat');
    expect(session.get(keys.openId)).toBe('ticket-1');
    expect(useSession.getState().user).toBeNull();
  });

  it('says it is off when the server has no official account', async () => {
    inApp('MicroMessenger/8.0.50');
    setRuntimeConfig({ ...config, weChat: { ...config.weChat!, officialAccountAppId: null } });
    serve(user);
    renderAt('/weChatOffAcc', WeChatOfficialAccountPage);
    await screen.findByText(/本平台未启用微信公众号登录/);
  });
});

describe('WeCom sign-in page', () => {
  it('goes to WeCom\'s OAuth with the corporation and agent, and back signs in', async () => {
    inApp('wxwork/4.1.20 MicroMessenger/7.0.1');
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    serve(user);
    renderAt('/weChat', WeComPage);
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const url = new URL(go.mock.calls[0][0]);
    expect(url.searchParams.get('appid')).toBe('ww-corp');
    expect(url.searchParams.get('agentid')).toBe('1000002');
    renderAt(`/weChat?code=ww-code&state=${url.searchParams.get('state')}`, WeComPage);
    await screen.findAllByTestId('landed');
    expect(callsTo(authApi.ssoWeCom as Endpoint)).toEqual([{ code: 'ww-code' }]);
  });
});

describe('mini-program sign-in page', () => {
  it('signs in with the ticket of the web view\'s link, taking it out of the address bar', async () => {
    (window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
    serve(user);
    renderAt('/miniprogram?ticket=T1', MiniProgramPage);
    await screen.findByTestId('landed');
    expect(callsTo(authApi.ssoMiniProgram as Endpoint)).toEqual([{ ticket: 'T1' }]);
    expect(window.location.search).toBe('');
  });

  it('keeps the binding ticket on the device for a user bound to no account', async () => {
    (window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
    local.set(keys.hideBindMiniProgram, '1');
    serve({ bindTicket: 'mp-ticket', expiresIn: 600 });
    const router = renderAt('/miniprogram?ticket=T2', MiniProgramPage);
    await screen.findByTestId('password');
    expect(at(router)).toBe('/login?redirect=%2F&bind=miniProgram');
    expect(local.get(keys.mpOpenId)).toBe('mp-ticket');
    // Declined once before: a new binding ticket asks again.
    expect(local.get(keys.hideBindMiniProgram)).toBeNull();
  });

  it('outside a mini-program, or without a ticket, says so', async () => {
    serve(user);
    renderAt('/miniprogram?ticket=T3', MiniProgramPage);
    await screen.findByText('请在微信小程序中打开此页面。');
    (window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
    renderAt('/miniprogram', MiniProgramPage);
    await screen.findByText(/登录凭证缺失或已使用/);
    expect(callsTo(authApi.ssoMiniProgram as Endpoint)).toEqual([]);
  });
});
