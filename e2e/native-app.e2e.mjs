// The native app (apps/mobile): the real web build inside a stand-in of Capacitor's native runtime. The
// init script plays the part the Android app plays: it marks the page as Android and answers the plugins'
// calls (App, Preferences, PushNotifications, Browser) the way the native side does, recording each one.
import { expect, test } from './fixtures.mjs';
import { apiToken, expectToast, signIn } from './helpers.mjs';

const APP_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 WaterPlantApp WaterPlantApp-push';

/** The native runtime stand-in; `native` = { version, pushToken, browserFails }. Runs before the page's scripts. */
function fakeCapacitor(native) {
  const methods = {
    App: ['getInfo', 'exitApp'], Preferences: ['get', 'set', 'remove'],
    PushNotifications: ['checkPermissions', 'requestPermissions', 'register', 'unregister'], Browser: ['open'],
  };
  const state = { calls: [], listeners: [], prefs: JSON.parse(localStorage.getItem('fake-native-prefs') ?? '{}') };
  window.__native = state;
  const emit = (pluginId, eventName, data) => state.listeners.filter((l) => l.pluginId === pluginId && l.eventName === eventName).forEach((l) => l.callback(data));
  state.press = (eventName) => emit('App', eventName, { canGoBack: window.history.length > 1 });
  const answers = {
    'App.getInfo': () => ({ name: '清源再生水厂', id: 'cn.qingyuanwater.portal', build: '1', version: native.version }),
    'App.exitApp': () => undefined,
    'Preferences.get': ({ key }) => ({ value: state.prefs[key] ?? null }),
    'Preferences.set': ({ key, value }) => void (state.prefs[key] = value),
    'Preferences.remove': ({ key }) => void delete state.prefs[key],
    'PushNotifications.checkPermissions': () => ({ receive: 'granted' }),
    'PushNotifications.register': () => void setTimeout(() => emit('PushNotifications', 'registration', { value: native.pushToken }), 50),
    'PushNotifications.unregister': () => undefined,
    'Browser.open': () => { if (native.browserFails) throw new Error('no browser'); },
  };
  window.androidBridge = { postMessage() {} };
  window.Capacitor = {
    isNativePlatform: () => true,
    PluginHeaders: Object.entries(methods).map(([name, list]) => ({
      name, methods: [...list.map((m) => ({ name: m, rtype: 'promise' })), { name: 'addListener', rtype: 'callback' }, { name: 'removeListener', rtype: 'promise' }],
    })),
    nativePromise: async (pluginId, method, options = {}) => {
      state.calls.push({ plugin: pluginId, method, options, at: Date.now() });
      if (method === 'removeListener') return undefined;
      const value = answers[`${pluginId}.${method}`]?.(options);
      localStorage.setItem('fake-native-prefs', JSON.stringify(state.prefs));
      return value;
    },
    nativeCallback: (pluginId, method, options, callback) => {
      state.listeners.push({ pluginId, eventName: options.eventName, callback });
      return String(state.listeners.length);
    },
  };
}

/**
 * The hardware back button, once the page listens for it: a page connects to the shell after its first render (the
 * native code is loaded on demand), so a press in that moment would find nobody, as on a device.
 */
async function pressBack(page) {
  await expect.poll(() => page.evaluate(() => window.__native.listeners.some((l) => l.eventName === 'backButton'))).toBe(true);
  await page.evaluate(() => window.__native.press('backButton'));
}

const nativeCalls = (page, plugin, method) =>
  page.evaluate(([p, m]) => window.__native.calls.filter((c) => c.plugin === p && c.method === m).map((c) => c.options), [plugin, method]);

/** A newer Android release in the server's package store (published once per run, as the administrator would). */
async function publishedRelease(baseURL) {
  const authorization = `Bearer ${await apiToken(baseURL, 'admin', 'Admin@2026')}`;
  const newest = async () =>
    (await (await fetch(new URL('/portal/portal/appVersion/v1/check?platform=android&version=1.0.0', baseURL), { headers: { authorization } })).json()).value;
  const found = await newest();
  if (found?.hasUpdate) return found;
  const form = new FormData();
  form.set('platform', 'android');
  form.set('version', '1.1.0');
  form.set('notes', '扫码更快');
  form.set('file', new Blob([Buffer.from('PK\x03\x04 water plant app')]), 'portal.apk');
  const res = await fetch(new URL('/portal/portal/appVersion/v1/publish', baseURL), { method: 'POST', headers: { authorization }, body: form });
  expect(res.ok, `publishing a release answered ${res.status}`).toBeTruthy();
  return newest();
}

