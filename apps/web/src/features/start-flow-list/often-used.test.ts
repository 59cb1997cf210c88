import { describe, expect, it } from 'vitest';
import { isChanged, toggleFlow } from './often-used.js';
import { categoryStyle } from './category-style.js';

describe('often-used working copy', () => {
  it('ticking appends, unticking removes, the official list is never touched', () => {
    const official = ['leave', 'purchase'] as const;
    let copy = toggleFlow(official, 'repair');
    expect(copy).toEqual(['leave', 'purchase', 'repair']);
    copy = toggleFlow(copy, 'leave');
    expect(copy).toEqual(['purchase', 'repair']);
    expect(official).toEqual(['leave', 'purchase']);
    expect(isChanged(official, copy)).toBe(true);
    expect(isChanged(official, toggleFlow(toggleFlow(official, 'x'), 'x'))).toBe(false);
    // Order is the display order, so a re-ordered list is a change.
    expect(isChanged(['a', 'b'], ['b', 'a'])).toBe(true);
  });
});

describe('category style', () => {
  it('reads the icon JSON, and falls back for bad JSON or an unsafe colour', () => {
    expect(categoryStyle('{"icon":"PayCircleOutline","color":"#fa8c16"}', 0).color).toBe('#fa8c16');
    expect(categoryStyle('not json', 1).color).toBe('#fa8c16');
    expect(categoryStyle('{"color":"red;background:url(x)"}', 0).color).toBe('#1677ff');
    expect(categoryStyle(null, 2).color).toBe('#00b578');
  });
});
