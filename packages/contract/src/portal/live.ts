import { z } from 'zod';
import { endpoint } from '../endpoint.js';

/**
 * Live updates (issue I; the spec shows none): one server-sent event stream per signed-in tab, so that the
 * badge, the to-do list and the inbox change when something arrives, without a pull. The stream is a GET with
 * the bearer token (read with fetch, since EventSource cannot send one); it resumes after a drop by the
 * standard `Last-Event-ID` header with the id of the last event the tab had.
 *
 * Events, each `id: <n>`, `event: <name>`, `data: <JSON>`:
 * - `message`: an inbox message reached the caller (a task handed to them announces itself so): `liveMessage`;
 * - `task`: a task the caller had to do was handled or claimed by someone else, or given back: `liveTask`;
 * - `reset`: events the tab missed are no longer kept: it reloads what it shows.
 * Comments (`: ping`) keep the connection open every 25 seconds. The stream ends when the token expires; the tab
 * connects again with its refreshed token.
 */
export const LIVE_EVENT_NAMES = ['message', 'task', 'reset'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** What a `message` event says: the message's type (`bpm.newTask` for a task to do) and subject. */
export const liveMessage = z.object({ messageType: z.string(), subject: z.string() });
export type LiveMessage = z.infer<typeof liveMessage>;

/** What a `task` event says: the task left the caller's list (`closed`, `taken` by another candidate) or came back (`released`). */
export const liveTask = z.object({ change: z.enum(['closed', 'taken', 'released']) });
export type LiveTask = z.infer<typeof liveTask>;

/** How long a tab waits before connecting again after a drop (the stream's `retry:`), in milliseconds. */
export const LIVE_RETRY_MS = 3000;
/** The keep-alive comment's interval, in milliseconds (under the 30-60 s idle time-outs of proxies). */
export const LIVE_PING_MS = 25_000;

export const events = endpoint({
  host: 'portal', method: 'GET', path: '/innermsg/live/v1/events',
  summary: 'The caller\'s live events as text/event-stream (see the module comment): `message` when an inbox message reaches '
    + 'them, `task` when a task they had to do was taken or given back, `reset` when what they missed is gone. Header Last-Event-ID '
    + 'resumes after the last event the tab had',
  reply: z.string().describe('text/event-stream'),
});

/** One event as the stream carries it: its id (absent on `reset`), name and JSON data. */
export interface LiveFrame {
  id?: number;
  event: string;
  data: unknown;
}

/** An event as text/event-stream: JSON has no line breaks, so its data is one `data:` line; a blank line ends it. */
export const formatLiveFrame = ({ id, event, data }: LiveFrame) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * One block of a stream (the text between blank lines) as the event it holds, or null for a comment, a
 * `retry:` line or a block whose data is not JSON. Fields by the SSE rules: `name: value` or `name:value`.
 */
export function parseLiveFrame(block: string): LiveFrame | null {
  const fields = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields.set(name, name === 'data' && fields.has('data') ? `${fields.get('data')}\n${value}` : value);
  }
  const event = fields.get('event') ?? 'message';
  const raw = fields.get('data');
  if (raw === undefined) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const id = fields.get('id');
  return { ...(id !== undefined && /^\d+$/.test(id) ? { id: Number(id) } : {}), event, data };
}
