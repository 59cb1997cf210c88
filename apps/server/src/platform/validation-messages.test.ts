import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.js';
import type { Lang } from './messages.js';
import { validationMessage } from './validation-messages.js';

/** What the route would say about `value` under `schema`: zod's issues through the message map. */
function said(schema: z.ZodType, value: unknown, lang: Lang) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map(({ code, message, path: _, ...params }) => validationMessage(lang, { keyword: code, message, params }));
}

const englishSentence = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/;

describe('validation messages in the three languages', () => {
  const cases: Array<[string, z.ZodType, unknown, string, string, string]> = [
    ['too long text', z.string().max(500), 'x'.repeat(600), '最多500个字符', 'must be at most 500 characters', '最多500個字元'],
    ['empty text', z.string().min(1), '', '不能为空', 'is required', '不能為空'],
    ['missing value', z.object({ a: z.string() }), {}, '不能为空', 'is required', '不能為空'],
    ['wrong type', z.object({ a: z.number() }), { a: 'x' }, '类型不正确，应为数字', 'must be a number', '類型不正確，應為數字'],
    ['too big a number', z.number().int().max(2), 5, '不能大于2', 'must be at most 2', '不能大於2'],
    ['too small a number', z.number().gt(0), 0, '必须大于0', 'must be greater than 0', '必須大於0'],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], '最多1项', 'must have at most 1 items', '最多1項'],
    ['not an option', z.enum(['agree', 'oppose']), 'x', '应为以下之一：agree、oppose', 'must be one of: agree, oppose', '應為以下之一：agree、oppose'],
    ['unknown fields', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, '不支持的字段：b', 'unknown fields: b', '不支援的欄位：b'],
    ['bad format', z.email(), 'x', '格式不正确', 'is not in the right format', '格式不正確'],
    ['a rule the contract words itself', z.string().regex(/^[a-z]/, 'must start with a letter'), '1', '格式不正确', 'must start with a letter', '格式不正確'],
    ['a minimum the contract words itself', z.string().min(1, 'please enter account'), '', '不能为空', 'please enter account', '不能為空'],
    ['one of several', z.object({ a: z.string().optional(), b: z.string().optional() }).refine((o) => o.a || o.b, { message: 'give a or b' }), {}, '请提供a、b中的至少一项', 'give at least one of: a, b', '請提供a、b中的至少一項'],
  ];
  it.each(cases)('%s', (_, schema, value, zhCN, enUS, zhTW) => {
    expect(said(schema, value, 'zh-CN')).toEqual([zhCN]);
    expect(said(schema, value, 'en-US')).toEqual([enUS]);
    expect(said(schema, value, 'zh-TW')).toEqual([zhTW]);
    expect(zhCN).not.toMatch(englishSentence);
  });
});

describe("a route's 400 in the caller's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const signIn = (lang: string, payload: object) => t.call({ method: 'POST', url: '/uc/auth', headers: { lang }, payload });

  it("never passes zod's English 'Too big' to a Chinese reader", async () => {
    const zh = await signIn('zh-CN', { username: 'a'.repeat(101), password: 'x' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ state: false, message: 'body.username: 最多100个字符', code: 400 });
    expect((await signIn('en-US', { username: 'a'.repeat(101), password: 'x' })).json().message).toBe('body.username: must be at most 100 characters');
    expect((await signIn('zh-TW', { username: 'a'.repeat(101), password: 'x' })).json().message).toBe('body.username: 最多100個字元');
  });

  it('names every failing field, each rule in the language', async () => {
    const zh = (await signIn('zh-CN', { password: 7 })).json().message;
    expect(zh).toBe('body.username: 不能为空; body.password: 类型不正确，应为文本');
    expect((await signIn('en-US', { password: 7 })).json().message).toBe('body.username: is required; body.password: must be text');
  });
});
