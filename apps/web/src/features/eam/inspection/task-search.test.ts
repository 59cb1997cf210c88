import { describe, expect, it } from 'vitest';
import { taskSearchOf, withTaskFilter } from './task-search.js';
import { timeSpan } from './format.js';

describe('round list filters in the URL', () => {
  it('reads 待检 and "mine" by default, and keeps defaults out of the URL', () => {
    expect(taskSearchOf(new URLSearchParams(''))).toEqual({ tab: 'wait', mine: true, text: '' });
    expect(taskSearchOf(new URLSearchParams('tab=finish&mine=0&q=%20泵房%20'))).toEqual({ tab: 'finish', mine: false, text: '泵房' });
    expect(taskSearchOf(new URLSearchParams('tab=bogus')).tab).toBe('wait');
    const p = new URLSearchParams('id=t1&tab=all');
    expect(withTaskFilter(p, 'tab', 'wait').toString()).toBe('id=t1');
    expect(withTaskFilter(p, 'mine', '0').toString()).toBe('id=t1&tab=all&mine=0');
    expect(withTaskFilter(new URLSearchParams('mine=0'), 'mine', '1').toString()).toBe('');
  });
});

describe('timeSpan', () => {
  it('writes the deadline as a time when it falls on the start\'s day', () => {
    const local = (h: number, d = 2) => new Date(2026, 2, d, h, 0).toISOString();
    expect(timeSpan(local(8), local(12))).toEqual({ start: '2026-03-02 08:00', end: '12:00' });
    expect(timeSpan(local(22), local(2, 3))).toEqual({ start: '2026-03-02 22:00', end: '2026-03-03 02:00' });
  });
});
