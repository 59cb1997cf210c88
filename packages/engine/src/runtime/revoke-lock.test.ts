import { describe, expect, it } from 'vitest';
import { Case, loadFixture } from '../../testing/harness.js';
import { canRevoke } from './commands/revoke.js';
import { LockCode, lockStatus } from './queries.js';

describe('revoke (撤回)', () => {
  it('Given the head has not acted, When the starter revokes, Then the instance waits at the start for her', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    expect(canRevoke(c.current, 'chenjing')).toEqual({ ok: true });
    c.do({ type: 'revoke', userId: 'chenjing', opinion: '天数填错了' });
    expect(c.current.status).toBe('revoke');
    expect(c.waiting()).toEqual({ start: ['chenjing'] });
    expect(c.last('taskClosed')).toEqual([{ type: 'taskClosed', taskId: expect.any(String), reason: 'withdrawn' }]);
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'revoke', userIds: ['wangfang'], text: '天数填错了' }]);
    expect(c.statuses()).toEqual(['start', 'retracted', 'revoker_to_start', 'awaiting_check']);
    c.complete('chenjing', 'agree', { vars: { days: 3 } });
    expect(c.current.status).toBe('running');
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(canRevoke(c.current, 'chenjing').ok).toBe(true);
  });

  it('Given the head already approved, When the starter revokes, Then CANNOT_REVOKE says the next node acted', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    c.complete('wangfang');
    expect(canRevoke(c.current, 'chenjing')).toEqual({ ok: false, code: 'acted', reason: 'The next node has already acted on it' });
    const error = c.refuse({ type: 'revoke', userId: 'chenjing' }, 'CANNOT_REVOKE');
    expect(error.message).toBe('The next node has already acted on it');
  });

  it('Given a shared task, When one candidate claims it, Then revoke is no longer possible', async () => {
    const c = new Case(await loadFixture('vehicle'));
    c.start('chenjing', { destination: '高碑店' });
    c.do({ type: 'claim', taskId: c.current.tasks[0].id, userId: 'lijun' });
    expect(canRevoke(c.current, 'chenjing').ok).toBe(false);
  });

  it('refuses anyone but the starter, and an ended instance', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 1 });
    expect(canRevoke(c.current, 'wangfang')).toEqual({ ok: false, code: 'notStarter', reason: 'Only the starter can revoke the instance' });
    c.refuse({ type: 'revoke', userId: 'wangfang' }, 'CANNOT_REVOKE');
    c.complete('wangfang');
    expect(canRevoke(c.current, 'chenjing')).toEqual({ ok: false, code: 'ended', reason: 'The instance has already ended' });
  });

  it('refuses a second revoke while it already waits at the start', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 1 });
    c.do({ type: 'revoke', userId: 'chenjing' });
    expect(canRevoke(c.current, 'chenjing')).toEqual({ ok: false, code: 'alreadyBack', reason: 'The instance is already back with the starter' });
  });
});

describe('a handler revokes their agreement (撤回)', () => {
  it('Given the head agreed and the director has not acted, When she revokes it, Then the task is hers again', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    const mine = c.taskOf('wangfang').id;
    c.complete('wangfang');
    expect(canRevoke(c.current, 'wangfang', mine)).toEqual({ ok: true });
    expect(canRevoke(c.current, 'wangfang')).toEqual({ ok: true });
    c.refuse({ type: 'revoke', userId: 'zhangwei', taskId: mine }, 'CANNOT_REVOKE');
    c.do({ type: 'revoke', userId: 'wangfang', taskId: mine, opinion: '意见写错了' });
    expect(c.current.status).toBe('running');
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(c.taskOf('wangfang').status).toBe('NORMAL');
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'revoke', userIds: ['zhangwei'], text: '意见写错了' }]);
    expect(c.statuses()).toEqual(['start', 'agree', 'retracted', 'revoker', 'awaiting_check']);
    // Taken back once: nothing is left to revoke until she decides again.
    expect(canRevoke(c.current, 'wangfang', mine).ok).toBe(false);
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given the director acted since, Then the head cannot revoke, and an older decision never can', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    const first = c.taskOf('wangfang').id;
    c.complete('wangfang');
    c.do({ type: 'revoke', userId: 'wangfang', taskId: first });
    const second = c.taskOf('wangfang').id;
    c.complete('wangfang');
    expect(canRevoke(c.current, 'wangfang', first)).toMatchObject({ ok: false, code: 'acted' });
    expect(canRevoke(c.current, 'wangfang', second).ok).toBe(true);
    c.do({ type: 'inquire', taskId: c.taskOf('zhangwei').id, userId: 'zhangwei', userIds: ['sunyan'] });
    expect(canRevoke(c.current, 'wangfang', second)).toMatchObject({ ok: false, code: 'acted' });
    c.refuse({ type: 'revoke', userId: 'wangfang', taskId: second }, 'CANNOT_REVOKE');
  });

  it('Given parallel branches, When one head agreed, Then revoke is refused because the other branch runs', async () => {
    const c = new Case(await loadFixture('repair'));
    c.start('chenjing', { device: '1号提升泵' });
    const [branch] = Object.keys(c.waiting());
    const task = c.current.tasks.find((t) => t.nodeId === branch)!;
    const holder = task.assigneeId ?? task.candidates[0];
    c.do({ type: 'complete', taskId: task.id, userId: holder, action: 'agree', opinion: '同意' });
    expect(canRevoke(c.current, holder, task.id)).toMatchObject({ ok: false, code: 'parallel' });
  });
});

