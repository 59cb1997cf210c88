import { describe, expect, it } from 'vitest';
import { createLruMap } from './lru-map.js';

describe('createLruMap', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = createLruMap<{ exp: number }>(2);
    cache.set('a', { exp: 1 });
    cache.set('b', { exp: 2 });
    expect(cache.get('a')).toEqual({ exp: 1 });
    cache.set('c', { exp: 3 });
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([{ exp: 1 }, undefined, { exp: 3 }, 2]);
  });
});
