import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';
import { portalKit, type PortalKit } from '../test-kit.js';

let t: TestApp;
let k: PortalKit;
const V = '/portal/portal/appVersion/v1';
const check = async (query: string, headers?: Record<string, string>) => k.get(`${V}/check?${query}`, await k.token('chenjing'), headers);

/** A ZIP archive's first bytes (an .apk is one), then some content. */
const apk = (size = 2048) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(size, 7)]);
const publish = async (account: string, fields: Record<string, string>, file = { filename: 'portal.apk', content: apk() }, headers: Record<string, string> = {}) => {
  const body = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', ...file }]);
  return t.call({ method: 'POST', url: `${V}/publish`, token: await k.token(account), payload: body.payload, headers: { ...body.headers, ...headers } });
};

beforeAll(async () => {
  t = await createTestApp({ env: { PACKAGE_MAX_BYTES: '65536' } });
  k = portalKit(t);
});
afterAll(() => t.close());

describe('the native app update', () => {
  it('says an app is current while nothing is published (no release is seeded without its package)', async () => {
    const res = await check('platform=android&version=1.0.0', { lang: 'en-US' });
    expect(res.json()).toMatchObject({ state: true, message: 'already the latest version', value: { hasUpdate: false, latestVersion: null, downloadUrl: null } });
  });

  it('publishes a release with its package, offers it to older apps, and serves the package the check names', async () => {
    const content = apk(4096);
    const res = await publish('admin', { platform: 'android', version: '1.2.0', notes: '新增运行日报大屏', force: 'false' }, { filename: 'portal-1.2.0.apk', content });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, message: '新版本已发布', value: { platform: 'android', version: '1.2.0' } });
    const offered = (await check('platform=android&version=1.1.9', { lang: 'en-US' })).json();
    expect(offered).toMatchObject({ message: 'new version found', value: { hasUpdate: true, latestVersion: '1.2.0', notes: '新增运行日报大屏', force: false } });
    expect(offered.value.downloadUrl).toBe(res.json().value.downloadUrl);
    // The updater downloads without a token.
    const file = await t.call({ method: 'GET', url: offered.value.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(file.headers['content-disposition']).toContain('water-plant-portal-1.2.0.apk');
    expect(file.rawPayload.equals(content)).toBe(true);
    for (const version of ['1.2.0', '1.2', 'v1.2.0', '1.10.0']) {
      expect((await check(`platform=android&version=${version.replace('v', '')}`)).json().value.hasUpdate, version).toBe(false);
    }
  });

  it('forces the update when a skipped release demands it, and picks the newest numerically', async () => {
    expect((await publish('admin', { platform: 'android', version: '1.3.0', notes: '安全修复', force: 'true' })).statusCode).toBe(200);
    expect((await publish('admin', { platform: 'android', version: '1.10.0', notes: '新界面' })).statusCode).toBe(200);
    expect((await check('platform=android&version=1.2.0')).json().value).toMatchObject({ hasUpdate: true, latestVersion: '1.10.0', force: true });
    expect((await check('platform=android&version=1.3.0')).json().value).toMatchObject({ hasUpdate: true, latestVersion: '1.10.0', force: false });
  });

  it('lets only administrators publish, a version newer than the newest, an .apk or .ipa that is a ZIP, within the size limit', async () => {
    const before = await t.db.selectFrom('app_release').select('id').execute();
    const refused = [
      [await publish('zhangwei', { platform: 'android', version: '9.0.0' }), 403, '只有管理员可以发布新版本'],
      [await publish('admin', { platform: 'android', version: '1.9.9' }), 409, 'version: 新版本号须高于已发布的1.10.0'],
      [await publish('admin', { platform: 'android', version: '1.10' }), 409, 'version: 新版本号须高于已发布的1.10.0'],
      [await publish('admin', { platform: 'android', version: '2.x' }), 400, 'version: 版本号应为1.2.0这样的数字格式'],
      [await publish('admin', { platform: 'windows', version: '2.0.0' }), 400, 'platform: 只能是android或ios'],
      [await publish('admin', { platform: 'android', version: '2.0.0' }, { filename: 'portal.exe', content: apk() }), 400, 'file: 安装包应为.apk或.ipa文件'],
      [await publish('admin', { platform: 'android', version: '2.0.0' }, { filename: 'portal.apk', content: Buffer.from('MZ\x90\x00 not a zip') }), 400, 'file: 安装包应为.apk或.ipa文件'],
      [await publish('admin', { platform: 'android', version: '2.0.0' }, { filename: 'portal.apk', content: apk(70_000) }), 413, '文件大小超过限制（64.00 KB）'],
    ] as const;
    for (const [res, status, message] of refused) expect([res.statusCode, res.json().message]).toEqual([status, expect.stringContaining(message)]);
    const en = await publish('admin', { platform: 'android', version: '2.x' }, undefined, { lang: 'en-US' });
    expect(en.json().message).toBe('version: must be a dotted version such as 1.2.0');
    expect(await t.db.selectFrom('app_release').select('id').execute()).toEqual(before);
    expect((await t.call({ method: 'GET', url: `${V}/download/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `${V}/download/..%2F..%2Fapp.db` })).statusCode).toBe(404);
  });

  it('refuses bad platforms and versions in the check with 400', async () => {
    for (const q of ['platform=windows&version=1.0.0', 'platform=android&version=1.x', 'platform=android&version=', 'platform=android&version=1.2.3.4.5', 'version=1.0']) {
      const res = await check(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().state).toBe(false);
    }
  });
});
