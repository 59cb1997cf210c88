// Sign-in, the route guard and the not-found page, as a member of staff meets them.
import { expect, test } from './fixtures.mjs';
import { apiToken, countApiRequests, expectToast, signIn } from './helpers.mjs';

test('empty fields warn and send nothing', async ({ page, shot }) => {
  await page.goto('/login');
  const sent = countApiRequests(page, '/uc/auth');
  await page.click('button[type=submit]');
  await expectToast(page, '请输入账号');
  await shot('login-empty-account');
  await page.fill('#login-account', 'wangfang');
  await page.click('button[type=submit]');
  await expectToast(page, '请输入密码');
  expect(sent.length === 0, `sign-in requests were sent: ${sent.join(', ')}`).toBeTruthy();
});

test('wrong password is refused with one generic message', async ({ page, shot }) => {
  await page.goto('/login');
  await page.fill('#login-account', 'chenjing');
  await page.fill('#login-password', 'not-my-password');
  await page.click('button[type=submit]');
  await expectToast(page, '账号或密码错误');
  await shot('login-wrong-password');
  expect(new URL(page.url()).pathname === '/login', 'left the login page after a wrong password').toBeTruthy();
});

test('the guard sends a visitor to sign in, keeping the path and query, and sign-in honours it', async ({ page }) => {
  await page.goto('/personal?from=mail');
  await page.waitForURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect') === '/personal', `redirect was ${url.searchParams.get('redirect')}`).toBeTruthy();
  expect(url.searchParams.get('from') === 'mail', 'the other query parameter was lost').toBeTruthy();
  await page.fill('#login-account', 'wangfang');
  await page.fill('#login-password', 'Water@2026');
  await page.click('button[type=submit]');
  await page.waitForURL((u) => u.pathname === '/personal');
  expect(new URL(page.url()).searchParams.get('from') === 'mail', 'the query did not survive sign-in').toBeTruthy();
});

test('a token in the URL signs in and is stripped from the address bar after 3 s', async ({ page, baseURL, shot }) => {
  const token = await apiToken(baseURL, 'lijun');
  await page.goto(`/work?token=${encodeURIComponent(token)}&tab=2`);
  await page.getByText('您好，李军').waitFor();
  expect(page.url().includes('token='), 'the token left the address bar before 3 s').toBeTruthy();
  await page.waitForFunction(() => !location.search.includes('token='), null, { timeout: 6000 });
  expect(new URL(page.url()).searchParams.get('tab') === '2', 'other query parameters were stripped too').toBeTruthy();
  await shot('work-after-token');
});

test.describe(() => {
  test.use({ user: 'chenjing' });

  test('a signed-in user opening /login goes to /work, and an unknown path shows not-found', async ({ page, shot }) => {
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/work');
    await page.goto('/no/such/page');
    await page.getByText('您访问的页面不存在').waitFor();
    await page.getByText('返回上一页').waitFor();
    await shot('not-found');
  });
});

test('a user of the second tenant signs in at /login/hxwater, under its own name and logo throughout', async ({ page, shot }) => {
  // The boot screen, before any script: the server wrote the tenant's name, logo and title into it.
  const boot = await (await page.request.get('/login/hxwater')).text();
  expect(/<title>华兴水务<\/title>/.test(boot) && /<div class="boot-brand">华兴水务<\/div>/.test(boot), 'the boot screen is not the tenant\'s').toBeTruthy();
  expect(/<div class="boot-logo"><img src="data:image\/png;base64,/.test(boot), 'the boot screen has no tenant logo').toBeTruthy();
  await page.goto('/login/hxwater');
  await expect(page.locator('.login-brand')).toHaveText('华兴水务');
  await expect(page.locator('.login-logo img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page).toHaveTitle('华兴水务');
  await shot('login-second-tenant');
  await signIn(page, 'wangfang', 'Water@2026', '/login/hxwater');
  await page.getByText('王芳（华兴）').first().waitFor();
  await expect(page).toHaveTitle('华兴水务');
  await page.goto('/home');
  await expect(page.locator('.home-title')).toHaveText('华兴水务');
  await expect(page.locator('.home-logo img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await shot('home-second-tenant');
  // Sign-in left the tenant's cookie: any page this browser opens boots under the tenant's brand.
  expect(/<div class="boot-brand">华兴水务<\/div>/.test(await (await page.request.get('/work')).text()), 'a signed-in page boots under another brand').toBeTruthy();
});
