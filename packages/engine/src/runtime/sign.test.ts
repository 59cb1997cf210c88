import { describe, expect, it } from 'vitest';
import { Case, loadFixture } from '../../testing/harness.js';
import type { SignRule } from '../definition/settings.js';

const heads = ['wangfang', 'liqiang', 'zhaoli'];

/** The document sign process with another vote rule and/or sequential members. */
async function docSign(rule: SignRule = 'all', opts: { sequential?: boolean; percent?: number } = {}) {
  const def = await loadFixture('doc-sign', {
    xml: (xml) => (opts.sequential ? xml.replace('isSequential="false"', 'isSequential="true"') : xml),
    settings: (s) => {
      s.nodes.countersign.sign = opts.percent === undefined ? { rule } : { rule, percent: opts.percent };
    },
  });
  const c = new Case(def);
  c.start('hezhen', { title: '关于调整运行班次的通知' });
  return c;
}

describe('parallel sign task, all must agree', () => {
  it('Given three heads, When started, Then each gets a SIGN task of one group', async () => {
    const c = await docSign();
    const tasks = c.current.tasks;
    expect(tasks.map((t) => [t.assigneeId, t.status, t.sign?.order])).toEqual([['wangfang', 'SIGN', 0], ['liqiang', 'SIGN', 1], ['zhaoli', 'SIGN', 2]]);
    expect(new Set(tasks.map((t) => t.sign?.groupId)).size).toBe(1);
  });

  it('When all three agree, Then the sign passes and the director issues the document', async () => {
    const c = await docSign();
    for (const head of heads) c.complete(head);
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.statuses().filter((s) => s.startsWith('sign'))).toEqual(['signPass']);
    expect(c.current.vars._outcome).toEqual({ countersign: 'pass' });
  });

  it('When one head opposes, Then the sign fails at once, the others are withdrawn and it ends as not passed', async () => {
    const c = await docSign();
    c.complete('wangfang');
    c.complete('liqiang', 'oppose');
    expect(c.current.status).toBe('end');
    expect(c.visits.at(-1)).toMatchObject({ nodeId: 'returned', status: 'done' });
    expect(c.last('taskClosed')).toEqual([{ type: 'taskClosed', taskId: expect.any(String), reason: 'completed' }, { type: 'taskClosed', taskId: expect.any(String), reason: 'cancelled' }]);
    expect(c.records().map((r) => [r.auditorId ?? '-', r.status])).toEqual([
      ['hezhen', 'start'], ['wangfang', 'agree'], ['liqiang', 'oppose'], ['-', 'retracted'], ['-', 'signNotPass'], ['-', 'end'],
    ]);
  });
});

describe('sequential sign task', () => {
  it('Given all must agree, When each agrees in turn, Then the next member is asked only after the previous one', async () => {
    const c = await docSign('all', { sequential: true });
    expect(c.waiting()).toEqual({ countersign: ['wangfang'] });
    c.complete('wangfang');
    expect(c.waiting()).toEqual({ countersign: ['liqiang'] });
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ countersign: ['zhaoli'] });
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given all must agree, When the second member opposes, Then it fails without asking the third', async () => {
    const c = await docSign('all', { sequential: true });
    c.complete('wangfang');
    c.complete('liqiang', 'oppose');
    expect(c.current.status).toBe('end');
    expect(c.records().some((r) => r.qualified.includes('zhaoli'))).toBe(false);
  });

  it('Given 60% of 3, When the first two agree, Then it passes without asking the third', async () => {
    const c = await docSign('percent', { sequential: true, percent: 60 });
    c.complete('wangfang');
    c.complete('liqiang');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given 60% of 3, When agree, oppose, agree, Then the third vote decides the pass', async () => {
    const c = await docSign('percent', { sequential: true, percent: 60 });
    c.complete('wangfang');
    c.complete('liqiang', 'oppose');
    expect(c.waiting()).toEqual({ countersign: ['zhaoli'] });
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given one vote decides, When the first member abstains and the second agrees, Then it passes without asking the third', async () => {
    const c = await docSign('oneVote', { sequential: true });
    c.complete('wangfang', 'abandon');
    c.complete('liqiang', 'agree');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    expect(c.records().some((r) => r.qualified.includes('zhaoli'))).toBe(false);
  });
});

