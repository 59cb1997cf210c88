import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/clock.js';
import { createTestApp } from '../../../test/harness.js';
import { jobRow } from '../../jobs/index.js';
import { createKit, type Kit } from '../test-kit.js';


// 2026-03-06 is a Friday; 10:00 UTC is 18:00 at the plant.
const fridayEvening = '2026-03-06T10:00:00.000Z';
const mondayEvening = '2026-03-09T10:00:00.000Z';
const clock = movableClock(fridayEvening);
let k: Kit;

const threeStep = (deptHead: object) => ({
  nodes: {
    deptHead: { assignees: [{ type: 'starterDeptHead' }], ...deptHead },
    office: { assignees: [{ type: 'post', codes: ['officeHead'] }] },
    director: { assignees: [{ type: 'post', codes: ['director'] }] },
  },
});

beforeAll(async () => {
  k = await createKit({ clock });
  await k.deploy('t_due_pass', 'three-step', { settings: threeStep({ dueHours: 24, remindBefore: { hours: 2 }, overdue: 'autoPass' }) });
  await k.deploy('t_due_remind', 'three-step', { settings: threeStep({ dueHours: 4 }) });
  await k.deploy('t_due_head', 'three-step', { settings: threeStep({ dueHours: 4, overdue: 'transferToHead' }) });
  await k.deploy('t_boundary', 'timers');
});
afterAll(() => k.close());

const db = () => k.t.db;
const openTasks = (instId: string) => db().selectFrom('bpm_task').select(['id', 'node_id', 'assignee_id', 'due_at', 'status']).where('inst_id', '=', instId).where('open', '=', 1).execute();
const jobsOf = async (instId: string) => (await db().selectFrom('sys_job').selectAll().orderBy('due_at').execute()).filter((j) => JSON.parse(j.payload_json).instId === instId);
const messages = (account: string, instId: string, type: string) =>
  db().selectFrom('sys_message as m').innerJoin('sys_message_receiver as r', 'r.message_id', 'm.id').select(['m.subject', 'm.content'])
    .where('r.receiver_id', '=', k.uid[account]!).where('m.message_type', '=', type)
    .where((eb) => eb.or([eb('m.ref_id', '=', instId), eb('m.ref_id', 'in', eb.selectFrom('bpm_task').select('id').where('inst_id', '=', instId))]))
    .execute();

