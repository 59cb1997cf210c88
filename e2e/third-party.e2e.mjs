// Third-party sign-in: the DingTalk workbench app's page signs its user in without a password, through DingTalk's
// one-time code (a stand-in of DingTalk's API answers the server; the page's `dd` is DingTalk's client's stand-in).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.mjs';

const DINGTALK_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.0) DingTalk/7.6.0';

/** A one-time code of `userid` from the stand-in, as DingTalk's client would hand it to the page. */
async function dingTalkCode(userid) {
  const res = await fetch(`${process.env.E2E_DINGTALK_BASE}/standin/code`, { method: 'POST', body: JSON.stringify({ userid }) });
  return (await res.json()).code;
}

/** A page inside "DingTalk": its user agent, and `dd` giving out `code` as requestAuthCode does. */
async function dingTalkPage(browser, formFactor, code) {
  const size = formFactor === 'tablet' ? { width: 820, height: 1180 } : { width: 390, height: 844 };
  const context = await browser.newContext({ userAgent: DINGTALK_UA, viewport: size, isMobile: true, hasTouch: true, baseURL: process.env.E2E_BASE_URL });
  await context.addInitScript((c) => {
    window.dd = { runtime: { permission: { requestAuthCode: ({ onSuccess }) => setTimeout(() => onSuccess({ code: c }), 50) } } };
  }, code);
  return { context, page: await context.newPage() };
}

test.skip(!process.env.E2E_DINGTALK_BASE, 'DingTalk stand-in not running (E2E_BASE_URL named an outside server)');

test('the DingTalk app signs its user in without a password, and an unbound DingTalk user is told why', async ({ browser, formFactor }) => {
  const corpId = process.env.E2E_DINGTALK_CORP_ID;
  const { context, page } = await dingTalkPage(browser, formFactor, await dingTalkCode('zhangwei'));
  await page.goto(`/dingTalk?corpId=${corpId}&redirect=/work`);
  await page.waitForURL((url) => url.pathname === '/work');
  await page.locator('.shell-tabbar').waitFor();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('loginUser') ?? 'null'));
  expect(stored?.account).toBe('zhangwei');
  await context.close();

  const stranger = await dingTalkPage(browser, formFactor, await dingTalkCode('visitor01'));
  await stranger.page.goto(`/dingTalk?corpId=${corpId}`);
  await stranger.page.getByText('钉钉登录失败：该钉钉账号未绑定平台账号，请联系管理员').waitFor();
  await stranger.page.screenshot({ path: path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots', formFactor, 'dingtalk-unbound.png') });
  await stranger.page.getByRole('button', { name: '使用账号密码登录' }).click();
  await stranger.page.waitForURL('**/login');
  await stranger.context.close();
});
