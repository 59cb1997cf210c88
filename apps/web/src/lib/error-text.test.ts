import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.js';
import { CallError } from './http/client.js';
import { errorText } from './error-text.js';

afterEach(() => i18n.changeLanguage('zh-CN'));

describe('what a screen says about an error', () => {
  it("a call's failure is its message, already in the catalogue's words", () => {
    expect(errorText(new CallError('网络异常，请稍后再试'))).toBe('网络异常，请稍后再试');
  });

  it('a page file that did not arrive is a network error; a bug never shows its own text', async () => {
    expect(errorText(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe('网络异常，请稍后再试');
    expect(errorText(new ReferenceError('nosuch is not defined'))).toBe('系统出错了');
    expect(errorText('boom')).toBe('系统出错了');
    await i18n.changeLanguage('en-US');
    expect(errorText(new ReferenceError('nosuch is not defined'))).toBe('the system has gone wrong');
    await i18n.changeLanguage('zh-TW');
    expect(errorText(new TypeError('Importing a module script failed.'))).toBe('網路異常，請稍後再試');
  });
});
