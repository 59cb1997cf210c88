import { describe, expect, it, vi } from 'vitest';
import { createTexts } from './texts.js';

const make = () => createTexts({
  lng: 'zh-CN', fallbackLng: 'zh-CN', defaultNS: 'common',
  resources: {
    'zh-CN': {
      common: { ok: '确定', hello: '你好，{{name}}', items_other: '{{count}} 项', status: { done: '已办' }, weekdays: ['日', '一'], onlyChinese: '仅中文' },
      task: { agree: '同意', items_other: '{{count}} 个任务' },
    },
    'en-US': {
      common: { ok: 'OK', hello: 'Hello, {{name}}', items_one: '{{count}} item', items_other: '{{count}} items', status: { done: 'Done' }, weekdays: ['Sun', 'Mon'] },
      task: { agree: 'Agree' },
    },
  },
});

describe('texts', () => {
  it('looks a key up in the default namespace, a named one, or the namespaces given in order', () => {
    const texts = make();
    expect(texts.t('ok')).toBe('确定');
    expect(texts.t('status.done')).toBe('已办');
    expect(texts.t('task:agree')).toBe('同意');
    expect(texts.getFixedT(null, 'task')('agree')).toBe('同意');
    expect(texts.getFixedT(null, ['task', 'common'])('ok')).toBe('确定');
  });

  it('fills placeholders, with nothing for one not given, and picks plural forms by the language', async () => {
    const texts = make();
    expect(texts.t('hello', { name: '王芳' })).toBe('你好，王芳');
    expect(texts.t('hello')).toBe('你好，');
    expect(texts.t('items', { count: 1 })).toBe('1 项');
    await texts.changeLanguage('en-US');
    expect(texts.t('items', { count: 1 })).toBe('1 item');
    expect(texts.t('items', { count: 3 })).toBe('3 items');
    expect(texts.t('hello', { name: '<b>' })).toBe('Hello, <b>');
  });

  it('falls back to zh-CN, then to the default value, then to the key', () => {
    const t = make().getFixedT('en-US');
    expect(t('onlyChinese')).toBe('仅中文');
    expect(t('task:items', { count: 2 })).toBe('2 个任务');
    expect(t('missing', { defaultValue: 'plan B' })).toBe('plan B');
    expect(t('task:missing.key')).toBe('missing.key');
    expect(t('a: natural sentence')).toBe('a: natural sentence');
  });

  it('gives lists only when asked to', () => {
    const texts = make();
    expect(texts.t('weekdays', { returnObjects: true })).toEqual(['日', '一']);
    expect(texts.t('status')).toContain('returned an object');
  });

  it('tells subscribers of a change of language once, and adds texts over or under what is there', async () => {
    const texts = make();
    const heard = vi.fn();
    const stop = texts.subscribe(heard);
    await texts.changeLanguage('en-US');
    await texts.changeLanguage('en-US');
    stop();
    await texts.changeLanguage('zh-TW');
    expect(heard).toHaveBeenCalledTimes(1);
    texts.addResourceBundle('zh-TW', 'common', { ok: '確定', status: { done: '已辦' } });
    expect(texts.hasResourceBundle('zh-TW', 'common')).toBe(true);
    expect(texts.t('status.done')).toBe('已辦');
    texts.addResourceBundle('zh-TW', 'common', { ok: '好', status: { todo: '待辦' } });
    expect(texts.t('ok')).toBe('確定');
    expect(texts.t('status.todo')).toBe('待辦');
    expect(texts.t('status.done')).toBe('已辦');
    texts.addResourceBundle('zh-TW', 'common', { ok: '好' }, true);
    expect(texts.t('ok')).toBe('好');
  });

  it('leaves the catalogues it was given as they were', () => {
    const texts = make();
    const given = { status: { done: '已辦' } };
    texts.addResourceBundle('zh-TW', 'common', given);
    texts.addResourceBundle('zh-TW', 'common', { status: { todo: '待辦' } });
    expect(given).toEqual({ status: { done: '已辦' } });
  });
});
