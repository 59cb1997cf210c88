import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { defineLab, formKit, type FormKit } from '../test-kit.js';

let t: TestApp;
let k: FormKit;
const BASE = '/form/form/dataTemplate/v1';
const HISTORY = '/form/bpm/boDataModifyRecord/v1/listJson';
const add = async (values: Record<string, unknown>, account = 'chenjing') =>
  (await k.post(`${BASE}/boSave/ops_bo`, await k.token(account), { templateKey: 'ops', ops_bo: values })).json().value as { id: string; rev: number };
const form = async (id: string) => (await k.get(`${BASE}/getForm/ops_bo/ops_bo?action=get&dataKey=ops&id=${id}`, await k.token('chenjing'))).json().data.ops_bo;
const history = async (id: string) => (await k.post(HISTORY, await k.token('chenjing'), { templateKey: 'ops', querys: [{ property: 'refId', operation: 'EQ', value: id }], sorter: [{ property: 'rev', direction: 'ASC' }], pageBean: { page: 1, pageSize: 50 } })).json().rows;

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  await defineLab(t, k, 'ops');
});
afterAll(() => t.close());

describe('getDataTemplateButtonPermission', () => {
  it('answers every button and column for the caller, by the template\'s rules', async () => {
    const url = `${BASE}/getDataTemplateButtonPermission?templateKey=ops`;
    const staff = (await k.get(url, await k.token('chenjing'))).json();
    expect(staff).toMatchObject({ state: true, message: '获取成功' });
    expect(staff.value.buttons).toEqual({ add: true, edit: true, del: false, detail: true, export: true, import: true, print: false, sub: false, record: false });
    expect(staff.value.columns).toMatchObject({ cod: true, inspector: false });
    const director = (await k.get(url, await k.token('zhangwei'))).json().value;
    expect(director.buttons).toMatchObject({ add: false, edit: false, export: false, detail: true });
    expect(director.columns.inspector).toBe(true);
    expect(Object.values((await k.get(url, await k.token('admin'))).json().value.buttons).every(Boolean)).toBe(true);
    expect((await k.get(url)).statusCode).toBe(401);
    expect((await k.get(url, await k.token('wangfang'))).statusCode).toBe(403);
    expect((await k.get(`${BASE}/getDataTemplateButtonPermission?templateKey=nope`, await k.token('chenjing'))).statusCode).toBe(404);
    expect((await k.get(`${BASE}/getDataTemplateButtonPermission`, await k.token('chenjing'))).statusCode).toBe(400);
  });
});

