import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PageList } from '@wp/contract';
import { CallError } from '../lib/http/client.js';
import { renderScreen } from '../test/render.js';
import { PagedList } from './PagedList.js';
import { LoadFailurePage } from './LoadFailurePage.js';
import { ReadFailure } from './ErrorPage.js';

/** A failure as the HTTP client throws it: offline (no toast said it), or a network that failed while online. */
const offlineError = () => new CallError('当前离线，请联网后再试', undefined, undefined, false, true);
const networkError = () => new CallError('网络异常，请稍后再试');

function List({ error }: { error: CallError }) {
  const query = useInfiniteQuery<PageList<string>>({
    queryKey: ['rows'], queryFn: () => Promise.reject(error), initialPageParam: 1, getNextPageParam: () => undefined,
  });
  return <PagedList query={query} render={(r) => <span key={r}>{r}</span>} empty="无" loadFailed="待办加载失败" />;
}

/** A screen's own read (the app centre, a KPI panel, a person): its failure with the screen's words. */
function Panel({ error, reads }: { error: CallError; reads: { n: number } }) {
  const query = useQuery({ queryKey: ['panel'], queryFn: () => { reads.n++; return Promise.reject(error); }, retry: false });
  return query.isError ? <ReadFailure query={query} tip="应用加载失败" /> : <span>…</span>;
}

describe("a screen's failure offline", () => {
  it("any screen's failed read says it is offline, and its retry reads again", async () => {
    const reads = { n: 0 };
    renderScreen('/', { '/': <Panel error={offlineError()} reads={reads} /> });
    expect(await screen.findByText('当前离线，请联网后再试')).toBeTruthy();
    expect(screen.queryByText('应用加载失败')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(reads.n).toBe(2));
  });

  it("any screen's read that failed online keeps the screen's words", async () => {
    renderScreen('/', { '/': <Panel error={networkError()} reads={{ n: 0 }} /> });
    expect(await screen.findByText('应用加载失败')).toBeTruthy();
  });

  it('a list says it is offline, with retry, instead of its load failure', async () => {
    renderScreen('/', { '/': <List error={offlineError()} /> });
    expect(await screen.findByText('当前离线，请联网后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    expect(screen.queryByText('待办加载失败')).toBeNull();
  });

  it('a list that failed online keeps its own words', async () => {
    renderScreen('/', { '/': <List error={networkError()} /> });
    expect(await screen.findByText('待办加载失败')).toBeTruthy();
  });

  it('a detail screen says it is offline; online it says its load failure', () => {
    const home = { to: '/work', text: '返回工作台' };
    const { unmount } = renderScreen('/', { '/': <LoadFailurePage error={offlineError()} home={home} notFound="不存在" loadFailed="任务加载失败" /> });
    expect(screen.getByText('当前离线，请联网后再试')).toBeTruthy();
    expect(screen.queryByText('任务加载失败')).toBeNull();
    unmount();
    renderScreen('/', { '/': <LoadFailurePage error={networkError()} home={home} notFound="不存在" loadFailed="任务加载失败" /> });
    expect(screen.getByText('任务加载失败')).toBeTruthy();
  });
});
