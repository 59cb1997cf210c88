import { describe, expect, it } from 'vitest';
import { designAliases } from './layouts.js';

describe('designAliases', () => {
  it('gives the strings of mobileList in order, trimmed, once each', () => {
    expect(designAliases({ mobileList: ['welcome', ' myTodo ', '流程统计', 'myTodo'], name: '标准首页' })).toEqual(['welcome', 'myTodo', '流程统计']);
  });

  it('skips what is not an alias, and gives none for a design without a list', () => {
    expect(designAliases({ mobileList: ['a', 3, ' ', null] })).toEqual(['a']);
    for (const design of [null, undefined, 'text', 7, [], { list: ['a'] }, { mobileList: 'a' }]) expect(designAliases(design)).toEqual([]);
  });
});
