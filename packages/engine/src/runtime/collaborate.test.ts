import { describe, expect, it } from 'vitest';
import { Case, loadFixture } from '../../testing/harness.js';
import { awaitedOn } from './buttons.js';

async function leave(days = 5) {
  const c = new Case(await loadFixture('leave'));
  c.start('chenjing', { days });
  return c;
}

describe('complete: decisions and their checks', () => {
  it('records oppose and abandon as the decision and lets conditions read it', async () => {
    const c = await leave();
    c.complete('wangfang', 'oppose', { opinion: '生产任务紧' });
    expect(c.current.vars._outcome).toEqual({ deptHead: 'oppose' });
    c.complete('zhangwei', 'abandon', { opinion: '由部门决定' });
    expect(c.statuses()).toEqual(['start', 'oppose', 'abandon', 'end']);
  });

  it('refuses a second completion of the same task with TASK_NOT_FOUND (already handled)', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.complete('wangfang');
    c.refuse({ type: 'complete', taskId, userId: 'wangfang', action: 'agree' }, 'TASK_NOT_FOUND');
  });

  it('refuses any task command on an ended instance with INSTANCE_ENDED', async () => {
    const c = await leave(1);
    const taskId = c.taskOf('wangfang').id;
    c.complete('wangfang');
    c.refuse({ type: 'complete', taskId, userId: 'wangfang', action: 'agree' }, 'INSTANCE_ENDED');
  });

  it('refuses anyone who does not hold the task, unless an administrator intervenes', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.refuse({ type: 'complete', taskId, userId: 'liqiang', action: 'agree' }, 'NOT_ASSIGNEE');
    c.do({ type: 'complete', taskId, userId: 'admin', action: 'agree', opinion: '代为处理' }, true);
    expect(c.records()[1]).toMatchObject({ status: 'agree', auditorId: 'admin' });
  });

  it('refuses a decision without an opinion where the node requires one', async () => {
    const c = await leave();
    c.complete('wangfang');
    c.refuse({ type: 'complete', taskId: c.taskOf('zhangwei').id, userId: 'zhangwei', action: 'agree', opinion: '' }, 'OPINION_REQUIRED');
  });

  it('refuses a button the node does not offer', async () => {
    const def = await loadFixture('vehicle', { settings: (s) => { s.nodes.office.buttons = ['agree']; } });
    const c = new Case(def);
    c.start('chenjing');
    c.do({ type: 'complete', taskId: c.current.tasks[0].id, userId: 'lijun', action: 'agree' });
    const taskId = c.taskOf('sunyan').id;
    c.refuse({ type: 'complete', taskId, userId: 'sunyan', action: 'oppose' }, 'NOT_ALLOWED');
    c.refuse({ type: 'transfer', taskId, userId: 'sunyan', toUserId: 'hezhen' }, 'NOT_ALLOWED');
  });
});

describe('skipIfSameApprover', () => {
  it('Given the director approves a head\'s leave at the head step, When his director step comes next, Then it is skipped', async () => {
    const c = new Case(await loadFixture('leave', { settings: (s) => { s.nodes.director.skipIfSameApprover = true; } }));
    c.start('wangfang', { days: 5 });
    expect(c.waiting()).toEqual({ deptHead: ['zhangwei'] });
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
    expect(c.records().map((r) => [r.nodeId, r.status, r.auditorId])).toEqual([
      ['start', 'start', 'wangfang'], ['deptHead', 'agree', 'zhangwei'], ['director', 'skip', 'zhangwei'], ['end', 'end', null],
    ]);
  });

  it('Given the setting off, Then the same approver decides both steps', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('wangfang', { days: 5 });
    c.complete('zhangwei');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });
});

