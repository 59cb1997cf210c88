// A portal that never strands a user: a screen whose file cannot be fetched (network down) shows the shell with
// a message and retry; after a redeploy (old files gone, index.html names a new entry) the app reloads itself
// once onto the new files, and never more than once; a refusal is said in the user's words, not the server's
// field paths.
import { expect, test } from './fixtures.mjs';
import { expectToast } from './helpers.mjs';

const NETWORK = '网络异常，请稍后再试';
const inboxSearch = (page) => page.getByPlaceholder('请输入标题或内容...');
const OFFLINE = '当前离线，请联网后再试';
const errorPage = (page, text = NETWORK) => page.locator('.error-page', { hasText: text });
const tab = (page, name) => page.locator('.shell-tabbar .adm-tab-bar-item', { hasText: name });

/** Counts the main frame's document loads from now on (a reload is one). */
function countDocumentLoads(page) {
  const loads = { count: 0 };
  page.on('request', (r) => { if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.count++; });
  return loads;
}

/** Makes `/index.html` name another entry script while `when()` holds: what the server says after a redeploy. */
async function serveNewBuild(page, when) {
  await page.route('**/index.html', async (route) => {
    if (!when()) return route.fallback();
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replace(/\/assets\/index-[\w-]+\.js/g, '/assets/index-NEWBUILD.js') });
  });
}

/** Answers 404 for script files matching `pattern` while `when()` holds: the old build's files are gone. */
async function removeOldFiles(page, pattern, when) {
  await page.route(pattern, (route) => (when() ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"state":false}' }) : route.fallback()));
}

/** Waits a little and fails if the page loaded again: no reload loop. */
async function expectNoFurtherReload(page, loads, expected) {
  await page.waitForTimeout(2000);
  expect(loads.count === expected, `the page loaded ${loads.count} times, expected ${expected}`).toBeTruthy();
}

// These journeys are about the app without its service worker (plain http on a plant LAN has none): a worker would
// answer the page and its files from the device, and Playwright's routes do not see what a worker fetches.
test.use({ serviceWorkers: 'block' });

test.describe(() => {
  test.use({ user: 'chenjing' });

  test('offline, a screen not loaded yet shows the shell with the offline message and retry, and opens once the network is back', async ({ page, context, shot }) => {
    await tab(page, '工作台').waitFor();
    await context.setOffline(true);
    await tab(page, '消息').click();
    await errorPage(page, OFFLINE).waitFor();
    await page.getByRole('button', { name: '重试' }).waitFor();
    expect(await tab(page, '工作台').isVisible(), 'the tab bar is gone with the page').toBeTruthy();
    expect(new URL(page.url()).pathname === '/messageReceiverList', `the address is ${page.url()}`).toBeTruthy();
    const text = await page.locator('body').innerText();
    expect(!/Network Error|Failed to fetch|dynamically imported/i.test(text), `developer text on the screen: ${text}`).toBeTruthy();
    await page.waitForTimeout(400);
    await shot('offline-page');

    // Still offline: retry says so again and stays, instead of reloading into the browser's own offline page.
    const loads = countDocumentLoads(page);
    await page.getByRole('button', { name: '重试' }).click();
    await expectToast(page, OFFLINE);
    expect(loads.count === 0, 'retry reloaded while offline').toBeTruthy();
    await errorPage(page, OFFLINE).waitFor();

    await context.setOffline(false);
    await page.getByRole('button', { name: '重试' }).click();
    await inboxSearch(page).waitFor();
    await tab(page, '消息').waitFor();
    expect(loads.count === 1, `retry loaded the page ${loads.count} times`).toBeTruthy();
    await shot('offline-page-retried');
  });

  test('after a redeploy a screen whose old file is gone reloads the app once onto the new files', async ({ page }) => {
    await tab(page, '工作台').waitFor();
    const loads = countDocumentLoads(page);
    const beforeReload = () => loads.count === 0;
    // Every file the running app has not fetched yet is gone; index.html names the new build's entry.
    await removeOldFiles(page, '**/assets/*.js', beforeReload);
    await serveNewBuild(page, beforeReload);
    await page.evaluate(() => { window.beforeRedeploy = true; });

    await tab(page, '消息').click();
    await inboxSearch(page).waitFor();
    expect(await page.evaluate(() => window.beforeRedeploy === undefined), 'the inbox opened without a reload').toBeTruthy();
    await expectNoFurtherReload(page, loads, 1);
    expect(await errorPage(page).count() === 0, 'the error page shows beside the inbox').toBeTruthy();
  });

  test('when the new build fails too, the app reloads only once and then shows the message with retry', async ({ page, shot }) => {
    await tab(page, '工作台').waitFor();
    const loads = countDocumentLoads(page);
    const always = () => true;
    await removeOldFiles(page, '**/assets/InboxPage-*.js', always);
    await serveNewBuild(page, always);

    await tab(page, '消息').click();
    await errorPage(page).waitFor({ timeout: 20_000 });
    await expectNoFurtherReload(page, loads, 1);
    await errorPage(page).waitFor();
    await tab(page, '工作台').waitFor();
    await shot('new-build-fails-too');
  });
});

test('a short link the server refuses as malformed says so in Chinese, without the field path', async ({ page, shot }) => {
  await page.goto(`/surl/${'x'.repeat(80)}`);
  await page.waitForURL((url) => url.pathname.startsWith('/messageFillPage/'));
  await page.getByText('请求参数有误，请检查后重试').waitFor();
  const text = await page.locator('body').innerText();
  expect(!/querystring|shortUrl|Too (big|small)/i.test(text), `developer text on the screen: ${text}`).toBeTruthy();
  await shot('short-link-refused');
});
