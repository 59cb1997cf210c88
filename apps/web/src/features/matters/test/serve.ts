import { vi } from 'vitest';
import type { Endpoint } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

export type Handler = (body: unknown, opts: { body?: unknown; query?: unknown }) => unknown;

/** Answers `call` like the server would, from one handler per endpoint; any other call fails the test. */
export function serve(handlers: Array<[Endpoint, Handler]>) {
  vi.mocked(call).mockImplementation((async (e: Endpoint, opts: { body?: unknown; query?: unknown } = {}) => {
    const h = new Map(handlers).get(e);
    if (!h) throw new Error(`unexpected call ${e.path}`);
    return h(opts.body, opts);
  }) as never);
}

/** The options of every call of one endpoint so far. */
export const callsOf = (e: Endpoint) =>
  vi.mocked(call).mock.calls.filter(([x]) => x === e).map(([, o]) => o as { body?: unknown; query?: unknown; overlay?: boolean });
