import { describe, expect, it } from 'vitest';
import { Case, loadFixture } from '../../testing/harness.js';

/** 代发起: 何珍 (clerk) starts requests on behalf of the director 张伟. */
async function forDirector(days = 1) {
  const c = new Case(await loadFixture('leave'));
  c.do({ type: 'start', starterId: 'zhangwei', agentId: 'hezhen', vars: { days } });
  return c;
}

describe('a start on behalf of a leader', () => {
  it('makes the leader the starter: the head rules apply to the leader, and the agent is kept beside', async () => {
    const c = new Case(await loadFixture('leave'));
    c.do({ type: 'start', starterId: 'wangfang', agentId: 'chenjing', vars: { days: 1 } });
    expect(c.current).toMatchObject({ starterId: 'wangfang', agentId: 'chenjing' });
    expect(c.records()[0]).toMatchObject({ status: 'start', auditorId: 'chenjing' });
    expect(c.waiting()).toEqual({ deptHead: ['zhangwei'] });
  });

  it("skips the director's head step for a leave filed for him, like his own", async () => {
    const c = await forDirector(5);
    expect(c.statuses().slice(0, 2)).toEqual(['start', 'skip']);
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('lets the agent and the leader urge; nobody else', async () => {
    const c = await forDirector(5);
    c.do({ type: 'urge', userId: 'hezhen' });
    c.do({ type: 'urge', userId: 'zhangwei' });
    c.refuse({ type: 'urge', userId: 'luoxia' }, 'NOT_ALLOWED');
    expect(c.statuses().filter((s) => s === 'urge')).toHaveLength(2);
  });

  it('lets the agent withdraw while the first node has not acted; the form comes back to the agent', async () => {
    const c = new Case(await loadFixture('purchase'));
    c.do({ type: 'start', starterId: 'liqiang', agentId: 'zhangmin', vars: { amount: 100 } });
    expect(c.waiting()).toEqual({ deptHead: ['zhangwei'] });
    c.do({ type: 'revoke', userId: 'zhangmin' });
    expect(c.current.status).toBe('revoke');
    expect(c.waiting()).toEqual({ start: ['zhangmin'] });
    c.complete('zhangmin');
    expect(c.waiting()).toEqual({ deptHead: ['zhangwei'] });
  });

  it('refuses the agent a withdrawal once the first node has acted', async () => {
    const c = new Case(await loadFixture('purchase'));
    c.do({ type: 'start', starterId: 'liqiang', agentId: 'zhangmin', vars: { amount: 80_000 } });
    c.complete('zhangwei');
    c.refuse({ type: 'revoke', userId: 'zhangmin' }, 'CANNOT_REVOKE');
  });

  it('tells both the leader and the agent how it ended', async () => {
    const c = await forDirector(1);
    expect(c.current.status).toBe('end');
    expect(c.last('notify')).toEqual([expect.objectContaining({ kind: 'end', userIds: ['zhangwei', 'hezhen'] })]);
  });

  it('does not keep an agent who is the starter', async () => {
    const c = new Case(await loadFixture('leave'));
    c.do({ type: 'start', starterId: 'chenjing', agentId: 'chenjing', vars: { days: 1 } });
    expect(c.current.agentId).toBeUndefined();
  });
});