describe('transfer (转办) and retrieve', () => {
  it('When the head transfers to a colleague, Then the colleague holds a DELIVERTO task and the head may take it back', async () => {
    const c = await leave();
    c.do({ type: 'transfer', taskId: c.taskOf('wangfang').id, userId: 'wangfang', toUserId: 'lijun', opinion: '请李军代为审批' });
    const task = c.taskOf('lijun');
    expect(task).toMatchObject({ status: 'DELIVERTO', ownerId: 'wangfang', dueAt: '2026-03-03T08:01:00.000Z' });
    expect(c.last('taskClosed')).toEqual([{ type: 'taskClosed', taskId: expect.any(String), reason: 'transferred' }]);
    expect(c.records().slice(1).map((r) => [r.status, r.auditorId, r.qualified])).toEqual([
      ['deliverto', 'wangfang', ['wangfang']], ['awaiting_check', null, ['lijun']],
    ]);
    c.refuse({ type: 'retrieveTransfer', taskId: task.id, userId: 'lijun' }, 'NOT_ALLOWED');
    c.do({ type: 'retrieveTransfer', taskId: task.id, userId: 'wangfang' });
    expect(c.taskOf('wangfang')).toMatchObject({ status: 'NORMAL' });
    expect(c.tasksOf('lijun')).toEqual([]);
    expect(c.statuses().slice(-2)).toEqual(['deliverto_cancel', 'awaiting_check']);
  });

  it('When the colleague approves the transferred task, Then the flow goes on', async () => {
    const c = await leave();
    c.do({ type: 'transfer', taskId: c.taskOf('wangfang').id, userId: 'wangfang', toUserId: 'lijun' });
    c.complete('lijun');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('refuses a transfer to an unknown user or to oneself', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.refuse({ type: 'transfer', taskId, userId: 'wangfang', toUserId: 'ghost' }, 'UNKNOWN_USER');
    c.refuse({ type: 'transfer', taskId, userId: 'wangfang', toUserId: 'wangfang' }, 'BAD_COMMAND');
  });
});

describe('add-sign (加签) on an ordinary task', () => {
  it('When the head adds two approvers, Then she decides only after both have answered', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.do({ type: 'addSign', taskId, userId: 'wangfang', userIds: ['lijun', 'zhaolei'], opinion: '请两位班组长先看' });
    expect(c.taskOf('lijun')).toMatchObject({ status: 'ADDSIGN', parentTaskId: taskId });
    c.refuse({ type: 'complete', taskId, userId: 'wangfang', action: 'agree' }, 'NOT_ALLOWED');
    c.complete('lijun');
    c.complete('zhaolei', 'oppose', { opinion: '班次排不开' });
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.records().map((r) => r.status)).toEqual(['start', 'agree', 'addsign', 'agree', 'oppose', 'awaiting_check']);
  });

  it('When the head adds two approvers in turn, Then the second is asked only after the first answers', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.do({ type: 'addSign', taskId, userId: 'wangfang', userIds: ['lijun', 'zhaolei'], sequential: true });
    expect(c.waiting()).toEqual({ deptHead: ['wangfang', 'lijun'] });
    expect(c.current.tasks.find((t) => t.id === taskId)?.signQueue).toEqual(['zhaolei']);
    c.refuse({ type: 'addSign', taskId, userId: 'wangfang', userIds: ['zhaolei'] }, 'BAD_COMMAND');
    c.complete('lijun');
    expect(c.waiting()).toEqual({ deptHead: ['wangfang', 'zhaolei'] });
    c.refuse({ type: 'complete', taskId, userId: 'wangfang', action: 'agree' }, 'NOT_ALLOWED');
    c.complete('zhaolei');
    expect(c.current.tasks.find((t) => t.id === taskId)?.signQueue).toBeUndefined();
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('When the head withdraws her added approvers, Then the open one is retracted, the queue dropped, and she decides', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.refuse({ type: 'withdrawSign', taskId, userId: 'wangfang' }, 'NOT_ALLOWED');
    c.do({ type: 'addSign', taskId, userId: 'wangfang', userIds: ['lijun', 'zhaolei'], sequential: true });
    expect(c.buttons(taskId)).toContain('revokeSign');
    c.refuse({ type: 'withdrawSign', taskId, userId: 'lijun' }, 'NOT_ASSIGNEE');
    c.do({ type: 'withdrawSign', taskId, userId: 'wangfang', opinion: '我自己定' });
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'revoke', userIds: ['lijun'], taskId, text: '我自己定' }]);
    expect(c.records().map((r) => r.status)).toEqual(['start', 'awaiting_check', 'addsign', 'retracted', 'signLineRetracted']);
    expect(c.buttons(taskId)).not.toContain('revokeSign');
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });
});

