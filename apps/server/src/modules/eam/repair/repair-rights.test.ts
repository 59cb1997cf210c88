import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT, createRepairKit, ORDER, type RepairKit } from './repair-test-kit.js';

let r: RepairKit;
let mech: string;
let elec: string;

beforeAll(async () => {
  r = await createRepairKit();
  await r.approval(null);
  [mech, elec] = await Promise.all([r.teamId('机修班'), r.teamId('电仪班')]);
});
afterAll(() => r.close());

/** Expects the call as each account to be refused 403 forbidden, changing nothing. */
async function refused(url: string, accounts: string[], body: Record<string, unknown>, orderId: string) {
  const before = await r.ok<Record<string, unknown>>(ORDER('get-by-id'), 'admin', { id: orderId });
  for (const account of accounts) {
    const res = await r.call(url, account, body);
    expect([account, res.statusCode, res.json().code]).toEqual([account, 403, 'forbidden']);
  }
  const after = await r.ok<Record<string, unknown>>(ORDER('get-by-id'), 'admin', { id: orderId });
  expect(after).toEqual(before);
}

const dispatched = async (executor = 'luobin') => {
  const order = await r.report('chenjing');
  await r.ok(ORDER('dispatch'), 'heping', { id: order.id, groupId: mech, executorId: await r.uid(executor) });
  return order;
};

describe('who may act on a repair order', () => {
  it('lets every user of the tenant read orders, and nobody of another tenant', async () => {
    const order = await r.report('chenjing');
    for (const account of ['xiemei', 'hezhen', 'zhangwei']) {
      const detail = await r.ok<{ id: string; actions: string[] }>(ORDER('get-by-id'), account, { id: order.id });
      expect([account, detail.id, detail.actions]).toEqual([account, order.id, []]);
    }
    const hx = await r.k.assetToken('hxadmin', await r.k.otherTenantId());
    for (const [url, body] of [
      [ORDER('get-by-id'), { id: order.id }], [ORDER('cancel'), { id: order.id, notes: 'x' }],
      [ORDER('dispatch'), { id: order.id, groupId: mech, executorId: await r.uid('luobin') }], [ACT('start'), { orderId: order.id }],
      [ORDER('acceptance'), { id: order.id, result: 'finish' }],
    ] as const) {
      const res = await r.k.post(url, hx, body);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 404, 'notFound']);
    }
    expect((await r.k.post(ORDER('query-paged-list'), hx, { pageSize: 100 })).json().data.totalRowCount).toBe(0);
    const anonymous = await r.k.post(ORDER('get-by-id'), undefined, { id: order.id });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'tokenExpired']);
  });

  it("dispatches only as a repair manager, an administrator or the leader of the team it goes to", async () => {
    const order = await r.report('chenjing');
    const body = { id: order.id, groupId: mech, executorId: await r.uid('luobin') };
    // The reporter, a member who does not lead, and the leader of another team.
    await refused(ORDER('dispatch'), ['chenjing', 'luobin', 'pengcheng', 'xiemei'], body, order.id);
    expect((await r.ok<{ actions: string[] }>(ORDER('get-by-id'), 'pengcheng', { id: order.id })).actions).toContain('dispatch');
    await r.ok(ORDER('dispatch'), 'heping', body);
    for (const account of ['liqiang', 'admin']) {
      const other = await r.report('chenjing');
      await r.ok(ORDER('dispatch'), account, { id: other.id, groupId: elec, executorId: await r.uid('lintao') });
    }
  });

  it('cancels only as the reporter, a repair manager or an administrator', async () => {
    const order = await r.report('chenjing');
    await refused(ORDER('cancel'), ['yangfan', 'heping', 'luobin'], { id: order.id, notes: '不修了' }, order.id);
    expect((await r.ok<{ actions: string[] }>(ORDER('get-by-id'), 'chenjing', { id: order.id })).actions).toEqual(['cancel']);
    await r.ok(ORDER('cancel'), 'chenjing', { id: order.id, notes: '误报' });
    for (const account of ['liqiang', 'admin']) {
      const other = await dispatched();
      await r.ok(ORDER('cancel'), account, { id: other.id, notes: '设备停用' });
    }
  });

  it('starts and finishes only as the executor or a member of the assigned team', async () => {
    const order = await dispatched('luobin');
    // The reporter, the manager (no member), a member of another team and an administrator are no workers.
    await refused(ACT('start'), ['chenjing', 'liqiang', 'lintao', 'admin'], { orderId: order.id }, order.id);
    await r.ok(ACT('start'), 'luobin', { orderId: order.id });
    const finish = { orderId: order.id, cause: '轴承磨损', remedy: '更换轴承' };
    await refused(ACT('finish'), ['chenjing', 'liqiang', 'pengcheng'], finish, order.id);
    // A member of the team who is not the executor finishes for him.
    await r.ok(ACT('finish'), 'heping', finish);
  });

  it('accepts only as the reporter, a repair manager or an administrator', async () => {
    const order = await dispatched('luobin');
    await r.ok(ACT('start'), 'luobin', { orderId: order.id });
    await r.ok(ACT('finish'), 'luobin', { orderId: order.id, cause: '叶轮堵塞', remedy: '清理叶轮' });
    await refused(ORDER('acceptance'), ['luobin', 'heping', 'yangfan'], { id: order.id, result: 'finish' }, order.id);
    expect((await r.ok<{ actions: string[] }>(ORDER('get-by-id'), 'luobin', { id: order.id })).actions).toEqual([]);
    expect((await r.ok<{ actions: string[] }>(ORDER('get-by-id'), 'liqiang', { id: order.id })).actions).toEqual(['accept']);
    await r.ok(ORDER('acceptance'), 'liqiang', { id: order.id, result: 'acceptance_failed', notes: '仍有异响' });
    await r.ok(ACT('start'), 'luobin', { orderId: order.id });
    await r.ok(ACT('finish'), 'luobin', { orderId: order.id, cause: '联轴器对中不良', remedy: '重新找正' });
    await r.ok(ORDER('acceptance'), 'admin', { id: order.id, result: 'finish' });
  });

  it('reports as any user of the tenant, in the name of the caller', async () => {
    const order = await r.report('hezhen');
    expect(order).toMatchObject({ reporter: { id: await r.uid('hezhen'), name: '何珍' }, actions: ['cancel'] });
  });
});
