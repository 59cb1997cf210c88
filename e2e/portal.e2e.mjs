// The portal: home columns (with data and a chart), pull-to-refresh, the application centre's modes, the
// inbox and its badge, news detail, the sketch pad, and switching the home layout.
import { expect, test } from './fixtures.mjs';
import { apiToken, expectToast, signIn, startLeave } from './helpers.mjs';

const tabBadge = (page) => page.locator('.shell-tabbar .adm-badge-content').first();
const badgeCount = async (page) => Number((await tabBadge(page).textContent({ timeout: 1000 }).catch(() => '0')) || '0');

/** Drags the page down from near the top with a finger (touch events: the pull-to-refresh listens to touch). */
async function pullDown(page) {
  const cdp = await page.context().newCDPSession(page);
  const x = page.viewportSize().width / 2;
  const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', 140);
  for (let y = 150; y <= 460; y += 10) await touch('touchMove', y);
  await touch('touchEnd', 460);
  await cdp.detach();
}

/** Picks a home layout on the personal page and waits for the toast. */
async function chooseLayout(page, name) {
  await page.goto('/personal');
  await page.getByTestId('home-layout').click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expectToast(page, `已切换为“${name}”`);
}

test('home shows the seeded columns with their data and the chart, and pull-to-refresh reloads the layout', async ({ page, shot }) => {
  const alerts = [];
  page.on('dialog', (d) => { alerts.push(d.message()); void d.dismiss(); });
  // The schema library is for the few screens that validate a form definition, never for sign-in or home.
  const scripts = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  // Signed in here rather than by `test.use({ user })`: the page after sign-in must run no script either.
  await signIn(page, 'wangfang');
  await page.goto('/home');
  await page.getByRole('button', { name: /发起流程/ }).waitFor();
  await page.getByRole('region', { name: '流程中心' }).locator('.summary-tile-count').first().waitFor();
  await page.getByText('清源再生水厂移动办公').waitFor();
  for (const title of ['我的待办', '流程统计', '通知公告', '新闻动态', '会议室预约']) {
    await page.getByRole('heading', { name: title, exact: true }).waitFor();
  }
  // Columns below the fold ask for their data as they scroll near.
  for (const alias of ['plantNotice', 'plantNews']) {
    await page.locator(`[data-column=${alias}]`).scrollIntoViewIfNeeded();
    await page.locator(`[data-column=${alias}] .col-row`).first().waitFor();
  }
  // The chart loads ECharts once it comes near the screen.
  await page.locator('[data-column=processStats]').scrollIntoViewIfNeeded();
  await page.locator('[data-column=processStats] canvas').first().waitFor({ timeout: 20_000 });
  expect(alerts.length === 0, 'the welcome column ran a script').toBeTruthy();
  expect(scripts.filter((path) => /\/assets\/zod-/.test(path)), 'sign-in or home loaded zod').toEqual([]);
  expect(await page.locator('[data-column=welcome] script').count() === 0, 'a script element reached the page').toBeTruthy();
  await page.waitForTimeout(600);
  await shot('home-chart');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('home');

  await page.evaluate(() => window.scrollTo(0, 0));
  const reloads = [];
  page.on('request', (r) => { if (r.url().includes('/portal/main/v1/myMobileHome')) reloads.push(r.url()); });
  await pullDown(page);
  await page.waitForTimeout(1500);
  expect(reloads.length >= 1, 'pull-to-refresh did not reload the layout').toBeTruthy();
  await page.getByRole('heading', { name: '我的待办', exact: true }).waitFor();

  // A notice row opens that notice; the column's 更多 opens the notice list.
  const notices = page.locator('[data-column=plantNotice]');
  await notices.scrollIntoViewIfNeeded();
  const firstNotice = notices.locator('a.col-row').first();
  const title = (await firstNotice.locator('span').first().innerText()).trim();
  await firstNotice.click();
  await page.waitForURL(/\/news\/[^/?]+$/);
  await page.getByRole('heading', { name: title }).waitFor();
  await page.goBack();
  await page.locator('[data-column=plantNotice] .portal-column-more').click();
  await page.waitForURL(/\/news\?type=notice$/);
});

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('the application centre opens apps by mode: 1 route, 4 chart dialog, 9 data visualisation', async ({ page, shot }) => {
    await page.goto('/work');
    await page.getByText('水厂PAD版').waitFor();
    await page.getByRole('tab', { name: '资产管理' }).waitFor();
    await page.getByText('您好，王芳').waitFor();
    await page.getByRole('button', { name: '流程统计' }).waitFor();
    await shot('app-centre');

    await page.getByRole('button', { name: '我的待办' }).click();
    await page.waitForURL('**/work/myMatters/0');
    await page.goBack();

    await page.getByRole('button', { name: '流程统计' }).click();
    await page.getByText('图表：流程统计').waitFor();
    await page.locator('.chart-dialog canvas').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(800);
    await shot('app-centre-chart');
    await page.locator('.chart-dialog-close').click();

    await page.getByRole('button', { name: '运行日报' }).click();
    await page.waitForURL('**/datavShow/plantDaily');
    await page.locator('.datav-card canvas').first().waitFor({ timeout: 20_000 });
    await page.locator('.datav-card').last().scrollIntoViewIfNeeded();
    await page.locator('.datav-card').last().locator('canvas').first().waitFor();
    expect(await page.locator('.datav-card').count() >= 2, 'the data visualisation shows fewer than two charts').toBeTruthy();
    await page.waitForTimeout(800);
    await shot('datav');
  });

  test('a task action sends an unread message; the badge counts it and opening it marks it read', async ({ page, baseURL, formFactor, shot }) => {
    await page.goto('/messageReceiverList');
    await page.getByPlaceholder('请输入标题或内容...').waitFor();
    await page.waitForTimeout(500);
    const before = await badgeCount(page);

    const subject = `李军事假 1 天（${formFactor} 消息）`;
    await startLeave(baseURL, await apiToken(baseURL, 'lijun'), subject);
    await page.reload();
    await page.waitForFunction((n) => Number(document.querySelector('.shell-tabbar .adm-badge-content')?.textContent ?? '0') === n + 1, before, { timeout: 15_000 });

    await page.getByPlaceholder('请输入标题或内容...').fill(subject);
    await page.keyboard.press('Enter');
    const row = page.locator('.inbox-row', { hasText: subject }).first();
    await row.waitFor();
    expect((await row.getAttribute('data-unread')) === 'true', 'the new message is not unread').toBeTruthy();
    await shot('inbox');
    await row.click();
    if (formFactor === 'tablet') {
      // Beside the list (ADR 0018).
      await page.getByRole('region', { name: '详情' }).locator('.inbox-article-title', { hasText: subject }).waitFor();
      await shot('inbox-message');
    } else {
      const dialog = page.locator('.adm-dialog');
      await dialog.locator('.adm-dialog-title', { hasText: subject }).waitFor();
      await shot('inbox-message');
      await dialog.getByRole('button', { name: '确定' }).click();
    }
    await page.locator('.inbox-row[data-unread=false]', { hasText: subject }).first().waitFor();
    await page.waitForFunction((n) => Number(document.querySelector('.shell-tabbar .adm-badge-content')?.textContent ?? '0') === n, before, { timeout: 15_000 });
  });
});

