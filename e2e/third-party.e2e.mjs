// Third-party sign-in: the pages DingTalk, a WeChat official account, WeCom and a mini-program open sign their
// users in without a password. A stand-in of the vendors' APIs answers the server and plays their OAuth pages; the
// page's `dd` (DingTalk) and `__wxjs_environment` (mini-program) stand in for the vendors' clients.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.mjs';
import { DEMO_PASSWORD, expectToast } from './helpers.mjs';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const AGENTS = {
  dingTalk: `${ANDROID} AliApp(DingTalk/7.6.0) DingTalk/7.6.0`,
  weChat: `${ANDROID} MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN`,
  weCom: `${ANDROID} wxwork/4.1.20 MicroMessenger/7.0.1 NetType/WIFI Language/zh`,
  miniProgram: `${ANDROID} MicroMessenger/8.0.50.2701 NetType/WIFI Language/zh_CN miniProgram`,
};
const shots = (formFactor, name) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots', formFactor, `${name}.png`);

/** A one-time code of `userid` from the stand-in, as a vendor's client hands it out ('dingtalk', 'wecom', 'oa', 'mp'). */
async function vendorCode(userid, kind = 'dingtalk') {
  const res = await fetch(`${process.env.E2E_VENDOR_BASE}/standin/code`, { method: 'POST', body: JSON.stringify({ userid, kind }) });
  return (await res.json()).code;
}

/** A browser inside a vendor's app: its user agent, the stand-in's cookies naming who is signed in to WeChat there, `init`. */
async function inApp(browser, formFactor, agent, { cookies = {}, init } = {}) {
  const size = formFactor === 'tablet' ? { width: 820, height: 1180 } : { width: 390, height: 844 };
  const context = await browser.newContext({ userAgent: AGENTS[agent], viewport: size, isMobile: true, hasTouch: true, baseURL: process.env.E2E_BASE_URL });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: process.env.E2E_VENDOR_BASE })));
  if (init) await context.addInitScript(init.fn, init.arg);
  return { context, page: await context.newPage() };
}

const signedInAs = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('loginUser') ?? 'null')?.account ?? null);

async function passwordSignIn(page, account) {
  await page.fill('#login-account', account);
  await page.fill('#login-password', DEMO_PASSWORD);
  await page.click('button[type=submit]');
}

test.skip(!process.env.E2E_VENDOR_BASE, 'vendor stand-in not running (E2E_BASE_URL named an outside server)');

test('the DingTalk app signs its user in without a password, and an unbound DingTalk user is told why', async ({ browser, formFactor }) => {
  const corpId = process.env.E2E_DINGTALK_CORP_ID;
  const dd = (code) => ({ fn: (c) => {
    window.dd = { runtime: { permission: { requestAuthCode: ({ onSuccess }) => setTimeout(() => onSuccess({ code: c }), 50) } } };
  }, arg: code });
  const { context, page } = await inApp(browser, formFactor, 'dingTalk', { init: dd(await vendorCode('zhangwei')) });
  await page.goto(`/dingTalk?corpId=${corpId}&redirect=/work`);
  await page.waitForURL((url) => url.pathname === '/work');
  await page.locator('.shell-tabbar').waitFor();
  expect(await signedInAs(page)).toBe('zhangwei');
  await context.close();

  const stranger = await inApp(browser, formFactor, 'dingTalk', { init: dd(await vendorCode('visitor01')) });
  await stranger.page.goto(`/dingTalk?corpId=${corpId}`);
  await stranger.page.getByText('钉钉登录失败：该钉钉账号未绑定平台账号，请联系管理员').waitFor();
  await stranger.page.screenshot({ path: shots(formFactor, 'dingtalk-unbound') });
  await stranger.page.getByRole('button', { name: '使用账号密码登录' }).click();
  await stranger.page.waitForURL('**/login');
  await stranger.context.close();
});

test('a WeChat user signs in once with the password, binds the official account, and is signed in by WeChat from then on', async ({ browser, formFactor }) => {
  // Each form factor's run binds its own account to its own WeChat user.
  const account = formFactor === 'tablet' ? 'heping' : 'luobin';
  const cookies = { standin_openid: `o-e2e-${formFactor}` };
  const first = await inApp(browser, formFactor, 'weChat', { cookies });
  await first.page.goto('/weChatOffAcc?redirect=/personal');
  // Through WeChat's OAuth page and back: bound to no account yet, so the password sign-in, with why.
  await first.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('bind') === 'weChat');
  expect(new URL(first.page.url()).searchParams.get('code')).toBeNull();
  await first.page.getByText('首次使用：请用平台账号登录一次').waitFor();
  await first.page.screenshot({ path: shots(formFactor, 'wechat-first-visit') });
  await passwordSignIn(first.page, account);
  await first.page.getByText('是否绑定公众号，下次自动登录？').waitFor();
  await first.page.getByRole('button', { name: '绑定' }).click();
  await first.page.waitForURL((url) => url.pathname === '/personal');
  await first.page.getByTestId('sign-in-bindings').getByText('微信公众号').waitFor();
  await first.context.close();

  const next = await inApp(browser, formFactor, 'weChat', { cookies });
  await next.page.goto('/weChatOffAcc?redirect=/work');
  await next.page.waitForURL((url) => url.pathname === '/work');
  expect(await signedInAs(next.page)).toBe(account);
  await next.context.close();

  // A code that comes back without this tab's state (someone's link) is never spent.
  const forged = await inApp(browser, formFactor, 'weChat');
  await forged.page.goto(`/weChatOffAcc?code=${await vendorCode(`o-e2e-${formFactor}`, 'oa')}&state=not-mine`);
  await forged.page.getByText('此登录链接不是本次打开时生成的').waitFor();
  expect(await signedInAs(forged.page)).toBeNull();
  await forged.context.close();
});

test('WeCom signs its member in through its OAuth page', async ({ browser, formFactor }) => {
  const { context, page } = await inApp(browser, formFactor, 'weCom', { cookies: { standin_wecom_user: 'wangfang' } });
  await page.goto('/weChat?redirect=/messages');
  await page.waitForURL((url) => url.pathname === '/messages');
  expect(await signedInAs(page)).toBe('wangfang');
  await context.close();
});

test('the mini-program\'s web view signs in by its ticket, after a first password sign-in and binding', async ({ browser, formFactor }) => {
  const account = formFactor === 'tablet' ? 'pengcheng' : 'liqiang';
  const openId = `mp-e2e-${formFactor}`;
  /** What the mini-program does before opening its web view: wx.login, then our ticket for that code. */
  const ticket = async () => {
    const res = await fetch(`${process.env.E2E_BASE_URL}/uc/sso/miniprogram/ticket`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: await vendorCode(openId, 'mp') }),
    });
    return (await res.json()).ticket;
  };
  const webView = { fn: () => { window.__wxjs_environment = 'miniprogram'; } };
  const first = await inApp(browser, formFactor, 'miniProgram', { init: webView });
  await first.page.goto(`/miniprogram?ticket=${await ticket()}`);
  await first.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('bind') === 'miniProgram');
  await passwordSignIn(first.page, account);
  await first.page.getByText('是否绑定小程序？').waitFor();
  await first.page.getByRole('button', { name: '绑定' }).click();
  await expectToast(first.page, '绑定成功');
  await first.context.close();

  const next = await inApp(browser, formFactor, 'miniProgram', { init: webView });
  await next.page.goto(`/miniprogram?ticket=${await ticket()}&redirect=/work`);
  await next.page.waitForURL((url) => url.pathname === '/work');
  expect(await signedInAs(next.page)).toBe(account);
  await next.context.close();
});
