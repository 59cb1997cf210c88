import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@wp/contract';
import { createReplyCache } from './reply-cache.js';

const e = endpoint({ host: 'bpmRunTime', method: 'GET', path: '/cache-test', summary: 'A read', reply: z.object({ n: z.number() }) });

describe('the reply cache', () => {
  it('answers a repeated read from the kept text until the data version moves', async () => {
    let version = 'v1';
    let computed = 0;
    const cache = createReplyCache(async () => version);
    const read = async () => String(await cache.bytes('k', e, async () => ({ n: ++computed, secret: 'dropped' }) as never));
    expect(await read()).toBe('{"n":1}');
    expect(await read()).toBe('{"n":1}');
    expect(computed).toBe(1);
    version = 'v2';
    expect(await read()).toBe('{"n":2}');
    expect(String(await cache.bytes('other', e, async () => ({ n: 7 })))).toBe('{"n":7}');
  });

  it('refuses to keep a reply its schema does not allow', async () => {
    const cache = createReplyCache(async () => 'v');
    await expect(cache.bytes('k', e, async () => ({ n: 'one' }) as never)).rejects.toThrow();
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used replies go past its size', async () => {
    const cache = createReplyCache(async () => 'v', 20);
    const computed: string[] = [];
    const read = (key: string) => cache.bytes(key, e, async () => { computed.push(key); return { n: 1234567 }; });
    await read('a'); // 11 bytes each
    await read('b'); // a and b: 22 bytes > 20, a goes
    await read('b');
    await read('a');
    expect(computed).toEqual(['a', 'b', 'a']);
    expect(cache.size).toBe(1);
  });
});
