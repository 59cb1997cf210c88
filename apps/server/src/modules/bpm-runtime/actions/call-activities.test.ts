import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, R, type Kit } from '../test-kit.js';

// call (设备购置): start → deptHead → buy (calls threeStep) → bought? [_outcome.buy == 'approved'] → store → end | notBought
// three-step (三级审批, the called process): deptHead (the starter's head) → office → director
let k: Kit;
const db = () => k.t.db;

/** The call fixture with its call activity calling `key` instead. */
const calling = (key: string) => (xml: string) => xml.replace('calledElement="threeStep"', `calledElement="${key}"`);
const threeStep = { deptHead: { assignees: [{ type: 'starterDeptHead' }] }, office: { assignees: [{ type: 'post', codes: ['officeHead'] }] }, director: { assignees: [{ type: 'post', codes: ['director'] }] } };
// A rule that names nobody for these requests, and a step that therefore cannot open.
const nobody = { assignees: [{ type: 'formUser', field: 'receiver' }] };

beforeAll(async () => {
  k = await createKit();
  await k.deploy('threeStep', 'three-step');
  await k.deploy('c_buy', 'call');
  await k.deploy('c_noone', 'three-step', { settings: { nodes: { ...threeStep, deptHead: nobody } } });
  await k.deploy('c_buyNoone', 'call', { xml: calling('c_noone') });
  await k.deploy('c_buyStuck', 'call', { settings: { nodes: { deptHead: { assignees: [{ type: 'starterDeptHead' }] }, store: nobody } } });
});
afterAll(() => k.close());

const instance = (id: string) => db().selectFrom('bpm_instance').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const childrenOf = (parentId: string) => db().selectFrom('bpm_instance').selectAll().where('parent_inst_id', '=', parentId).orderBy('created_at').execute();
const openTasks = (instId: string) => db().selectFrom('bpm_task').select(['node_id', 'assignee_id']).where('inst_id', '=', instId).where('open', '=', 1).execute();
const records = (instId: string) => db().selectFrom('bpm_opinion').select(['node_id', 'status', 'opinion', 'auditor_id']).where('inst_id', '=', instId).orderBy('rev').orderBy('ord').execute();
const decide = (account: string, taskId: string, actionName: string, opinion = '同意') => k.post(`${R}/task/v1/complete`, account, { taskId, actionName, opinion });

/**
 * Runs `work` while another process holds the instance's row (PostgreSQL), so that the actions it starts are all
 * under way, each waiting for some row, when the row is released. On SQLite the one writer queues them anyway.
 */
async function whileHeld<T>(instId: string, work: () => Promise<T>): Promise<T> {
  if (k.t.dialect !== 'postgres') return work();
  let running!: Promise<T>;
  await db().transaction().execute(async (tx) => {
    await tx.selectFrom('bpm_instance').select('id').where('id', '=', instId).forUpdate().execute();
    running = work();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });
  return running;
}

/** chenjing's purchase, agreed by her head: the purchase waits at its call activity while the called instance runs. */
async function atCall(key = 'c_buy'): Promise<{ parent: string; child: string }> {
  const parent = await k.start('chenjing', key, { device: '3号鼓风机' });
  await k.agree('wangfang', parent);
  const children = await childrenOf(parent);
  expect(children).toHaveLength(1);
  return { parent, child: children[0]!.id };
}

/** The called instance at its last step: the director's decision ends it. */
async function atDirector(key = 'c_buy') {
  const ids = await atCall(key);
  await k.agree('wangfang', ids.child);
  await k.agree('sunyan', ids.child);
  return { ...ids, taskId: await k.taskOf('zhangwei', ids.child) };
}

