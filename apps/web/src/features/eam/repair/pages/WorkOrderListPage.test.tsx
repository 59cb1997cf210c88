import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../../lib/eam/client.js';
import i18n from '../../../../i18n/index.js';
import { detail as assetDetail } from '../../devices/test/fixtures.js';
import { bodiesOf, counts, dispatched, orderRow, pagedOf, people, serveEam, signIn, urgencies } from '../test/fixtures.js';
import { WorkOrderListPage } from './WorkOrderListPage.js';
import { OrderDetailPage } from './OrderDetailPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

/** A screen `width` px wide: matchMedia answers min-width queries. */
function screenOf(width: number) {
  window.matchMedia = ((query: string) => ({
    media: query,
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
const original = window.matchMedia;

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

/** The route table's composition (app/routes.tsx): the work-order list with the order as its child route. */
function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="/eam/maintenance2/deviceOrder" element={<WorkOrderListPage />}>
            <Route path="eam/maintenance2/deviceFix/detail/:id" element={<OrderDetailPage />} />
          </Route>
          <Route path="/eam/maintenance2/deviceFix/detail/:id" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const mine = orderRow({ id: 'o-1', repairStatus: 'dispatched', groupName: '机修一班', executor: people.wang });
const theirs = orderRow({ id: 'o-2', businessCode: 'BX20261125-002', repairStatus: 'repairing', assetName: '2#鼓风机', groupName: '机修一班', executor: people.zhao });

function serve() {
  let order = dispatched({ executor: people.wang, actions: ['start'] });
  serveEam([
    [eamApi.repairOrderQueryStatusCountData, () => counts({ all: 2, dispatched: 1, repairing: 1 })],
    [eamApi.repairOrderQueryPagedList, (b) => pagedOf([mine, theirs].filter((o) => !b.repairStatus || o.repairStatus === b.repairStatus))],
    [eamApi.repairUrgencyQueryList, () => urgencies],
    [eamApi.repairOrderGetById, () => order],
    [eamApi.getById, () => assetDetail()],
    [eamApi.repairOrderActStart, () => (order = dispatched({ repairStatus: 'repairing', executor: people.wang, actions: ['finish'] }))],
  ]);
}

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  signIn([]);
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  window.matchMedia = original;
});

describe('work orders', { timeout: 20_000 }, () => {
  it('lists my teams\' work orders from 待维修 to 已完成, marks mine, and on a tablet opens one beside the list', async () => {
    screenOf(820);
    serve();
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAt('/eam/maintenance2/deviceOrder');
    // Nothing chosen yet: the pane says to pick an order.
    expect(await screen.findByText('请在左侧选择一项')).toBeTruthy();
    await screen.findByRole('link', { name: /^查看 BX20261126-001/ });
    // One scope (my teams): no scope choice; the tabs are the work order's statuses.
    expect(screen.queryByRole('group', { name: '范围' })).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部 2', '待维修 1', '维修中 1', '验收不通过 0', '待验收 0', '已完成 0']);
    expect(bodiesOf(eamApi.repairOrderQueryPagedList)[0]).toMatchObject({ scope: 'team' });
    const card = screen.getByRole('link', { name: /^查看 BX20261126-001/ }).closest('.repair-card') as HTMLElement;
    expect(within(card).getByText('我负责')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /^查看 BX20261125-002/ }).closest('.repair-card') as HTMLElement).queryByText('我负责')).toBeNull();

    await u.click(screen.getByRole('link', { name: /^查看 BX20261126-001/ }));
    expect(screen.getByTestId('where').textContent).toBe('/eam/maintenance2/deviceOrder/eam/maintenance2/deviceFix/detail/o-1');
    const pane = await screen.findByRole('region', { name: '详情' });
    expect(await within(pane).findByRole('heading', { name: 'BX20261126-001' })).toBeTruthy();
    // The list stays beside it, the open order marked.
    expect(card.getAttribute('aria-current')).toBe('true');
    const lists = bodiesOf(eamApi.repairOrderQueryPagedList).length;
    await u.click(within(pane).getByRole('button', { name: '开始维修' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '开始维修' }));
    expect(await within(pane).findByRole('button', { name: '完成维修' })).toBeTruthy();
    // The list beside the order refreshes at once.
    await waitFor(() => expect(bodiesOf(eamApi.repairOrderQueryPagedList).length).toBeGreaterThan(lists));
  });

  it('speaks English (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    serve();
    renderAt('/eam/maintenance2/deviceOrder');
    expect(await screen.findByRole('link', { name: 'Open BX20261126-001 1#进水提升泵' })).toBeTruthy();
    expect(screen.getByText('Work orders', { selector: '.adm-nav-bar-title' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'To repair 1' })).toBeTruthy();
    expect(screen.getByText('2 requests')).toBeTruthy();
    expect(screen.getAllByText('Yours').length).toBe(1);
  });
});
