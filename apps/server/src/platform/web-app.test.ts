import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { TENANT_COOKIE } from './tenant-boot.js';

/** The boot screens of each tenant's pages, served from the web app's real index.html. */
let t: TestApp;
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-web-'));
const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
let hxLogo: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), source);
  fs.writeFileSync(path.join(web, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
  fs.writeFileSync(path.join(web, 'manifest.webmanifest'), '{"name":"x"}');
  t = await createTestApp({ env: { WEB_DIST: web } });
  hxLogo = (await t.db.selectFrom('uc_tenant').select('logo').where('code', '=', 'hxwater').executeTakeFirstOrThrow()).logo!;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.call({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const bootOf = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  brand: /<div class="boot-brand">([^<]*)<\/div>/.exec(html)?.[1],
  logo: /<div class="boot-logo">([\s\S]*?)<\/div>/.exec(html)?.[1],
});

describe('boot screen per tenant', () => {
  it('paints the second tenant\'s name, logo and title on its sign-in pages', async () => {
    expect(hxLogo).toMatch(/^data:image\/png;base64,/);
    for (const url of ['/login/hxwater', '/login/hxwater/home?x=1']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(bootOf(res.body)).toEqual({ title: '华兴水务', brand: '华兴水务', logo: `<img src="${hxLogo}" width="56" height="56" alt="">` });
      expect(res.body).toContain('id="runtime-config"');
    }
  });

  it('paints it for any page of a browser whose sign-in set the tenant cookie', async () => {
    const res = await page('/home', `lang=zh-CN; ${TENANT_COOKIE}=hxwater`);
    expect(bootOf(res.body).brand).toBe('华兴水务');
    expect(bootOf(res.body).logo).toContain(hxLogo);
    // The sign-in URL names the tenant even over another tenant's cookie.
    expect(bootOf((await page('/login/platform', `${TENANT_COOKIE}=hxwater`)).body).brand).toBe('清源再生水厂');
    expect(bootOf((await page('/login', `${TENANT_COOKIE}=hxwater`)).body).brand).toBe('清源再生水厂');
  });

  it('keeps today\'s markup for the default tenant, an unknown tenant and a malformed code', async () => {
    const expected = bootOf(source);
    expect(expected.logo).toContain('<svg');
    for (const [url, cookie] of [['/home', undefined], ['/login', undefined], ['/login/platform', undefined], ['/login/nosuch', undefined],
      ['/home', `${TENANT_COOKIE}=platform`], ['/home', `${TENANT_COOKIE}=nosuch`], ['/home', `${TENANT_COOKIE}=%3Cx%3E`], ['/login/a%20b', undefined]] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(bootOf(res.body), `${url} ${cookie}`).toEqual(expected);
    }
  });

  it('paints the default tenant\'s brand once its name is not the one built in (a plant of its own, not the demo)', async () => {
    const plant = await t.db.selectFrom('uc_tenant').select(['name', 'logo']).where('code', '=', 'platform').executeTakeFirstOrThrow();
    await t.db.updateTable('uc_tenant').set({ name: '东湖再生水厂', logo: null }).where('code', '=', 'platform').execute();
    try {
      for (const url of ['/login', '/home']) {
        const { body } = await page(url);
        expect(bootOf(body)).toEqual({ title: '东湖再生水厂', brand: '东湖再生水厂', logo: bootOf(source).logo });
        expect(body).toContain('<meta name="description" content="东湖再生水厂 移动办公与流程审批平台"');
      }
      // Another tenant's pages keep their own.
      expect(bootOf((await page('/login/hxwater')).body).brand).toBe('华兴水务');
    } finally {
      await t.db.updateTable('uc_tenant').set(plant).where('code', '=', 'platform').execute();
    }
  });

  it('escapes a tenant name that carries markup', async () => {
    await t.db.updateTable('uc_tenant').set({ name: '<script>alert("x")</script>&水务' }).where('code', '=', 'hxwater').execute();
    try {
      const res = await page('/login/hxwater');
      expect(bootOf(res.body).title).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#38;水务');
      expect(bootOf(res.body).brand).toBe(bootOf(res.body).title);
      expect(res.body).not.toContain('<script>alert');
    } finally {
      await t.db.updateTable('uc_tenant').set({ name: '华兴水务' }).where('code', '=', 'hxwater').execute();
    }
  });

  it('never writes a stored logo that is not a PNG data URL', async () => {
    await t.db.updateTable('uc_tenant').set({ logo: 'data:image/svg+xml,<svg onload=alert(1)>' }).where('code', '=', 'hxwater').execute();
    try {
      const res = await page('/login/hxwater');
      expect(bootOf(res.body)).toMatchObject({ brand: '华兴水务', logo: bootOf(source).logo });
      const lookup = await t.call({ method: 'GET', url: '/uc/uc/tenantManage/v1/getTenantByCode?code=hxwater' });
      expect(lookup.json().value.logo).toBeNull();
    } finally {
      await t.db.updateTable('uc_tenant').set({ logo: hxLogo }).where('code', '=', 'hxwater').execute();
    }
  });

  it('serves index.html revalidated and varying by cookie, hashed assets cached for good, and allows the data: logo', async () => {
    const res = await page('/login/hxwater');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src 'self' data:/);
    const asset = await page('/assets/main-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker revalidated on every check (a new build is seen at once) and allowed by the CSP, and the manifest as one', async () => {
    const sw = await page('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(String(sw.headers['content-type'])).toMatch(/javascript/);
    // worker-src falls back to script-src, then default-src: both allow this origin's scripts.
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/worker-src|manifest-src/);
    const manifest = await page('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(String(manifest.headers['content-type'])).toMatch(/application\/manifest\+json/);
  });
});
