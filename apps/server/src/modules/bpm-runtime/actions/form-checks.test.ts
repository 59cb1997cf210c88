import { FORM_DATA_MAX_BYTES } from '@wp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leave as leaveProcess } from '../../../seed/workflow/processes/leave.js';
import { createKit, R, type Kit } from '../test-kit.js';

/**
 * The server holds every submitted value to the form (@wp/form validateValues), works computed values out
 * itself and numbers requests when they start: on the seeded leave and purchase processes of the demo plant.
 */

let k: Kit;
const START = `${R}/instance/v1/start`;

// 2026-11-20 is a Friday: Friday to Monday is two working days.
const leave = { leaveType: 'sick', startDate: '2026-11-20', endDate: '2026-11-23', reason: '身体不适' };
const purchase = { item: '加药泵备件', reason: '备件更换', items: [{ name: '隔膜', spec: 'DN25', qty: 2, unitPrice: 1500 }] };

beforeAll(async () => {
  k = await createKit();
  // The seeded leave, with the leave type open to the department head: a value changed at a later node.
  await k.deploy('fc_leave', 'leave', {
    form: leaveProcess.form,
    settings: { nodes: { deptHead: { assignees: [{ type: 'starterDeptHead' }], form: { formKey: 'leaveForm', permissions: { leaveType: 'w' } } }, director: { assignees: [{ type: 'post', codes: ['director'] }] } } },
  });
});
afterAll(() => k.close());

