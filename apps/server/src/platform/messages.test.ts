import { describe, expect, it } from 'vitest';
import { simplified } from '@wp/contract/simplified-only';
import { catalogues, fillText, langOf, messageKeys, t, type Lang } from './messages.js';

const langs = Object.keys(catalogues) as Lang[];
const sectionOf = (key: string) => (/^(portal|label)\./.exec(key)?.[1] ?? 'platform');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server catalogue', () => {
  it('has the three languages and a platform, a portal and a label section', () => {
    expect(langs.sort()).toEqual(['en-US', 'zh-CN', 'zh-TW']);
    expect([...new Set(messageKeys.map(sectionOf))].sort()).toEqual(['label', 'platform', 'portal']);
  });

  it.each(langs)('%s has the same keys as zh-CN, none with an empty text', (lang) => {
    expect(Object.keys(catalogues[lang]).sort()).toEqual(Object.keys(catalogues['zh-CN']).sort());
    expect(messageKeys.filter((k) => typeof catalogues[lang][k] !== 'string' || catalogues[lang][k].trim() === '')).toEqual([]);
  });

  it('writes placeholders one way, {name}, and zh-TW fills the same ones as zh-CN', () => {
    const odd = langs.flatMap((lang) => messageKeys.filter((k) => /\{\{|\}\}|\$\{|%s|\{\s|\s\}/.test(catalogues[lang][k])).map((k) => `${lang} ${k}`));
    expect(odd).toEqual([]);
    expect(messageKeys.filter((k) => placeholders(t('zh-TW', k)).join() !== placeholders(t('zh-CN', k)).join())).toEqual([]);
  });

  it('holds no English sentence in a Chinese text (field names and formats such as JSON or yyyy-MM-dd stay)', () => {
    const english = (['zh-CN', 'zh-TW'] as const).flatMap((lang) => messageKeys
      .filter((k) => /\b[a-z]{2,} [a-z]{2,}\b/.test(catalogues[lang][k].replace(/\{\w+\}/g, '')))
      .map((k) => `${lang} ${k}: ${catalogues[lang][k]}`));
    expect(english).toEqual([]);
  });
});

describe('fillText, the one placeholder rule', () => {
  it('fills {name} once, keeps a placeholder without a value and never reads inherited properties', () => {
    expect(fillText('{a} and {b}', { a: '{b}', b: 2 })).toBe('{b} and 2');
    expect(fillText('{missing}: {constructor}', {})).toBe('{missing}: {constructor}');
    expect(t('en-US', 'request.tooMany', { seconds: 30 })).toBe('Too many requests, try again in 30 seconds');
  });
});

describe('the zh-TW catalogue', () => {
  it('has its own Traditional text for every key whose zh-CN text has a Simplified character', () => {
    const fallbacks = messageKeys.filter((k) => [...t('zh-CN', k)].some((c) => simplified.includes(c)) && t('zh-TW', k) === t('zh-CN', k));
    expect(fallbacks).toEqual([]);
  });

  it('holds no Simplified character, in any section', () => {
    const mixed = messageKeys.filter((k) => [...t('zh-TW', k)].some((c) => simplified.includes(c)))
      .map((k) => `${k}: ${t('zh-TW', k)}`);
    expect(mixed).toEqual([]);
  });

  it('uses Taiwan words: 帳號, 登入, 使用者, 檔案, 資料, 訊息', () => {
    expect(t('zh-TW', 'auth.badCredentials')).toBe('帳號或密碼錯誤');
    expect(t('zh-TW', 'auth.expired')).toContain('登入');
    expect(t('zh-TW', 'user.notFound')).toBe('使用者不存在');
    expect(t('zh-TW', 'file.notFound')).toBe('檔案不存在');
    expect(t('zh-TW', 'sys.dictNotFound', { typeKey: 'x' })).toBe('資料字典不存在：x');
    expect(t('zh-TW', 'portal.inbox.notFound')).toBe('訊息不存在');
    expect(t('zh-TW', 'label.instance.running')).toBe('執行中');
  });

  it('is chosen for zh-TW, zh-HK and zh-Hant', () => {
    expect(['zh-TW', 'zh_TW', 'zh-HK', 'zh-Hant'].map((lang) => langOf({ lang }))).toEqual(['zh-TW', 'zh-TW', 'zh-TW', 'zh-TW']);
  });
});

describe('the en-US catalogue', () => {
  it('holds no Chinese sentence', () => {
    expect(messageKeys.filter((k) => /[\u4e00-\u9fff]/.test(t('en-US', k)))).toEqual([]);
  });
});
