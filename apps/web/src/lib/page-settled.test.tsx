import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PAGE_SETTLE_MAX_MS, usePageSettled } from './page-settled.js';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
});
afterEach(() => vi.useRealTimers());

/** A request of the page that answers when `answer` is called. */
function pageRequest() {
  let answer!: () => void;
  void client.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => { answer = () => resolve('done'); }) });
  return () => answer();
}

describe('usePageSettled', () => {
  it('waits while the page is fetching, then settles a frame after its requests end, and stays settled', async () => {
    const answer = pageRequest();
    const { result } = renderHook(() => usePageSettled(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toBe(false);
    await act(async () => { answer(); await vi.advanceTimersByTimeAsync(50); });
    expect(result.current).toBe(true);
    pageRequest();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(true);
  });

  it('settles anyway after the longest wait when the page keeps fetching', async () => {
    pageRequest();
    const { result } = renderHook(() => usePageSettled(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_MAX_MS - 10));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current).toBe(true);
  });
});