describe('a call activity starts the called process in the caller\'s transaction', () => {
  it('When the head agrees, Then the called process starts for the starter, linked to the call, and the caller waits at the call activity', async () => {
    const { parent, child } = await atCall();
    const caller = await instance(parent);
    const called = await instance(child);
    const [call] = JSON.parse(caller.state_json!).calls;
    expect(called).toMatchObject({
      def_key: 'threeStep', subject: '三级审批', status: 'running', outcome: 'inProgress', starter_id: k.uid.chenjing, revision: 1,
      parent_inst_id: parent, parent_call_id: call.id,
    });
    expect(JSON.parse(called.form_data!)).toMatchObject({ device: '3号鼓风机' });
    expect(await openTasks(parent)).toEqual([]);
    expect(await openTasks(child)).toEqual([{ node_id: 'deptHead', assignee_id: k.uid.wangfang }]);
    expect(await records(child)).toContainEqual(expect.objectContaining({ status: 'start', opinion: '由「设备购置（3号鼓风机）」的「采购审批」发起的子流程' }));
    expect((await k.get(`${R}/instance/v1/instanceFlowImage?instId=${parent}`, 'chenjing')).json().nodeStatus.buy).toBe('current');
  });

  it('shows the link both ways in the instance detail', async () => {
    const { parent, child } = await atCall();
    const detail = (id: string) => k.get(`${R}/instance/v1/getInstanceByInstId?instId=${id}`, 'chenjing').then((res) => res.json());
    expect(await detail(parent)).toMatchObject({ childInstIds: [child] });
    expect((await detail(parent)).parentInstId).toBeUndefined();
    expect(await detail(child)).toMatchObject({ parentInstId: parent });
    expect((await detail(child)).childInstIds).toBeUndefined();
  });

  it('When the called instance ends approved, Then the caller goes on in the same action', async () => {
    const { parent, child, taskId } = await atDirector();
    expect((await decide('zhangwei', taskId, 'agree')).statusCode).toBe(200);
    expect(await instance(child)).toMatchObject({ status: 'end', outcome: 'approved' });
    expect(await openTasks(parent)).toEqual([{ node_id: 'store', assignee_id: k.uid.liqiang }]);
    expect(await records(parent)).toContainEqual({ node_id: 'buy', status: 'callEnd', opinion: '子流程「三级审批」已通过', auditor_id: null });
    expect((await k.get(`${R}/instance/v1/instanceFlowImage?instId=${parent}`, 'chenjing')).json().nodeStatus.buy).toBe('done');
  });

  it('When the called instance ends refused, Then the caller leaves by its other branch and ends refused', async () => {
    const { parent, child, taskId } = await atDirector();
    expect((await decide('zhangwei', taskId, 'oppose', '预算不足')).statusCode).toBe(200);
    expect(await instance(child)).toMatchObject({ status: 'end', outcome: 'refused' });
    expect(await instance(parent)).toMatchObject({ status: 'end', outcome: 'refused' });
    expect(await records(parent)).toContainEqual({ node_id: 'buy', status: 'callEnd', opinion: '子流程「三级审批」未通过', auditor_id: null });
  });

  it('takes the called instance\'s last decision and the caller\'s next step together: when the caller cannot go on, the decision is refused and nothing changes', async () => {
    const { parent, child, taskId } = await atDirector('c_buyStuck');
    const [callerBefore, calledBefore] = [await instance(parent), await instance(child)];
    const res = await decide('zhangwei', taskId, 'agree');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('找不到「设备验收」的处理人，请联系管理员');
    expect([await instance(parent), await instance(child)]).toEqual([callerBefore, calledBefore]);
    expect(await openTasks(child)).toEqual([{ node_id: 'director', assignee_id: k.uid.zhangwei }]);
  });
});