const instances = async () => Number((await k.t.db.selectFrom('bpm_instance').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const account = (userId: string | null) => Object.entries(k.uid).find(([, id]) => id === userId)?.[0];
const stored = async (instId: string) => JSON.parse((await k.t.db.selectFrom('bpm_instance').select('form_data').where('id', '=', instId).executeTakeFirstOrThrow()).form_data!);

/** Starts as chenjing in a language; the reply. */
const start = (key: string, data: Record<string, unknown>, lang = 'zh-CN') => k.post(START, 'chenjing', { flowKey: key, data }, { lang });

describe('the server refuses what the form forbids, naming the field and the rule, and stores nothing', () => {
  it.each([
    ['leave days 0 (a weekend)', 'leave', { ...leave, startDate: '2026-11-21', endDate: '2026-11-22' }, 'data.days: 请假天数不能小于1'],
    ['leave days 400', 'leave', { ...leave, startDate: '2026-01-01', endDate: '2027-07-30' }, 'data.days: 请假天数不能大于365'],
    ['600 characters in a 500 field', 'leave', { ...leave, reason: '假'.repeat(600) }, 'data.reason: 请假事由不能超过500个字'],
    ['a value not in the dictionary', 'leave', { ...leave, leaveType: 'xxx' }, 'data.leaveType: 请假类型没有选项“xxx”'],
    ['a date that does not exist', 'leave', { ...leave, startDate: '2026-02-30' }, 'data.startDate: 开始日期应为正确的日期（yyyy-MM-dd）'],
    ['an end before the start', 'leave', { ...leave, endDate: '2026-11-19' }, 'data.endDate: 结束日期不能早于开始日期'],
    ['an unknown field', 'leave', { ...leave, hack: 1 }, 'data.hack: 表单没有字段“hack”'],
    ['a sub-table under its minimum rows', 'purchase', { ...purchase, items: [] }, 'data.items: 采购明细至少填写1行'],
    ['a number out of range in a row', 'purchase', { ...purchase, items: [{ name: '隔膜', qty: 0, unitPrice: 1 }] }, 'data.items[0].qty: 数量不能小于1'],
    ['an amount with three decimals', 'purchase', { ...purchase, items: [{ name: '隔膜', qty: 1, unitPrice: 1.005 }] }, 'data.items[0].unitPrice: 单价最多保留2位小数'],
  ])('%s', async (_name, key, data, message) => {
    const before = await instances();
    const res = await start(key, data);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ state: false, message, code: 400 });
    expect(await instances()).toBe(before);
  });

  it('words the refusal in the user\'s language, Traditional characters for zh-TW', async () => {
    const data = { ...leave, reason: '假'.repeat(600) };
    expect((await start('leave', data, 'en-US')).json().message).toBe('data.reason: 请假事由 must be at most 500 characters');
    expect((await start('leave', data, 'zh-TW')).json().message).toBe('data.reason: 请假事由不能超過500個字');
  });

  it('refuses drafts with bad values too, but not for what is still missing', async () => {
    const draft = (data: Record<string, unknown>) => k.post(`${R}/instance/v1/saveDraft`, 'chenjing', { flowKey: 'leave', data });
    expect((await draft({ leaveType: 'xxx' })).statusCode).toBe(400);
    const ok = await draft({ reason: '先存着' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses form data over the contract\'s one limit as a 400 naming the field, not as a 413', async () => {
    const res = await start('leave', { ...leave, reason: 'x'.repeat(FORM_DATA_MAX_BYTES) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('data: 表单数据不能超过1 MB');
  });
});

describe('computed values are the server\'s', () => {
  it('a typed amount of 1 over 900,000 of line items reaches the director', async () => {
    const instId = (await start('purchase', { ...purchase, amount: 1, items: [{ name: '鼓风机', qty: 3, unitPrice: 300000, subtotal: 1 }] })).json().instId as string;
    expect(await stored(instId)).toMatchObject({ amount: 900000, items: [{ subtotal: 900000 }] });
    const [first] = await k.t.db.selectFrom('bpm_task').select(['assignee_id', 'node_id']).where('inst_id', '=', instId).where('open', '=', 1).execute();
    await k.agree(account(first.assignee_id)!, instId);
    const next = await k.t.db.selectFrom('bpm_task').select('node_id').where('inst_id', '=', instId).where('open', '=', 1).execute();
    expect(next.map((t) => t.node_id)).toEqual(['director']);
  });

  it('leave days are counted from the dates by the working-day calendar, whatever was sent', async () => {
    const instId = (await start('leave', { ...leave, days: 1 })).json().instId as string;
    expect((await stored(instId)).days).toBe(2);
    const subject = await k.t.db.selectFrom('bpm_instance').select('subject').where('id', '=', instId).executeTakeFirstOrThrow();
    expect(subject.subject).toContain('2');
  });
});

describe('serial numbers are allocated on submit', () => {
  const serialOf = async (instId: string) => (await stored(instId)).serialNo as string;
  const counter = (serial: string) => Number(serial.slice(-4));

  it('ignores a number the client sends, and a refused start takes none', async () => {
    const a = (await start('purchase', { ...purchase, serialNo: 'CG-FAKE' })).json().instId as string;
    expect((await start('purchase', { ...purchase, items: [] })).statusCode).toBe(400);
    const b = (await start('purchase', purchase)).json().instId as string;
    const [sa, sb] = [await serialOf(a), await serialOf(b)];
    expect(sa).not.toBe('CG-FAKE');
    expect(counter(sb)).toBe(counter(sa) + 1);
  });

  it('gives 50 concurrent starts 50 unique numbers without gaps', async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => start('purchase', purchase)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = await Promise.all(replies.map((r) => serialOf(r.json().instId)));
    expect(new Set(numbers).size).toBe(50);
    const counters = numbers.map(counter).sort((x, y) => x - y);
    expect(counters[49] - counters[0]).toBe(49);
  });

  it('numbers a start from business data (the API start) too', async () => {
    const res = await k.post(`${R}/instance/v1/startForm?defKey=purchase&businessKey=api-1`, 'chenjing', { data: purchase });
    expect(res.statusCode, res.body).toBe(200);
    expect(await serialOf(res.json().instId)).toMatch(/\d{4}$/);
  });
});

describe('form definitions have a home of their own', () => {
  it('the seed wrote each process form as a version of its formKey, and instances keep the version they started with', async () => {
    const form = await k.t.db.selectFrom('form_definition').selectAll().where('form_key', '=', 'leaveForm').where('is_main', '=', 1).executeTakeFirstOrThrow();
    const first = (await start('leave', leave)).json().instId as string;
    const pinned = async (id: string) => (await k.t.db.selectFrom('bpm_instance').select('form_id').where('id', '=', id).executeTakeFirstOrThrow()).form_id;
    expect(await pinned(first)).toBe(form.id);

    // A new version of the process with a changed form: a new form version; the running instance keeps its own.
    const def = await k.t.db.selectFrom('bpm_definition').selectAll().where('def_key', '=', 'leave').where('is_main', '=', 1).executeTakeFirstOrThrow();
    const changed = JSON.parse(form.form_json);
    changed.fields.find((f: { key: string }) => f.key === 'reason').maxLength = 200;
    const seed = (await import('../../../seed/workflow/index.js')).workflowSeedDeps(k.t.db);
    await seed.definitions.deploy(k.tenantId, null, { key: 'leave', name: def.name, xml: def.bpmn_xml, settings: JSON.parse(def.settings_json), form: changed, typeId: def.type_id });
    const v2 = await k.t.db.selectFrom('form_definition').selectAll().where('form_key', '=', 'leaveForm').where('is_main', '=', 1).executeTakeFirstOrThrow();
    expect(v2.version).toBe(form.version + 1);
    const second = (await start('leave', leave)).json().instId as string;
    expect(await pinned(second)).toBe(v2.id);
    expect(await pinned(first)).toBe(form.id);
    expect((await start('leave', { ...leave, reason: '假'.repeat(300) })).json().message).toBe('data.reason: 请假事由不能超过200个字');

    // A deploy that brings no form takes the main version of the formKey its nodes name.
    const { id } = await seed.definitions.deploy(k.tenantId, null, { key: 'leave', name: def.name, xml: def.bpmn_xml, settings: JSON.parse(def.settings_json), typeId: def.type_id });
    const bound = await k.t.db.selectFrom('bpm_definition').select(['form_id', 'form_json']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(bound.form_id).toBe(v2.id);
    expect(JSON.parse(bound.form_json!)).toEqual(JSON.parse(v2.form_json));
  });
});

describe('values changed at a later node', () => {
  it('a decision that sends a value not in the dictionary is refused, and nothing is stored', async () => {
    const instId = (await start('fc_leave', leave)).json().instId as string;
    const taskId = await k.taskOf('wangfang', instId);
    const res = await k.post(`${R}/task/v1/complete`, 'wangfang', { taskId, actionName: 'agree', opinion: '同意', data: { leaveType: 'xxx' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('data.leaveType: 请假类型没有选项“xxx”');
    expect((await stored(instId)).leaveType).toBe('sick');
    expect(await k.taskOf('wangfang', instId)).toBe(taskId);
    const changed = await k.post(`${R}/task/v1/complete`, 'wangfang', { taskId, actionName: 'agree', opinion: '同意', data: { leaveType: 'annual' } });
    expect(changed.statusCode).toBe(200);
    expect((await stored(instId)).leaveType).toBe('annual');
  });
});
