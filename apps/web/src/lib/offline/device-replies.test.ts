import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { deviceReplies, KEPT_PER_USER } from './device-replies.js';

let db = 0;

describe('replies kept on the device', () => {
  it('answers a kept reply to its user only, and forgets a user\'s replies when asked', async () => {
    const store = deviceReplies(`replies-test-${++db}`, () => 42);
    await store.keep('u1', 'POST /bpm-runtime/todo [null,{"page":1}]', { rows: [1] });
    expect(await store.kept('u1', 'POST /bpm-runtime/todo [null,{"page":1}]')).toMatchObject({ data: { rows: [1] }, savedAt: 42 });
    expect(await store.kept('u2', 'POST /bpm-runtime/todo [null,{"page":1}]')).toBeUndefined();
    await store.keep('u2', 'x', 1);
    await store.forget('u1');
    expect(await store.kept('u1', 'POST /bpm-runtime/todo [null,{"page":1}]')).toBeUndefined();
    expect(await store.kept('u2', 'x')).toMatchObject({ data: 1 });
  });

  it('keeps the most recently saved replies of a user', async () => {
    let now = 0;
    const store = deviceReplies(`replies-test-${++db}`, () => ++now);
    for (let i = 0; i < KEPT_PER_USER + 5; i++) await store.keep('u1', `r${i}`, i);
    await store.prune('u1');
    expect(await store.kept('u1', 'r0')).toBeUndefined();
    expect(await store.kept('u1', 'r4')).toBeUndefined();
    expect(await store.kept('u1', 'r5')).toMatchObject({ data: 5 });
    expect(await store.kept('u1', `r${KEPT_PER_USER + 4}`)).toBeDefined();
  });
});
