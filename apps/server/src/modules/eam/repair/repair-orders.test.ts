import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT, createRepairKit, ORDER, type Detail, type RepairKit } from './repair-test-kit.js';

let r: RepairKit;
let mech: string;

beforeAll(async () => {
  r = await createRepairKit();
  await r.approval(null);
  mech = await r.teamId('机修班');
});
afterAll(() => r.close());

const assetStatus = async (code: string) =>
  (await r.t.db.selectFrom('eam_asset').select('asset_status').where('asset_code', '=', code).where('tenant_id', '=', await r.k.plantId()).executeTakeFirstOrThrow()).asset_status;

describe('a repair from report to acceptance', () => {
  it('runs through dispatch, start, finish, a failed acceptance, a second repair and a passed acceptance, every step on the timeline', async () => {
    const photo = await r.photo('chenjing');
    const tpl = await r.tplId('GZ-002');
    const created = await r.call(ORDER('create'), 'chenjing', {
      assetId: await r.assetId('TS-PU-003'), categoryTplId: tpl, urgencyId: await r.urgencyId('urgent'), content: '3#提升泵机封处漏水',
      pictureIds: [photo], assetDown: 'yes', repairType: 'self_repair',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ success: true, code: '00', message: '报修已提交' });
    const order = created.json().data;
    expect(order).toMatchObject({
      repairStatus: 'not_dispatch', assetCode: 'TS-PU-003', assetDown: true, pictureIds: [photo], pictureId: photo, reporter: { name: '陈静' },
      categoryTpl: { code: 'GZ-002', name: '机械密封泄漏', categoryHierarchyName: '机械/泵类' }, urgency: { code: 'urgent', name: '紧急', responseHours: 4 },
      actions: ['cancel'], dispatch: null, act: null, acceptance: null,
    });
    expect(order.businessCode).toMatch(/^BX\d{8}-\d{3}$/);
    expect(Date.parse(order.responseDeadline) - Date.parse(order.reportedAt)).toBe(4 * 3_600_000);
    expect(await assetStatus('TS-PU-003')).toBe('repair');
    // The photo is granted to the order: a colleague who reads the order sees it.
    const seen = await r.t.call({ method: 'GET', url: `/portal/file/onlinePreviewController/v1/getFileById_${photo}`, token: await r.portalToken('yangfan') });
    expect(seen.statusCode).toBe(200);

    // The team's leader sees the dispatch action and dispatches to a member.
    expect((await r.ok<{ actions: string[] }>(ORDER('get-by-id'), 'heping', { id: order.id })).actions).toEqual(['dispatch']);
    r.clock.advance(30);
    const dispatched = await r.ok<Detail>(ORDER('dispatch'), 'heping', { id: order.id, groupId: mech, executorId: await r.uid('luobin') });
    expect(dispatched).toMatchObject({
      repairStatus: 'dispatched', groupName: '机修班', executor: { name: '罗斌' },
      dispatch: { group: { name: '机修班', leader: { name: '何平' } }, executor: { name: '罗斌' }, dispatcher: { name: '何平' } },
    });
    expect((await r.ok<{ actions: string[] }>(ORDER('get-by-id'), 'luobin', { id: order.id })).actions).toEqual(['start']);

    r.clock.advance(60);
    const started = await r.ok<Detail>(ACT('start'), 'luobin', { orderId: order.id });
    expect(started).toMatchObject({ repairStatus: 'repairing', act: { attempt: 1, executor: { name: '罗斌' }, finishedAt: null }, actions: ['finish'] });
    const firstStart = started.times.startedAt;

    r.clock.advance(180);
    const after = await r.photo('luobin');
    const finished = await r.ok<Detail>(ACT('finish'), 'luobin', {
      orderId: order.id, cause: '机封动环磨损', remedy: '更换机械密封', failureMode: 'ELP', failureMechanism: '1.1', failureCause: '3.4',
      parts: [{ name: '机械密封', qty: 1, unit: '套' }], laborHours: 3, cost: 2100, pictureIds: [after], notes: '试运行30分钟无泄漏',
    });
    expect(finished).toMatchObject({
      repairStatus: 'wait_acceptance',
      act: { attempt: 1, cause: '机封动环磨损', remedy: '更换机械密封', failureMode: 'ELP', failureMechanism: '1.1', failureCause: '3.4', parts: [{ name: '机械密封', qty: 1, unit: '套' }], laborHours: 3, cost: 2100, pictureIds: [after] },
    });
    // assetDown without a downtime end: the asset ran again when the repair finished.
    expect(finished.times.downtimeEnd).toBe(finished.times.finishedAt);
    expect((await r.ok<{ actions: string[] }>(ORDER('get-by-id'), 'chenjing', { id: order.id })).actions).toEqual(['accept']);

    r.clock.advance(120);
    const failed = await r.call(ORDER('acceptance'), 'chenjing', { id: order.id, result: 'acceptance_failed', notes: '运行两小时后仍有渗漏' });
    expect(failed.json()).toMatchObject({ message: '验收不通过，已退回维修', data: { repairStatus: 'acceptance_failed', acceptance: { acceptResult: 'acceptance_failed', accepter: { name: '陈静' } } } });
    expect(failed.json().data.times.downtimeEnd).toBeNull();
    expect(await assetStatus('TS-PU-003')).toBe('repair');

    r.clock.advance(60);
    // Another member of the team takes the second attempt.
    const again = await r.ok<Detail>(ACT('start'), 'gaoyuan', { orderId: order.id });
    expect(again).toMatchObject({ repairStatus: 'repairing', act: { attempt: 2, executor: { name: '高远' } } });
    expect(again.times.startedAt).toBe(firstStart);
    r.clock.advance(90);
    const downtimeEnd = new Date(r.clock.now().getTime() - 10 * 60_000).toISOString();
    await r.ok(ACT('finish'), 'gaoyuan', { orderId: order.id, cause: '轴套划伤', remedy: '修复轴套并重新安装机封', laborHours: '1.5', downtimeEnd });
    r.clock.advance(30);
    const accepted = await r.call(ORDER('acceptance'), 'chenjing', { id: order.id, result: 'finish', notes: '无渗漏', actualCost: '2300' });
    const done = accepted.json().data;
    expect(accepted.json().message).toBe('验收通过，报修单已完成');
    expect(done).toMatchObject({ repairStatus: 'finish', actions: [], acceptance: { acceptResult: 'finish', actualCost: 2300 } });
    expect(done.acts.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
    expect(done.acceptances.map((a: { acceptResult: string }) => a.acceptResult)).toEqual(['acceptance_failed', 'finish']);
    expect(done.times.downtimeEnd).toBe(downtimeEnd);
    expect(done.times).toMatchObject({ reportedAt: order.reportedAt, startedAt: firstStart });
    expect(Date.parse(done.times.acceptedAt)).toBeGreaterThan(Date.parse(done.times.finishedAt));
    expect(await assetStatus('TS-PU-003')).toBe('using');

    expect(done.timeline.map((p: { label: string; user: { name: string } | null }) => [p.label, p.user?.name])).toEqual([
      ['report', '陈静'], ['dispatch', '何平'], ['start', '罗斌'], ['finish', '罗斌'], ['acceptance_failed', '陈静'], ['start', '高远'], ['finish', '高远'], ['accept', '陈静'],
    ]);
    expect(done.timeline[0]).toMatchObject({ processContent: '3#提升泵机封处漏水', pictureIds: [photo] });
    expect(done.timeline[1].processContent).toBe('派给机修班，维修人员：罗斌');
    expect(done.timeline[3]).toMatchObject({ processContent: '更换机械密封', pictureIds: [after] });
    expect(done.timeline[5].processContent).toContain('第 2 次');
    const times = done.timeline.map((p: { rcdTime: string }) => Date.parse(p.rcdTime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('cancels before the repair starts, with the reason on the timeline, and gives the asset back', async () => {
    const order = await r.report('yangfan', { assetId: await r.assetId('TS-PU-004'), assetDown: 'yes' });
    expect(await assetStatus('TS-PU-004')).toBe('repair');
    const cancelled = await r.ok<Detail>(ORDER('cancel'), 'yangfan', { id: order.id, notes: '复位后恢复正常' });
    expect(cancelled).toMatchObject({ repairStatus: 'cancel', actions: [], timeline: [{ label: 'report' }, { label: 'cancel', processContent: '复位后恢复正常' }] });
    expect(cancelled.times.cancelledAt).not.toBeNull();
    expect(await assetStatus('TS-PU-004')).toBe('using');
    const again = await r.call(ORDER('cancel'), 'yangfan', { id: order.id, notes: '再撤一次' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'conflict' });
  });

  it('refuses a step the status does not allow (409), whoever asks', async () => {
    const order = await r.report('chenjing');
    for (const [url, account, body] of [
      [ACT('start'), 'heping', { orderId: order.id }],
      [ACT('finish'), 'heping', { orderId: order.id, cause: 'x', remedy: 'y' }],
      [ORDER('acceptance'), 'chenjing', { id: order.id, result: 'finish' }],
    ] as const) {
      // heping is no worker of an undispatched order: the team's work is refused as a right first.
      const res = await r.call(url, account, body);
      expect([url, res.statusCode]).toEqual([url, account === 'heping' ? 403 : 409]);
    }
    await r.ok(ORDER('dispatch'), 'liqiang', { id: order.id, groupId: mech, executorId: await r.uid('heping') });
    const early = await r.call(ACT('finish'), 'heping', { orderId: order.id, cause: 'x', remedy: 'y' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('只有维修中的工单可以完成');
    await r.ok(ACT('start'), 'heping', { orderId: order.id });
    const late = await r.call(ORDER('cancel'), 'chenjing', { id: order.id, notes: '不修了' }, { lang: 'en-US' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Only a request waiting for dispatch or repair can be cancelled/);
  });
});

describe('a report that follows up an inspection defect', () => {
  it('marks the defect processed by the order, refuses it twice or for another asset, and hands it back when the order is cancelled', async () => {
    const plant = await r.k.plantId();
    const assetId = await r.assetId('TS-PU-002');
    const id = `abn-${Date.now()}`;
    const now = r.clock.now().toISOString();
    await r.t.db.insertInto('eam_inspection_abnormal').values({
      id, tenant_id: plant, task_id: 'task-1', task_point_id: `point-${id}`, asset_id: assetId, summary: '2#提升泵轴承温度 78℃（正常 ≤ 70℃）', content: null,
      pics_json: null, status: 'not_process', oper_user_id: await r.uid('zhangmin'), oper_time: now, repair_order_id: null, created_at: now,
    }).execute();
    const defect = () => r.t.db.selectFrom('eam_inspection_abnormal').select(['status', 'repair_order_id']).where('id', '=', id).executeTakeFirstOrThrow();

    const other = await r.call(ORDER('create'), 'zhangmin', { assetId: await r.assetId('TS-PU-001'), urgencyId: await r.urgencyId('serious'), content: '轴承温度高', sourceAbnormalId: id });
    expect([other.statusCode, other.json().message]).toEqual([400, 'sourceAbnormalId: 该巡检异常属于另一台设备']);
    const order = await r.report('zhangmin', { assetId, content: '轴承温度高', sourceAbnormalId: id });
    expect(order.sourceAbnormalId).toBe(id);
    expect(await defect()).toEqual({ status: 'processed', repair_order_id: order.id });
    const twice = await r.call(ORDER('create'), 'chenjing', { assetId, urgencyId: await r.urgencyId('serious'), content: '轴承温度高', sourceAbnormalId: id });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'conflict']);

    await r.ok(ORDER('cancel'), 'zhangmin', { id: order.id, notes: '复测温度正常' });
    expect(await defect()).toEqual({ status: 'not_process', repair_order_id: null });
  });
});

describe('concurrent steps', () => {
  it('lets exactly one of two concurrent dispatches win; the other gets 409', async () => {
    const order = await r.report('chenjing');
    const [a, b] = await Promise.all([
      r.call(ORDER('dispatch'), 'heping', { id: order.id, groupId: mech, executorId: await r.uid('luobin') }),
      r.call(ORDER('dispatch'), 'liqiang', { id: order.id, groupId: mech, executorId: await r.uid('gaoyuan') }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const detail = await r.ok<Detail>(ORDER('get-by-id'), 'chenjing', { id: order.id });
    const winner = a.statusCode === 200 ? '罗斌' : '高远';
    expect(detail.executor!.name).toBe(winner);
    expect(detail.timeline.filter((p: { label: string }) => p.label === 'dispatch')).toHaveLength(1);
  });

  it('lets exactly one of two concurrent acceptances win', async () => {
    const order = await r.report('chenjing');
    await r.ok(ORDER('dispatch'), 'heping', { id: order.id, groupId: mech, executorId: await r.uid('heping') });
    await r.ok(ACT('start'), 'heping', { orderId: order.id });
    await r.ok(ACT('finish'), 'heping', { orderId: order.id, cause: '叶轮缠绕', remedy: '清理叶轮' });
    const [a, b] = await Promise.all([
      r.call(ORDER('acceptance'), 'chenjing', { id: order.id, result: 'finish' }),
      r.call(ORDER('acceptance'), 'liqiang', { id: order.id, result: 'acceptance_failed', notes: '仍有异响' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const detail = await r.ok<Detail>(ORDER('get-by-id'), 'chenjing', { id: order.id });
    expect(detail.acceptances).toHaveLength(1);
    expect(detail.repairStatus).toBe(a.statusCode === 200 ? 'finish' : 'acceptance_failed');
  });

  it('lets exactly one of two concurrent starts open a work order', async () => {
    const order = await r.report('chenjing');
    await r.ok(ORDER('dispatch'), 'heping', { id: order.id, groupId: mech, executorId: await r.uid('luobin') });
    const results = await Promise.all([r.call(ACT('start'), 'luobin', { orderId: order.id }), r.call(ACT('start'), 'gaoyuan', { orderId: order.id })]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect((await r.ok<{ acts: unknown[] }>(ORDER('get-by-id'), 'chenjing', { id: order.id })).acts).toHaveLength(1);
  });
});

describe('the order lists', () => {
  it('pages by status, scope, asset and search, newest first, and counts each status of the scope', async () => {
    const mine = await r.ok<{ list: Array<Detail>; totalRowCount: number }>(ORDER('query-paged-list'), 'yangfan', { scope: 'reported', pageSize: 100 });
    expect(mine.totalRowCount).toBeGreaterThan(0);
    expect(mine.list.every((o) => o.reporter.name === '杨帆')).toBe(true);
    const reported = mine.list.map((o) => Date.parse(o.reportedAt));
    expect([...reported].sort((a, b) => b - a)).toEqual(reported);

    const team = await r.ok<{ list: Array<Detail> }>(ORDER('query-paged-list'), 'gaoyuan', { scope: 'team', pageSize: 100 });
    expect(team.list.length).toBeGreaterThan(0);
    expect(team.list.every((o) => o.groupName === '机修班')).toBe(true);
    expect((await r.ok<{ list: unknown[] }>(ORDER('query-paged-list'), 'xiemei', { scope: 'team' })).list).toEqual([]);

    const all = await r.ok<{ list: Array<Detail>; totalRowCount: number }>(ORDER('query-paged-list'), 'xiemei', { pageSize: 100 });
    const counts = await r.ok<Record<string, number>>(ORDER('query-status-count-data'), 'xiemei', {});
    expect(counts.all).toBe(all.totalRowCount);
    for (const status of ['not_dispatch', 'dispatched', 'repairing', 'wait_acceptance', 'acceptance_failed', 'finish', 'cancel']) {
      const page = await r.ok<{ totalRowCount: number; list: Array<{ repairStatus: string }> }>(ORDER('query-paged-list'), 'xiemei', { repairStatus: status, pageSize: 100 });
      expect([status, page.totalRowCount]).toEqual([status, counts[status]]);
      expect(page.list.every((o) => o.repairStatus === status)).toBe(true);
    }
    // The seed keeps an order in each status for the demo users (approval aside: it needs the demo instances).
    expect(Object.entries(counts).filter(([s, n]) => s !== 'approval' && n === 0)).toEqual([]);

    const name = all.list.at(-1)!.assetName as string;
    const search = await r.ok<{ list: Array<{ assetName: string; assetCode: string }> }>(ORDER('query-paged-list'), 'xiemei', { searchValue: name, pageSize: 100 });
    expect(search.list.length).toBeGreaterThan(0);
    expect(search.list.every((o) => o.assetName.includes(name))).toBe(true);
    const code = all.list.at(-1)!.assetCode as string;
    const byAsset = await r.ok<{ list: Array<{ assetCode: string }> }>(ORDER('query-paged-list'), 'xiemei', { searchValue: code.toLowerCase(), pageSize: 100 });
    expect(byAsset.list.length).toBeGreaterThan(0);
    expect(byAsset.list.every((o) => o.assetCode.includes(code))).toBe(true);
    const byCode = await r.ok<{ list: Array<{ businessCode: string }> }>(ORDER('query-paged-list'), 'xiemei', { searchValue: all.list[0]!.businessCode });
    expect(byCode.list.map((o) => o.businessCode)).toEqual([all.list[0]!.businessCode]);
  });

  it("lists an asset's repair history for its page, and refuses an asset of another tenant", async () => {
    const history = await r.ok<{ list: Array<{ assetCode: string }>; totalRowCount: number }>(ORDER('query-by-asset'), 'xiemei', { assetId: await r.assetId('TS-PU-003') });
    expect(history.totalRowCount).toBeGreaterThanOrEqual(5);
    expect(history.list.every((o) => o.assetCode === 'TS-PU-003')).toBe(true);
    const hx = await r.k.assetToken('hxadmin', await r.k.otherTenantId());
    const other = await r.k.post(ORDER('query-by-asset'), hx, { assetId: await r.assetId('TS-PU-003') });
    expect(other.statusCode).toBe(404);
  });

  it('marks an order late when its repair has not started within the urgency\'s response time', async () => {
    const order = await r.report('chenjing', { urgencyId: await r.urgencyId('urgent') });
    expect(order.responseOverdue).toBe(false);
    r.clock.advance(5 * 60);
    expect((await r.ok<{ responseOverdue: boolean }>(ORDER('get-by-id'), 'chenjing', { id: order.id })).responseOverdue).toBe(true);
  });
});
