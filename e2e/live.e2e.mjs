// Live updates: a request handed to the approver appears in her open to-do list, home's 我的待办 column and the badge,
// without a pull or a reload (the server's event stream, ADR 0027).
import { expect, test } from './fixtures.mjs';
import { apiToken, startLeave } from './helpers.mjs';

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('a request handed to me appears in the open to-do list, the badge and home by itself', async ({ page, baseURL, formFactor, shot }) => {
    const lijun = await apiToken(baseURL, 'lijun');
    await page.goto('/work/myMatters/0');
    await page.locator('.matter-row').first().waitFor();
    const badge = async () => Number(await page.locator('[role=tablist] .adm-badge-content').innerText({ timeout: 1000 }).catch(() => '0'));
    const before = await badge();
    const navigations = [];
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations.push(frame.url()); });
    // The stream opens once the page has its data; give it that moment, then hand her a request from elsewhere.
    await page.waitForFunction(() => performance.getEntriesByName('page-settled').length > 0);
    await page.waitForTimeout(500);
    const subject = `李军事假 1 天（${formFactor} 实时送达）`;
    await startLeave(baseURL, lijun, subject);
    await page.locator('.matter-row', { hasText: subject }).waitFor({ timeout: 10_000 });
    await expect.poll(badge, { timeout: 10_000 }).toBe(before + 1);
    expect(navigations, 'the page was reloaded or left').toEqual([]);
    await shot('live-todo-arrived');

    // Home's 我的待办 column too.
    await page.goto('/home');
    const todoColumn = page.locator('[data-column]', { has: page.getByRole('heading', { name: '我的待办', exact: true }) });
    await todoColumn.locator('.col-row').first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('page-settled').length > 0);
    await page.waitForTimeout(500);
    const second = `李军事假 1 天（${formFactor} 首页实时）`;
    await startLeave(baseURL, lijun, second);
    await todoColumn.getByText(second).waitFor({ timeout: 10_000 });
  });
});
