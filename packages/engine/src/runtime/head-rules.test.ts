import { describe, expect, it } from 'vitest';
import { Case, loadFixture } from '../../testing/harness.js';

describe("the starter's-head rule", () => {
  it('gives an employee request to the head of their department', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 1 });
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
  });

  it('climbs to the head above when the starter heads the department: 王芳 files leave, 张伟 approves', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('wangfang', { days: 2 });
    expect(c.waiting()).toEqual({ deptHead: ['zhangwei'] });
    c.complete('zhangwei');
    expect(c.current.status).toBe('end');
  });

  it("climbs for a head's purchase too, and a large one then reaches the director's own node", async () => {
    const c = new Case(await loadFixture('purchase'));
    c.start('liqiang', { amount: 80_000 });
    expect(c.waiting()).toEqual({ deptHead: ['zhangwei'] });
    c.complete('zhangwei');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('skips the node with a system skip record when nobody is above: the director files leave', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('zhangwei', { days: 1 });
    expect(c.current.status).toBe('end');
    const skip = c.records().find((r) => r.status === 'skip');
    expect(skip).toMatchObject({ nodeId: 'deptHead', auditorId: null, taskId: null });
    expect(c.statuses()).toEqual(['start', 'skip', 'end']);
    expect(c.current.tasks).toEqual([]);
  });

  it('after a skip goes on by the flow, and a reject from the next node goes back to the starter, not to the skipped node', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('zhangwei', { days: 5 });
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
    c.do({ type: 'reject', taskId: c.taskOf('zhangwei').id, userId: 'zhangwei', mode: 'rejectPre', opinion: '补充材料' });
    expect(c.current.tasks.map((t) => t.nodeId)).toEqual(['start']);
  });

  it("refuses instead when the node's rule says so", async () => {
    const def = await loadFixture('leave', { settings: (s) => { s.nodes.deptHead.whenNoAssignee = 'refuse'; } });
    const c = new Case(def);
    expect(() => c.start('zhangwei', { days: 1 })).toThrow(/Nobody can be found to handle 部门负责人审批/);
  });

  it('still refuses by default when a role or post rule names nobody (a fault of the model)', async () => {
    const def = await loadFixture('leave', { settings: (s) => { s.nodes.deptHead.assignees = [{ type: 'formUser', field: 'approver' }]; } });
    const c = new Case(def);
    expect(() => c.start('chenjing', { days: 1 })).toThrow(/Nobody can be found/);
  });

  it('skips when asked to, even for a rule that is not a head rule', async () => {
    const def = await loadFixture('leave', { settings: (s) => { s.nodes.deptHead.assignees = [{ type: 'formUser', field: 'approver' }]; s.nodes.deptHead.whenNoAssignee = 'skip'; } });
    const c = new Case(def);
    c.start('chenjing', { days: 1 });
    expect(c.statuses()).toEqual(['start', 'skip', 'end']);
  });
});

describe("the previous approver's-head rule", () => {
  async function chain() {
    return loadFixture('leave', { settings: (s) => {
      s.nodes.deptHead.assignees = [{ type: 'user', ids: ['lijun'] }];
      s.nodes.deptHead.skipIfSameApprover = false;
      s.nodes.director.assignees = [{ type: 'prevApproverHead' }];
    } });
  }

  it("gives the task to the head of whoever acted before", async () => {
    const c = new Case(await chain());
    c.start('hezhen', { days: 5 });
    c.complete('lijun');
    expect(c.waiting()).toEqual({ director: ['wangfang'] });
  });

  it('climbs past the starter: never assigns the starter their own request', async () => {
    const c = new Case(await chain());
    c.start('wangfang', { days: 5 });
    c.complete('lijun');
    expect(c.waiting()).toEqual({ director: ['zhangwei'] });
  });

  it('skips when the head above is the starter and nobody is above them', async () => {
    const def = await loadFixture('leave', { settings: (s) => {
      s.nodes.deptHead.assignees = [{ type: 'user', ids: ['liuyang'] }];
      s.nodes.director.assignees = [{ type: 'prevApproverHead' }];
    } });
    const c = new Case(def);
    c.start('zhangwei', { days: 5 });
    c.complete('liuyang');
    expect(c.current.status).toBe('end');
    expect(c.statuses().slice(-2)).toEqual(['skip', 'end']);
  });
});
