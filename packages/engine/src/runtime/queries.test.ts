import { describe, expect, it } from 'vitest';
import { Case, loadFixture } from '../../testing/harness.js';
import { plantDirectory } from '../../testing/plant-directory.js';
import { buttonsFor } from './buttons.js';
import { diagramStatus, predictPath } from './queries.js';

const view = ['flowImage', 'approvalHistory', 'print', 'saveDraft'];

describe('buttonsFor', () => {
  it('offers the holder every action of a normal task and others only the view buttons', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    c.complete('wangfang');
    const task = c.taskOf('zhangwei');
    expect(buttonsFor(c.def, c.current, task, 'zhangwei')).toEqual([
      'inqu', 'agree', 'oppose', 'abandon', 'reject', 'backToStart', 'rejectToAnyNode', 'endProcess', 'delegate', 'startCommu', 'addSign', 'signSequence', 'instanceTrans', 'taskDelay', ...view,
    ]);
    expect(buttonsFor(c.def, c.current, task, 'chenjing')).toEqual(view);
  });

  it('hides rejectToAnyNode where there is no earlier task, and lockUnlock on single-handler tasks', async () => {
    const c = new Case(await loadFixture('vehicle'));
    c.start('chenjing');
    const shared = c.current.tasks[0];
    expect(buttonsFor(c.def, c.current, shared, 'lijun')).toContain('lockUnlock');
    expect(buttonsFor(c.def, c.current, shared, 'lijun')).not.toContain('rejectToAnyNode');
    c.do({ type: 'claim', taskId: shared.id, userId: 'lijun' });
    expect(buttonsFor(c.def, c.current, shared, 'zhaolei')).toEqual(view);
    c.do({ type: 'complete', taskId: shared.id, userId: 'lijun', action: 'agree' });
    const office = c.taskOf('sunyan');
    expect(buttonsFor(c.def, c.current, office, 'sunyan')).not.toContain('lockUnlock');
    expect(buttonsFor(c.def, c.current, office, 'sunyan')).toContain('rejectToAnyNode');
  });

  it('keeps only the configured buttons and the reject buttons of the configured modes', async () => {
    const def = await loadFixture('leave', { settings: (s) => { s.nodes.director.buttons = ['agree', 'reject', 'backToStart', 'print']; s.nodes.director.rejectModes = ['rejectPre']; } });
    const c = new Case(def);
    c.start('chenjing', { days: 5 });
    c.complete('wangfang');
    expect(buttonsFor(def, c.current, c.taskOf('zhangwei'), 'zhangwei')).toEqual(['agree', 'reject', ...view]);
  });

  it('offers sign members votes, answerers their answer, the starter submit and end', async () => {
    const sign = new Case(await loadFixture('doc-sign'));
    sign.start('hezhen');
    expect(buttonsFor(sign.def, sign.current, sign.taskOf('zhaoli'), 'zhaoli')).toEqual(['agree', 'oppose', 'abandon', 'inqu', 'delegate', 'startCommu', 'addSign', 'instanceTrans', 'taskDelay', ...view]);

    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    const taskId = c.taskOf('wangfang').id;
    c.do({ type: 'communicate', taskId, userId: 'wangfang', userIds: ['lijun'] });
    c.do({ type: 'inquire', taskId, userId: 'wangfang', userIds: ['sunyan'] });
    expect(buttonsFor(c.def, c.current, c.taskOf('lijun'), 'lijun')).toEqual(['commu', ...view]);
    expect(buttonsFor(c.def, c.current, c.taskOf('sunyan'), 'sunyan')).toEqual(['inqu_reply', ...view]);
    // Waiting for the inquiry: no decision and no transfer yet.
    expect(buttonsFor(c.def, c.current, c.taskOf('wangfang'), 'wangfang')).not.toContain('agree');
    expect(buttonsFor(c.def, c.current, c.taskOf('wangfang'), 'wangfang')).not.toContain('delegate');

    c.do({ type: 'reject', taskId, userId: 'wangfang', mode: 'backToStart', opinion: '请重填' });
    expect(buttonsFor(c.def, c.current, c.taskOf('chenjing'), 'chenjing')).toEqual(['agree', 'endProcess', ...view]);
  });
});

describe('diagramStatus', () => {
  it('marks done, current, rejected and untouched nodes', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    expect(diagramStatus(c.def, c.current)).toEqual({ start: 'done', deptHead: 'current', daysGateway: 'untouched', director: 'untouched', end: 'untouched' });
    c.complete('wangfang');
    c.do({ type: 'reject', taskId: c.taskOf('zhangwei').id, userId: 'zhangwei', mode: 'rejectPre', opinion: '补充说明' });
    expect(diagramStatus(c.def, c.current)).toEqual({ start: 'done', deptHead: 'current', daysGateway: 'done', director: 'rejected', end: 'untouched' });
    c.complete('wangfang');
    c.complete('zhangwei');
    expect(Object.values(diagramStatus(c.def, c.current))).toEqual(['done', 'done', 'done', 'done', 'done']);
  });
});

describe('predictPath', () => {
  it('follows conditions with the current variables', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 5 });
    expect(predictPath(c.def, c.current, plantDirectory)).toEqual([{ nodeId: 'director', name: '厂长审批', userIds: ['zhangwei'] }]);
    const short = new Case(await loadFixture('leave'));
    short.start('chenjing', { days: 2 });
    expect(predictPath(short.def, short.current, plantDirectory)).toEqual([]);
  });

  it('includes every branch whose condition reads a variable not set yet', async () => {
    const c = new Case(await loadFixture('doc-sign'));
    c.start('hezhen');
    expect(predictPath(c.def, c.current, plantDirectory).map((n) => n.nodeId)).toEqual(['director']);
    const purchase = new Case(await loadFixture('purchase'));
    purchase.start('chenjing', {});
    expect(predictPath(purchase.def, purchase.current, plantDirectory).map((n) => n.nodeId)).toEqual(['director']);
  });

  it('predicts both inclusive branches and what follows the join', async () => {
    const c = new Case(await loadFixture('expense'));
    c.start('chenjing', { types: ['travel', 'material'] });
    expect(predictPath(c.def, c.current, plantDirectory)).toEqual([{ nodeId: 'director', name: '厂长审批', userIds: ['zhangwei'] }]);
    const start = new Case(await loadFixture('vehicle'));
    start.start('chenjing');
    expect(predictPath(start.def, start.current, plantDirectory)).toEqual([{ nodeId: 'office', name: '综合办公室审批', userIds: ['sunyan'] }]);
  });
});
