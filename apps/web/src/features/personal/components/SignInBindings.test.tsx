import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { userApi, type Endpoint } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { call } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { SignInBindings } from './SignInBindings.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

let bound: Array<{ provider: string; boundAt: string }>;
beforeEach(() => {
  useSession.setState({ user: { token: 't', account: 'zhangmin', userId: 'u1', username: '张敏', loginTime: 1, expiration: 3600 } });
  bound = [{ provider: 'dingtalk', boundAt: '2026-01-02T00:00:00Z' }, { provider: 'wechat-oa', boundAt: '2026-11-20T08:00:00Z' }];
  vi.mocked(call).mockReset().mockImplementation((async (e: Endpoint, o: { body: { provider: string } }) => {
    if (e === userApi.getMyIdentities) return { state: true, message: '', value: bound };
    if (e === userApi.unbindIdentity) {
      bound = bound.filter((b) => b.provider !== o.body.provider);
      return { state: true, message: '已解除绑定' };
    }
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
});

describe('sign-in bindings on the personal page', () => {
  it('lists each binding; only the WeChat ones can be unbound, after a confirmation', async () => {
    renderScreen('/personal', { '/personal': <SignInBindings /> });
    await screen.findByText('微信公众号');
    expect(screen.getByText('钉钉')).toBeTruthy();
    expect(screen.getByText('由管理员绑定')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /解除绑定/ })).toHaveLength(1);
    // The dialog animates in: its buttons take pointer events once it has.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('button', { name: '解除绑定 微信公众号' }));
    await user.click(await screen.findByRole('button', { name: '解除绑定' }));
    await waitFor(() => expect(screen.queryByText('微信公众号')).toBeNull());
    expect(vi.mocked(call).mock.calls.filter(([e]) => e === userApi.unbindIdentity).map(([, o]) => o)).toEqual([expect.objectContaining({ body: { provider: 'wechat-oa' } })]);
  });

  it('shows nothing while none is bound', async () => {
    bound = [];
    const { container } = renderScreen('/personal', { '/personal': <SignInBindings /> });
    await waitFor(() => expect(vi.mocked(call)).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="sign-in-bindings"]')).toBeNull();
  });
});
