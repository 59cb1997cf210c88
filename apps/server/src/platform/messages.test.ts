import { describe, expect, it } from 'vitest';
import { simplified } from '../test/simplified.js';
import { langOf, messageKeys, t } from './messages.js';

describe('the zh-TW catalogue', () => {
  it('has a Traditional text for every key whose zh-CN text has a Simplified character', () => {
    const fallbacks = messageKeys.filter((k) => [...t('zh-CN', k)].some((c) => simplified.includes(c)) && t('zh-TW', k) === t('zh-CN', k));
    expect(fallbacks).toEqual([]);
  });

  it('holds no Simplified character', () => {
    const mixed = messageKeys.filter((k) => [...t('zh-TW', k)].some((c) => simplified.includes(c)))
      .map((k) => `${k}: ${t('zh-TW', k)}`);
    expect(mixed).toEqual([]);
  });

  it('uses Taiwan words: 帳號, 登入, 使用者, 檔案, 資料', () => {
    expect(t('zh-TW', 'auth.badCredentials')).toBe('帳號或密碼錯誤');
    expect(t('zh-TW', 'auth.expired')).toContain('登入');
    expect(t('zh-TW', 'user.notFound')).toBe('使用者不存在');
    expect(t('zh-TW', 'file.notFound')).toBe('檔案不存在');
    expect(t('zh-TW', 'sys.dictNotFound', { typeKey: 'x' })).toBe('資料字典不存在：x');
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