test.describe(() => {
  test.use({ user: 'chenjing' });

  test('news and notices: the list, a notice with its attachment, and the sketch pad saves a PNG attachment', async ({ page, shot }) => {
    await page.goto('/news?type=notice');
    // The seeded duty notice is for the next holiday after the seed date (元旦, 劳动节 or 国庆节).
    const notice = page.locator('.news-row', { hasText: /关于.+假期值班安排的通知/ });
    await notice.waitFor();
    await shot('news-list');
    await notice.click();
    await page.waitForURL(/\/news\/[^/]+$/);
    await page.getByRole('heading', { name: /^关于.+假期值班安排的通知$/ }).waitFor();
    await page.getByText(/^.+值班表\.csv$/).first().waitFor();
    await shot('news-detail');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^下载 .+值班表\.csv$/ }).click()]);
    expect(/^.+值班表\.csv$/.test(download.suggestedFilename()), `downloaded as ${download.suggestedFilename()}`).toBeTruthy();

    await page.goto('/canvas');
    const pad = page.locator('.canvas-pad');
    const box = await pad.boundingBox();
    await page.mouse.move(box.x + 40, box.y + 60);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) await page.mouse.move(box.x + 40 + i * 10, box.y + 60 + Math.round(30 * Math.sin(i / 3)));
    await page.mouse.up();
    await page.getByRole('button', { name: /保存为附件/ }).click();
    await expectToast(page, '已保存为附件');
    await page.locator('.canvas-saved .canvas-file-name', { hasText: /^sketch-\d{8}-\d{6}\.png$/ }).waitFor();
    await shot('canvas');
  });
});

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('switching the home layout on the personal page changes the home columns', async ({ page, shot }) => {
    await chooseLayout(page, '简洁首页');
    await shot('personal-layout-switched');
    await page.goto('/home');
    await page.getByRole('heading', { name: '新闻动态', exact: true }).waitFor();
    await page.getByRole('heading', { name: '我的待办', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: '流程统计', exact: true }).count() === 0, 'the simple layout still shows the chart').toBeTruthy();
    expect(await page.locator('.portal-column').count() === 2, 'the simple layout should show two columns').toBeTruthy();
    await shot('home-simple-layout');
    // Back to the standard layout, so the next run starts where this one did.
    await chooseLayout(page, '标准首页');
    await page.goto('/home');
    await page.getByRole('heading', { name: '流程统计', exact: true }).waitFor();
  });
});
