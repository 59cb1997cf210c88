import { describe, expect, it } from 'vitest';
import { formatLiveFrame, parseLiveFrame } from './live.js';

describe('a live event frame', () => {
  it('reads back what was written, with and without an id', () => {
    const frame = { id: 42, event: 'message', data: { messageType: 'bpm.newTask', subject: '【待办】请假申请' } };
    expect(parseLiveFrame(formatLiveFrame(frame).trim())).toEqual(frame);
    expect(parseLiveFrame(formatLiveFrame({ event: 'reset', data: {} }).trim())).toEqual({ event: 'reset', data: {} });
  });

  it('skips comments, retry lines and data that is not JSON', () => {
    expect(parseLiveFrame(': ping')).toBeNull();
    expect(parseLiveFrame('retry: 3000')).toBeNull();
    expect(parseLiveFrame('event: message\ndata: {oops')).toBeNull();
  });

  it('takes fields without the space, joins data lines and defaults the name to message', () => {
    expect(parseLiveFrame('id:7\r\ndata:[1,\r\ndata:2]')).toEqual({ id: 7, event: 'message', data: [1, 2] });
  });
});