describe('percent rule: 60% of 3 voters means 2 agree', () => {
  it('When two agree, Then it passes and the third is withdrawn', async () => {
    const c = await docSign('percent', { percent: 60 });
    c.complete('wangfang');
    expect(c.current.tasks).toHaveLength(2);
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('When two oppose, Then it fails as soon as 60% is out of reach', async () => {
    const c = await docSign('percent', { percent: 60 });
    c.complete('wangfang', 'oppose');
    expect(c.current.status).toBe('running');
    c.complete('liqiang', 'abandon');
    expect(c.current.status).toBe('end');
    expect(c.statuses()).toContain('signNotPass');
  });

  it('When one agrees, one opposes and the last agrees, Then it passes on the last vote', async () => {
    const c = await docSign('percent', { percent: 60 });
    c.complete('wangfang');
    c.complete('liqiang', 'oppose');
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });
});

describe('one vote rule', () => {
  it('When the first vote is an agree, Then the sign passes at once', async () => {
    const c = await docSign('oneVote');
    c.complete('zhaoli');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('When the first decisive vote opposes, Then the sign fails at once', async () => {
    const c = await docSign('oneVote');
    c.complete('liqiang', 'abandon');
    c.complete('zhaoli', 'oppose');
    expect(c.current.status).toBe('end');
    expect(c.statuses()).toContain('signNotPass');
  });

  it('When everybody abstains, Then the sign fails', async () => {
    const c = await docSign('oneVote');
    for (const head of heads) c.complete(head, 'abandon');
    expect(c.statuses()).toContain('signNotPass');
  });
});

describe('sign members and other actions', () => {
  it('Given a parallel sign, When a member adds the lab head, Then the lab head votes too and all four must agree', async () => {
    const c = await docSign();
    c.do({ type: 'addSign', taskId: c.taskOf('wangfang').id, userId: 'wangfang', userIds: ['zhengyu'], opinion: '请化验室一并会签' });
    expect(c.taskOf('zhengyu')).toMatchObject({ status: 'SIGN', sign: { order: 3 } });
    for (const head of heads) c.complete(head);
    expect(c.waiting()).toEqual({ countersign: ['zhengyu'] });
    c.complete('zhengyu');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('Given a sequential sign, When a member adds someone, Then that person is asked last', async () => {
    const c = await docSign('all', { sequential: true });
    c.do({ type: 'addSign', taskId: c.taskOf('wangfang').id, userId: 'wangfang', userIds: ['zhengyu'] });
    expect(c.waiting()).toEqual({ countersign: ['wangfang'] });
    for (const head of heads) c.complete(head);
    expect(c.waiting()).toEqual({ countersign: ['zhengyu'] });
  });

  it('refuses adding someone who already signs on the node', async () => {
    const c = await docSign();
    c.refuse({ type: 'addSign', taskId: c.taskOf('wangfang').id, userId: 'wangfang', userIds: ['zhaoli'] }, 'BAD_COMMAND');
  });

  it('Given a member transfers the sign task, When the new holder votes, Then the vote counts in the same position', async () => {
    const c = await docSign();
    c.do({ type: 'transfer', taskId: c.taskOf('liqiang').id, userId: 'liqiang', toUserId: 'zhangmin', opinion: '出差，请张敏代签' });
    expect(c.taskOf('zhangmin')).toMatchObject({ status: 'DELIVERTO', ownerId: 'liqiang', sign: { order: 1 } });
    for (const member of ['wangfang', 'zhangmin', 'zhaoli']) c.complete(member);
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('refuses a reject from a sign member: members vote', async () => {
    const c = await docSign();
    c.refuse({ type: 'reject', taskId: c.taskOf('wangfang').id, userId: 'wangfang', mode: 'backToStart', opinion: '不同意' }, 'NOT_ALLOWED');
  });
});
