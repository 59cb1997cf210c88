import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { avatarPng, encodePng } from '../../seed/png.js';
import { multipart, type Part } from '../../test/multipart.js';

let t: TestApp;
/** A second server with a 2 KB upload limit. */
let small: TestApp;
const tok: Record<string, string> = {};
let hxToken: string;

const F = '/portal/system/file/v1';
const P = '/portal/file/onlinePreviewController/v1';

const uploadTo = (app: TestApp, token: string | undefined, parts: Part[], url = `${F}/upload`) => {
  const { payload, headers } = multipart(parts);
  return app.call({ method: 'POST', url, token, payload, headers });
};
const upload = (token: string | undefined, filename: string, content: Buffer, extra: Part[] = [], field = 'file') =>
  uploadTo(t, token, [...extra, { name: field, filename, content, contentType: 'image/png' }]);
const get = (url: string, token: string | undefined) => t.call({ method: 'GET', url, token });
const fileCount = async () => Number((await t.db.selectFrom('sys_file').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const png = avatarPng('files-test', 48);
let privateId: string;

beforeAll(async () => {
  [t, small] = await Promise.all([createTestApp(), createTestApp({ env: { UPLOAD_MAX_BYTES: '2048' } })]);
  for (const a of ['zhangmin', 'chenjing', 'zhangwei']) tok[a] = await t.login(a);
  tok.admin = await t.login('admin', 'Admin@2026');
  const hxTenantId = (await get('/uc/uc/tenantManage/v1/getTenantByCode?code=hxwater', undefined)).json().value.id;
  hxToken = await t.login('hxadmin', 'Water@2026', hxTenantId);
  privateId = (await upload(tok.zhangmin, '巡检照片.png', png)).json().fileId;
});
afterAll(() => Promise.all([t?.close(), small?.close()]));

describe('POST /portal/system/file/v1/upload and fileUpload', () => {
  it('stores a real PNG under its original name and gives its fileId', async () => {
    const res = await upload(tok.zhangmin, '二号泵房 巡检.png', png);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ state: true, message: '上传成功' });
    expect(body.fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.value).toEqual({ fileId: body.fileId, fileName: '二号泵房 巡检.png', mimeType: 'image/png', size: png.length, createTime: expect.any(String), extraProp: null });
    const row = await t.db.selectFrom('sys_file').selectAll().where('id', '=', body.fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '二号泵房 巡检.png', mime_type: 'image/png', size: png.length, visibility: 'private' });
  });

  it('accepts the "files" field on fileUpload (the seal and photo variant)', async () => {
    const res = await uploadTo(t, tok.zhangmin, [{ name: 'files', filename: 'seal.png', content: png }], `${F}/fileUpload`);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ fileName: 'seal.png', mimeType: 'image/png' });
  });

  it('stores the type it sniffed, never the one the client claims', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await uploadTo(t, tok.zhangmin, [{ name: 'file', filename: '检测报告.pdf', content: pdf, contentType: 'image/png' }]);
    expect(res.json().value.mimeType).toBe('application/pdf');
    const text = await upload(tok.zhangmin, 'notes.txt', Buffer.from('进水COD 320 mg/L\n出水COD 18 mg/L\n'));
    expect(text.json().value.mimeType).toBe('text/plain');
  });

  it('keeps only the last segment of a path-like name', async () => {
    const res = await upload(tok.zhangmin, 'C:\\fakepath\\pump.png', png);
    expect(res.json().value.fileName).toBe('pump.png');
    const res2 = await upload(tok.zhangmin, '../../etc/pump2.png', png);
    expect(res2.json().value.fileName).toBe('pump2.png');
  });

  it.each([
    ['a Windows executable', 'report.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 1)]), 'application/x-msdownload'],
    ['an HTML page', 'photo.png', Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'), 'text/html'],
    ['an SVG with a script', 'photo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 'image/svg+xml'],
    ['an XML-prologued SVG', 'photo.png', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'application/xml'],
    ['HTML named .txt', 'readme.txt', Buffer.from('hello <script>alert(1)</script>'), 'text/html'],
    ['random bytes', 'photo.png', Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256)), 'unknown (named .png)'],
  ])('refuses %s disguised as %s with a message naming what it is', async (_what, filename, content, seen) => {
    const before = await fileCount();
    const res = await upload(tok.zhangmin, filename, content);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: `不支持的文件类型：${seen}`, code: 400 });
    expect(await fileCount()).toBe(before);
  });

  it('says in English too which type was refused', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'x.png', content: Buffer.from('MZ\x90\x00') }]);
    const res = await t.call({ method: 'POST', url: `${F}/upload`, token: tok.zhangmin, payload, headers: { ...headers, lang: 'en-US' } });
    expect(res.json().message).toBe('Unsupported file type: application/x-msdownload');
  });

  it('refuses a request without a file', async () => {
    const before = await fileCount();
    const cases = [
      multipart([{ name: 'visibility', value: 'tenant' }]),
      multipart([{ name: 'avatar', filename: 'x.png', content: png }]),
      multipart([{ name: 'file', filename: 'empty.png', content: Buffer.alloc(0) }]),
      { payload: JSON.stringify({ file: png.toString('base64') }), headers: { 'content-type': 'application/json' } },
    ];
    for (const { payload, headers } of cases) {
      const res = await t.call({ method: 'POST', url: `${F}/upload`, token: tok.zhangmin, payload, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ state: false, message: 'file: 请选择要上传的文件', code: 400 });
    }
    const none = await t.call({ method: 'POST', url: `${F}/upload`, token: tok.zhangmin });
    expect(none.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('refuses uploads without a token', async () => {
    const before = await fileCount();
    const res = await upload(undefined, 'x.png', png);
    expect(res.statusCode).toBe(401);
    expect(await fileCount()).toBe(before);
  });
});

describe('upload size limit', () => {
  let token: string;
  beforeAll(async () => {
    token = await small.login('zhangmin');
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and the limit in the message, storing nothing', async () => {
    // Random pixels do not compress: this PNG is far above 2 KB.
    const noise = randomBytes(64 * 64 * 4);
    const big = encodePng(64, 64, (x, y) => [...noise.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 4)] as [number, number, number, number]);
    expect(big.length).toBeGreaterThan(2048);
    const count = async () => (await small.db.selectFrom('sys_file').select('id').execute()).length;
    const before = await count();
    const res = await uploadTo(small, token, [{ name: 'file', filename: 'big.png', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ state: false, message: '文件大小超过限制（2.00 KB）', code: 413 });
    expect(await count()).toBe(before);
  });

  it('still takes a file under the limit', async () => {
    const tiny = encodePng(4, 4, () => [0, 128, 255, 255]);
    const res = await uploadTo(small, token, [{ name: 'file', filename: 'tiny.png', content: tiny }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.size).toBe(tiny.length);
  });
});

describe('reading files', () => {
  it('downloadFile sends the content as an attachment under the original Chinese name', async () => {
    const res = await get(`${F}/downloadFile?fileId=${privateId}`, tok.zhangmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent('巡检照片.png')}`);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("encodes quotes, apostrophes and brackets in the name so the header stays parseable", async () => {
    const id = (await upload(tok.zhangmin, `泵 "A" (1)'s.png`, png)).json().fileId;
    const res = await get(`${F}/downloadFile?fileId=${id}`, tok.zhangmin);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_ _A_ (1)'s.png"; filename*=UTF-8''%E6%B3%B5%20%22A%22%20%281%29%27s.png`,
    );
    const star = /filename\*=UTF-8''([^;]+)$/.exec(String(res.headers['content-disposition']))![1];
    expect(decodeURIComponent(star)).toBe(`泵 "A" (1)'s.png`);
  });

  it('preview sends the same content inline', async () => {
    const res = await get(`${F}/preview?fileId=${privateId}`, tok.zhangmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="____\.png"; filename\*=UTF-8''/);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it("keeps a private file from another user of the tenant (403), but not from an administrator", async () => {
    for (const url of [`${F}/downloadFile?fileId=${privateId}`, `${F}/preview?fileId=${privateId}`, `${P}/getFileById_${privateId}`, `${P}/onlinePreview?fileId=${privateId}`]) {
      const res = await get(url, tok.chenjing);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ state: false, message: '无权访问该文件', code: 403 });
    }
    const admin = await get(`${F}/downloadFile?fileId=${privateId}`, tok.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.equals(png)).toBe(true);
  });

  it("lets everyone of the tenant read a 'tenant'-visibility photo", async () => {
    const res = await upload(tok.zhangmin, '头像.png', png, [{ name: 'visibility', value: 'tenant' }]);
    expect(res.statusCode).toBe(200);
    const id = res.json().fileId;
    expect((await t.db.selectFrom('sys_file').select('visibility').where('id', '=', id).executeTakeFirstOrThrow()).visibility).toBe('tenant');
    const read = await get(`${F}/preview?fileId=${id}`, tok.chenjing);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(png)).toBe(true);
  });

  it("lets colleagues see seeded avatars but not someone else's seal, nor its owner before the seal password", async () => {
    const detail = (await t.call({ method: 'POST', url: '/uc/api/user/v1/user/getDetailByAccountOrId', token: tok.zhangwei, payload: { accountOrId: 'zhangwei' } })).json();
    const photo = await get(`${F}/preview?fileId=${detail.user.photo}`, tok.chenjing);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(avatarPng('zhangwei'))).toBe(true);
    const sealFile = (await get('/uc/uc/electronicSeal/v1/getSealByCurrentUserId', tok.zhangwei)).json().fileId;
    expect((await get(`${F}/preview?fileId=${sealFile}`, tok.chenjing)).statusCode).toBe(403);
    // The owner's token alone does not show it: a stolen unlocked phone must not give the seal away.
    const otherSession = await t.login('zhangwei');
    for (const url of [`${F}/preview?fileId=${sealFile}`, `${F}/downloadFile?fileId=${sealFile}`]) expect((await get(url, tok.zhangwei)).statusCode).toBe(403);
    const opened = await t.call({ method: 'POST', url: '/uc/uc/electronicSeal/v1/getElectronicSeal', token: tok.zhangwei, payload: { password: 'Seal@2026' } });
    expect(opened.json()).toMatchObject({ state: true, value: sealFile });
    const own = await get(`${F}/preview?fileId=${sealFile}`, tok.zhangwei);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Granted to the session that passed the password, not to the user's other sessions nor to colleagues.
    expect((await get(`${F}/preview?fileId=${sealFile}`, otherSession)).statusCode).toBe(403);
    expect((await get(`${F}/preview?fileId=${sealFile}`, tok.chenjing)).statusCode).toBe(403);
  });

  it('answers 404 to another tenant, for private and tenant-wide files alike, and the other way round', async () => {
    const shared = (await upload(tok.zhangmin, 'shared.png', png, [{ name: 'visibility', value: 'tenant' }])).json().fileId;
    for (const id of [privateId, shared]) {
      for (const url of [`${F}/downloadFile?fileId=${id}`, `${F}/preview?fileId=${id}`, `${P}/getFileById_${id}`, `${P}/onlinePreview?fileId=${id}`]) {
        const res = await get(url, hxToken);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('文件不存在');
      }
    }
    const hxFile = (await upload(hxToken, '华兴.png', png, [{ name: 'visibility', value: 'tenant' }])).json().fileId;
    expect((await get(`${F}/preview?fileId=${hxFile}`, hxToken)).statusCode).toBe(200);
    expect((await get(`${F}/preview?fileId=${hxFile}`, tok.admin)).statusCode).toBe(404);
    expect((await get(`${F}/preview?fileId=${hxFile}`, tok.zhangmin)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown file and 400 without a fileId', async () => {
    expect((await get(`${F}/downloadFile?fileId=nope`, tok.zhangmin)).statusCode).toBe(404);
    expect((await get(`${P}/getFileById_nope`, tok.zhangmin)).statusCode).toBe(404);
    const missing = await get(`${F}/downloadFile`, tok.zhangmin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ state: false, message: expect.stringContaining('querystring.fileId') });
    expect((await get(`${F}/preview?fileId=${'x'.repeat(65)}`, tok.zhangmin)).statusCode).toBe(400);
  });

  it('refuses reads without a token', async () => {
    expect((await get(`${F}/downloadFile?fileId=${privateId}`, undefined)).statusCode).toBe(401);
    expect((await get(`${P}/getFileById_${privateId}`, undefined)).statusCode).toBe(401);
  });
});

