import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall } from '../../../../lib/eam/client.js';
import { CallError } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { counts, serveEam, signIn } from '../test/fixtures.js';
import { RepairHomePage } from './RepairHomePage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const serve = () => serveEam([
  [eamApi.repairOrderQueryStatusCountData, (b) => (b.scope === 'team'
    ? counts({ all: 9, dispatched: 2, repairing: 1, acceptance_failed: 1, wait_acceptance: 3, finish: 2 })
    : counts({ all: 40, approval: 1, not_dispatch: 3, dispatched: 4, repairing: 2, wait_acceptance: 3, acceptance_failed: 1, finish: 20, cancel: 6 }))],
]);

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
});

describe('repair entry', { timeout: 20_000 }, () => {
  it('leads to reporting, the plant\'s open orders, my teams\' work waiting for hands and, for repair managers, the settings', async () => {
    signIn(['repairManager']);
    serve();
    renderScreen('/eam/maintenance2', { '/eam/maintenance2': <RepairHomePage /> });
    expect((await screen.findByRole('link', { name: /^报修记录 14 单未完成/ })).getAttribute('href')).toBe('/eam/maintenance2/deviceFix');
    expect(screen.getByRole('link', { name: /^维修工单 4 单待处理/ }).getAttribute('href')).toBe('/eam/maintenance2/deviceOrder');
    expect(screen.getByRole('link', { name: /^我要报修/ }).getAttribute('href')).toBe('/eam/maintenance2/deviceFix?new=1');
    expect((await screen.findByRole('link', { name: /^维修设置/ })).getAttribute('href')).toBe('/eam/maintenance2/deviceSet');
  });

  it('shows no settings to others, and says when the counts failed, with a retry', async () => {
    signIn([]);
    let fail = true;
    serveEam([[eamApi.repairOrderQueryStatusCountData, () => {
      if (fail) throw new CallError('网络异常，请稍后重试', undefined);
      return counts({ all: 1, not_dispatch: 1 });
    }]]);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderScreen('/eam/maintenance2', { '/eam/maintenance2': <RepairHomePage /> });
    expect(await screen.findByText('数量加载失败。')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^维修设置/ })).toBeNull();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /^报修记录 1 单未完成/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('数量加载失败。')).toBeNull());
  });
});