describe('claim / unclaim (签收) on a task shared by the two shift leaders', () => {
  async function vehicle() {
    const c = new Case(await loadFixture('vehicle'));
    c.start('chenjing', { destination: '高碑店' });
    return { c, taskId: c.current.tasks[0].id };
  }

  it('Given nobody claimed it, Then both candidates see code 1 and may act', async () => {
    const { c, taskId } = await vehicle();
    expect(c.current.tasks[0]).toMatchObject({ assigneeId: null, candidates: ['lijun', 'zhaolei'] });
    expect(lockStatus(c.current, taskId, 'lijun')).toBe(LockCode.canClaim);
    expect(lockStatus(c.current, taskId, 'zhaolei')).toBe(1);
  });

  it('When lijun claims, Then he sees 3 (can cancel), zhaolei sees 4 and is refused', async () => {
    const { c, taskId } = await vehicle();
    c.do({ type: 'claim', taskId, userId: 'lijun' });
    expect(c.current.tasks[0].lockedBy).toBe('lijun');
    expect(c.last('taskUpdated')).toHaveLength(1);
    expect(lockStatus(c.current, taskId, 'lijun')).toBe(LockCode.canUnclaim);
    expect(lockStatus(c.current, taskId, 'zhaolei')).toBe(LockCode.lockedByOther);
    c.refuse({ type: 'claim', taskId, userId: 'zhaolei' }, 'LOCKED_BY_OTHER');
    c.refuse({ type: 'complete', taskId, userId: 'zhaolei', action: 'agree' }, 'LOCKED_BY_OTHER');
    expect(c.records().at(-1)).toMatchObject({ status: 'lockTask', auditorId: 'lijun' });
  });

  it('When lijun cancels his claim, Then both may act again', async () => {
    const { c, taskId } = await vehicle();
    c.do({ type: 'claim', taskId, userId: 'lijun' });
    c.refuse({ type: 'unclaim', taskId, userId: 'zhaolei' }, 'LOCKED_BY_OTHER');
    c.do({ type: 'unclaim', taskId, userId: 'lijun' });
    expect(c.current.tasks[0].lockedBy).toBeUndefined();
    expect(lockStatus(c.current, taskId, 'zhaolei')).toBe(LockCode.canClaim);
    c.do({ type: 'complete', taskId, userId: 'zhaolei', action: 'agree' });
    expect(c.waiting()).toEqual({ office: ['sunyan'] });
  });

  it('Given a single-assignee task, Then claiming needs no lock (2); once handled the code is 0', async () => {
    const { c, taskId } = await vehicle();
    c.do({ type: 'complete', taskId, userId: 'lijun', action: 'agree' });
    const officeTask = c.taskOf('sunyan').id;
    expect(lockStatus(c.current, officeTask, 'sunyan')).toBe(LockCode.noLockNeeded);
    c.refuse({ type: 'claim', taskId: officeTask, userId: 'sunyan' }, 'NO_LOCK_NEEDED');
    expect(lockStatus(c.current, taskId, 'lijun')).toBe(LockCode.handled);
    c.refuse({ type: 'claim', taskId, userId: 'lijun' }, 'TASK_NOT_FOUND');
  });

  it('refuses a claim by someone who is not a candidate', async () => {
    const { c, taskId } = await vehicle();
    c.refuse({ type: 'claim', taskId, userId: 'chenjing' }, 'NOT_ASSIGNEE');
    expect(() => lockStatus(c.current, taskId, 'chenjing')).toThrow(/not a candidate/);
  });
});
