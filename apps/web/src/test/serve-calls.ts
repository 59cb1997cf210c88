import { vi } from 'vitest';
import type { Endpoint } from '@wp/contract';
import { call } from '../lib/http/client.js';

/** One endpoint's stand-in: gets the call's options, returns (or throws) what the server would. */
export type CallHandler = (opts: { body?: Record<string, unknown>; query?: Record<string, unknown> }) => unknown;

/**
 * Answers the mocked `call` like the server would, one handler per endpoint; any other call fails the test.
 * The test file mocks lib/http/client's `call` (the only boundary to the server) with vi.fn().
 */
export function serveCalls(handlers: Array<[Endpoint, CallHandler]>) {
  const map = new Map(handlers);
  vi.mocked(call).mockImplementation((async (e: Endpoint, opts: Parameters<CallHandler>[0] = {}) => {
    const h = map.get(e);
    if (!h) throw new Error(`unexpected call ${e.path}`);
    return h(opts);
  }) as never);
}

/** The options of every call of one endpoint so far. */
export const optionsOf = (e: Endpoint) =>
  vi.mocked(call).mock.calls.filter(([x]) => x === e).map(([, o]) => o as { body?: Record<string, unknown>; query?: Record<string, unknown>; overlay?: boolean; silent?: boolean });
