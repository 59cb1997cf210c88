import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authApi, type Endpoint } from '@wp/contract';
import '../../../i18n/index.js';
import { setRuntimeConfig } from '../../../lib/runtime-config.js';
import { notify } from '../../../lib/notify.js';
import { call } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { forgetTenantBrands } from '../../../domains/account/api/getTenantByCode.js';
import { LoginPage } from './LoginPage.js';

vi.mock('../../../lib/notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/http/client.js', () => ({ call: vi.fn() }));
vi.mock('../../../lib/crypto/rsa.js', () => ({ encryptForServer: vi.fn(async (_k: string, p: string) => `enc(${p})`) }));

const user = { token: 't', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: 1, expiration: 3600 };
const HX_LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const tenants: Record<string, { id: string; code: string; name: string; logo: string | null }> = {
  platform: { id: 'T1', code: 'platform', name: '清源再生水厂', logo: null }, hxwater: { id: 'T2', code: 'hxwater', name: '华兴水务', logo: HX_LOGO },
};
/** The server as the page meets it: tenants by code, and sign-in. */
const serve = () => vi.mocked(call).mockImplementation((async (e: Endpoint, opts: { query?: { code?: string } }) =>
  (e === (authApi.getTenantByCode as Endpoint) ? { state: true, message: '', value: tenants[opts.query!.code!] } : user)) as never);
const signIns = () => vi.mocked(call).mock.calls.filter(([e]) => e === (authApi.auth as Endpoint));

function renderAt(path: string) {
  const router = createMemoryRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/login/:tenant', element: <LoginPage /> },
    { path: '*', element: <div data-testid="landed">landed</div> },
  ], { initialEntries: [path] });
  // As in the app: the sign-in page lies outside the signed-in shell's query client.
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  forgetTenantBrands();
  document.cookie = 'wp_tenant=; Path=/; Max-Age=0';
  document.title = '';
  serve();
  vi.mocked(notify.warning).mockClear();
  useSession.setState({ user: null });
  setRuntimeConfig({ hosts: {}, rsaPublicKey: 'PEM', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
});

describe('login page', () => {
  it('warns about an empty account, then an empty password, and sends nothing', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: /立即登录/ }));
    expect(notify.warning).toHaveBeenLastCalledWith('请输入账号');
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'wangfang' } });
    fireEvent.click(screen.getByRole('button', { name: /立即登录/ }));
    expect(notify.warning).toHaveBeenLastCalledWith('请输入密码');
    expect(signIns()).toEqual([]);
  });

  it('signs in with the encrypted password and follows the redirect query with its other parameters', async () => {
    const router = renderAt('/login?redirect=%2Fwork%2FmyMatters%2F0&tab=1');
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: ' wangfang ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'Water@2026' } });
    fireEvent.click(screen.getByRole('button', { name: /立即登录/ }));
    await waitFor(() => expect(screen.getByTestId('landed')).toBeTruthy());
    expect(signIns()[0][1]).toMatchObject({ body: { username: 'wangfang', password: 'enc(Water@2026)' } });
    expect(router.state.location.pathname + router.state.location.search).toBe('/work/myMatters/0?tab=1');
    expect(useSession.getState().user?.account).toBe('wangfang');
  });

  it('never redirects to another site', async () => {
    const router = renderAt('/login?redirect=%2F%2Fevil.example%2Fx');
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'wangfang' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /立即登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the tenant's own name, and resolves its code to its id before signing in", async () => {
    renderAt('/login/hxwater');
    expect(await screen.findByText('华兴水务')).toBeTruthy();
    expect(screen.getByText('华兴水务 · 信息中心')).toBeTruthy();
    expect(screen.queryByText('清源再生水厂')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'wangfang' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /立即登录/ }));
    await waitFor(() => expect(signIns()).toHaveLength(1));
    expect(signIns()[0][1]).toMatchObject({ query: { tenantId: 'T2' } });
  });

  it("shows the tenant's logo and titles the document with its name; sign-in names the tenant in a cookie, sign-out drops it", async () => {
    renderAt('/login/hxwater');
    expect((await screen.findByTestId('tenant-logo')).getAttribute('src')).toBe(HX_LOGO);
    // The title is set by an effect after the logo renders: under load it comes a moment later.
    await waitFor(() => expect(document.title).toBe('华兴水务'));
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'wangfang' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /立即登录/ }));
    await waitFor(() => expect(screen.getByTestId('landed')).toBeTruthy());
    expect(document.cookie).toContain('wp_tenant=hxwater');
    useSession.getState().signOut();
    expect(document.cookie).not.toContain('wp_tenant');
  });

  it('keeps the product\'s drop for a tenant without a logo, and sets no tenant cookie for the default tenant', async () => {
    const router = renderAt('/login');
    await waitFor(() => expect(document.title).toBe('清源再生水厂'));
    expect(screen.queryByTestId('tenant-logo')).toBeNull();
    expect(document.querySelector('.login-logo svg')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入账号'), { target: { value: 'wangfang' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /立即登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.cookie).not.toContain('wp_tenant');
  });

  it("shows the default tenant's name at /login", async () => {
    renderAt('/login');
    expect(await screen.findByText('清源再生水厂 · 信息中心')).toBeTruthy();
  });

  it('toggles the password visibility', () => {
    renderAt('/login');
    const pwd = screen.getByPlaceholderText('请输入密码') as HTMLInputElement;
    expect(pwd.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(pwd.type).toBe('text');
  });
});
