// The personal page, post switching, language, the address book and signing out.
import { expect, test } from './fixtures.mjs';
import { apiToken, expectToast } from './helpers.mjs';

test.describe(() => {
  test.use({ user: 'zhangmin' });

  test('the personal page shows the signed-in user, and a post switch changes the current post', async ({ page, shot }) => {
    await page.goto('/personal');
    await page.getByRole('heading', { name: '张敏' }).waitFor();
    await page.getByText('zhangmin@qingyuan-water.cn').waitFor();
    await page.getByText('设备管理员', { exact: true }).first().waitFor();
    const charge = page.getByTestId('current-charge');
    expect((await charge.innerText()) === '设备管理部 · 设备管理员', `current post was ${await charge.innerText()}`).toBeTruthy();
    await shot('personal');
    await page.getByTestId('current-post').click();
    await page.locator('.adm-action-sheet-button-item', { hasText: '安全员' }).click();
    await expectToast(page, '已切换到安全环保部 · 安全员');
    await page.waitForFunction(() => document.querySelector('[data-testid=current-charge]')?.textContent === '安全环保部 · 安全员');
    await shot('personal-post-switched');
    // The choice holds for the session: it survives a reload.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid=current-charge]')?.textContent === '安全环保部 · 安全员');
  });
});

test.describe(() => {
  test.use({ user: 'wangfang' });

  test('the seal shows only after its password: a wrong one is refused beside the field, the right one shows the image', async ({ page, shot }) => {
    await page.goto('/personal');
    await page.getByRole('button', { name: '查看签章' }).click();
    await page.getByPlaceholder('请输入签章密码').fill('Water@2026');
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('alert').filter({ hasText: '签章密码错误' }).waitFor();
    await page.getByPlaceholder('请输入签章密码').fill('Seal@2026');
    await page.getByRole('button', { name: '确定' }).click();
    const image = page.getByRole('img', { name: '王芳的电子签章' });
    await image.waitFor();
    await page.waitForFunction(() => { const i = document.querySelector('img.personal-seal'); return i && i.complete && i.naturalWidth > 0; });
    await shot('personal-seal');
  });

  test('the language switch turns the app into English with the spec wording, and back', async ({ page, shot }) => {
    await page.goto('/personal');
    await page.getByText('语言', { exact: true }).click();
    await page.locator('.adm-action-sheet-button-item', { hasText: 'English' }).click();
    await page.getByText('Language', { exact: false }).first().waitFor();
    await shot('personal-en');
    await page.goto('/no-such-page');
    await page.getByText('the page you visited does not exist').waitFor();
    await page.getByText('return to previous page').waitFor();
    await page.goto('/personal');
    await page.getByText('Language', { exact: false }).first().click();
    await page.locator('.adm-action-sheet-button-item', { hasText: '简体中文' }).click();
    await page.locator('.adm-list-item-content-main', { hasText: '语言' }).waitFor();
  });
});

test.describe(() => {
  test.use({ user: 'chenjing' });

  test('the address book finds a colleague by name and shows a call link', async ({ page, shot }) => {
    await page.goto('/mailList');
    await page.getByText('我的通讯录').first().waitFor();
    await page.getByPlaceholder('搜索姓名、账号或手机号').fill('李强');
    await page.getByText('设备管理部 · 设备管理部部长').first().waitFor();
    await shot('mail-list-search');
    await page.getByText('李强', { exact: true }).first().click();
    const tel = page.locator('a[href^="tel:"]').last();
    await tel.waitFor();
    expect(/^tel:1\d{10}$/.test(await tel.getAttribute('href')), `call link was ${await tel.getAttribute('href')}`).toBeTruthy();
    await shot('mail-list-person');
  });
});

test('signing out ends the session on the server too', async ({ page, baseURL, shot }) => {
  const token = await apiToken(baseURL, 'lijun');
  await page.goto(`/personal?token=${encodeURIComponent(token)}`);
  await page.getByRole('heading', { name: '李军' }).waitFor();
  // The URL token was exchanged for a fresh one at sign-in; that is the session the page holds.
  const held = await page.evaluate(() => JSON.parse(sessionStorage.getItem('loginUser') ?? '{}').token);
  expect(held && held !== token, 'the page did not hold a session token of its own').toBeTruthy();
  await page.getByRole('button', { name: '退出登录' }).click();
  await shot('personal-exit-confirm');
  await page.locator('.adm-dialog-button', { hasText: '退出登录' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  // The token the page used no longer works anywhere.
  const res = await fetch(new URL('/uc/refresh', baseURL), { headers: { authorization: `Bearer ${held}` } });
  expect(res.status === 401, `signed-out token still answered ${res.status}`).toBeTruthy();
  await page.goto('/personal');
  await page.waitForURL(/\/login\?redirect=%2Fpersonal/);
});
