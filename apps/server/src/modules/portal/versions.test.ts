import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { portalKit, type PortalKit } from './test-kit.js';

let t: TestApp;
let k: PortalKit;
const CHECK = '/portal/portal/appVersion/v1/check';
const check = async (query: string, headers?: Record<string, string>) => k.get(`${CHECK}?${query}`, await k.token('chenjing'), headers);

beforeAll(async () => {
  t = await createTestApp();
  k = portalKit(t);
});
afterAll(() => t.close());


describe('GET /portal/appVersion/v1/check', () => {
  it("offers the seeded release to an older app with the spec's message", async () => {
    const res = await check('platform=android&version=1.1.9', { lang: 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: true, message: 'new version found',
      value: { hasUpdate: true, latestVersion: '1.2.0', downloadUrl: '/downloads/water-plant-portal-1.2.0.apk', force: false },
    });
    expect(res.json().value.notes).toContain('运行日报');
  });

  it('says the app is current when its version is the newest or newer, comparing numerically', async () => {
    for (const version of ['1.2.0', '1.2', '1.10.0']) {
      const res = await check(`platform=android&version=${version}`, { lang: 'en-US' });
      expect(res.json(), version).toMatchObject({ message: 'already the latest version', value: { hasUpdate: false, latestVersion: '1.2.0' } });
    }
    expect((await check('platform=ios&version=1.0.0')).json()).toMatchObject({ message: '已经是最新版本', value: { hasUpdate: false, latestVersion: null } });
  });

  it('forces the update when a skipped release demands it, and picks the newest numerically', async () => {
    await t.db.insertInto('app_release').values([
      { id: 'r-130', platform: 'android', version: '1.3.0', download_url: '/downloads/1.3.0.apk', notes: '安全修复', force_update: 1, published_at: '2026-11-01T00:00:00.000Z' },
      { id: 'r-1100', platform: 'android', version: '1.10.0', download_url: '/downloads/1.10.0.apk', notes: '新界面', force_update: 0, published_at: '2026-11-10T00:00:00.000Z' },
    ]).execute();
    expect((await check('platform=android&version=1.2.0')).json().value).toMatchObject({ hasUpdate: true, latestVersion: '1.10.0', force: true, downloadUrl: '/downloads/1.10.0.apk' });
    expect((await check('platform=android&version=1.3.0')).json().value).toMatchObject({ hasUpdate: true, latestVersion: '1.10.0', force: false });
  });

  it('refuses bad platforms and versions with 400', async () => {
    for (const q of ['platform=windows&version=1.0.0', 'platform=android&version=1.x', 'platform=android&version=', 'platform=android&version=1.2.3.4.5', 'version=1.0']) {
      const res = await check(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().state).toBe(false);
    }
  });
});
