import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderScreen } from '../../../test/render.js';
import { authApi, sealApi, userApi, type Endpoint, type UserDetail } from '@wp/contract';
import { call, CallError } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { useCurrentPostId } from '../../../domains/account/user-detail.js';
import { setRuntimeConfig } from '../../../lib/runtime-config.js';
import { PersonalPage } from './PersonalPage.js';

// Only the module boundary to the server is replaced; everything else (session, i18n, antd-mobile) is real.
vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const USER_ID = 'u-zhangmin';
const equipAdmin = {
  postId: 'p-equip', postName: '设备管理员', postCode: 'equipAdmin', orgId: 'o-equip', orgName: '设备管理部', orgCode: 'equipment',
  isMaster: '1', isCharge: '0',
};
const safetyOfficer = {
  postId: 'p-safety', postName: '安全员', postCode: 'safetyOfficer', orgId: 'o-safety', orgName: '安全环保部', orgCode: 'safety',
  isMaster: '0', isCharge: '0',
};

/** A reply shaped like the server's getDetailByAccountOrId. */
function detailOf(over: { user?: Partial<UserDetail['user']>; role?: string; org?: UserDetail['org']; post?: UserDetail['post'] } = {}): UserDetail {
  return {
    user: {
      id: USER_ID, account: 'zhangmin', fullname: '张敏', status: 1, mobile: '13812345678', email: null, address: null, photo: null,
      sex: '女', userNumber: 'QY0017', tenantId: 't1', ...over.user,
    },
    role: over.role ?? '',
    org: over.org ?? [
      { orgId: 'o-equip', orgName: '设备管理部', orgCode: 'equipment', pathName: '清源再生水厂/设备管理部', isMaster: '1' },
      { orgId: 'o-safety', orgName: '安全环保部', orgCode: 'safety', pathName: '清源再生水厂/安全环保部', isMaster: '0' },
    ],
    post: over.post ?? { [equipAdmin.postId]: equipAdmin, [safetyOfficer.postId]: safetyOfficer },
  };
}