describe('copy-to (传阅)', () => {
  it('When the head copies the case to two readers, Then they get notices, not tasks', async () => {
    const c = await leave();
    c.do({ type: 'copyTo', taskId: c.taskOf('wangfang').id, userId: 'wangfang', userIds: ['lijun', 'sunyan'], opinion: '请知悉' });
    expect(c.last('copyCreated').map((e) => [e.notice.userId, e.notice.nodeId, e.notice.fromUserId])).toEqual([['lijun', 'deptHead', 'wangfang'], ['sunyan', 'deptHead', 'wangfang']]);
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'copyTo', userIds: ['lijun', 'sunyan'], taskId: c.taskOf('wangfang').id, text: '请知悉' }]);
    expect(c.current.tasks).toHaveLength(1);
    expect(c.records().at(-1)).toMatchObject({ status: 'copyto', auditorId: 'wangfang', qualified: ['lijun', 'sunyan'] });
  });

  it('lets the starter circulate a finished case, but nobody else without a task', async () => {
    const c = await leave(1);
    c.complete('wangfang');
    c.refuse({ type: 'copyTo', taskId: null, userId: 'wangfang', userIds: ['sunyan'] }, 'NOT_ALLOWED');
    c.do({ type: 'copyTo', taskId: null, userId: 'chenjing', userIds: ['sunyan'] });
    expect(c.last('copyCreated')).toHaveLength(1);
  });

  it('refuses an empty or unknown reader list', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.refuse({ type: 'copyTo', taskId, userId: 'wangfang', userIds: [] }, 'BAD_COMMAND');
    c.refuse({ type: 'copyTo', taskId, userId: 'wangfang', userIds: ['ghost'] }, 'UNKNOWN_USER');
  });
});

describe('communicate (沟通) and feedback', () => {
  it('When the head asks a colleague, Then he owes feedback while she can still decide', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.do({ type: 'communicate', taskId, userId: 'wangfang', userIds: ['lijun'], opinion: '这几天设备检修人手够吗？' });
    const commu = c.taskOf('lijun');
    expect(commu).toMatchObject({ status: 'COMMU', parentTaskId: taskId });
    expect(c.last('notify')[0]).toMatchObject({ kind: 'communicate', userIds: ['lijun'] });
    c.refuse({ type: 'complete', taskId: commu.id, userId: 'lijun', action: 'agree' }, 'NOT_ALLOWED');
    c.do({ type: 'feedback', taskId: commu.id, userId: 'lijun', opinion: '人手够' });
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'communicate', userIds: ['wangfang'], taskId, text: '人手够' }]);
    expect(c.records().map((r) => r.status)).toEqual(['start', 'awaiting_check', 'start_commu', 'feedback']);
  });

  it('When the head decides before the feedback, Then the open communication is withdrawn', async () => {
    const c = await leave();
    c.do({ type: 'communicate', taskId: c.taskOf('wangfang').id, userId: 'wangfang', userIds: ['lijun'] });
    c.complete('wangfang');
    expect(c.tasksOf('lijun')).toEqual([]);
    expect(c.last('taskClosed').map((e) => e.reason)).toEqual(['withdrawn', 'completed']);
  });
});

describe('inquiry (征询) and reply', () => {
  it('When the head inquires, Then she waits for the reply before deciding', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.do({ type: 'inquire', taskId, userId: 'wangfang', userIds: ['sunyan'], opinion: '年假还剩几天？' });
    const inquiry = c.taskOf('sunyan');
    expect(inquiry.status).toBe('INQU');
    c.refuse({ type: 'complete', taskId, userId: 'wangfang', action: 'agree' }, 'NOT_ALLOWED');
    c.refuse({ type: 'feedback', taskId: inquiry.id, userId: 'sunyan' }, 'NOT_ALLOWED');
    c.do({ type: 'inquiryReply', taskId: inquiry.id, userId: 'sunyan', opinion: '还剩7天' });
    expect(c.last('notify')[0]).toMatchObject({ kind: 'inquiry', userIds: ['wangfang'] });
    c.complete('wangfang');
    expect(c.records().map((r) => r.status)).toEqual(['start', 'agree', 'inqu', 'inqu_reply', 'awaiting_check']);
  });

  it('When the head withdraws her inquiry, Then the open one is retracted, the asked is told, and she decides', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.refuse({ type: 'withdrawInquiry', taskId, userId: 'wangfang' }, 'NOT_ALLOWED');
    c.do({ type: 'inquire', taskId, userId: 'wangfang', userIds: ['sunyan', 'lijun'] });
    expect(c.buttons(taskId)).toContain('revokeInqu');
    expect(c.buttons(taskId)).not.toContain('agree');
    expect(awaitedOn(c.current, c.taskOf('wangfang'))).toEqual([{ userId: 'sunyan', kind: 'inquiry' }, { userId: 'lijun', kind: 'inquiry' }]);
    c.do({ type: 'inquiryReply', taskId: c.taskOf('sunyan').id, userId: 'sunyan', opinion: '还剩7天' });
    c.refuse({ type: 'withdrawInquiry', taskId, userId: 'lijun' }, 'NOT_ASSIGNEE');
    c.do({ type: 'withdrawInquiry', taskId, userId: 'wangfang', opinion: '不用了' });
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'revoke', userIds: ['lijun'], taskId, text: '不用了' }]);
    expect(c.records().at(-1)).toMatchObject({ status: 'inquRetracted', auditorId: 'wangfang', qualified: ['lijun'] });
    expect(awaitedOn(c.current, c.taskOf('wangfang'))).toEqual([]);
    expect(c.buttons(taskId)).not.toContain('revokeInqu');
    expect(c.buttons(taskId)).toContain('agree');
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('names the added approvers still to answer, queued ones included', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.do({ type: 'addSign', taskId, userId: 'wangfang', userIds: ['lijun', 'zhaolei'], sequential: true });
    expect(awaitedOn(c.current, c.taskOf('wangfang'))).toEqual([{ userId: 'lijun', kind: 'addSign' }, { userId: 'zhaolei', kind: 'addSign' }]);
  });
});