test.describe('inside the native app', () => {
  test.use({ userAgent: APP_USER_AGENT });

  test('sign-in is told to the app, the push client registered, and the update check comes 5 s later', async ({ page, baseURL, shot }) => {
    const release = await publishedRelease(baseURL);
    await page.addInitScript(fakeCapacitor, { version: '1.0.0', pushToken: 'push-token-wangfang', browserFails: false });
    const clientInfo = page.waitForRequest((r) => r.url().includes('/api/user/v1/user/updateClientInfo') && r.postDataJSON()?.clientToken === 'push-token-wangfang', { timeout: 30_000 });
    const updateCheck = page.waitForRequest((r) => r.url().includes('/portal/appVersion/v1/check'), { timeout: 30_000 });
    await signIn(page, 'wangfang');

    // Told of the login: the account is kept natively; the push token goes to the server with the install id.
    await expect.poll(() => nativeCalls(page, 'Preferences', 'set')).toContainEqual({ key: 'portal.account', value: 'wangfang' });
    const body = (await clientInfo).postDataJSON();
    const installId = (await nativeCalls(page, 'Preferences', 'set')).find((o) => o.key === 'portal.installId')?.value;
    expect(body).toEqual({ account: 'wangfang', clientToken: 'push-token-wangfang', clientId: installId });

    // 5 s after the native sign-in: 'new version found'; accepting opens the package from this server's store.
    const dialog = page.locator('.adm-dialog-body', { hasText: '发现新版本' });
    await dialog.waitFor({ timeout: 15_000 });
    // Both instants as the page's clock saw them: the app told of the sign-in, and the check's request sent (a
    // test process slow to notice either, on a busy machine, does not move them).
    const signedInAt = await page.evaluate(() => window.__native.calls.find((c) => c.plugin === 'Preferences' && c.method === 'set' && c.options.key === 'portal.account').at);
    expect((await updateCheck).timing().startTime - signedInAt, 'the update check came too early').toBeGreaterThan(4_000);
    await expect(dialog).toContainText(`最新版本 ${release.latestVersion}，当前版本 1.0.0`);
    await shot('native-update-found');
    await dialog.getByRole('button', { name: '立即更新' }).click();
    await expect.poll(() => nativeCalls(page, 'Browser', 'open')).toHaveLength(1);
    const [{ url }] = await nativeCalls(page, 'Browser', 'open');
    expect(url).toBe(new URL(release.downloadUrl, baseURL).href);
    const pkg = await fetch(url);
    expect(pkg.ok && pkg.headers.get('content-type')).toBe('application/vnd.android.package-archive');

    // 'Software update' is there inside the app; a package the app cannot open is 'version update failed'.
    await page.evaluate(() => { window.__native.calls.length = 0; });
    await page.goto('/personal');
    await page.evaluate(() => {
      // The next answer of Browser.open fails, as when no browser can take the download.
      const open = window.Capacitor.nativePromise;
      window.Capacitor.nativePromise = async (p, m, o) => (p === 'Browser' && m === 'open' ? Promise.reject(new Error('no browser')) : open(p, m, o));
    });
    await page.getByText('软件更新').click();
    await page.locator('.adm-dialog-body', { hasText: '发现新版本' }).getByRole('button', { name: '立即更新' }).click();
    await expectToast(page, '版本更新失败');

    // Signing out is told too.
    await page.evaluate(() => { window.__native.calls.length = 0; });
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.locator('.adm-dialog-body').getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => nativeCalls(page, 'Preferences', 'remove')).toContainEqual({ key: 'portal.account' });
  });

  test("the update check says 'already the latest version' and 'network error, please try again later'", async ({ page }) => {
    await page.addInitScript(fakeCapacitor, { version: '99.0.0', pushToken: 'push-token-2', browserFails: false });
    await signIn(page, 'wangfang');
    await page.goto('/personal');
    await page.getByText('软件更新').click();
    await expectToast(page, '已是最新版本');
    await page.route('**/appVersion/v1/check**', (route) => route.abort('internetdisconnected'));
    await page.getByText('软件更新').click();
    await expectToast(page, '网络异常，请稍后再试');
  });

  test('the hardware back button: a sheet closes first, then history, then the exit prompt (cancel: /work; confirm: quit)', async ({ page, shot }) => {
    await page.addInitScript(fakeCapacitor, { version: '99.0.0', pushToken: 'push-token-3', browserFails: false });
    await signIn(page, 'wangfang');

    // At the first page of the app there is no history: the exit prompt; cancel goes to /work.
    await page.goto('/personal');
    await page.getByText('软件更新').waitFor();
    await pressBack(page);
    const prompt = page.locator('.adm-dialog-body', { hasText: '确定要退出当前应用吗？' });
    await prompt.waitFor();
    await shot('native-exit-prompt');
    await prompt.getByRole('button', { name: '取消' }).click();
    await page.waitForURL((u) => u.pathname === '/work');
    expect(await nativeCalls(page, 'App', 'exitApp')).toHaveLength(0);

    // With history, back goes back.
    await pressBack(page);
    await page.waitForURL((u) => u.pathname === '/personal');

    // An open sheet takes the press and the page stays.
    await page.getByText('语言').first().click();
    const sheet = page.locator('.adm-popup-body').filter({ visible: true });
    await sheet.waitFor();
    await pressBack(page);
    await expect(sheet).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/personal');

    // Back at the root again (a new page: the app connects to the shell again before it hears the button): confirm quits.
    await page.goto('/work');
    await pressBack(page);
    await page.locator('.adm-dialog-body', { hasText: '确定要退出当前应用吗？' }).getByRole('button', { name: '确定' }).click();
    await expect.poll(() => nativeCalls(page, 'App', 'exitApp')).toHaveLength(1);
  });
});

test.describe('in a browser', () => {
  test.use({ user: 'wangfang' });

  test("there is no 'Software update' and no native code is loaded", async ({ page }) => {
    const capacitorFiles = [];
    page.on('request', (r) => { if (/capacitor|native-shell|push-client/i.test(r.url())) capacitorFiles.push(r.url()); });
    await page.goto('/personal');
    await page.getByText('退出登录').waitFor();
    await expect(page.getByText('软件更新')).toHaveCount(0);
    expect(capacitorFiles).toEqual([]);
  });
});
