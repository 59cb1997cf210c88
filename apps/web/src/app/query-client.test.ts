import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError } from '../lib/http/client.js';
import { queryClient } from './query-client.js';

describe('the query client offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    queryClient.clear();
  });

  it('runs a query while the browser says it is offline, so a screen without a copy shows its offline error, not a skeleton', async () => {
    // What the browser's 'offline' event tells TanStack.
    onlineManager.setOnline(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queryFn = vi.fn().mockRejectedValue(new CallError('当前离线，请联网后再试', undefined, undefined, false, true));
    const paused = new Promise((resolve) => setTimeout(() => resolve('still paused'), 1000));
    await expect(Promise.race([queryClient.fetchQuery({ queryKey: ['offline-screen'], queryFn }), paused])).rejects.toThrow('当前离线');
    // Tried once: the offline failure is not retried.
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['offline-screen'])?.fetchStatus).toBe('idle');
  });
});
