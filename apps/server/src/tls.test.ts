import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { avatarPng } from './seed/png.js';
import { createTestApp, type TestApp } from './test/harness.js';

/** The real server on a port with a self-signed certificate, spoken to over HTTP/2 and over HTTP/1.1. */
let t: TestApp;
let origin: string;
let session: http2.ClientHttp2Session;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-tls-'));
const web = path.join(dir, 'web');
const script = 'console.log("the web app");'.repeat(100);

beforeAll(async () => {
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
    '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'], { stdio: 'ignore' });
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(web, 'assets', 'main-abc123.js'), script);
  fs.writeFileSync(path.join(web, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(script));
  t = await createTestApp({ env: { TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem'), WEB_DIST: web } });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  session = http2.connect(origin, { rejectUnauthorized: false });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One request on the shared HTTP/2 connection. */
function h2(pathname: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = session.request({ ':method': method, ':path': pathname, ...headers });
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders = {};
    req.on('response', (h) => { head = h; });
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    req.on('error', reject);
    req.end(body);
  });
}
const json = (res: { body: Buffer }) => JSON.parse(res.body.toString('utf8'));

describe('with TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('answers over HTTP/2 and over HTTP/1.1 on the same port', async () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await h2('/health');
    expect(session.alpnProtocol).toBe('h2');
    expect(res.status).toBe(200);
    expect(json(res)).toMatchObject({ status: 'ok', db: true });

    const http1 = await new Promise<{ status?: number; version: string; body: string }>((resolve, reject) => {
      https.get(`${origin}/health`, { rejectUnauthorized: false }, (r) => {
        let body = '';
        r.on('data', (c) => { body += c; });
        r.on('end', () => resolve({ status: r.statusCode, version: r.httpVersion, body }));
      }).on('error', reject);
    });
    expect(http1).toMatchObject({ status: 200, version: '1.1' });
    expect(JSON.parse(http1.body)).toMatchObject({ status: 'ok' });
  });

  it('serves the web app over HTTP/2: precompressed assets, client routes, compressed JSON, HSTS', async () => {
    const asset = await h2('/assets/main-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.body).toString()).toBe(script);

    const page = await h2('/work/myMatters/0');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body.toString()).toContain('id="runtime-config"');
    expect(page.headers['strict-transport-security']).toBe('max-age=15552000');

    const docs = await h2('/api-docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.body).toString()).paths['/uc/auth']).toBeTruthy();
  });

  it('takes an upload and gives the file back over HTTP/2', async () => {
    const login = await h2('/uc/auth', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ username: 'zhangmin', password: t.encrypt('Water@2026') })),
    });
    const auth = { authorization: `Bearer ${json(login).token}` };
    const png = avatarPng('tls-test', 32);
    const boundary = 'wpTlsTestBoundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="泵房.png"\r\nContent-Type: image/png\r\n\r\n`),
      png, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await h2('/portal/system/file/v1/upload', { method: 'POST', headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(upload.status).toBe(200);
    const { fileId } = json(upload);
    const download = await h2(`/portal/system/file/v1/downloadFile?fileId=${fileId}`, { headers: auth });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.body.equals(png)).toBe(true);
  });

  it('refuses an unreadable body over HTTP/2 in the spec\'s shape, without a header HTTP/2 forbids', async () => {
    const warn = vi.spyOn(process, 'emitWarning');
    try {
      const res = await h2('/uc/auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"username":') });
      expect(res.status).toBe(400);
      expect(json(res)).toMatchObject({ state: false, code: 400 });
      expect(warn.mock.calls.map((c) => String(c[0]))).not.toContainEqual(expect.stringMatching(/connection header/i));
    } finally {
      warn.mockRestore();
    }
  });

  it('stops at once while a client still holds its session open, not once the session idles out', async () => {
    const closed = new Promise((resolve) => session.once('close', resolve));
    await t.app.close();
    await closed;
  });
});