describe('end process (终止)', () => {
  it('When the head ends the case, Then every task closes, the status is manualend and the starter is told', async () => {
    const c = new Case(await loadFixture('repair'));
    c.start('heping', { device: '3号格栅' });
    c.do({ type: 'endProcess', taskId: c.taskOf('liqiang').id, userId: 'liqiang', reason: '设备已报废' });
    expect(c.current).toMatchObject({ status: 'manualend', tasks: [], tokens: [] });
    expect(c.statuses()).toEqual(['start', 'manual_end', 'retracted']);
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'end', userIds: ['heping'], text: '设备已报废' }]);
    c.refuse({ type: 'urge', userId: 'heping' }, 'INSTANCE_ENDED');
  });

  it('lets an administrator end a case without holding a task, and nobody else', async () => {
    const c = await leave();
    c.refuse({ type: 'endProcess', taskId: null, userId: 'chenjing', reason: '不请了' }, 'NOT_ALLOWED');
    c.do({ type: 'endProcess', taskId: null, userId: 'admin', reason: '重复申请' }, true);
    expect(c.current.status).toBe('manualend');
    expect(c.records().map((r) => [r.status, r.auditorId])).toEqual([['start', 'chenjing'], ['retracted', null], ['manual_end', 'admin']]);
  });
});

describe('urge (催办) and due time (延期)', () => {
  it('When the starter urges, Then every holder of an open task is reminded', async () => {
    const c = new Case(await loadFixture('repair'));
    c.start('heping', { device: '3号格栅' });
    c.do({ type: 'urge', userId: 'heping', opinion: '设备停机，请尽快' });
    expect(c.last('notify')).toEqual([{ type: 'notify', kind: 'urge', userIds: ['liqiang', 'zhaoli'], text: '设备停机，请尽快' }]);
    expect(c.records().at(-1)).toMatchObject({ status: 'urge', auditorId: 'heping', qualified: ['liqiang', 'zhaoli'] });
    c.refuse({ type: 'urge', userId: 'liqiang' }, 'NOT_ALLOWED');
  });

  it('When the holder moves the due time, Then the task and a timer are updated', async () => {
    const c = await leave();
    const taskId = c.taskOf('wangfang').id;
    c.do({ type: 'setDueTime', taskId, userId: 'wangfang', dueAt: '2026-03-05T09:00:00+08:00' });
    expect(c.taskOf('wangfang').dueAt).toBe('2026-03-05T01:00:00.000Z');
    // The due timer is replaced: the old one cancelled, a new one at the new time.
    const [due] = c.current.timers!;
    expect(c.last('timer')).toEqual([{ type: 'timer', timerId: due!.id, taskId, at: '2026-03-05T01:00:00.000Z' }]);
    expect(c.last('timerCancelled')).toHaveLength(1);
    c.refuse({ type: 'setDueTime', taskId, userId: 'wangfang', dueAt: 'next week' }, 'BAD_COMMAND');
    c.refuse({ type: 'setDueTime', taskId, userId: 'chenjing', dueAt: '2026-03-06T00:00:00Z' }, 'NOT_ASSIGNEE');
  });
});
