import { describe, expect, it } from 'vitest';
import { t, type Lang, type MessageVars, type SectionKey } from '../../platform/messages.js';

/** A text of the catalogue's portal section. */
const portalText = (lang: Lang, key: SectionKey<'portal'>, vars?: MessageVars) => t(lang, `portal.${key}`, vars);

describe("the catalogue's portal messages", () => {
  it('fills variables once, so a value that looks like a placeholder is shown as given', () => {
    expect(portalText('en-US', 'column.undefinedPlaceholder', { placeholder: '{placeholder}' })).toBe('placeholder {placeholder} is not defined');
    expect(portalText('en-US', 'column.undefinedPlaceholder', { placeholder: '{password}' })).toBe('placeholder {password} is not defined');
    expect(portalText('zh-CN', 'column.upstreamFailed', { status: 500, message: '{status}' })).toBe('栏目数据获取失败（500）：{status}');
  });

  it('speaks the three languages, zh-TW in Traditional characters and Taiwan words for every message', () => {
    expect(portalText('zh-CN', 'version.latest')).toBe('已经是最新版本');
    expect(portalText('en-US', 'version.latest')).toBe('already the latest version');
    expect(portalText('zh-TW', 'version.latest')).toBe('已經是最新版本');
    // These showed Simplified Chinese to zh-TW readers when zh-TW fell back to zh-CN.
    expect(portalText('zh-TW', 'datav.notFound', { alias: 'x' })).toBe('資料視覺化頁面不存在：x');
    expect(portalText('zh-TW', 'layout.notFound')).toBe('佈局不存在');
    expect(portalText('zh-TW', 'column.badUrl', { url: 'ftp://x' })).toBe('欄目的資料位址無效：ftp://x');
    expect(portalText('zh-TW', 'shortUrl.made')).toBe('短連結產生成功');
    expect(portalText('zh-TW', 'news.adminOnly')).toBe('只有管理員可以發佈新聞公告');
  });

  it('holds no English sentence in a Chinese text', () => {
    expect(portalText('zh-CN', 'column.hostNotAllowed', { host: 'a.test' })).toBe('不允许访问该主机：a.test');
    expect(portalText('zh-TW', 'column.hostNotAllowed', { host: 'a.test' })).toBe('不允許存取該主機：a.test');
    expect(portalText('zh-CN', 'column.badPostParams')).toBe('POST参数不是合法的JSON');
    expect(portalText('zh-TW', 'column.badPostParams')).toBe('POST參數不是合法的JSON');
  });
});
