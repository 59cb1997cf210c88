import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT, createRepairKit, ORDER, type Detail, type RepairKit } from './repair-test-kit.js';

/** The approval of a report through the engine, where the plant's setting names the seeded 设备维修申请 process. */
let r: RepairKit;
const RT = '/bpm-runtime/runtime';

beforeAll(async () => {
  r = await createRepairKit();
});
afterAll(() => r.close());

/** The portal call the to-do list uses: the user's open tasks of an instance. */
async function todoOf(account: string, instId: string): Promise<Array<{ id: string; subject: string; procInstId: string }>> {
  const res = await r.t.call({ method: 'POST', url: `${RT}/task/v1/getTodoList`, token: await r.portalToken(account), payload: { pageBean: { page: 1, pageSize: 100 } } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as Array<{ id: string; subject: string; procInstId: string }>).filter((row) => row.procInstId === instId);
}
/** Completes the user's to-do task of the instance through the task API. */
async function decide(account: string, instId: string, actionName: 'agree' | 'oppose') {
  const [task] = await todoOf(account, instId);
  expect(task, `${account} has a to-do of ${instId}`).toBeDefined();
  const res = await r.t.call({ method: 'POST', url: `${RT}/task/v1/complete`, token: await r.portalToken(account), payload: { taskId: task!.id, actionName, opinion: '意见' } });
  expect(res.statusCode, res.body).toBe(200);
}
/** An asset in use that no order names yet. */
async function freeAsset(n: number): Promise<string> {
  const rows = await r.t.db.selectFrom('eam_asset as a').select('a.asset_code').where('a.tenant_id', '=', await r.k.plantId()).where('a.asset_status', '=', 'using')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('eam_repair_order as o').select('o.id').whereRef('o.asset_id', '=', 'a.id')))).orderBy('a.asset_code').execute();
  return rows[n]!.asset_code;
}
const assetStatus = async (code: string) =>
  (await r.t.db.selectFrom('eam_asset').select('asset_status').where('asset_code', '=', code).where('tenant_id', '=', await r.k.plantId()).executeTakeFirstOrThrow()).asset_status;

describe('a report that the plant sends for approval', () => {
  it('starts 设备维修申请 as the reporter with the form filled in; approved, the order waits for dispatch', async () => {
    const photo = await r.photo('chenjing');
    const res = await r.call(ORDER('create'), 'chenjing', {
      assetId: await r.assetId('TS-PU-006'), categoryTplId: await r.tplId('GZ-001'), urgencyId: await r.urgencyId('urgent'), content: '6#提升泵振动大',
      pictureIds: [photo],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('报修已提交审批');
    const order = res.json().data;
    expect(order).toMatchObject({ repairStatus: 'approval', procId: expect.any(String), actions: [] });
    const instance = await r.t.db.selectFrom('bpm_instance').select(['def_key', 'biz_key', 'starter_id', 'form_data', 'subject'])
      .where('id', '=', order.procId).executeTakeFirstOrThrow();
    expect(instance).toMatchObject({ def_key: 'repair', biz_key: order.id, starter_id: await r.uid('chenjing') });
    expect(JSON.parse(instance.form_data!)).toMatchObject({
      device: '6#进水提升泵（TS-PU-006）', location: '进水提升区 / 进水泵房 / 提升泵位', faultLevel: 'urgent', description: '6#提升泵振动大\n故障：水泵振动超标', pictures: [photo],
    });
    // Nobody dispatches or cancels while the approval runs.
    const mech = await r.teamId('机修班');
    expect((await r.call(ORDER('dispatch'), 'liqiang', { id: order.id, groupId: mech, executorId: await r.uid('heping') })).statusCode).toBe(409);
    expect((await r.call(ORDER('cancel'), 'chenjing', { id: order.id, notes: '不要了' })).statusCode).toBe(409);

    // It is in the approvers' to-do lists like any approval.
    const [task] = await todoOf('liqiang', order.procId);
    expect(task!.subject).toContain('6#进水提升泵');
    await decide('liqiang', order.procId, 'agree');
    await decide('zhaoli', order.procId, 'agree');
    expect((await r.ok<{ repairStatus: string }>(ORDER('get-by-id'), 'chenjing', { id: order.id })).repairStatus).toBe('approval');
    await decide('zhangwei', order.procId, 'agree');

    const approved = await r.ok<Detail>(ORDER('get-by-id'), 'chenjing', { id: order.id });
    expect(approved).toMatchObject({ repairStatus: 'not_dispatch', actions: ['cancel'] });
    expect(approved.times.approvedAt).not.toBeNull();
    expect(approved.timeline.map((p: { label: string; user: unknown }) => [p.label, p.user === null])).toEqual([['report', false], ['approved', true]]);
    // And then it is repaired like any other.
    await r.ok(ORDER('dispatch'), 'heping', { id: order.id, groupId: mech, executorId: await r.uid('heping') });
    await r.ok(ACT('start'), 'heping', { orderId: order.id });
  });

  it('cancels the order when the approval is refused, and gives the asset back', async () => {
    const code = await freeAsset(0);
    const order = await r.report('chenjing', { assetId: await r.assetId(code), assetDown: 'yes' });
    expect(order.repairStatus).toBe('approval');
    expect(await assetStatus(code)).toBe('repair');
    await decide('liqiang', order.procId!, 'agree');
    await decide('zhaoli', order.procId!, 'agree');
    await decide('zhangwei', order.procId!, 'oppose');
    const refused = await r.ok<Detail>(ORDER('get-by-id'), 'chenjing', { id: order.id });
    expect(refused).toMatchObject({ repairStatus: 'cancel', actions: [] });
    expect(refused.timeline.at(-1)).toMatchObject({ label: 'refused', processContent: '审批未通过，报修单已取消', user: null });
    expect(await assetStatus(code)).toBe('using');
  });

  it('cancels the order when its reporter withdraws the approval request', async () => {
    const order = await r.report('yangfan');
    const res = await r.t.call({ method: 'POST', url: `${RT}/instance/v1/revokeInstance`, token: await r.portalToken('yangfan'), payload: { instanceId: order.procId, cause: '报错设备了' } });
    expect(res.statusCode, res.body).toBe(200);
    const withdrawn = await r.ok<Detail>(ORDER('get-by-id'), 'yangfan', { id: order.id });
    expect(withdrawn.repairStatus).toBe('cancel');
    expect(withdrawn.timeline.at(-1)).toMatchObject({ label: 'refused', processContent: '报修人撤回了审批，报修单已取消' });
    expect(await todoOf('liqiang', order.procId!)).toEqual([]);
  });

  it('refuses a reporter who may not start the approval process, and keeps nothing of the report', async () => {
    const before = await r.t.db.selectFrom('eam_repair_order').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // 化验室 is not among the process's starters (production, equipment, the director).
    const code = await freeAsset(1);
    const res = await r.call(ORDER('create'), 'xiemei', { assetId: await r.assetId(code), urgencyId: await r.urgencyId('normal'), content: '泵体漏水', assetDown: 'yes' });
    expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
    const after = await r.t.db.selectFrom('eam_repair_order').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await assetStatus(code)).toBe('using');
  });

  it('leaves the approval out when the setting names no process', async () => {
    await r.approval(null);
    const order = await r.report('xiemei');
    expect(order).toMatchObject({ repairStatus: 'not_dispatch', procId: null });
    await r.approval('repair');
  });
});
