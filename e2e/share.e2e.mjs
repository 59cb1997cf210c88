// Sharing an instance by short link: a participant makes the link from the instance view, a guest with no
// session opens it and reads that one instance (subject, form values, opinions), and nothing else of the sharer's.
import { expect, test } from './fixtures.mjs';
import { apiToken, runtimeCall, startPurchase, todoRows } from './helpers.mjs';

test.use({ user: 'chenjing' });

test('a short link to an instance opens for a guest with only that instance visible', async ({ page, baseURL, formFactor, shot }) => {
  // 陈静's purchase, agreed by 王芳 with an opinion, so the shared view has a form and an opinion to show.
  const subject = `离心泵采购（${formFactor} 分享）`;
  const instId = await startPurchase(baseURL, subject);
  const wangfang = await apiToken(baseURL, 'wangfang');
  const task = (await todoRows(baseURL, wangfang)).find((t) => t.subject === subject);
  await runtimeCall(baseURL, wangfang, 'POST', '/task/v1/complete', { taskId: task.taskId, actionName: 'agree', opinion: '同意采购，请比价后执行' });

  // The starter opens her request and shares it: the sheet makes the short link.
  await page.goto(`/inst/${instId}/request`);
  await page.locator('.detail-subject', { hasText: subject }).waitFor();
  await page.locator('.detail-header-links').getByRole('button', { name: '分享' }).click();
  const sheet = page.getByRole('dialog', { name: '分享流程' });
  const field = sheet.getByRole('textbox', { name: '分享链接' });
  await field.waitFor();
  const link = new URL(await field.inputValue());
  expect(link.pathname.startsWith('/surl/'), `the share link is a short link: ${link.href}`).toBeTruthy();
  await page.waitForTimeout(400); // the sheet's slide-in
  await shot('share-sheet');

  // She signs out (the session lives in session storage): the link is opened by nobody in particular.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  expect(await page.evaluate(() => sessionStorage.length) === 0, 'the guest starts without a session').toBeTruthy();

  // The guest opens the short link and lands on the shared instance.
  await page.goto(link.pathname);
  await page.waitForURL((url) => url.pathname === `/shareInst/${instId}/1`);
  await page.locator('.adm-nav-bar-title', { hasText: '流程分享' }).waitFor();
  await page.locator('.detail-subject', { hasText: subject }).waitFor();
  await page.locator('[data-field=item] .form-readonly', { hasText: '2号离心泵备件' }).waitFor();
  await page.locator('[data-field=reason] .form-readonly', { hasText: '2号泵密封老化漏水' }).waitFor();
  await page.locator('.opinion-list .opinion-text', { hasText: '同意采购，请比价后执行' }).waitFor();
  expect(await page.getByRole('toolbar').count() === 0, 'a guest has no action bar').toBeTruthy();
  expect(await page.locator('.detail-actions').count() === 0, 'a guest is offered no urge, revoke or handle').toBeTruthy();
  expect(await page.getByRole('button', { name: '分享' }).count() === 0, 'a guest does not share further').toBeTruthy();
  await shot('share-guest-instance');

  // Anywhere else the guest is nobody: the app asks to sign in, keeping the path, and shows none of the sharer's.
  await page.goto('/work/myMatters/0');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/work/myMatters/0');
  expect(!(await page.locator('body').innerText()).includes(subject), 'the shared subject shows nowhere else').toBeTruthy();
  await shot('share-guest-elsewhere');

  // And the server refuses the guest token anything but that instance's reads.
  const code = link.pathname.slice('/surl/'.length);
  const resolved = await (await fetch(new URL(`/portal/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=${code}`, baseURL))).json();
  const refused = await fetch(new URL('/bpm-runtime/runtime/task/v1/getTodoList', baseURL), {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${resolved.value.guestToken}` },
    body: JSON.stringify({ pageBean: { page: 1, pageSize: 10 } }),
  });
  const reply = await refused.json();
  expect(refused.status === 403 && reply.state === false && reply.message === '访客令牌只能访问分享的内容', `getTodoList with the guest token: ${refused.status} ${reply.message}`).toBeTruthy();
});
