import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall, eamDownload } from '../../../../lib/eam/client.js';
import { saveEamToken } from '../../../../lib/eam/token.js';
import { useSession } from '../../../../lib/session/store.js';
import { CallError } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { bodiesOf, paged, row, serveEam } from '../test/fixtures.js';
import { DeviceListPage } from './DeviceListPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
  eamDownload: vi.fn(async () => undefined),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const categories = [{ id: 'pump', code: 'PUMP', name: '泵', kind: 'machinery', count: 12 }, { id: 'blower', code: 'BLW', name: '鼓风机', kind: 'machinery', count: 4 }];
const assets = [
  row('P-001', '1#进水提升泵'),
  row('P-002', '2#进水提升泵', { assetStatus: 'repair', criticality: 'B', model: null }),
  row('B-001', '1#鼓风机', { categoryId: 'blower', categoryName: '鼓风机', assetStatus: 'idle', criticality: 'C' }),
];

/** The ledger filtered as the server would: by category, status and text over code, name and model. */
function serve() {
  serveEam([
    [eamApi.queryCategoryCount, () => categories],
    [eamApi.queryPagedList, (b) => paged(assets.filter((a) =>
      (!b.categoryId || a.categoryId === b.categoryId) && (!b.assetStatus || a.assetStatus === b.assetStatus)
      && (!b.searchValue || `${a.assetCode} ${a.name} ${a.model}`.includes(String(b.searchValue)))))],
  ]);
}

const renderAt = (path: string) => renderScreen(path, {
  '/eam/device-machinery/:focusCode?': <DeviceListPage kind="machinery" />,
  '/eam/device-machinery-details/:assetCode': <div>asset details</div>,
});
const card = (name: string) => screen.getByRole('link', { name: `查看 ${name}` }).closest('.eam-card') as HTMLElement;

/** Signed in to the asset system with these rights (labels: 设备管理员). */
function signedIn(rights: Array<'labels'>) {
  useSession.setState({ user: { token: 'portal-tok', account: 'zhangmin', userId: 'u1', username: '张敏', loginTime: Date.now(), expiration: 3600 } });
  saveEamToken({ token: 'eam-tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), portalUserId: 'u1', user: { id: 'u1', account: 'zhangmin', name: '张敏', rights } });
}

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  vi.mocked(eamDownload).mockClear();
  localStorage.clear();
  await i18n.changeLanguage('zh-CN');
});

