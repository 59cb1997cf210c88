import { describe, expect, it } from 'vitest';
import { layoutAliases } from './layout.js';

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v), 'utf8').toString('base64');

describe('layoutAliases', () => {
  it('decodes base64 UTF-8 JSON and returns mobileList in order, once each', () => {
    expect(layoutAliases(b64({ mobileList: ['welcome', 'myTodo', '流程统计', 'myTodo'], name: '标准首页' }))).toEqual(['welcome', 'myTodo', '流程统计']);
  });

  it('yields no columns for a missing, non-base64, non-JSON or shapeless payload', () => {
    expect(layoutAliases(null)).toEqual([]);
    expect(layoutAliases('%%%')).toEqual([]);
    expect(layoutAliases(b64('not json'))).toEqual([]);
    expect(layoutAliases(b64({ list: ['a'] }))).toEqual([]);
    expect(layoutAliases(b64({ mobileList: ['a', 3, ' ', null] }))).toEqual(['a']);
  });
});
