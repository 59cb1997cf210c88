import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
/** Stands in for the built app's inline loader (vite.config.ts, paint-first). */
const loader = "document.title='loaded'";
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), `<html><head><title>x</title></head><body><div id="root"></div><script>${loader}</script></body></html>`);
  fs.writeFileSync(path.join(web, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST: web }, seed: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers unknown non-API paths with index.html carrying the runtime config (history mode)', async () => {
    const res = await t.call({ method: 'GET', url: '/work/myMatters/0?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const json = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(res.body)?.[1];
    const config = JSON.parse(json!);
    expect(config.hosts.uc).toBe('/uc');
    expect(config.rsaPublicKey).toMatch(/BEGIN PUBLIC KEY/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('allows exactly the inline loader of index.html by its hash, no other inline script, and WebAssembly', async () => {
    const csp = String((await t.call({ method: 'GET', url: '/home' })).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(' ');
    const hash = `'sha256-${crypto.createHash('sha256').update(loader).digest('base64')}'`;
    // WebAssembly may compile (the label scanner's QR reader); no inline script or eval beyond the loader.
    expect(scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('serves hashed assets as immutable and unknown API paths as a JSON 404', async () => {
    const asset = await t.call({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.call({ method: 'GET', url: '/uc/api/nothing/here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ state: false, message: expect.stringContaining('/uc/api/nothing/here') });
  });

  it('documents every route at the full path the client calls', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api-docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/uc/auth', '/uc/uc/tenantManage/v1/getTenantByCode', '/uc/api/user/v1/user/getDetailByAccountOrId', '/portal/system/file/v1/upload',
    ]));
    expect(doc.paths['/uc/auth'].post.requestBody).toBeTruthy();
  });

  it('refers only to schemas it defines, and lists the refusals each route may give in the error shape', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api-docs/json' })).json();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((name) => !doc.components.schemas[name])).toEqual([]);
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    expect(statuses('/uc/auth', 'post')).toEqual(['200', '400', '401', '403', '413', '415', '423', '429', '500']);
    expect(statuses('/bpm-runtime/runtime/task/v1/getTodoList', 'post')).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '500']);
    const refusal = doc.paths['/bpm-runtime/runtime/task/v1/getTodoList'].post.responses['401'].content['application/json'].schema;
    expect(refusal).toEqual({ $ref: '#/components/schemas/ErrorResult' });
    expect(doc.components.schemas.ErrorResult.required).toEqual(['state', 'message']);
  });

  it('reports health with the database state', async () => {
    expect((await t.call({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok', db: true });
  });
});

describe('request ids', () => {
  it('every reply names its request, keeping a balancer\'s well-formed id and never an odd one', async () => {
    const own = await t.call({ method: 'GET', url: '/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const given = await t.call({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-7f3a9c21' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c21');
    const odd = await t.call({ method: 'GET', url: '/health', headers: { 'x-request-id': 'x\r\nSet-Cookie: a=b' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a server fault says its log id in the caller\'s language, so a user\'s report finds the log lines', async () => {
    const broken = await createTestApp({ seed: false });
    await broken.db.schema.dropTable('uc_tenant').execute();
    for (const [lang, words] of [['zh-CN', '系统异常，请稍后再试（日志编号 '], ['en-US', 'the system has gone wrong (log id ']]) {
      const res = await broken.call({ method: 'GET', url: '/uc/uc/tenantManage/v1/getTenantByCode?code=platform', headers: { lang } });
      expect(res.statusCode).toBe(500);
      const id = res.headers['x-request-id'] as string;
      expect(res.json().message).toBe(`${words}${id}${lang === 'zh-CN' ? '）' : ')'}`);
    }
    await broken.close();
  });
});

describe('GET /health/ready', () => {
  it('is ready while the database answers, and not once it is gone', async () => {
    const app = await createTestApp({ seed: false });
    const ready = await app.call({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, db: true });
    await app.close();
    const gone = await createTestApp({ seed: false });
    await gone.db.destroy();
    const down = await gone.call({ method: 'GET', url: '/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ ready: false, db: false });
    await gone.close().catch(() => undefined);
  });
});
