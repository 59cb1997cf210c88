// The main journey as a screen reader or a keyboard meets it: sign in, open a to-do and agree, finding every
// control by its role and accessible name only (what a screen reader announces), and hearing the result.
import { expect, test } from './fixtures.mjs';
import { apiToken, startLeave } from './helpers.mjs';

test('by role and name alone: sign in, open a to-do, agree and hear the result', async ({ page, baseURL, formFactor, shot }) => {
  const subject = `陈静事假 1 天（${formFactor} 读屏）`;
  await startLeave(baseURL, await apiToken(baseURL, 'chenjing'), subject);

  await page.goto('/login');
  await page.getByRole('textbox', { name: '用户名/邮箱/手机号' }).fill('wangfang');
  // A password field has no role of its own; a screen reader names it by its label.
  await page.getByLabel('密码', { exact: true }).fill('Water@2026');
  await page.getByRole('button', { name: '显示密码' }).waitFor();
  await page.getByRole('button', { name: '立即登录' }).click();
  await page.getByRole('navigation').getByRole('tab', { name: '工作台' }).or(page.getByRole('button', { name: '我的待办' })).first().waitFor();

  await page.getByRole('button', { name: '我的待办' }).click();
  await page.getByRole('tab', { name: /^待办/ }).waitFor();
  // The row is reached and opened from the keyboard.
  const row = page.getByRole('link', { name: subject });
  await row.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: subject }).waitFor();
  await page.getByRole('button', { name: '返回上一页' }).waitFor();

  await page.getByRole('textbox', { name: '审批意见' }).fill('同意，注意交接');
  const bar = page.getByRole('toolbar');
  // The more-actions sheet takes the focus as a named dialog, and Escape gives it back to the button.
  await bar.getByRole('button', { name: '更多' }).click();
  const sheet = page.getByRole('dialog', { name: '更多' });
  await sheet.getByRole('button', { name: '取消' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role=dialog]'));
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
  expect(await bar.getByRole('button', { name: '更多' }).evaluate((b) => b === document.activeElement), 'the focus did not return to 更多').toBeTruthy();

  await bar.getByRole('button', { name: '同意', exact: true }).click();
  // The toast is announced: the polite live region carries the server's message.
  await page.getByRole('status').filter({ hasText: '任务办理成功' }).waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: /^待办/ }).waitFor();
  // On a tablet the list beside the task refetches after the toast: the row must leave it, not be gone already.
  await page.getByRole('link', { name: subject }).waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => expect(false, 'the agreed to-do is still listed').toBeTruthy());
  await shot('screen-reader-agreed');
});
