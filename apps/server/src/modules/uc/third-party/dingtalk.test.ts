import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorStandin, STANDIN_APP, type VendorStandin } from '../../../../../../scripts/lib/vendor-standin.mjs';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { DEMO_DINGTALK_CORP_ID } from '../../../seed/index.js';

let dingTalk: VendorStandin;
let t: TestApp;
const SIGN_IN = '/uc/sso/dingTalk';
const signIn = (query: Record<string, string>, lang = 'zh-CN') =>
  t.call({ method: 'GET', url: `${SIGN_IN}?${new URLSearchParams(query)}`, headers: { lang } });

beforeAll(async () => {
  dingTalk = await startVendorStandin();
  t = await createTestApp({
    env: { DINGTALK_API_BASE: dingTalk.base, DINGTALK_CORP_ID: DEMO_DINGTALK_CORP_ID, DINGTALK_APP_KEY: STANDIN_APP.appKey, DINGTALK_APP_SECRET: STANDIN_APP.appSecret },
  });
});
afterAll(async () => {
  await t.close();
  await dingTalk.close();
});

describe('DingTalk sign-in', () => {
  it('signs in the account bound to the DingTalk user of the code, whose token then works', async () => {
    const res = await signIn({ code: await dingTalk.codeOf('zhangwei'), corpId: DEMO_DINGTALK_CORP_ID });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ account: 'zhangwei', username: '张伟', token: expect.stringMatching(/^ey/) });
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token: user.token })).statusCode).toBe(200);
  });

  it('refuses a code used before, or one DingTalk never gave, in the caller\'s language', async () => {
    const code = await dingTalk.codeOf('wangfang');
    expect((await signIn({ code, corpId: DEMO_DINGTALK_CORP_ID })).statusCode).toBe(200);
    const again = await signIn({ code, corpId: DEMO_DINGTALK_CORP_ID });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ state: false, message: '钉钉登录失败：钉钉未确认此次登录，请重新打开应用' });
    const forged = await signIn({ code: 'forged-code', corpId: DEMO_DINGTALK_CORP_ID }, 'en-US');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('DingTalk sign-in failed: DingTalk did not confirm it, please open the app again');
  });

  it('refuses a DingTalk user bound to no account, another organisation, and a disabled account', async () => {
    const stranger = await signIn({ code: await dingTalk.codeOf('visitor01'), corpId: DEMO_DINGTALK_CORP_ID }, 'zh-TW');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toBe('釘釘登入失敗：該釘釘帳號未綁定平臺帳號，請聯絡管理員');
    const elsewhere = await signIn({ code: await dingTalk.codeOf('zhangwei'), corpId: 'ding-another-corp' });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe('钉钉登录失败：不是本平台所属的钉钉组织');
    await t.db.updateTable('uc_user').set({ status: 0 }).where('account', '=', 'luobin').execute();
    const disabled = await signIn({ code: await dingTalk.codeOf('luobin'), corpId: DEMO_DINGTALK_CORP_ID });
    expect(disabled.statusCode).toBe(403);
    await t.db.updateTable('uc_user').set({ status: 1 }).where('account', '=', 'luobin').execute();
  });

  it('names a missing or over-long field and asks DingTalk nothing', async () => {
    const before = { ...dingTalk.calls };
    const missing = await signIn({ corpId: DEMO_DINGTALK_CORP_ID });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('code');
    const long = await signIn({ code: 'x'.repeat(513), corpId: DEMO_DINGTALK_CORP_ID });
    expect(long.statusCode).toBe(400);
    expect(dingTalk.calls).toEqual(before);
  });

  it('keeps the access token between sign-ins, and asks for a new one when DingTalk has dropped it', async () => {
    const tokensBefore = dingTalk.calls.gettoken;
    for (const account of ['lijun', 'chenjing']) {
      expect((await signIn({ code: await dingTalk.codeOf(account), corpId: DEMO_DINGTALK_CORP_ID })).statusCode).toBe(200);
    }
    expect(dingTalk.calls.gettoken).toBe(tokensBefore);
    dingTalk.revokeTokens();
    expect((await signIn({ code: await dingTalk.codeOf('lijun'), corpId: DEMO_DINGTALK_CORP_ID })).statusCode).toBe(200);
    expect(dingTalk.calls.gettoken).toBe(tokensBefore + 1);
  });
});

describe('DingTalk sign-in, not configured or unreachable', () => {
  it('answers that it is off, and 401 (not 500) when DingTalk cannot be reached', async () => {
    const off = await createTestApp({ seed: false });
    const res = await off.call({ method: 'GET', url: `${SIGN_IN}?code=abc&corpId=${DEMO_DINGTALK_CORP_ID}`, headers: { lang: 'en-US' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('DingTalk sign-in is not enabled');
    await off.close();
    const unreachable = await createTestApp({
      env: { DINGTALK_API_BASE: 'http://127.0.0.1:9', DINGTALK_CORP_ID: DEMO_DINGTALK_CORP_ID, DINGTALK_APP_KEY: 'k', DINGTALK_APP_SECRET: 's' },
    });
    const down = await unreachable.call({ method: 'GET', url: `${SIGN_IN}?code=abc&corpId=${DEMO_DINGTALK_CORP_ID}` });
    expect(down.statusCode).toBe(401);
    await unreachable.close();
  });
});
