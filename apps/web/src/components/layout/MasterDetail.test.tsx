import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import i18n from '../../i18n/index.js';
import { useFinishAction } from '../../domains/approval/finish-action.js';
import { approvalKeys } from '../../domains/approval/keys.js';
import { SPLIT_VIEW, useMediaQuery } from '../../lib/use-media-query.js';
import { PageHeader } from '../PageHeader.js';
import { MasterDetail, useMasterDetail } from './MasterDetail.js';

/** A screen `width` px wide whose width can change (rotation): matchMedia answers min-width queries. */
function screenOf(width: number) {
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() { return width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity); },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return { resize: (w: number) => act(() => { width = w; listeners.forEach((l) => l()); }) };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  void i18n.changeLanguage('zh-CN');
});

/** A list of three rows whose items open at `/item/:id` full screen, and that item. */
function List() {
  const detail = useMasterDetail();
  const fetches = useQuery({ queryKey: [...approvalKeys.all, 'list'], queryFn: () => Date.now() });
  return (
    <MasterDetail list={(
      <div>
        <PageHeader title="list" back />
        <span data-testid="fetched">{fetches.dataUpdatedAt}</span>
        {['1', '2', '3'].map((id) => {
          const row = detail.row(`/item/${id}`);
          return <button key={id} type="button" onClick={row.onOpen} aria-current={row.selected || undefined}>row {id}</button>;
        })}
      </div>
    )} />
  );
}

function Item() {
  const { id } = useParams();
  const finish = useFinishAction('/fallback');
  return (
    <div>
      <PageHeader title={`item ${id}`} back />
      <button type="button" onClick={() => void finish('')}>agree</button>
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([
    { path: '/list', Component: List, children: [{ path: 'item/:id', Component: Item }] },
    { path: '/item/:id', Component: Item },
  ], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return router;
}

const backArrows = () => document.querySelectorAll('.adm-nav-bar-back-arrow').length;

describe('useMediaQuery', () => {
  function Probe() {
    return <span data-testid="split">{String(useMediaQuery(SPLIT_VIEW))}</span>;
  }

  it('follows the screen as it turns, from 820 px up', () => {
    const screenNow = screenOf(390);
    render(<Probe />);
    expect(screen.getByTestId('split').textContent).toBe('false');
    screenNow.resize(820);
    expect(screen.getByTestId('split').textContent).toBe('true');
    screenNow.resize(819);
    expect(screen.getByTestId('split').textContent).toBe('false');
  });

  it('is false where the browser has no matchMedia', () => {
    // @ts-expect-error: an old webview without it
    delete window.matchMedia;
    render(<Probe />);
    expect(screen.getByTestId('split').textContent).toBe('false');
  });
});

describe('MasterDetail on a phone', () => {
  it('shows the list alone; a row opens its item full screen, as before', async () => {
    screenOf(390);
    const router = renderAt('/list');
    fireEvent.click(await screen.findByRole('button', { name: 'row 2' }));
    await screen.findByText('item 2');
    expect(router.state.location.pathname).toBe('/item/2');
    expect(screen.queryByText('list')).toBeNull();
    expect(backArrows()).toBe(1);
  });

  it("shows an item under the list's URL full screen, with its back arrow", async () => {
    screenOf(390);
    renderAt('/list/item/3');
    await screen.findByText('item 3');
    expect(screen.queryByRole('button', { name: 'row 1' })).toBeNull();
    expect(backArrows()).toBe(1);
  });
});

describe('MasterDetail on a tablet', () => {
  it('shows the list beside an empty pane that says to pick an item, in the user language', async () => {
    screenOf(820);
    renderAt('/list');
    await screen.findByRole('button', { name: 'row 1' });
    expect(screen.getByRole('region', { name: '详情' }).textContent).toBe('请在左侧选择一项');
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toBe('Select an item on the left');
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(screen.getByRole('region', { name: '詳情' }).textContent).toBe('請在左側選擇一項');
  });

  it('opens a row beside the list under the list URL, marks it, and hides the back arrow of the item', async () => {
    screenOf(820);
    const router = renderAt('/list?tab=mine');
    fireEvent.click(await screen.findByRole('button', { name: 'row 2' }));
    const pane = screen.getByRole('region', { name: '详情' });
    await waitFor(() => expect(pane.textContent).toContain('item 2'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/list/item/2?tab=mine');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('button', { name: 'row 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'row 1' }).getAttribute('aria-current')).toBeNull();
    // The list keeps its back arrow; the item beside it has none.
    expect(backArrows()).toBe(1);
    expect(pane.querySelector('.adm-nav-bar-back-arrow')).toBeNull();

    // Another row replaces the item: back closes the pane, as it leaves an item on a phone.
    fireEvent.click(screen.getByRole('button', { name: 'row 3' }));
    await waitFor(() => expect(pane.textContent).toContain('item 3'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/list');
    expect(screen.getByRole('region', { name: '详情' }).textContent).toBe('请在左侧选择一项');
  });

  it('turning the tablet to a phone shows the open item full screen', async () => {
    const screenNow = screenOf(820);
    renderAt('/list/item/1');
    await screen.findByRole('button', { name: 'row 1' });
    screenNow.resize(390);
    expect(screen.queryByRole('button', { name: 'row 1' })).toBeNull();
    expect(screen.getByText('item 1')).toBeTruthy();
  });

  it('after an action in the pane the pane closes at once and the list beside it refetches', async () => {
    screenOf(820);
    const router = renderAt('/list');
    fireEvent.click(await screen.findByRole('button', { name: 'row 1' }));
    const fetchedBefore = (await screen.findByTestId('fetched')).textContent;
    const pane = screen.getByRole('region', { name: '详情' });
    await waitFor(() => expect(pane.textContent).toContain('item 1'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    fireEvent.click(screen.getByRole('button', { name: 'agree' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(screen.getByRole('region', { name: '详情' }).textContent).toBe('请在左侧选择一项');
    await waitFor(() => expect(screen.getByTestId('fetched').textContent).not.toBe(fetchedBefore));
  });
});
