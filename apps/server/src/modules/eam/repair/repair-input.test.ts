import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlantDate } from '../../sys/date-format.js';
import { ACT, createRepairKit, ORDER, REPAIR, type RepairKit } from './repair-test-kit.js';

let r: RepairKit;
let base: Record<string, unknown>;
let mech: string;
let repairing: string;
let waiting: string;

beforeAll(async () => {
  r = await createRepairKit();
  await r.approval(null);
  mech = await r.teamId('机修班');
  base = { assetId: await r.assetId('TS-PU-005'), urgencyId: await r.urgencyId('normal'), content: '5#提升泵电流偏高' };
  repairing = (await r.report('chenjing')).id;
  await r.ok(ORDER('dispatch'), 'heping', { id: repairing, groupId: mech, executorId: await r.uid('luobin') });
  await r.ok(ACT('start'), 'luobin', { orderId: repairing });
  waiting = (await r.report('chenjing')).id;
  await r.ok(ORDER('dispatch'), 'heping', { id: waiting, groupId: mech, executorId: await r.uid('luobin') });
  await r.ok(ACT('start'), 'luobin', { orderId: waiting });
  await r.ok(ACT('finish'), 'luobin', { orderId: waiting, cause: '缠绕', remedy: '清理' });
});
afterAll(() => r.close());

/**
 * Calls as the account in Chinese and in English: both refused with `status`, each message naming `field` first, the
 * two in their own language; and nothing written (the tenant's order count stays).
 */
