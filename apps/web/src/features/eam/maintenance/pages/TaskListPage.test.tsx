import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../../lib/eam/client.js';
import i18n from '../../../../i18n/index.js';
import { dateTime } from '../../../../lib/time.js';
import { bodiesOf, detail, serveEam } from '../../devices/test/fixtures.js';
import { paged, refusal, task, taskRow } from '../test/fixtures.js';
import { TaskListPage } from './TaskListPage.js';
import { TaskDetailPage } from './TaskDetailPage.js';
import { MaintenanceHomePage } from './MaintenanceHomePage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const waiting = task();
const late = task({ id: 't2', businessCode: 'BY20250601-002', name: '2#鼓风机月度保养', overdue: true, projectDone: 1,
  asset: { id: 'a2', assetCode: 'BL-002', name: '2#鼓风机', model: null, positionName: null } });
const acting = task({ id: 't3', businessCode: 'BY20250603-001', name: '紫外消毒灯管清洁', status: 'acting', executor: { id: 'u1', name: '王芳' } });
const all = [waiting, late, acting];
const counts = { wait: 2, acting: 1, finish: 7, cancel: 0, overdue: 1 };

/** The list filtered as the asset system would: by status and overdue, searched over code, name and asset. */
function serve() {
  serveEam([
    [eamApi.maintainTaskQueryStatusCountData, () => counts],
    [eamApi.maintainTaskQueryPagedList, (b) => paged(all.filter((t) => t.status === (b.status ?? 'wait') && (b.overdue !== 'true' || t.overdue)
      && (!b.searchValue || `${t.businessCode} ${t.name} ${t.asset.name}`.includes(String(b.searchValue)))).map(taskRow))],
    [eamApi.maintainTaskGetById, (b) => all.find((t) => t.id === b.id)!],
    [eamApi.getById, () => detail({ kind: 'machinery' })],
  ]);
}

/** The app's routes for the list and its task (the task under the list, ADR 0018), at `path`; the URL shown. */
function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Where() {
    const { pathname, search } = useLocation();
    return <output data-testid="url">{pathname + search}</output>;
  }
  const router = createMemoryRouter([
    { path: '/eam/maintenance', element: <MaintenanceHomePage /> },
    { path: '/eam/maintenance/devTask', element: <><TaskListPage /><Where /></>, children: [{ path: 'details/:id', element: <TaskDetailPage /> }] },
    { path: '/eam/maintenance/devPlan', element: <div>plans</div> },
  ], { initialEntries: [path] });
  return render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
}
const url = () => screen.getByTestId('url').textContent;
const card = (name: string) => screen.getByRole('link', { name: `查看 ${name}` }).closest('.eam-mt-card') as HTMLElement;