describe('a called process that cannot start', () => {
  it('refuses the step that would start it, leaving the caller as it was', async () => {
    const parent = await k.start('chenjing', 'c_buyNoone');
    const before = await instance(parent);
    const res = await decide('wangfang', await k.taskOf('wangfang', parent), 'agree');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('找不到「部门负责人审批」的处理人，请联系管理员');
    expect(await instance(parent)).toEqual(before);
    expect(await childrenOf(parent)).toEqual([]);
    expect((await records(parent)).map((r) => r.status)).toEqual(['start', 'awaiting_check']);
  });

  it('rolls the caller\'s step back when writing the called instance fails', async () => {
    const parent = await k.start('chenjing', 'c_buy');
    const before = await instance(parent);
    const taskId = await k.taskOf('wangfang', parent);
    // The called instance's row is written after the caller's: refuse it in the database.
    const postgres = k.t.dialect === 'postgres';
    if (postgres) {
      await sql`create function no_called() returns trigger language plpgsql as $$ begin raise exception 'no called instance'; end $$`.execute(db());
      await sql`create trigger no_called before insert on bpm_instance for each row when (new.parent_inst_id is not null) execute function no_called()`.execute(db());
    } else {
      await sql`create trigger no_called before insert on bpm_instance when new.parent_inst_id is not null begin select raise(abort, 'no called instance'); end`.execute(db());
    }
    try {
      expect((await decide('wangfang', taskId, 'agree')).statusCode).toBe(500);
    } finally {
      await sql`drop trigger no_called${postgres ? sql` on bpm_instance` : sql``}`.execute(db());
      if (postgres) await sql`drop function no_called()`.execute(db());
    }
    expect(await instance(parent)).toEqual(before);
    expect(await openTasks(parent)).toEqual([{ node_id: 'deptHead', assignee_id: k.uid.wangfang }]);
    expect((await records(parent)).map((r) => r.status)).toEqual(['start', 'awaiting_check']);
    // Nothing half-done stays behind: the same decision goes through once the database takes the row.
    expect((await decide('wangfang', taskId, 'agree')).statusCode).toBe(200);
    expect(await childrenOf(parent)).toHaveLength(1);
  });

  it('names the called process when it has no deployed version any more, in the caller\'s language', async () => {
    await k.deploy('c_gone', 'three-step');
    await k.deploy('c_buyGone', 'call', { xml: calling('c_gone') });
    const parent = await k.start('chenjing', 'c_buyGone');
    await db().updateTable('bpm_definition').set({ is_main: 0 }).where('def_key', '=', 'c_gone').execute();
    const taskId = await k.taskOf('wangfang', parent);
    const res = await k.post(`${R}/task/v1/complete`, 'wangfang', { taskId, actionName: 'agree', opinion: '同意' }, { lang: 'en-US' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The process cannot go on: the process "c_gone" it calls has no deployed definition; contact the administrator');
    expect(await childrenOf(parent)).toEqual([]);
  });
});

describe('cancelling a call ends the called instance', () => {
  it('When the head takes back the agreement that reached the call (撤回), Then the called instance ends terminated and the caller is not told', async () => {
    const { parent, child } = await atCall();
    const handoff = JSON.parse((await instance(parent)).state_json!).lastHandoff.taskId as string;
    const res = await k.post(`${R}/instance/v1/revokeInstance`, 'wangfang', { instanceId: parent, taskId: handoff, cause: '需补充询价' });
    expect(res.json()).toMatchObject({ state: true });
    expect(await instance(child)).toMatchObject({ status: 'manualend', outcome: 'terminated' });
    expect(await openTasks(child)).toEqual([]);
    const ended = await records(child);
    expect(ended.filter((r) => r.status === 'awaiting_check')).toEqual([]);
    expect(ended).toContainEqual({
      node_id: null, status: 'manual_end', auditor_id: k.uid.wangfang,
      opinion: '上级流程「设备购置（3号鼓风机）」已不再等待该子流程（驳回、撤回或终止），子流程随之终止',
    });
    expect(await openTasks(parent)).toEqual([{ node_id: 'deptHead', assignee_id: k.uid.wangfang }]);
    expect((await records(parent)).map((r) => r.status)).not.toContain('callEnd');
  });

  it('When an administrator ends the caller, Then the called instance ends with it', async () => {
    const { parent, child } = await atCall();
    const res = await k.get(`${R}/instance/v1/doEndProcessById?id=${parent}&reason=${encodeURIComponent('不再购置')}`, 'admin');
    expect(res.json()).toMatchObject({ state: true });
    expect(await instance(parent)).toMatchObject({ status: 'manualend', outcome: 'terminated' });
    expect(await instance(child)).toMatchObject({ status: 'manualend', outcome: 'terminated' });
  });

  it('queues the called instance\'s last decision and the caller\'s end when both come at once, whichever wins', async () => {
    const { parent, child, taskId } = await atDirector();
    await Promise.all([k.token('admin'), k.token('zhangwei')]);
    const [end, agree] = await whileHeld(parent, () => Promise.all([
      k.get(`${R}/instance/v1/doEndProcessById?id=${parent}&reason=${encodeURIComponent('不再购置')}`, 'admin'),
      decide('zhangwei', taskId, 'agree'),
    ]));
    expect(end.statusCode).toBe(200);
    expect([200, 409]).toContain(agree.statusCode);
    expect(await instance(parent)).toMatchObject({ status: 'manualend' });
    // The decision came first: the caller went on and was ended after; else the end terminated the called instance.
    expect(await instance(child)).toMatchObject(agree.statusCode === 200 ? { status: 'end', outcome: 'approved' } : { status: 'manualend', outcome: 'terminated' });
  });
});

describe('deploying a call activity', () => {
  it('refuses a calledElement that names no deployed process', async () => {
    await expect(k.deploy('c_nowhere', 'call', { xml: calling('c_missing') })).rejects.toMatchObject({
      statusCode: 400, message: "bpmn: Call activity 'buy' (采购审批) calls 'c_missing', which is not a deployed process",
    });
  });

  it('refuses a call cycle through the latest versions (A calls B calls A)', async () => {
    await k.deploy('c_a', 'call');
    await k.deploy('c_b', 'call', { xml: calling('c_a') });
    await expect(k.deploy('c_a', 'call', { xml: calling('c_b') })).rejects.toMatchObject({
      statusCode: 400, message: "bpmn: Call activity 'buy' (采购审批) calls 'c_b', which leads back to this process (c_a → c_b → c_a): the instances would start each other for ever",
    });
  });
});
