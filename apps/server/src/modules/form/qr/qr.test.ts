import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { loadJwtSecret } from '../../../platform/auth/tokens.js';
import { systemClock } from '../../../platform/clock.js';
import { createFormModule } from '../index.js';
import { defineLab, formKit, type FormKit } from '../test-kit.js';
import { createLinkSigner } from './link-signer.js';

let t: TestApp;
let k: FormKit;
let signer: ReturnType<typeof createLinkSigner>;

const BASE = '/form/form/dataTemplate/v1';
const LINK = `${BASE}/qrCodeLink`;
const FORM = `${BASE}/qrCodeForm`;
/** Records by who added them. */
const ids: Record<string, string> = {};

const add = async (account: string, templateKey: string, values: Record<string, unknown>) => {
  const res = await k.post(`${BASE}/boSave/qrlab_bo`, await k.token(account), { templateKey, qrlab_bo: values });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as string;
};
/** The query of the page a link opens: `?id=&exp=&sig=` plus the template. */
const paramsOf = (url: string) => {
  const u = new URL(url);
  return { templateKey: decodeURIComponent(u.pathname.split('/').pop()!), id: u.searchParams.get('id')!, exp: Number(u.searchParams.get('exp')), sig: u.searchParams.get('sig')! };
};
const open = (p: { templateKey: string; id: string; exp: number | string; sig: string }, token: string, lang?: string) =>
  k.get(`${FORM}?${new URLSearchParams({ templateKey: p.templateKey, id: p.id, exp: String(p.exp), sig: p.sig })}`, token, lang);
const mint = async (account: string, id: string, templateKey = 'qrlab', lang?: string) =>
  k.get(`${LINK}?templateKey=${templateKey}&id=${id}`, await k.token(account), lang);

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  signer = createLinkSigner(loadJwtSecret(t.config.dataDir, t.config.jwtSecret));
  await defineLab(t, k, 'qrlab');
  const tenant = await k.plantId();
  const staff = await k.roleId('staff');
  // The same records through a template whose mobile form shows three fields, and one where staff see only their own rows.
  await createFormModule({ db: t.db, clock: systemClock }).forms.save(tenant, null, 'qrlab_mobile', '化验数据（手机）', {
    fields: [
      { key: 'sampleDate', label: '采样日期', type: 'date' }, { key: 'cod', label: 'COD', type: 'number' },
      { key: 'items', label: '仪器', type: 'subtable', columns: [{ key: 'name', label: '名称', type: 'text' }] },
    ],
  } as never);
  await k.templates.define(tenant, null, { alias: 'qrlab_phone', name: '化验数据（扫码）', boAlias: 'qrlab_bo', formKey: 'qrlab_bo', mobileFormAlias: 'qrlab_mobile', right: [{ type: 'role', id: staff }] });
  await k.templates.define(tenant, null, {
    alias: 'qrlab_own', name: '我的化验数据', boAlias: 'qrlab_bo', formKey: 'qrlab_bo', right: [{ type: 'role', id: staff }],
    manageField: [{ name: 'add', desc: '新增' }],
    filterField: [{ key: 'own', name: '本人', right: [{ type: 'role', id: staff }], condition: [{ property: 'create_by_', operation: 'EQ', current: 'userId' }] }],
  });
  ids.chenjing = await add('chenjing', 'qrlab', { sampleDate: '2026-05-01', point: 'out', cod: 18.5, note: '复测', items: [{ name: '烧杯' }] });
  ids.other = await add('chenjing', 'qrlab', { sampleDate: '2026-05-02', point: 'in', cod: 240 });
});
afterAll(() => t.close());

