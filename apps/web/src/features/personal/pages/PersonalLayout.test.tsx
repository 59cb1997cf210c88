import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { layoutApi, sealApi, userApi, type Endpoint, type Layout } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { call } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { setRuntimeConfig } from '../../../lib/runtime-config.js';
import { PersonalPage } from './PersonalPage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const layout = (id: string, name: string, current: boolean): Layout => ({
  id, name, memo: null, type: 'mobile', layoutType: 1, isDefault: current ? 1 : 0, designHtml: '', current,
});

beforeEach(() => {
  callMock.mockReset();
  setRuntimeConfig({ version: '1.0.0' } as never);
  useSession.setState({ user: { token: 't', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
});

describe('home layout on the personal page', () => {
  it("offers the user's layouts in an action sheet (cancel text 'cancel'); choosing one caches it with layoutType 1", async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    callMock.mockImplementation((async (e: Endpoint) => {
      if (e === userApi.getDetailByAccountOrId) return { user: { id: 'u1', account: 'wangfang', fullname: '王芳', status: 1 }, role: '', org: [], post: {} };
      if (e === sealApi.getSealByCurrentUserId) return { fileId: null };
      if (e === layoutApi.getCurrentAuthLayout) return { state: true, message: '', value: [layout('l1', '标准首页', true), layout('l2', '简洁首页', false)] };
      if (e === layoutApi.cacheUserLayout) return { state: true, message: '已切换' };
      throw new Error(`unexpected call ${e.path}`);
    }) as never);
    renderScreen('/personal', { '/personal': <PersonalPage /> });
    await u.click(await screen.findByText('首页布局'));
    const option = await screen.findByRole('button', { name: /简洁首页/ });
    // The layout in force is announced as the current one.
    expect(screen.getByRole('button', { name: /标准首页/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('取消')).toBeTruthy();
    expect(callMock.mock.calls.find(([e]) => e === layoutApi.getCurrentAuthLayout)![1]).toMatchObject({ query: { from: 'mobile' } });
    await u.click(option);
    await waitFor(() => expect(callMock.mock.calls.some(([e]) => e === layoutApi.cacheUserLayout)).toBe(true));
    expect(callMock.mock.calls.find(([e]) => e === layoutApi.cacheUserLayout)![1]).toMatchObject({ body: { type: 'mobile', layoutId: 'l2', layoutType: 1 } });
  });
});
