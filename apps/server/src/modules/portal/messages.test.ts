import { describe, expect, it } from 'vitest';
import { portalText } from './messages.js';

describe('portalText', () => {
  it('fills variables once, keeping the braces the message itself shows', () => {
    expect(portalText('en-US', 'column.undefinedPlaceholder', { name: 'name' })).toBe('placeholder {name} is not defined');
    expect(portalText('en-US', 'column.undefinedPlaceholder', { name: 'password' })).toBe('placeholder {password} is not defined');
    expect(portalText('zh-CN', 'column.upstreamFailed', { status: 500, message: '{status}' })).toBe('栏目数据获取失败（500）：{status}');
  });

  it('speaks the three languages, zh-TW falling back to zh-CN where it has no own text', () => {
    expect(portalText('zh-CN', 'version.latest')).toBe('已经是最新版本');
    expect(portalText('en-US', 'version.latest')).toBe('already the latest version');
    expect(portalText('zh-TW', 'version.latest')).toBe('已經是最新版本');
    expect(portalText('zh-TW', 'datav.notFound', { alias: 'x' })).toBe('数据大屏不存在：x');
  });
});