function serve(detail: UserDetail, extra: (e: Endpoint, opts: unknown) => unknown = () => undefined) {
  callMock.mockImplementation((async (e: Endpoint, opts: unknown) => {
    if (e === userApi.getDetailByAccountOrId) return detail;
    if (e === sealApi.getSealByCurrentUserId) return { id: null, userId: USER_ID, fileId: null, isUse: 0 };
    const r = extra(e, opts);
    if (r !== undefined) return r;
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}

function renderPage() {
  return renderScreen('/personal', { '/personal': <PersonalPage />, '/login': <div>login page</div> });
}

/** The list row whose label is `label`. */
const row = (label: string) => screen.getByText(label).closest('.adm-list-item') as HTMLElement;

beforeEach(() => {
  callMock.mockReset();
  useCurrentPostId.setState({ byUser: {} });
  useSession.setState({
    user: { token: 'tok', account: 'zhangmin', userId: USER_ID, username: '张敏', loginTime: Date.now(), expiration: 3600 },
  });
});

describe('PersonalPage', () => {
  it('shows the detail, with "none" for a missing e-mail, address, roles and seal', async () => {
    serve(detailOf());
    renderPage();
    expect(await screen.findByRole('heading', { name: '张敏' })).toBeTruthy();
    expect(screen.getByText('账号：zhangmin')).toBeTruthy();
    expect(screen.getByText('正常')).toBeTruthy();
    // No photo: the placeholder is the given name, as DingTalk draws it.
    expect(screen.getByRole('img', { name: '张敏' }).textContent).toBe('敏');
    expect(within(row('手机号码')).getByRole('link', { name: '13812345678' }).getAttribute('href')).toBe('tel:13812345678');
    expect(within(row('邮箱')).getByText('无')).toBeTruthy();
    expect(within(row('家庭住址')).getByText('无')).toBeTruthy();
    expect(within(row('角色')).getByText('无')).toBeTruthy();
    await waitFor(() => expect(within(row('电子签章')).getByText('无')).toBeTruthy());
    // Both posts and both departments, the master one marked.
    expect(within(row('岗位')).getByText('设备管理员')).toBeTruthy();
    expect(within(row('岗位')).getByText('安全员')).toBeTruthy();
    expect(within(row('部门')).getByText('清源再生水厂/安全环保部')).toBeTruthy();
    expect(screen.getByTestId('current-charge').textContent).toBe('设备管理部 · 设备管理员');
    expect(callMock).toHaveBeenCalledWith(userApi.getDetailByAccountOrId, expect.objectContaining({ body: { accountOrId: 'zhangmin' } }));
  });

  it('shows roles, e-mail and address when present, and a grey tag for a departed user', async () => {
    serve(detailOf({ user: { email: 'zm@qingyuan-water.cn', address: '北京市海淀区', status: 2 }, role: '设备管理员|普通员工' }));
    renderPage();
    await screen.findByRole('heading', { name: '张敏' });
    expect(within(row('邮箱')).getByText('zm@qingyuan-water.cn')).toBeTruthy();
    expect(within(row('家庭住址')).getByText('北京市海淀区')).toBeTruthy();
    expect(within(row('角色')).getByText('设备管理员')).toBeTruthy();
    expect(within(row('角色')).getByText('普通员工')).toBeTruthy();
    expect(screen.getByText('离职').className).toContain('user-status-inactive');
  });

  it('says "none" for posts and departments when the user has none', async () => {
    serve(detailOf({ org: [], post: {} }));
    renderPage();
    await screen.findByRole('heading', { name: '张敏' });
    expect(within(row('岗位')).getByText('无')).toBeTruthy();
    expect(within(row('部门')).getByText('无')).toBeTruthy();
    expect(screen.getByTestId('current-charge').textContent).toBe('未分配岗位');
  });

  it('offers the posts in an action sheet with the current one disabled, and switches post', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }); // antd-mobile popups ignore pointers while they animate in
    serve(detailOf());
    renderPage();
    await screen.findByRole('heading', { name: '张敏' });
    await user.click(screen.getByText('当前岗位'));
    const current = await screen.findByRole<HTMLButtonElement>('button', { name: /设备管理员/ });
    const other = screen.getByRole<HTMLButtonElement>('button', { name: /安全员/ });
    expect(current.disabled).toBe(true);
    expect(other.disabled).toBe(false);

    await user.click(other);
    await waitFor(() => expect(screen.getByTestId('current-charge').textContent).toBe('安全环保部 · 安全员'));
    expect(sessionStorage.getItem(`currentPostId:${USER_ID}`)).toBe('p-safety');

    // Now the safety post is the disabled one.
    await user.click(screen.getByText('当前岗位'));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: /安全员/ }).disabled).toBe(true));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /设备管理员/ }).disabled).toBe(false);
  });

  it('checks the new password before sending, then sends both encrypted and signs out', async () => {
    const keys = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
    const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
    setRuntimeConfig({ hosts: {}, rsaPublicKey: pem, ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: '1.0.0' });
    const decrypt = async (b64: string) =>
      new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));
    serve(detailOf(), (e) => {
      if (e === userApi.changUserPsd) return { state: true, message: '密码修改成功' };
      if (e === authApi.signout) return { state: true, message: '已退出登录' };
      return undefined;
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }); // antd-mobile popups ignore pointers while they animate in
    renderPage();
    await screen.findByRole('heading', { name: '张敏' });
    await user.click(screen.getByText('修改密码'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入原密码', { selector: '.adm-form-item-feedback-error' })).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请确认新密码')).toBeTruthy();

    await user.type(screen.getByLabelText('原密码'), 'Water@2026');
    await user.type(screen.getByLabelText('新密码'), 'short1');
    await user.type(screen.getByLabelText('确认新密码'), 'Other2027x');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新密码长度需为8-64位，且同时包含字母和数字')).toBeTruthy();
    expect(screen.getByText('两次输入的新密码不一致')).toBeTruthy();
    expect(callMock).not.toHaveBeenCalledWith(userApi.changUserPsd, expect.anything());

    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'Better2027');
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'Better2027');
    await user.click(screen.getByRole('button', { name: '确定' }));

    await screen.findByText('login page');
    const sent = callMock.mock.calls.find(([e]) => e === userApi.changUserPsd)![1] as { body: { oldPwd: string; newPwd: string } };
    expect(sent.body.oldPwd).not.toBe('Water@2026');
    expect(await decrypt(sent.body.oldPwd)).toBe('Water@2026');
    expect(await decrypt(sent.body.newPwd)).toBe('Better2027');
    expect(callMock).toHaveBeenCalledWith(authApi.signout, expect.anything());
    expect(useSession.getState().user).toBeNull();
  });

  it('exits after confirmation: signout call, local sign-out, /login', async () => {
    serve(detailOf(), (e) => (e === authApi.signout ? { state: true, message: '已退出登录' } : undefined));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage();
    await screen.findByRole('heading', { name: '张敏' });
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('确定要退出登录吗？')).toBeTruthy();
    expect(callMock).not.toHaveBeenCalledWith(authApi.signout, expect.anything());
    const dialog = screen.getByText('确定要退出登录吗？').closest('.adm-dialog-body') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await screen.findByText('login page');
    expect(callMock).toHaveBeenCalledWith(authApi.signout, expect.anything());
    expect(useSession.getState().user).toBeNull();
  });

  it('keeps the form open and says why when the server refuses the change', async () => {
    setRuntimeConfig({ hosts: {}, rsaPublicKey: await publicKeyPem(), ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: '1.0.0' });
    serve(detailOf(), (e) => {
      if (e === userApi.changUserPsd) throw new CallError('原密码错误', 400, { state: false, message: '原密码错误' });
      return undefined;
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage();
    await screen.findByRole('heading', { name: '张敏' });
    await user.click(screen.getByText('修改密码'));
    await user.type(await screen.findByLabelText('原密码'), 'Wrong1234');
    await user.type(screen.getByLabelText('新密码'), 'Better2027');
    await user.type(screen.getByLabelText('确认新密码'), 'Better2027');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('原密码错误');
    expect(useSession.getState().user).not.toBeNull();
    expect(callMock).not.toHaveBeenCalledWith(authApi.signout, expect.anything());
  });

  it('shows software update only in the native shell and bind mini-program only with a held open id', async () => {
    serve(detailOf(), (e) => (e === userApi.bindMpOpenId ? { state: true, message: '绑定成功' } : undefined));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const first = renderPage();
    await screen.findByRole('heading', { name: '张敏' });
    expect(screen.queryByText('软件更新')).toBeNull();
    expect(screen.queryByText('绑定小程序')).toBeNull();
    first.unmount();

    const posted: string[] = [];
    window.ReactNativeWebView = { postMessage: (m) => posted.push(m) };
    (window as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
    localStorage.setItem('mpOpenId', 'mp-123');
    setRuntimeConfig({ hosts: {}, rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: '2.3.0' });
    try {
      renderPage();
      await screen.findByRole('heading', { name: '张敏' });
      await user.click(screen.getByText('软件更新'));
      // A shell that does not tell its version is asked to check for itself.
      await waitFor(() => expect(posted.map((m) => JSON.parse(m))).toContainEqual({ type: 'checkUpdate' }));
      await user.click(screen.getByText('绑定小程序'));
      await waitFor(() => expect(screen.queryByText('绑定小程序')).toBeNull());
      expect(callMock).toHaveBeenCalledWith(userApi.bindMpOpenId, expect.objectContaining({ query: { account: 'zhangmin', mpOpenid: 'mp-123' } }));
      expect(localStorage.getItem('mpOpenId')).toBeNull();
    } finally {
      delete window.ReactNativeWebView;
      delete (window as { __wxjs_environment?: string }).__wxjs_environment;
    }
  });
});


async function publicKeyPem() {
  const keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  return `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----`;
}