describe('due times through the job executor', () => {
  it('counts the first due time in working days: started on Friday evening with 24 hours, due on Monday evening', async () => {
    clock.set(fridayEvening);
    const instId = await k.start('chenjing', 't_due_pass');
    expect(await openTasks(instId)).toEqual([expect.objectContaining({ node_id: 'deptHead', assignee_id: k.uid.wangfang, due_at: mondayEvening })]);
    expect((await jobsOf(instId)).map((j) => [j.kind, j.due_at])).toEqual([['bpm.timer', '2026-03-09T08:00:00.000Z'], ['bpm.timer', mondayEvening]]);
  });

  it('reminds the holder before the due time, then passes the task with the system opinion when it passes', async () => {
    clock.set(fridayEvening);
    const instId = await k.start('chenjing', 't_due_pass');
    const [task] = await openTasks(instId);
    clock.set('2026-03-09T07:59:00.000Z');
    await k.t.app.jobs.runDue();
    expect(await messages('wangfang', instId, 'bpm.dueSoon')).toEqual([]);

    clock.set('2026-03-09T08:00:00.000Z');
    await k.t.app.jobs.runDue();
    expect(await messages('wangfang', instId, 'bpm.dueSoon')).toEqual([expect.objectContaining({ subject: expect.stringContaining('即将到期') })]);
    expect(await openTasks(instId)).toEqual([expect.objectContaining({ id: task!.id })]);

    clock.set(mondayEvening);
    await k.t.app.jobs.runDue();
    expect(await openTasks(instId)).toEqual([expect.objectContaining({ node_id: 'office' })]);
    // The task's own record completed by the system, after the reminder's record.
    const records = await db().selectFrom('bpm_opinion').select(['status', 'auditor_id', 'opinion', 'complete_time']).where('task_id', '=', task!.id).orderBy('rev').orderBy('ord').execute();
    expect(records).toEqual([
      { status: 'agree', auditor_id: null, opinion: '系统自动通过：超时', complete_time: mondayEvening },
      { status: 'urge', auditor_id: null, opinion: '', complete_time: '2026-03-09T08:00:00.000Z' },
    ]);
    expect(await jobsOf(instId)).toEqual([]);
  });

  it('reminds the holder and the starter when the due time passes (the default action)', async () => {
    clock.set('2026-03-02T01:00:00.000Z');
    const instId = await k.start('chenjing', 't_due_remind');
    clock.set('2026-03-02T05:00:00.000Z');
    await k.t.app.jobs.runDue();
    expect(await messages('wangfang', instId, 'bpm.overdue')).toHaveLength(1);
    const [toStarter] = await messages('chenjing', instId, 'bpm.overdue');
    expect(toStarter).toBeTruthy();
    // It names the node whose task is late: the task was opened by an earlier step, not the reminder's.
    expect(toStarter.content).toMatch(/在「[^」]+」已超过办理期限/);
    expect(await openTasks(instId)).toEqual([expect.objectContaining({ node_id: 'deptHead', assignee_id: k.uid.wangfang })]);
  });

  it('escalates to the holder\'s department head when the node says so', async () => {
    clock.set('2026-03-02T01:00:00.000Z');
    const instId = await k.start('chenjing', 't_due_head');
    clock.set('2026-03-02T05:00:00.000Z');
    await k.t.app.jobs.runDue();
    const [task] = await openTasks(instId);
    expect(task).toMatchObject({ node_id: 'deptHead', status: 'DELIVERTO' });
    expect(task!.assignee_id).not.toBe(k.uid.wangfang);
  });

  it('drops the jobs of a task handled before its due time, and a stale job does nothing', async () => {
    clock.set('2026-03-02T01:00:00.000Z');
    const instId = await k.start('chenjing', 't_due_remind');
    const [job] = await jobsOf(instId);
    await k.agree('wangfang', instId);
    expect(await jobsOf(instId)).toEqual([]);
    // A job that outlived its timer (e.g. run again after a lost claim) finds nothing to fire.
    await db().insertInto('sys_job').values({ ...job!, attempts: 0 }).execute();
    clock.set('2026-03-02T06:00:00.000Z');
    expect(await k.t.app.jobs.runDue()).toBe(1);
    expect(await jobsOf(instId)).toEqual([]);
    expect(await openTasks(instId)).toEqual([expect.objectContaining({ node_id: 'office' })]);
  });
});

describe('BPMN timer events through the job executor', () => {
  it('fires an interrupting boundary timer four hours after the task opened', async () => {
    clock.set('2026-03-02T01:00:00.000Z');
    const instId = await k.start('chenjing', 't_boundary');
    clock.set('2026-03-02T04:59:00.000Z');
    await k.t.app.jobs.runDue();
    expect(await openTasks(instId)).toEqual([expect.objectContaining({ node_id: 'deptHead' })]);
    clock.set('2026-03-02T05:00:00.000Z');
    await k.t.app.jobs.runDue();
    expect(await openTasks(instId)).toEqual([expect.objectContaining({ node_id: 'office' })]);
  });
});

describe('the server polls for due jobs', () => {
  it('runs a due job on its own when JOB_POLL_MS is set', async () => {
    const app = await createTestApp({ env: { JOB_POLL_MS: '20' }, seed: false });
    try {
      // A timer of an instance that does not exist: its job is done (nothing to fire), not retried.
      await app.db.insertInto('sys_job').values(jobRow({ tenantId: 't', kind: 'bpm.timer', payload: { instId: 'gone', timerId: 'x' }, dueAt: new Date().toISOString() }, new Date().toISOString())).execute();
      await expect.poll(async () => (await app.db.selectFrom('sys_job').select('id').execute()).length, { timeout: 5000 }).toBe(0);
    } finally {
      await app.close();
    }
  });
});
