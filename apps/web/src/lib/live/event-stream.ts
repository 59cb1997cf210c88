import { liveApi, type LiveFrame } from '@wp/contract';

export interface LiveStreamOptions {
  /** The stream's URL and headers, read afresh for each connection (the token is refreshed meanwhile). */
  target(): { url: string; headers: Record<string, string> };
  onFrame(frame: LiveFrame): void;
  /** Connected again after a drop or a hidden spell: what the page shows may be out of date. */
  onReconnect(): void;
  /** A stream the server refused (signed out, a guest): it is not tried again. */
  onRefused?(status: number): void;
  fetch?: typeof fetch;
  /** Tests: no waiting between attempts. */
  delay?(ms: number): Promise<void>;
}

/** The wait before connection attempt `n` (0-based) after a drop: the server's 3 s, doubling up to a minute. */
export const reconnectDelay = (attempt: number) => Math.min(60_000, liveApi.LIVE_RETRY_MS * 2 ** attempt);

/** Reads a text/event-stream body, handing over each event as its block ends. */
async function readFrames(body: ReadableStream<Uint8Array>, onFrame: (frame: LiveFrame) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split(/\r?\n\r?\n/);
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const frame = liveApi.parseLiveFrame(block);
      if (frame) onFrame(frame);
    }
  }
}

/**
 * Keeps one event stream open for the tab (contract portal/live.ts): read with fetch, since EventSource sends no
 * bearer token; after a drop it connects again, naming the last event it had so the server sends what it missed.
 * While the page is hidden it lets the stream go (a phone's battery, the server's connections) and connects again
 * when it shows. Returns how to stop.
 */
export function startLiveStream(opts: LiveStreamOptions): () => void {
  const fetchFn = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const delay = opts.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let stopped = false;
  let connection: AbortController | undefined;
  let lastId: number | undefined;
  let connectedBefore = false;
  let wake: (() => void) | undefined;
  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const onVisibility = () => {
    if (hidden()) connection?.abort();
    else wake?.();
  };
  document.addEventListener('visibilitychange', onVisibility);

  async function run() {
    for (let attempt = 0; !stopped;) {
      if (hidden()) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped) return;
      connection = new AbortController();
      try {
        const { url, headers } = opts.target();
        const res = await fetchFn(url, {
          headers: { ...headers, accept: 'text/event-stream', ...(lastId !== undefined && { 'last-event-id': String(lastId) }) },
          signal: connection.signal, cache: 'no-store',
        });
        if (res.status === 401 || res.status === 403) {
          opts.onRefused?.(res.status);
          return;
        }
        if (res.ok && res.body) {
          attempt = 0;
          if (connectedBefore) opts.onReconnect();
          connectedBefore = true;
          await readFrames(res.body, (frame) => {
            if (frame.id !== undefined) lastId = frame.id;
            opts.onFrame(frame);
          });
        }
      } catch {
        // Dropped, aborted or offline: tried again below.
      }
      if (stopped) return;
      // A stream let go for a hidden page is taken up again at once when it shows; a dropped one after a wait.
      if (!hidden()) await delay(reconnectDelay(attempt++));
    }
  }
  void run();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    connection?.abort();
    wake?.();
  };
}
