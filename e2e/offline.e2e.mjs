// The installable app offline (ADR 0029): the manifest and the service worker make it installable; the last-seen
// to-do list and a task's form open without a network, marked offline; an agreement given offline waits on the
// device, is sent with its idempotency key when the network returns, and the user sees it done and the to-do gone.
// A to-do only seen in the list opens offline too (its form is read ahead), and an app closed and reopened offline
// (a tab without the session) reaches the saved lists rather than sign-in, which needs the network.
import { expect, test } from './fixtures.mjs';
import { apiToken, expectToast, startLeave, todoRows } from './helpers.mjs';
import { a11yAudit } from './a11y.mjs';

const OFFLINE = '当前离线';
const offlineBar = (page) => page.getByTestId('offline-bar');
const row = (page, subject) => page.locator('.matter-row', { hasText: subject });

/** Waits until the service worker controls the page (registered once the page has settled, then installed). */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
}

/**
 * Waits until the device keeps a reply whose call names `part` (the app writes them once the page has settled).
 * Polled with evaluate, which awaits the page's promise: waitForFunction would take the promise itself as truthy.
 */
async function keptOnDevice(page, part) {
  const kept = (p) => new Promise((resolve) => {
    const open = window.indexedDB.open('wp-offline');
    // Not there yet: made by the app, with its stores; made here it would be empty and the app's store broken.
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const answer = (found) => {
        db.close();
        resolve(found);
      };
      if (!db.objectStoreNames.contains('replies')) return answer(false);
      const all = db.transaction('replies').objectStore('replies').getAllKeys();
      all.onsuccess = () => answer(all.result.some((key) => String(key[1]).includes(p)));
      all.onerror = () => answer(false);
    };
  });
  await expect.poll(() => page.evaluate(kept, part), { message: `kept on the device: ${part}`, timeout: 15_000 }).toBe(true);
}

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('installs: a manifest with its icons, and a service worker that controls the page', async ({ page, baseURL }) => {
    await page.goto('/work');
    const manifest = await (await page.request.get(new URL('/manifest.webmanifest', baseURL).href)).json();
    expect(manifest).toMatchObject({ name: '清源再生水厂', start_url: '/', display: 'standalone', theme_color: '#0b5fd6' });
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
        expect(icon, `no ${purpose} icon of ${size}`).toBeTruthy();
        const res = await page.request.get(new URL(icon.src, baseURL).href);
        expect(res.headers()['content-type']).toBe('image/png');
      }
    }
    const sw = await page.request.get(new URL('/sw.js', baseURL).href);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await controlled(page);
    // What Chromium itself checks before it offers to install the app (what Lighthouse's installability audit asked).
    // A Playwright context is an incognito profile, where Chromium installs nothing: that one answer is expected.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const problems = installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
    expect(problems, JSON.stringify(problems)).toEqual([]);
  });

  test('takes a to-do offline, agrees, and sees it done once the network is back', async ({ page, context, baseURL, formFactor, shot }) => {
    const audit = a11yAudit(page, formFactor);
    const subject = `离线审批 ${formFactor} ${Date.now().toString(36)}`;
    const other = `离线之外 ${formFactor} ${Date.now().toString(36)}`;
    const chenjing = await apiToken(baseURL, 'chenjing');
    await startLeave(baseURL, chenjing, other);
    await startLeave(baseURL, chenjing, subject);
    await page.goto('/work/myMatters/0');
    await row(page, subject).click();
    await page.waitForURL('**/task/**');
    await page.locator('.action-bar').waitFor();
    const taskUrl = new URL(page.url()).pathname;
    await controlled(page);
    await keptOnDevice(page, 'getTodoList');
    await keptOnDevice(page, 'defGet');

    // No network: a reload still shows the last-seen list, said to be the device's copy.
    await context.setOffline(true);
    await page.goto('/work/myMatters/0');
    await row(page, subject).waitFor();
    await offlineBar(page).getByText(OFFLINE).waitFor();
    await audit.check('offline to-do list');
    await shot('offline-todo-list');

    // The task's form opens from the device too, and an agreement waits there.
    await page.goto(taskUrl);
    await page.locator('.action-bar').waitFor();
    await offlineBar(page).getByText(OFFLINE).waitFor();
    await expect(page.locator('.form-renderer, .form-field').first()).toBeVisible();
    await page.locator('#task-opinion').fill('同意（离线审批）');
    await shot('offline-task');
    await page.locator('.action-bar').getByRole('button', { name: '同意', exact: true }).click();
    await expectToast(page, '操作已保存在本机');
    await offlineBar(page).getByText('1 项操作等待发送').waitFor();
    await offlineBar(page).getByRole('button', { name: '查看' }).click();
    const sheet = page.getByRole('dialog', { name: '离线操作' });
    await sheet.locator('.offline-action', { hasText: subject }).getByText('等待发送').waitFor();
    await audit.check('offline actions waiting');
    await shot('offline-waiting');
    await sheet.getByRole('button', { name: '关闭' }).click();
    expect((await todoRows(baseURL, await apiToken(baseURL, 'wangfang'))).some((r) => r.subject === subject), 'sent while offline').toBeTruthy();

    // Back online: it is sent, the user hears it was done, and the to-do leaves the list.
    await context.setOffline(false);
    await expectToast(page, '1 项完成');
    await offlineBar(page).getByText(/1 项完成/).waitFor();
    await page.goto('/work/myMatters/0');
    await row(page, other).waitFor();
    await row(page, subject).waitFor({ state: 'detached' });
    await offlineBar(page).getByRole('button', { name: '查看' }).click();
    await page.getByRole('dialog', { name: '离线操作' }).locator('.offline-action', { hasText: subject }).getByText('已完成').waitFor();
    await audit.check('offline actions answered');
    await shot('offline-done');
    expect((await todoRows(baseURL, await apiToken(baseURL, 'wangfang'))).some((r) => r.subject === subject), 'the to-do is still open').toBeFalsy();
    audit.assertClean();
  });

  test('opens offline a to-do only seen in the list: its form was read ahead at idle', async ({ page, context, baseURL, formFactor, shot }) => {
    const subject = `离线预读 ${formFactor} ${Date.now().toString(36)}`;
    await startLeave(baseURL, await apiToken(baseURL, 'chenjing'), subject);
    const task = (await todoRows(baseURL, await apiToken(baseURL, 'wangfang'))).find((r) => r.subject === subject);
    await page.goto('/work/myMatters/0');
    await row(page, subject).waitFor();
    await controlled(page);
    // Read ahead once the list has settled: the task, its buttons, its records, its definition with the form, and
    // the dictionary of the form's choice (请假类型).
    await keptOnDevice(page, `task/v1/get [{"id":"${task.taskId}"}`);
    await keptOnDevice(page, `getButtonsBytaskId [{"taskId":"${task.taskId}"}`);
    await keptOnDevice(page, `instanceFlowOpinions [{"instId":"${task.procInstId}"}`);
    await keptOnDevice(page, `defGet [{"defId":"${task.procDefId}"}`);
    await keptOnDevice(page, 'getByTypeKeyForComBo [{"typeKey":"leaveType"}');

    await context.setOffline(true);
    await page.goto(`/task/${task.taskId}/0`);
    await page.locator('.action-bar').waitFor();
    await expect(page.getByText(subject).first()).toBeVisible();
    await expect(page.locator('.form-renderer, .form-field').first()).toBeVisible();
    await expect(page.getByText('事假', { exact: true }).first()).toBeVisible();
    await offlineBar(page).getByText(OFFLINE).waitFor();
    // Offline, what could not be read fails into its screen: no 'network error' toast.
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    await shot('offline-task-read-ahead');
    await context.setOffline(false);
  });

  test('reopened offline without the tab\'s session, reaches the saved lists instead of sign-in', async ({ page, context, baseURL, formFactor }) => {
    const subject = `离线重开 ${formFactor} ${Date.now().toString(36)}`;
    await startLeave(baseURL, await apiToken(baseURL, 'chenjing'), subject);
    await page.goto('/work/myMatters/0');
    await row(page, subject).waitFor();
    await controlled(page);
    await keptOnDevice(page, 'getTodoList');

    // The app closed and opened again without a network: a new tab, whose session storage is empty.
    await context.setOffline(true);
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto('/work/myMatters/0');
    await row(reopened, subject).waitFor();
    await offlineBar(reopened).getByText(OFFLINE).waitFor();
    expect(new URL(reopened.url()).pathname).toBe('/work/myMatters/0');
    // The device knew who signed in, not their token: this tab holds no session.
    expect(await reopened.evaluate(() => sessionStorage.getItem('loginUser'))).toBeNull();
    await expect(reopened.locator('.adm-toast-main')).toHaveCount(0);

    // Back online a session the device only remembered is no session: sign-in, as before.
    await context.setOffline(false);
    await reopened.goto('/work/myMatters/0');
    await reopened.waitForURL('**/login?redirect=**');
  });
});
