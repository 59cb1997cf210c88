import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveApi, type LiveFrame } from '@wp/contract';
import { reconnectDelay, startLiveStream } from './event-stream.js';

/** A response whose body sends `chunks` and then ends (a dropped stream) or stays open until aborted, as fetch's does. */
function streamResponse(chunks: string[], stayOpen = false, signal?: AbortSignal) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      if (!stayOpen) controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const frame = (id: number) => liveApi.formatLiveFrame({ id, event: 'message', data: { messageType: 'bpm.newTask', subject: `#${id}` } });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('the live event stream', () => {
  it('hands over each event, even split across reads, and after a drop asks for what came after the last one', async () => {
    const requests: Array<Record<string, string>> = [];
    const responses = [streamResponse(['retry: 3000\n\n', frame(7).slice(0, 10), frame(7).slice(10), frame(8)]), streamResponse([frame(9)], true)];
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      requests.push(init!.headers as Record<string, string>);
      return responses.shift()!;
    });
    const frames: LiveFrame[] = [];
    const onReconnect = vi.fn();
    stop = startLiveStream({
      target: () => ({ url: '/portal/innermsg/live/v1/events', headers: { Authorization: 'Bearer t1' } }),
      onFrame: (f) => frames.push(f), onReconnect, fetch: fetch as never, delay: async () => undefined,
    });
    await until(() => frames.length === 3);
    expect(frames.map((f) => f.id)).toEqual([7, 8, 9]);
    expect(requests[0]).not.toHaveProperty('last-event-id');
    expect(requests[1]).toMatchObject({ Authorization: 'Bearer t1', accept: 'text/event-stream', 'last-event-id': '8' });
    // The first connection is no reconnect: the page has just read its data.
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('stops when the server refuses the stream, and waits longer after each failed attempt', async () => {
    const fetch = vi.fn(async () => new Response('{"state":false,"message":"x"}', { status: 401 }));
    const onRefused = vi.fn();
    stop = startLiveStream({ target: () => ({ url: '/x', headers: {} }), onFrame: () => undefined, onReconnect: () => undefined, onRefused, fetch: fetch as never });
    await until(() => onRefused.mock.calls.length === 1);
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([3000, 6000, 12000, 24000, 60000]);
  });

  it('lets the stream go while the page is hidden and connects again, caught up, when it shows', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const signals: AbortSignal[] = [];
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      signals.push(init!.signal!);
      return streamResponse([frame(signals.length)], true, init!.signal!);
    });
    const onReconnect = vi.fn();
    stop = startLiveStream({ target: () => ({ url: '/x', headers: {} }), onFrame: () => undefined, onReconnect, fetch: fetch as never, delay: async () => undefined });
    await until(() => fetch.mock.calls.length === 1);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => signals[0].aborted);
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await until(() => fetch.mock.calls.length === 2);
    expect((fetch.mock.calls[1][1]!.headers as Record<string, string>)['last-event-id']).toBe('1');
    await until(() => onReconnect.mock.calls.length === 1);
    vi.restoreAllMocks();
  });
});