describe('asset list of a kind', () => {
  it('shows each asset with its code, model, position, status and criticality in words', async () => {
    serve();
    renderAt('/eam/device-machinery');
    expect(await screen.findByRole('link', { name: '查看 1#进水提升泵' })).toBeTruthy();
    const first = card('1#进水提升泵');
    expect(within(first).getByText('P-001')).toBeTruthy();
    expect(within(first).getByText('KWP-200')).toBeTruthy();
    expect(within(first).getByText('预处理区 / 提升泵房 / 1#泵位')).toBeTruthy();
    expect(within(first).getByText('在用')).toBeTruthy();
    expect(within(first).getByText('A 类·关键')).toBeTruthy();
    expect(within(card('2#进水提升泵')).getByText('维修中')).toBeTruthy();
    expect(screen.getByText('共 3 台')).toBeTruthy();
    expect(screen.getByText('机械设备', { selector: '.adm-nav-bar-title' })).toBeTruthy();
    expect(bodiesOf(eamApi.queryPagedList)[0]).toMatchObject({ pageIndex: 1, kind: 'machinery' });
  });

  it('searches by code, name or model and filters by status; the chip says it is chosen', async () => {
    serve();
    const u = user();
    renderAt('/eam/device-machinery');
    await screen.findByRole('link', { name: '查看 1#鼓风机' });
    await u.type(screen.getByRole('searchbox'), '提升泵');
    expect(await screen.findByText('共 2 台')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '查看 1#鼓风机' })).toBeNull();
    expect(bodiesOf(eamApi.queryPagedList).at(-1)).toMatchObject({ searchValue: '提升泵', kind: 'machinery' });

    const chips = screen.getByRole('group', { name: '按状态筛选' });
    await u.click(within(chips).getByRole('button', { name: '维修中' }));
    expect(await screen.findByText('共 1 台')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '查看 1#进水提升泵' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看 2#进水提升泵' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: '维修中' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(chips).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('false');
    expect(bodiesOf(eamApi.queryPagedList).at(-1)).toMatchObject({ searchValue: '提升泵', assetStatus: 'repair' });
  });

  it('says when nothing matches, and names the search', async () => {
    serve();
    const u = user();
    renderAt('/eam/device-machinery?categoryId=blower');
    // The category's name is the title, and the filter says it with a way to clear it.
    expect(await screen.findByText('鼓风机', { selector: '.adm-nav-bar-title' })).toBeTruthy();
    expect(screen.getByText('分类：鼓风机')).toBeTruthy();
    expect(screen.getByRole('button', { name: '清除分类筛选' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '查看 1#鼓风机' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '查看 1#进水提升泵' })).toBeNull();
    await u.type(screen.getByRole('searchbox'), 'X-999');
    expect(await screen.findByText('没有与“X-999”匹配的设备')).toBeTruthy();
  });

  it('shows the load failure with a retry that loads the list', async () => {
    let fail = true;
    serveEam([
      [eamApi.queryCategoryCount, () => categories],
      [eamApi.queryPagedList, () => {
        if (fail) throw new CallError('网络异常，请稍后重试', undefined);
        return paged(assets);
      }],
    ]);
    const u = user();
    renderAt('/eam/device-machinery');
    expect(await screen.findByText('设备加载失败')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '查看 1#进水提升泵' })).toBeTruthy();
  });

  it('marks the asset of the focus code and opens an asset by its card', async () => {
    serve();
    const u = user();
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderAt('/eam/device-machinery/P-002');
    await screen.findByRole('link', { name: '查看 2#进水提升泵' });
    const focused = card('2#进水提升泵');
    expect(focused.className).toContain('is-focused');
    expect(within(focused).getByText('当前设备')).toBeTruthy();
    expect(card('1#进水提升泵').className).not.toContain('is-focused');
    await waitFor(() => expect(scrolled.mock.contexts).toContain(focused));
    await u.click(screen.getByRole('link', { name: '查看 1#鼓风机' }));
    expect(await screen.findByText('asset details')).toBeTruthy();
  });

  it('lets whoever prints labels pick assets, all the loaded ones at once, and print their sheet', async () => {
    signedIn(['labels']);
    serve();
    renderAt('/eam/device-machinery');
    const u = user();
    await u.click(await screen.findByRole('button', { name: '选择打印' }));
    await u.click(screen.getByRole('checkbox', { name: '选择 2#进水提升泵（P-002）' }));
    expect(screen.getByRole('checkbox', { name: '选择 2#进水提升泵（P-002）' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('已选 1 个')).toBeTruthy();
    // While picking, a tap picks: nothing opens.
    expect(screen.queryByText('asset details')).toBeNull();
    await u.click(screen.getByRole('button', { name: '全选已加载' }));
    expect(screen.getByText('已选 3 个')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '打印标签' }));
    await u.click(await screen.findByText('A4 标签纸（3×8）'));
    await waitFor(() => expect(eamDownload).toHaveBeenCalledTimes(1));
    const [endpoint, request] = vi.mocked(eamDownload).mock.calls[0]!;
    expect(endpoint).toBe(eamApi.printLabels);
    expect(String((request as { body: { ids: string } }).body.ids).split(',').sort()).toEqual(assets.map((a) => a.id).sort());
    await u.click(screen.getByRole('button', { name: '取消已加载' }));
    expect(screen.getByText('已选 0 个')).toBeTruthy();
    expect((screen.getByRole('button', { name: '打印标签' }) as HTMLButtonElement).disabled).toBe(true);
    await u.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(await screen.findByRole('link', { name: '查看 1#进水提升泵' })).toBeTruthy();
  });

  it('offers no label picking to who may not print labels', async () => {
    signedIn([]);
    serve();
    renderAt('/eam/device-machinery');
    expect(await screen.findByRole('link', { name: '查看 1#进水提升泵' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '选择打印' })).toBeNull();
  });

  it('speaks English (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    serve();
    renderAt('/eam/device-machinery');
    expect(await screen.findByRole('link', { name: 'Open 1#进水提升泵' })).toBeTruthy();
    expect(screen.getByText('3 assets')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: 'Under repair' })).toBeTruthy();
    expect(screen.getAllByText('In use').length).toBeGreaterThan(0);
    expect(screen.getAllByText('A · critical').length).toBeGreaterThan(0);
  });
});