describe('online preview', () => {
  it('onlinePreview tells how to show the file and getFileById_{id} gives its content', async () => {
    const res = await get(`${P}/onlinePreview?fileId=${privateId}`, tok.zhangmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: true, message: '操作成功',
      value: { fileId: privateId, fileName: '巡检照片.png', mimeType: 'image/png', url: `${P}/getFileById_${privateId}` },
    });
    const content = await get(res.json().value.url, tok.zhangmin);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['content-disposition']).toMatch(/^inline;/);
    expect(content.rawPayload.equals(png)).toBe(true);
  });
});

describe('POST /portal/system/file/v1/updateFileExtraProp', () => {
  const extra = async (id: string) => (await t.db.selectFrom('sys_file').select('extra_prop').where('id', '=', id).executeTakeFirstOrThrow()).extra_prop;
  const update = (token: string, fileId: string, extraProp: string) =>
    t.call({ method: 'POST', url: `${F}/updateFileExtraProp`, token, payload: { fileId, extraProp } });

  it('lets the owner attach properties', async () => {
    const res = await update(tok.zhangmin, privateId, '{"remark":"二号泵"}');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '保存成功' });
    expect(await extra(privateId)).toBe('{"remark":"二号泵"}');
  });

  it('refuses anyone else of the tenant (403) and other tenants (404), changing nothing', async () => {
    const before = await extra(privateId);
    const other = await update(tok.chenjing, privateId, '{"remark":"hacked"}');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('无权访问该文件');
    expect((await update(hxToken, privateId, '{"remark":"hacked"}')).statusCode).toBe(404);
    expect((await update(tok.zhangmin, 'nope', '{}')).statusCode).toBe(404);
    expect(await extra(privateId)).toBe(before);
  });

  it('lets an administrator of the tenant maintain it', async () => {
    expect((await update(tok.admin, privateId, '{"remark":"checked"}')).statusCode).toBe(200);
    expect(await extra(privateId)).toBe('{"remark":"checked"}');
  });

  it.each([
    [{ fileId: 'x' }, 'body.extraProp'],
    [{ extraProp: '{}' }, 'body.fileId'],
    [{ fileId: 5, extraProp: '{}' }, 'body.fileId'],
    [{ fileId: 'x', extraProp: 'x'.repeat(4001) }, 'body.extraProp'],
    [{ fileId: 'x', extraProp: { remark: 1 } }, 'body.extraProp'],
    [[{ fileId: 'x', extraProp: '{}' }], 'body: '],
  ])('rejects %j with 400 naming %s', async (payload, field) => {
    const before = await extra(privateId);
    const res = await t.call({ method: 'POST', url: `${F}/updateFileExtraProp`, token: tok.zhangmin, payload: payload as never });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: expect.stringContaining(field) });
    expect(await extra(privateId)).toBe(before);
  });
});
