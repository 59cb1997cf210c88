import { describe, expect, it } from 'vitest';
import { simplified } from '@wp/contract/simplified-only';
import { label, labelCodes } from './labels.js';

const codes = Object.entries(labelCodes).flatMap(([group, list]) => list.map((code) => [group as keyof typeof labelCodes, code] as const));

describe('runtime words in zh-TW', () => {
  it('are Traditional wherever the zh-CN word has a Simplified character', () => {
    const same = codes.filter(([g, c]) => [...label('zh-CN', g, c)].some((ch) => simplified.includes(ch)) && label('zh-TW', g, c) === label('zh-CN', g, c));
    expect(same.map(([g, c]) => `${g}.${c}`)).toEqual([]);
  });

  it('hold no Simplified character', () => {
    const mixed = codes.filter(([g, c]) => [...label('zh-TW', g, c)].some((ch) => simplified.includes(ch)));
    expect(mixed.map(([g, c]) => `${g}.${c}: ${label('zh-TW', g, c)}`)).toEqual([]);
  });
});
