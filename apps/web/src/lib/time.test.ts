import { describe, expect, it } from 'vitest';
import enUS from '../i18n/locales/en-US/common.json';
import zhCN from '../i18n/locales/zh-CN/common.json';
import zhTW from '../i18n/locales/zh-TW/common.json';
import { createTexts } from '../i18n/texts.js';
import { dateTime, longDate } from './time.js';

describe('longDate', () => {
  it('writes the day in each language from the common texts', async () => {
    const i18n = createTexts({ resources: { 'zh-CN': { common: zhCN }, 'en-US': { common: enUS }, 'zh-TW': { common: zhTW } }, lng: 'zh-CN', fallbackLng: 'zh-CN', defaultNS: 'common' });
    const day = new Date(2026, 10, 25);
    expect(longDate(day, i18n.t)).toBe('2026年11月25日 星期三');
    await i18n.changeLanguage('en-US');
    expect(longDate(day, i18n.t)).toBe('Wednesday, November 25, 2026');
    await i18n.changeLanguage('zh-TW');
    expect(longDate(new Date(2027, 0, 3), i18n.t)).toBe('2027年1月3日 星期日');
  });
});

describe('dateTime', () => {
  it('writes an ISO date-time in local time and leaves anything else as it is', () => {
    const local = new Date(2026, 10, 17, 15, 7).toISOString();
    expect(dateTime(local)).toBe('2026-11-17 15:07');
    expect(dateTime('2026-11-17')).toBe('2026-11-17');
    expect(dateTime(null)).toBe('');
  });
});