async function refuses(url: string, account: string, body: Record<string, unknown>, field: string, status = 400) {
  const count = async () => Number((await r.t.db.selectFrom('eam_repair_order').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const before = await count();
  const zh = await r.call(url, account, body);
  const en = await r.call(url, account, body, { lang: 'en-US' });
  for (const [lang, res] of [['zh-CN', zh], ['en-US', en]] as const) {
    expect([field, lang, res.statusCode], res.body).toEqual([field, lang, status]);
    expect(res.json()).toMatchObject({ success: false, code: status === 400 ? 'invalid' : status === 404 ? 'notFound' : 'conflict' });
    // The schema's refusals name the field under the body (`body.content: …`), the rules' refusals name it alone.
    const named = field === '' || res.json().message.startsWith(`${field}: `) || res.json().message.startsWith(`body.${field}: `);
    expect(named, `${lang}: ${res.json().message}`).toBe(true);
  }
  expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
  expect(en.json().message).not.toMatch(/[\u4e00-\u9fff]/);
  expect(await count()).toBe(before);
  return { zh: zh.json().message as string, en: en.json().message as string };
}

describe('bad input to a report', () => {
  it('names each missing, malformed or unknown field', async () => {
    const hxAsset = (await r.t.db.selectFrom('eam_asset').select('id').where('tenant_id', '=', await r.k.otherTenantId()).executeTakeFirstOrThrow()).id;
    const yesterday = formatPlantDate(new Date(r.clock.now().getTime() - 86_400_000), 'yyyy-MM-dd');
    const cases: Array<[string, Record<string, unknown>]> = [
      ['assetId', { assetId: undefined }],
      ['assetId', { assetId: 'no-such-asset' }],
      ['assetId', { assetId: hxAsset }],
      ['categoryTplId', { categoryTplId: 'no-such-fault' }],
      ['urgencyId', { urgencyId: undefined }],
      ['urgencyId', { urgencyId: 'no-such-urgency' }],
      ['content', { content: '   ' }],
      ['content', { content: '漏'.repeat(2001) }],
      ['pictureIds', { pictureIds: '["a",' }],
      ['pictureIds', { pictureIds: Array.from({ length: 10 }, (_, i) => `p${i}`) }],
      ['pictureIds', { pictureIds: ['no-such-file'] }],
      ['assetDown', { assetDown: 'maybe' }],
      ['planFinishDate', { planFinishDate: '2026/07/01' }],
      ['planFinishDate', { planFinishDate: '2026-02-30' }],
      ['planFinishDate', { planFinishDate: yesterday }],
      ['repairType', { repairType: 'vendor' }],
      ['sourceAbnormalId', { sourceAbnormalId: 'no-such-defect' }],
    ];
    for (const [field, change] of cases) await refuses(ORDER('create'), 'chenjing', { ...base, ...change }, field);
  });

  it("refuses photos that are not the caller's own images: a text file, a colleague's photo, one photo twice", async () => {
    const text = await r.upload('chenjing', { name: 'note.txt', content: Buffer.from('泵房渗水记录', 'utf8') });
    const msg = await refuses(ORDER('create'), 'chenjing', { ...base, pictureIds: [text] }, 'pictureIds');
    expect(msg.zh).toContain('JPEG、PNG 或 WebP');
    expect(msg.en).toContain('JPEG, PNG or WebP');
    const theirs = await r.photo('yangfan');
    expect((await refuses(ORDER('create'), 'chenjing', { ...base, pictureIds: [theirs] }, 'pictureIds')).zh).toContain('自己上传');
    const mine = await r.photo('chenjing');
    await refuses(ORDER('create'), 'chenjing', { ...base, pictureIds: [mine, mine] }, 'pictureIds');
    await refuses(ACT('finish'), 'luobin', { orderId: repairing, cause: 'c', remedy: 'r', pictureIds: [mine] }, 'pictureIds');
  });

  it('takes the fields as a form, as the original\'s clients send them: lists comma-joined, numbers and flags as text', async () => {
    const [a, b] = [await r.photo('chenjing'), await r.photo('chenjing')];
    const res = await r.k.form(ORDER('create'), await r.token('chenjing'), {
      assetId: base.assetId as string, urgencyId: base.urgencyId as string, content: '表单提交', pictureIds: `${a},${b}`, assetDown: 'no', planFinishDate: '',
      categoryTplId: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ pictureIds: [a, b], assetDown: false, planFinishDate: null, categoryTpl: null, repairType: 'self_repair' });
  });
});

describe('bad input to the steps of an order', () => {
  it('names the field of a dispatch, a cancel, a start, a finish and an acceptance', async () => {
    const order = await r.report('chenjing');
    const disabled = await r.ok<{ id: string }>(REPAIR('eam-repair-group', 'save'), 'liqiang', { name: '外委班', leaderId: await r.uid('heping'), status: 'disable' });
    const luobin = await r.uid('luobin');
    await refuses(ORDER('dispatch'), 'liqiang', { id: order.id, groupId: 'no-such-team', executorId: luobin }, 'groupId');
    await refuses(ORDER('dispatch'), 'liqiang', { id: order.id, groupId: disabled.id, executorId: luobin }, 'groupId');
    await refuses(ORDER('dispatch'), 'liqiang', { id: order.id, groupId: mech, executorId: await r.uid('lintao') }, 'executorId');
    await refuses(ORDER('dispatch'), 'liqiang', { id: order.id, groupId: mech }, 'executorId');
    await refuses(ORDER('dispatch'), 'liqiang', { id: 'no-such-order', groupId: mech, executorId: luobin }, '', 404);
    await refuses(ORDER('cancel'), 'chenjing', { id: order.id }, 'notes');
    await refuses(ACT('start'), 'luobin', {}, 'orderId');
    await refuses(ACT('start'), 'luobin', { orderId: 'no-such-order' }, '', 404);

    const finish = { orderId: repairing, cause: '轴承磨损', remedy: '更换轴承' };
    const reported = (await r.ok<{ reportedAt: string }>(ORDER('get-by-id'), 'luobin', { id: repairing })).reportedAt;
    const cases: Array<[string, Record<string, unknown>]> = [
      ['cause', { cause: '' }],
      ['remedy', { remedy: undefined }],
      ['failureMode', { failureMode: 'XYZ' }],
      ['failureMechanism', { failureMechanism: '9.9' }],
      ['failureCause', { failureCause: 'wear' }],
      ['parts', { parts: 'not json' }],
      ['parts.0.name', { parts: [{ name: '', qty: 1, unit: '个' }] }],
      ['parts.0.qty', { parts: '[{"name":"轴承","qty":"0","unit":"个"}]' }],
      ['laborHours', { laborHours: '-1' }],
      ['cost', { cost: 'abc' }],
      ['downtimeEnd', { downtimeEnd: '昨天下午' }],
      ['downtimeEnd', { downtimeEnd: new Date(Date.parse(reported) - 3_600_000).toISOString() }],
      ['downtimeEnd', { downtimeEnd: new Date(r.clock.now().getTime() + 3 * 3_600_000).toISOString() }],
      ['notes', { notes: '备'.repeat(1001) }],
    ];
    for (const [field, change] of cases) await refuses(ACT('finish'), 'luobin', { ...finish, ...change }, field);

    await refuses(ORDER('acceptance'), 'chenjing', { id: waiting, result: 'ok' }, 'result');
    await refuses(ORDER('acceptance'), 'chenjing', { id: waiting, result: 'acceptance_failed' }, 'notes');
    await refuses(ORDER('acceptance'), 'chenjing', { id: waiting, result: 'finish', actualCost: '-5' }, 'actualCost');

    // Entered to the minute: the report's own minute, seconds dropped, is the report's time, not before it.
    const done = await r.ok<{ times: { downtimeEnd: string | null } }>(ACT('finish'), 'luobin', { ...finish, downtimeEnd: new Date(Date.parse(reported) - 30_000).toISOString() });
    expect(done.times.downtimeEnd).toBe(reported);
  });

  it('names the field of a bad list query', async () => {
    await refuses(ORDER('query-paged-list'), 'chenjing', { repairStatus: 'bogus' }, 'repairStatus');
    await refuses(ORDER('query-paged-list'), 'chenjing', { scope: 'mine' }, 'scope');
    await refuses(ORDER('query-paged-list'), 'chenjing', { pageSize: '0' }, 'pageSize');
    await refuses(ORDER('query-status-count-data'), 'chenjing', { scope: 'everyone' }, 'scope');
    await refuses(ORDER('query-by-asset'), 'chenjing', {}, 'assetId');
  });
});

describe('bad input to the settings', () => {
  it('names the field of a fault, an urgency and a team', async () => {
    const category = (await r.t.db.selectFrom('eam_repair_category').select('id').where('code', '=', 'JX-PU').executeTakeFirstOrThrow()).id;
    const tpl = { code: 'GZ-T01', name: '出口止回阀漏水', categoryId: category };
    const SAVE = (entity: string) => REPAIR(entity, 'save');
    await refuses(SAVE('eam-repair-category-tpl'), 'liqiang', { ...tpl, code: '' }, 'code');
    await refuses(SAVE('eam-repair-category-tpl'), 'liqiang', { ...tpl, name: undefined }, 'name');
    await refuses(SAVE('eam-repair-category-tpl'), 'liqiang', { ...tpl, costTime: '-2' }, 'costTime');
    await refuses(SAVE('eam-repair-category-tpl'), 'liqiang', { ...tpl, categoryId: 'no-such-type' }, 'categoryId');
    await refuses(SAVE('eam-repair-category-tpl'), 'liqiang', { ...tpl, code: 'GZ-001' }, 'code', 409);
    await refuses(SAVE('eam-repair-urgency'), 'liqiang', { code: 'U9', name: '特急', responseHours: '0' }, 'responseHours');
    await refuses(SAVE('eam-repair-urgency'), 'liqiang', { code: 'U9', name: '特急', responseHours: '2', sort: 'first' }, 'sort');
    await refuses(SAVE('eam-repair-urgency'), 'liqiang', { code: 'urgent', name: '特急', responseHours: '2' }, 'code', 409);
    await refuses(SAVE('eam-repair-group'), 'liqiang', { name: '夜班', leaderId: 'nobody' }, 'leaderId');
    await refuses(SAVE('eam-repair-group'), 'liqiang', { name: '夜班', leaderId: await r.uid('heping'), memberIds: `${await r.uid('luobin')},nobody` }, 'memberIds');
    // A departed user leads no team.
    const sunli = (await r.t.db.selectFrom('uc_user').select('id').where('account', '=', 'sunli').where('tenant_id', '=', await r.k.plantId()).executeTakeFirstOrThrow()).id;
    await refuses(SAVE('eam-repair-group'), 'liqiang', { name: '夜班', leaderId: sunli }, 'leaderId');
    await refuses(SAVE('eam-repair-group'), 'liqiang', { name: '夜班', leaderId: await r.uid('heping'), status: 'paused' }, 'status');
  });
});