describe('drafts', () => {
  it('keeps drafts per user and template, checks filled values, and boSave?delDraftId= removes the draft', async () => {
    const chenjing = await k.token('chenjing');
    const saved = await k.post(`${BASE}/boSaveDraft`, chenjing, { templateKey: 'ops', data: { cod: 12, note: '草稿' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ state: true, message: '保存草稿成功', value: { title: expect.stringMatching(/^化验数据_\d{4}-/) } });
    const id = saved.json().value.id;
    const again = await k.post(`${BASE}/boSaveDraft`, chenjing, { templateKey: 'ops', id, title: '三月', data: { cod: 13 } });
    expect(again.json().value).toMatchObject({ id, title: '三月' });
    const mine = (await k.post(`${BASE}/getMyDraftList`, chenjing, { templateKey: 'ops' })).json();
    expect(mine).toMatchObject({ total: 1, rows: [{ id, title: '三月', templateKey: 'ops', refId: null, data: { cod: 13 } }] });
    expect((await k.post(`${BASE}/getMyDraftList`, await k.token('yangfan'), { templateKey: 'ops' })).json().total).toBe(0);
    // Another user's draft is not theirs to replace.
    expect((await k.post(`${BASE}/boSaveDraft`, await k.token('yangfan'), { templateKey: 'ops', id, data: {} })).statusCode).toBe(404);

    const bad = await k.post(`${BASE}/boSaveDraft`, chenjing, { templateKey: 'ops', data: { cod: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('data.cod: COD应为数字');
    expect((await k.post(`${BASE}/boSaveDraft`, chenjing, { templateKey: 'ops', data: { cod: 'x' } }, 'en-US')).json().message).toBe('data.cod: COD must be a number');
    expect((await k.post(`${BASE}/boSaveDraft`, chenjing, { templateKey: 'ops' })).statusCode).toBe(400);

    const done = await k.post(`${BASE}/boSave/ops_bo?delDraftId=${id}`, chenjing, { templateKey: 'ops', ops_bo: { sampleDate: '2026-03-01', cod: 13 } });
    expect(done.statusCode).toBe(200);
    expect((await k.post(`${BASE}/getMyDraftList`, chenjing, { templateKey: 'ops' })).json().total).toBe(0);

    const other = (await k.post(`${BASE}/boSaveDraft`, chenjing, { templateKey: 'ops', data: {} })).json().value.id;
    expect((await k.del(`${BASE}/removeTempDraft?ids=${other}`, await k.token('yangfan'))).statusCode).toBe(200);
    expect((await k.post(`${BASE}/getMyDraftList`, chenjing, { templateKey: 'ops' })).json().total).toBe(1);
    expect((await k.del(`${BASE}/removeTempDraft?ids=${other}`, chenjing, 'en-US')).json()).toEqual({ state: true, message: 'Deleted successfully', value: null });
    expect((await k.post(`${BASE}/getMyDraftList`, chenjing, { templateKey: 'ops' })).json().total).toBe(0);
  });

  it('refuses drafts to whoever may not add (403) and anonymous callers (401)', async () => {
    expect((await k.post(`${BASE}/boSaveDraft`, await k.token('zhangwei'), { templateKey: 'ops', data: {} })).statusCode).toBe(403);
    expect((await k.post(`${BASE}/boSaveDraft`, undefined, { templateKey: 'ops', data: {} })).statusCode).toBe(401);
    expect((await k.post(`${BASE}/getMyDraftList`, undefined, { templateKey: 'ops' })).statusCode).toBe(401);
    expect((await k.post(`${BASE}/getMyDraftList`, await k.token('wangfang'), { templateKey: 'ops' })).statusCode).toBe(403);
    expect((await k.del(`${BASE}/removeTempDraft?ids=x`)).statusCode).toBe(401);
  });
});

describe('boCopy', () => {
  it('copies records with their sub-table rows to new records at revision 1, the history naming the source', async () => {
    const source = await add({ sampleDate: '2026-04-01', point: 'in', cod: 99, items: [{ name: '烧杯' }, { name: '量筒' }] });
    const res = await k.post(`${BASE}/boCopy`, await k.token('yangfan'), { templateKey: 'ops', ids: [source.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, message: '复制成功' });
    const [copy] = res.json().value;
    expect(copy).toMatchObject({ from: source.id, rev: 1 });
    expect(copy.id).not.toBe(source.id);
    const was = await form(source.id);
    const now = await form(copy.id);
    expect(now).toMatchObject({ rev_: 1, sampleDate: '2026-04-01', point: 'in', cod: 99, items: [{ name: '烧杯' }, { name: '量筒' }] });
    expect(now.items.map((r: { id_: string }) => r.id_)).not.toEqual(was.items.map((r: { id_: string }) => r.id_));
    const rows = await history(copy.id);
    expect(rows[0]).toMatchObject({ rev: 1, kind: 'copy', field: 'id_', oldValue: source.id, newValue: copy.id, userName: '杨帆' });
    expect(rows.slice(1).map((r: { field: string }) => r.field)).toEqual(['sampleDate', 'point', 'cod', 'items', 'items']);
  });

  it('refuses 401, 403 without the add right, 404 for a record the caller cannot see, 400 for bad input; copies nothing then', async () => {
    const source = await add({ sampleDate: '2026-04-02', cod: 1 });
    const count = async () => (await k.post(`${BASE}/listJson`, await k.token('chenjing'), { templateId: 'ops' })).json().total;
    const before = await count();
    expect((await k.post(`${BASE}/boCopy`, undefined, { templateKey: 'ops', ids: [source.id] })).statusCode).toBe(401);
    const refused = await k.post(`${BASE}/boCopy`, await k.token('zhangwei'), { templateKey: 'ops', ids: [source.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('没有新增该数据报表数据的权限');
    expect((await k.post(`${BASE}/boCopy`, await k.token('chenjing'), { templateKey: 'ops', ids: [source.id, 'nope'] })).statusCode).toBe(404);
    const empty = await k.post(`${BASE}/boCopy`, await k.token('chenjing'), { templateKey: 'ops', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^body\.ids: /);
    expect(await count()).toBe(before);
  });
});

describe('boBatchUpdate', () => {
  const url = `${BASE}/boBatchUpdate/ops_bo`;
  it('sets fields on every selected record at its revision, with change history, all or nothing', async () => {
    const a = await add({ sampleDate: '2026-05-01', cod: 10, note: 'a' });
    const b = await add({ sampleDate: '2026-05-02', cod: 20, note: 'b', items: [{ name: '烧杯' }] });
    const res = await k.post(url, await k.token('yangfan'), { templateKey: 'ops', records: [{ id: a.id, rev: 1 }, { id: b.id, rev: 1 }], values: { note: '复核', point: 'out' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '批量修改成功', value: [{ id: a.id, rev: 2 }, { id: b.id, rev: 2 }] });
    expect(await form(b.id)).toMatchObject({ rev_: 2, note: '复核', point: 'out', cod: 20, items: [{ name: '烧杯' }] });
    const rows = (await history(a.id)).filter((r: { rev: number }) => r.rev === 2);
    expect(rows.map((r: { field: string; oldValue: unknown; newValue: unknown }) => [r.field, r.oldValue, r.newValue])).toEqual([['point', null, 'out'], ['note', 'a', '复核']]);

    // One stale revision: 409 naming who changed it, and the other record is not changed either.
    const stale = await k.post(url, await k.token('chenjing'), { templateKey: 'ops', records: [{ id: a.id, rev: 2 }, { id: b.id, rev: 1 }], values: { cod: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^表单数据已被杨帆于.+修改，请重新加载数据。$/);
    expect(await form(a.id)).toMatchObject({ rev_: 2, cod: 10 });

    const broken = await k.post(url, await k.token('chenjing'), { templateKey: 'ops', records: [{ id: a.id, rev: 2 }], values: { cod: 1001 } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('values.cod: COD不能大于1000');
    expect((await k.post(url, await k.token('chenjing'), { templateKey: 'ops', records: [{ id: a.id, rev: 2 }], values: { cod: 1001 } }, 'en-US')).json().message).toBe('values.cod: COD must be at most 1000');
    const sub = await k.post(url, await k.token('chenjing'), { templateKey: 'ops', records: [{ id: a.id, rev: 2 }], values: { items: [] } });
    expect(sub.json()).toEqual({ state: false, message: 'values.items: 不能批量修改该字段', code: 400 });
    expect((await k.post(url, await k.token('chenjing'), { templateKey: 'ops', records: [{ id: a.id, rev: 2 }], values: {} }, 'en-US')).json().message).toBe('values: choose at least one field to change');
    expect(await form(a.id)).toMatchObject({ rev_: 2, cod: 10 });
  });

  it('answers 401, 403 without the edit right and 404 for records the caller cannot see', async () => {
    const a = await add({ sampleDate: '2026-05-03', cod: 10 });
    const body = { templateKey: 'ops', records: [{ id: a.id, rev: 1 }], values: { cod: 2 } };
    expect((await k.post(url, undefined, body)).statusCode).toBe(401);
    const refused = await k.post(url, await k.token('zhangwei'), body, 'en-US');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may not edit records of this data template');
    expect((await k.post(url, await k.token('chenjing'), { ...body, records: [{ id: 'nope', rev: 1 }] })).statusCode).toBe(404);
    expect((await k.post(`${BASE}/boBatchUpdate/other_bo`, await k.token('chenjing'), body)).statusCode).toBe(400);
  });
});
