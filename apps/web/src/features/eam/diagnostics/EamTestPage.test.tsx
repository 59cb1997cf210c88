import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { eamCall } from '../../../lib/eam/client.js';
import { CallError } from '../../../lib/http/client.js';
import { saveEamToken } from '../../../lib/eam/token.js';
import { setRuntimeConfig } from '../../../lib/runtime-config.js';
import i18n from '../../../i18n/index.js';
import { serveEam } from '../devices/test/fixtures.js';
import { EamTestPage } from './EamTestPage.js';

vi.mock('../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const actions = [{ id: 'a1', code: 'scrap', name: '报废', classValue: 'asset', notes: '资产转为已报废' }];

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  localStorage.clear();
  setRuntimeConfig({ hosts: { eam: '/service-eam' }, rsaPublicKey: 'PEM', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: '2026.11.26' });
  await i18n.changeLanguage('zh-CN');
});

describe('/eam/test', () => {
  it('shows the service, the token with its rights, the device and the process actions', async () => {
    saveEamToken({ token: 't', expiresAt: new Date(Date.now() + 90 * 60_000).toISOString(), portalUserId: 'u1', user: { id: 'u1', account: 'zhangmin', name: '张敏', rights: ['labels'] } });
    serveEam([[eamApi.inspection.processActionQueryList, () => actions]]);
    renderScreen('/eam/test', { '/eam/test': <EamTestPage /> });
    expect(screen.getByText(/\/service-eam$/)).toBeTruthy();
    expect(screen.getByText('2026.11.26')).toBeTruthy();
    expect(screen.getByText('张敏（zhangmin）')).toBeTruthy();
    expect(screen.getByText('打印标签')).toBeTruthy();
    expect(screen.getByText(/剩余 (89|90) 分钟/)).toBeTruthy();
    expect(await screen.findByText('报废')).toBeTruthy();
    expect(screen.getByText('scrap')).toBeTruthy();
    expect(await screen.findByText('离线存储（巡检离线）')).toBeTruthy();
  });

  it('times a round trip, and says when it failed', async () => {
    let fail = false;
    serveEam([
      [eamApi.inspection.processActionQueryList, () => []],
      [eamApi.queryCategoryCount, () => { if (fail) throw new CallError('网络连接失败', 0); return [{ id: 'c', code: 'PU', name: '水泵', kind: 'machinery', count: 3 }]; }],
    ]);
    const u = user();
    renderScreen('/eam/test', { '/eam/test': <EamTestPage /> });
    expect(screen.getByText('本设备尚未登录资产系统')).toBeTruthy();
    expect(await screen.findByText('暂无处理动作')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '测试一次请求' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^成功，用时 \d+ ms，1 个设备分类$/);
    fail = true;
    await u.click(screen.getByRole('button', { name: '测试一次请求' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^失败，用时 \d+ ms：网络连接失败$/);
  });
});
