import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { eamCall } from '../../../lib/eam/client.js';
import { CallError } from '../../../lib/http/client.js';
import i18n from '../../../i18n/index.js';
import { bodiesOf, detail, serveEam } from '../devices/test/fixtures.js';
import { DeviceQrPage } from './DeviceQrPage.js';

vi.mock('../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** The fault report's stand-in: shows what it was opened with. */
function ReportForm() {
  return <div>fault report {useLocation().search}</div>;
}
/** The history page's stand-in: shows where it was opened. */
function HistoryStandIn() {
  const { pathname, search } = useLocation();
  return <div>history {pathname}{search}</div>;
}
const pages = {
  '/eam/device-QR': <DeviceQrPage />, '/eam/device-machinery-details/:code': <div>asset details</div>, '/eam/maintenance2/deviceFix': <ReportForm />,
  '/eam/info-maintenance/:id': <HistoryStandIn />,
};
const secure = (value: boolean) => Object.defineProperty(window, 'isSecureContext', { value, configurable: true });

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => secure(false));

describe('/eam/device-QR', () => {
  it('over plain http says the camera needs HTTPS and still takes a typed code, which opens the asset', async () => {
    secure(false);
    serveEam([[eamApi.scanLabel, () => detail()]]);
    const u = user();
    renderScreen('/eam/device-QR', pages);
    expect((await screen.findByRole('alert')).textContent).toContain('HTTPS');
    await u.type(screen.getByRole('textbox', { name: '手动输入编码' }), ' P-001 ');
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('heading', { name: '1#进水提升泵' })).toBeTruthy();
    expect(bodiesOf(eamApi.scanLabel)).toEqual([{ txt: 'P-001' }]);
    await u.click(screen.getByRole('button', { name: '查看设备详情' }));
    expect(await screen.findByText('asset details')).toBeTruthy();
  });

  it('explains a denied camera and offers a retry', async () => {
    secure(true);
    const getUserMedia = vi.fn().mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const u = user();
    renderScreen('/eam/device-QR', pages);
    expect((await screen.findByRole('alert')).textContent).toContain('摄像头权限被拒绝');
    await u.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('alert');
    expect(getUserMedia.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('opened from a label URL shows the asset at once, with a fault report for it one tap away', async () => {
    serveEam([[eamApi.scanLabel, () => detail()]]);
    const u = user();
    renderScreen('/eam/device-QR?assetCode=P-001', pages);
    expect(await screen.findByRole('heading', { name: '1#进水提升泵' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '手动输入编码' })).toBeNull();
    await u.click(screen.getByRole('button', { name: '报修' }));
    expect(await screen.findByText('fault report ?new=1&assetId=id-P-001')).toBeTruthy();
  });

  it('opens the scanned asset\'s history beside its fault report', async () => {
    serveEam([[eamApi.scanLabel, () => detail()]]);
    const u = user();
    renderScreen('/eam/device-QR?assetCode=P-001', pages);
    await screen.findByRole('heading', { name: '1#进水提升泵' });
    const actions = screen.getAllByRole('button').map((b) => b.textContent);
    expect(actions.indexOf('履历')).toBe(actions.indexOf('报修') + 1);
    await u.click(screen.getByRole('button', { name: '履历' }));
    expect(await screen.findByText('history /eam/info-maintenance/id-P-001?tab=repair')).toBeTruthy();
  });

  it('says so for an unknown asset and for text that is no label, then scans again', async () => {
    serveEam([[eamApi.scanLabel, () => { throw new CallError('资产不存在', 404); }]]);
    const u = user();
    renderScreen('/eam/device-QR', pages);
    await u.type(await screen.findByRole('textbox', { name: '手动输入编码' }), 'NO-SUCH');
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByText('未找到该资产：NO-SUCH'))).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '继续扫码' }));
    await u.type(await screen.findByRole('textbox', { name: '手动输入编码' }), 'hello world');
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('无法识别的标签内容，请扫描设备标签上的二维码')).toBeTruthy();
  });

  it('sends an inspection point\'s label to the rounds', async () => {
    renderScreen('/eam/device-QR?pointCode=XJ-01', pages);
    expect(await screen.findByText('这是巡检点 XJ-01 的标签，请在巡检任务中扫码打卡')).toBeTruthy();
    expect(eamCall).not.toHaveBeenCalled();
  });
});