describe('GET qrCodeLink and qrCodeForm', () => {
  it('mints a signed link for 30 days with its code, and the link opens the record read-only for whoever may read it', async () => {
    const res = await mint('chenjing', ids.chenjing);
    expect(res.statusCode).toBe(200);
    const { state, message, value } = res.json();
    expect([state, message]).toEqual([true, '二维码已生成']);
    expect(value.url).toMatch(new RegExp(`^http://localhost(:80)?/QRCodeForm/qrlab\\?id=${ids.chenjing}&exp=\\d+&sig=[\\w-]{43}$`));
    const days = (Date.parse(value.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(value.svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(value.png).toMatch(/^data:image\/png;base64,/);
    expect((await mint('chenjing', ids.chenjing, 'qrlab', 'en-US')).json().message).toBe('QR code created');

    // A director reads the template too: a shared link opens for them, read-only, no more than the form.
    const form = await open(paramsOf(value.url), await k.token('zhangwei'));
    expect(form.statusCode).toBe(200);
    const body = form.json();
    expect(body.templateName).toBe('化验数据');
    expect(body.data.qrlab_bo).toMatchObject({ id_: ids.chenjing, sampleDate: '2026-05-01', point: 'out', cod: 18.5, note: '复测', items: [{ name: '烧杯' }] });
    expect(new Set(Object.values(body.permission.fields))).toEqual(new Set(['r']));
    expect(body.permission.table.items).toEqual({ hidden: false, add: false, del: false, edit: false });
  });

  it('opens the record in the template\'s mobile form when it has one, with only that form\'s fields', async () => {
    const { value } = (await mint('chenjing', ids.chenjing, 'qrlab_phone')).json();
    const body = (await open(paramsOf(value.url), await k.token('chenjing'))).json();
    expect(body).toMatchObject({ templateName: '化验数据（扫码）', form: { formKey: 'qrlab_mobile', name: '化验数据（手机）' } });
    expect(body.form.fields.map((f: { key: string }) => f.key)).toEqual(['sampleDate', 'cod', 'items']);
    expect(Object.keys(body.data.qrlab_bo).sort()).toEqual(['cod', 'id_', 'items', 'rev_', 'sampleDate']);
  });

  it('refuses an expired link in the reader\'s language, showing nothing', async () => {
    const exp = Math.floor(Date.now() / 1000) - 60;
    const expired = { templateKey: 'qrlab', id: ids.chenjing, exp, sig: signer.sign({ tenantId: await k.plantId(), templateKey: 'qrlab', id: ids.chenjing, exp }) };
    const zh = await open(expired, await k.token('chenjing'));
    expect(zh.statusCode).toBe(403);
    expect(zh.json()).toEqual({ state: false, message: '二维码链接已过期，请重新生成二维码', code: 403 });
    expect((await open(expired, await k.token('chenjing'), 'en-US')).json().message).toBe('This QR code link has expired; please create a new QR code');
  });

  it('refuses a forged link: a changed signature, a later expiry, another template, another tenant\'s key', async () => {
    const p = paramsOf((await mint('chenjing', ids.chenjing)).json().value.url);
    const token = await k.token('chenjing');
    const flipped = `${p.sig.slice(0, -1)}${p.sig.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [{ ...p, sig: flipped }, { ...p, exp: p.exp + 86_400 }, { ...p, templateKey: 'qrlab_phone' }, { ...p, sig: 'x'.repeat(43) }]) {
      const res = await open(forged, token);
      expect(res.statusCode, JSON.stringify(forged)).toBe(403);
      expect(res.json().message).toBe('二维码链接无效：链接不完整或已被篡改');
    }
    expect((await open({ ...p, sig: flipped }, token, 'en-US')).json().message).toBe('This QR code link is not valid: it is incomplete or has been altered');
    const otherKey = createLinkSigner(new TextEncoder().encode('another server secret of 32 bytes or more!'));
    expect((await open({ ...p, sig: otherKey.sign({ tenantId: await k.plantId(), ...p }) }, token)).statusCode).toBe(403);
  });

  it('does not open another record with a link\'s signature', async () => {
    const p = paramsOf((await mint('chenjing', ids.chenjing)).json().value.url);
    const res = await open({ ...p, id: ids.other }, await k.token('chenjing'), 'en-US');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This QR code link is not valid: it is incomplete or has been altered');
  });

  it('opens no more than the reader may read: no right to the template, a row their filters hide', async () => {
    const p = paramsOf((await mint('chenjing', ids.chenjing)).json().value.url);
    const wangfang = await k.token('wangfang');
    const refused = await open(p, wangfang);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('没有查看该数据报表的权限');
    expect((await open(p, wangfang, 'en-US')).json().message).toBe('You may not view this data template');
    expect((await mint('wangfang', ids.chenjing)).statusCode).toBe(403);

    // Through the template of own rows: chenjing's link opens for her, not for another staff member.
    const own = paramsOf((await mint('chenjing', ids.chenjing, 'qrlab_own')).json().value.url);
    expect((await open(own, await k.token('chenjing'))).statusCode).toBe(200);
    const hidden = await open(own, await k.token('yangfan'));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(`数据不存在：${ids.chenjing}`);
    // Nor may anyone mint a link to a row they cannot see.
    expect((await mint('yangfan', ids.chenjing, 'qrlab_own')).statusCode).toBe(404);
  });

  it('refuses anonymous callers and bad input, naming the field', async () => {
    expect((await k.get(`${LINK}?templateKey=qrlab&id=${ids.chenjing}`)).statusCode).toBe(401);
    const p = paramsOf((await mint('chenjing', ids.chenjing)).json().value.url);
    expect((await k.get(`${FORM}?templateKey=qrlab&id=${p.id}&exp=${p.exp}&sig=${p.sig}`)).statusCode).toBe(401);
    const token = await k.token('chenjing');
    const noSig = await k.get(`${FORM}?templateKey=qrlab&id=${p.id}&exp=${p.exp}`, token, 'en-US');
    expect(noSig.statusCode).toBe(400);
    expect(noSig.json().message).toMatch(/^querystring\.sig: /);
    const badExp = await k.get(`${FORM}?templateKey=qrlab&id=${p.id}&exp=soon&sig=${p.sig}`, token, 'en-US');
    expect(badExp.statusCode).toBe(400);
    expect(badExp.json().message).toMatch(/^querystring\.exp: /);
    expect((await open({ ...p, sig: `${p.sig}' OR 1=1 --`.padEnd(200, 'x') }, token)).statusCode).toBe(400);
    expect((await open({ ...p, sig: `${p.sig}' OR 1=1 --` }, token)).statusCode).toBe(403);
    const noId = await k.get(`${LINK}?templateKey=qrlab`, token);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toMatch(/^querystring\.id: /);
    expect((await k.get(`${LINK}?templateKey=qrlab&id=nope`, token)).statusCode).toBe(404);
  });
});
