import { randomUUID } from 'node:crypto';

/**
 * Ids in creation order (a run prefix, then a counter) for the plants the benchmarks generate: rows append to the
 * primary-key indexes instead of landing at random pages, which makes a bulk load several times faster. Real ids
 * are random; the benchmarks read by the other indexes, so this changes what they measure very little.
 */
export function sequentialIds(): () => string {
  const runPrefix = randomUUID().slice(0, 6);
  let counter = 0;
  return () => `${runPrefix}${(++counter).toString(36).padStart(10, '0')}`;
}