/** A screen `width` px wide: matchMedia answers min-width queries. */
function screenOf(width: number) {
  window.matchMedia = ((query: string) => ({
    media: query, matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
const originalMatchMedia = window.matchMedia;

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('maintenance task list', () => {
  it('shows my waiting tasks with the tab counts; each card says what, where, when and how far', async () => {
    serve();
    renderAt('/eam/maintenance/devTask');
    expect(await screen.findByRole('link', { name: '查看 1#鼓风机月度保养' })).toBeTruthy();
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['待保养 2', '保养中 1', '已完成 7', '已取消 0']);
    expect(within(tabs).getByRole('tab', { name: '待保养 2' }).getAttribute('aria-selected')).toBe('true');
    const first = card('1#鼓风机月度保养');
    expect(within(first).getByText('BY20250605-001')).toBeTruthy();
    expect(within(first).getByText('一级保养')).toBeTruthy();
    expect(within(first).getByText('1#鼓风机')).toBeTruthy();
    expect(within(first).getByText('BL-001')).toBeTruthy();
    expect(within(first).getByText('生物处理区 / 鼓风机房 / 1#机位')).toBeTruthy();
    expect(within(first).getByText(`计划 ${dateTime(waiting.planStartTime)} → 截止 ${dateTime(waiting.deadline)}`)).toBeTruthy();
    expect(within(first).getByText('鼓风机保养组')).toBeTruthy();
    expect(within(first).getByLabelText('已完成项目 0 个，共 2 个')).toBeTruthy();
    expect(within(first).queryByText('已逾期')).toBeNull();
    // Overdue: the deadline in red, and said in words.
    const overdue = card('2#鼓风机月度保养');
    expect(within(overdue).getByText('已逾期')).toBeTruthy();
    expect(overdue.querySelector('.eam-mt-card-time')!.className).toContain('is-overdue');
    expect(screen.getByText('共 2 个任务')).toBeTruthy();
    expect(bodiesOf(eamApi.maintainTaskQueryPagedList)[0]).toMatchObject({ pageIndex: 1, status: 'wait', scope: 'mine', sortType: 'asc' });
    expect(bodiesOf(eamApi.maintainTaskQueryStatusCountData)[0]).toMatchObject({ scope: 'mine' });
  });

  it('keeps the tab, scope, overdue filter and search in the URL', async () => {
    serve();
    const u = user();
    renderAt('/eam/maintenance/devTask');
    await screen.findByRole('link', { name: '查看 1#鼓风机月度保养' });
    const chips = screen.getByRole('group', { name: '任务范围' });
    await u.click(within(chips).getByRole('button', { name: '我班组' }));
    await waitFor(() => expect(url()).toBe('/eam/maintenance/devTask?scope=group'));
    expect(within(chips).getByRole('button', { name: '我班组' }).getAttribute('aria-pressed')).toBe('true');
    await u.click(within(chips).getByRole('button', { name: '逾期 1' }));
    await waitFor(() => expect(url()).toBe('/eam/maintenance/devTask?scope=group&overdue=1'));
    expect(await screen.findByText('共 1 个任务')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '查看 1#鼓风机月度保养' })).toBeNull();
    expect(bodiesOf(eamApi.maintainTaskQueryPagedList).at(-1)).toMatchObject({ status: 'wait', scope: 'group', overdue: 'true' });
    await u.click(screen.getByRole('tab', { name: '保养中 1' }));
    await waitFor(() => expect(url()).toBe('/eam/maintenance/devTask?scope=group&overdue=1&status=acting'));
    expect(await screen.findByText('暂无逾期的保养中任务')).toBeTruthy();
    await u.click(within(chips).getByRole('button', { name: '逾期 1' }));
    expect(await screen.findByRole('link', { name: '查看 紫外消毒灯管清洁' })).toBeTruthy();
    await u.type(screen.getByRole('searchbox'), '紫外');
    await waitFor(() => expect(url()).toBe('/eam/maintenance/devTask?scope=group&status=acting&q=%E7%B4%AB%E5%A4%96'));
    await waitFor(() => expect(bodiesOf(eamApi.maintainTaskQueryPagedList).at(-1)).toMatchObject({ status: 'acting', searchValue: '紫外' }));
  });

  it('opens with the filters of its URL', async () => {
    serve();
    renderAt('/eam/maintenance/devTask?status=acting&scope=all');
    expect(await screen.findByRole('link', { name: '查看 紫外消毒灯管清洁' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '保养中 1' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('group', { name: '任务范围' })).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card('紫外消毒灯管清洁')).getByText('执行人 王芳')).toBeTruthy();
    expect(bodiesOf(eamApi.maintainTaskQueryPagedList)[0]).toMatchObject({ status: 'acting', scope: 'all' });
  });

  it('says when a tab is empty, and when the list failed, with a retry', async () => {
    let fail = true;
    serveEam([
      [eamApi.maintainTaskQueryStatusCountData, () => counts],
      [eamApi.maintainTaskQueryPagedList, (b) => {
        if (fail) throw refusal(500, 'failed', '服务异常');
        return paged(b.status === 'cancel' ? [] : [taskRow(waiting)]);
      }],
    ]);
    const u = user();
    renderAt('/eam/maintenance/devTask');
    expect(await screen.findByText('保养任务加载失败')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '查看 1#鼓风机月度保养' })).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: '已取消 0' }));
    expect(await screen.findByText('暂无已取消的任务')).toBeTruthy();
  });

  it('on a phone opens the task full screen', async () => {
    serve();
    screenOf(390);
    const u = user();
    renderAt('/eam/maintenance/devTask');
    await u.click(await screen.findByRole('link', { name: '查看 1#鼓风机月度保养' }));
    expect(await screen.findByRole('heading', { name: '1#鼓风机月度保养', level: 2 })).toBeTruthy();
    expect(url()).toBe('/eam/maintenance/devTask/details/t1');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('on a tablet opens the task beside the list, keeping the filters', async () => {
    serve();
    screenOf(820);
    const u = user();
    renderAt('/eam/maintenance/devTask?scope=all');
    await u.click(await screen.findByRole('link', { name: '查看 2#鼓风机月度保养' }));
    const pane = await screen.findByRole('region', { name: /详情|detail/i });
    expect(await within(pane).findByRole('heading', { name: '2#鼓风机月度保养', level: 2 })).toBeTruthy();
    expect(url()).toBe('/eam/maintenance/devTask/details/t2?scope=all');
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(card('2#鼓风机月度保养').getAttribute('aria-current')).toBe('true');
  });
});

describe('maintenance entry', () => {
  it('shows my open and overdue task counts and leads to the tasks and the plans', async () => {
    serveEam([[eamApi.maintainTaskQueryStatusCountData, () => counts]]);
    renderAt('/eam/maintenance');
    const tasks = await screen.findByRole('link', { name: /保养任务/ });
    await waitFor(() => expect(tasks.textContent).toContain('待办 3'));
    expect(tasks.textContent).toContain('逾期 1');
    expect(tasks.getAttribute('href')).toBe('/eam/maintenance/devTask');
    expect(screen.getByRole('link', { name: /保养计划/ }).getAttribute('href')).toBe('/eam/maintenance/devPlan');
    expect(bodiesOf(eamApi.maintainTaskQueryStatusCountData)[0]).toMatchObject({ scope: 'mine' });
  });

  it('says when the counts failed, with a retry', async () => {
    let fail = true;
    serveEam([[eamApi.maintainTaskQueryStatusCountData, () => { if (fail) throw refusal(500, 'failed', '服务异常'); return counts; }]]);
    const u = user();
    renderAt('/eam/maintenance');
    expect(await screen.findByText('任务数量加载失败')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /保养任务/ }).textContent).toContain('待办 3'));
  });

  it('speaks English (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    serve();
    renderAt('/eam/maintenance/devTask');
    expect(await screen.findByRole('link', { name: 'Open 1#鼓风机月度保养' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'To do 2' })).toBeTruthy();
    expect(screen.getByText('2 tasks')).toBeTruthy();
    expect(screen.getByText('Overdue', { selector: '.eam-mt-tag' })).toBeTruthy();
  });
});
