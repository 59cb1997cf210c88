import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall } from '../../../../lib/eam/client.js';
import { CallError } from '../../../../lib/http/client.js';
import { notify } from '../../../../lib/notify.js';
import i18n from '../../../../i18n/index.js';
import { bodiesOf, serveEam } from '../test/fixtures.js';
import { FinancePage } from './FinancePage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));
vi.mock('../../../../lib/notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

const finance = {
  assetCode: 'P-001', originalUnitPrice: 1234567.8, residualsRate: 0.05, residualsPrice: 61728.39, registerDate: '2020-05-10', serviceLife: 10,
  monthDepreciationPrice: 9773.66, depreciatedMonths: 78, accumulatedDepreciation: 762345.48, currentYearDepreciation: 107510.26,
  navPrice: 472222.32, asOf: '2026-11-26', financialCategory: '专用设备', supplier: '华东设备',
};
const renderAt = () => renderScreen('/eam/info-finance/P-001', { '/eam/info-finance/:assetCode': <FinancePage /> });
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  vi.mocked(notify.danger).mockClear();
  await i18n.changeLanguage('zh-CN');
});

describe('finance information', () => {
  it('shows values and depreciation as money with thousands separators, and the day they are for', async () => {
    serveEam([[eamApi.getFinance, () => finance]]);
    renderAt();
    expect(await screen.findByText('¥1,234,567.80')).toBeTruthy();
    expect(value('原值')).toBe('¥1,234,567.80');
    expect(value('残值率')).toBe('5%');
    expect(value('残值')).toBe('¥61,728.39');
    expect(value('月折旧额')).toBe('¥9,773.66');
    expect(value('已提月数')).toBe('78 个月');
    expect(value('累计折旧')).toBe('¥762,345.48');
    expect(value('本年折旧')).toBe('¥107,510.26');
    expect(value('净值')).toBe('¥472,222.32');
    expect(screen.getByText('截至 2026-11-26，按直线法逐月计提')).toBeTruthy();
    expect(bodiesOf(eamApi.getFinance)).toEqual([{ assetCode: 'P-001' }]);
  });

  it('without the finance right says 无权查看 in place, without a red message', async () => {
    serveEam([[eamApi.getFinance, () => { throw new CallError('无权访问', 403, { success: false, code: 'forbidden', message: '无权访问' }); }]]);
    renderAt();
    expect(await screen.findByText('无权查看')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('财务信息仅对有财务权限的人员开放');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(notify.danger).not.toHaveBeenCalled();
    // The call itself asks not to be told: the page says it.
    expect(vi.mocked(eamCall).mock.calls[0][1]).toMatchObject({ silent: true });
  });

  it('says the same in English (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    serveEam([[eamApi.getFinance, () => { throw new CallError('forbidden', 403); }]]);
    renderAt();
    expect(await screen.findByText('You may not view this')).toBeTruthy();
    expect(screen.getByText('Finance', { selector: '.adm-nav-bar-title' })).toBeTruthy();
  });

  it('offers a retry when it failed for another reason', async () => {
    serveEam([[eamApi.getFinance, () => { throw new CallError('网络异常', undefined); }]]);
    renderAt();
    expect(await screen.findByText('财务信息加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
