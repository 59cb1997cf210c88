import { describe, expect, it } from 'vitest';
import type { EndOutcome, NodeSettings } from '../definition/settings.js';
import { DefinitionError } from '../errors.js';
import { Case, loadFixture } from '../../testing/harness.js';

/** An end event's settings, as the JSON beside the BPMN file has them: the outcome and nothing else. */
const endSettings = (outcome: EndOutcome | string) => ({ outcome }) as NodeSettings;

/** Purchase with a branch to an end event of its own for an opposing head (the usual way to model a refusal). */
const opposeBranch = (xml: string) =>
  xml
    .replace('<bpmn:endEvent id="end" name="结束" />', '<bpmn:endEvent id="end" name="结束" />\n    <bpmn:endEvent id="refusedEnd" name="不同意" />')
    .replace('<bpmn:sequenceFlow id="largePurchase"', `<bpmn:sequenceFlow id="opposed" sourceRef="amountGateway" targetRef="refusedEnd">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">_outcome.deptHead == 'oppose'</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="largePurchase"`);

describe('outcome of an instance that runs to an end event', () => {
  it('Given a leave, When the head agrees and it ends, Then it is approved; while it ran there was no outcome', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 2 });
    expect(c.current).not.toHaveProperty('outcome');
    c.complete('wangfang');
    expect(c.current).toMatchObject({ status: 'end', outcome: 'approved' });
  });

  it('Given a small purchase, When the head opposes and the flow runs on to the end, Then it is refused', async () => {
    const c = new Case(await loadFixture('purchase'));
    c.start('chenjing', { amount: 3_000 });
    c.complete('wangfang', 'oppose');
    expect(c.current).toMatchObject({ status: 'end', outcome: 'refused' });
  });

  it('Given a branch on _outcome.deptHead == oppose to an end event, When the head opposes, Then it is refused at that end', async () => {
    const c = new Case(await loadFixture('purchase', { xml: opposeBranch }));
    c.start('chenjing', { amount: 80_000 });
    c.complete('wangfang', 'oppose');
    expect(c.current).toMatchObject({ status: 'end', outcome: 'refused' });
    expect(c.records().at(-1)).toMatchObject({ status: 'end', nodeId: 'refusedEnd' });
  });

  it('Given a large purchase, When the head opposes but the director agrees last, Then the last decision counts: approved', async () => {
    const c = new Case(await loadFixture('purchase'));
    c.start('chenjing', { amount: 80_000 });
    c.complete('wangfang', 'oppose');
    c.complete('zhangwei', 'agree', { opinion: '同意采购' });
    expect(c.current).toMatchObject({ status: 'end', outcome: 'approved' });
  });

  it('Given a large purchase, When the head agrees and the director opposes, Then it is refused', async () => {
    const c = new Case(await loadFixture('purchase'));
    c.start('chenjing', { amount: 80_000 });
    c.complete('wangfang');
    c.complete('zhangwei', 'oppose', { opinion: '预算不足' });
    expect(c.current).toMatchObject({ status: 'end', outcome: 'refused' });
  });

  it('Given a leave, When the head abstains and it ends, Then an abstention does not refuse it', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 2 });
    c.complete('wangfang', 'abandon');
    expect(c.current.outcome).toBe('approved');
  });

  it('Given a document sign task, When one member opposes (会签不通过), Then it ends refused', async () => {
    const c = new Case(await loadFixture('doc-sign'));
    c.start('chenjing', { title: '节能改造方案' });
    c.complete('liqiang', 'oppose');
    expect(c.statuses()).toContain('signNotPass');
    expect(c.current).toMatchObject({ status: 'end', outcome: 'refused' });
  });

  it('Given a document sign task, When every member agrees and the director signs, Then it ends approved', async () => {
    const c = new Case(await loadFixture('doc-sign'));
    c.start('chenjing', { title: '节能改造方案' });
    for (const member of Object.values(c.waiting()).flat()) c.complete(member);
    c.complete('zhangwei');
    expect(c.current).toMatchObject({ status: 'end', outcome: 'approved' });
  });

  it('Given an end event declared refusing, When the flow reaches it after an agreement, Then it is refused', async () => {
    const c = new Case(await loadFixture('purchase', { settings: (s) => { s.nodes.end = endSettings('refused'); } }));
    c.start('chenjing', { amount: 3_000 });
    c.complete('wangfang');
    expect(c.current.outcome).toBe('refused');
  });

  it('Given an end event declared approving, When the flow reaches it after an oppose, Then the declaration wins', async () => {
    const c = new Case(await loadFixture('purchase', { settings: (s) => { s.nodes.end = endSettings('approved'); } }));
    c.start('chenjing', { amount: 3_000 });
    c.complete('wangfang', 'oppose');
    expect(c.current.outcome).toBe('approved');
  });
});

describe('outcome of an instance ended by hand', () => {
  it('Given a running leave, When an administrator ends it, Then it is terminated', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 2 });
    c.do({ type: 'endProcess', taskId: null, userId: 'admin', reason: '重复提交' }, true);
    expect(c.current).toMatchObject({ status: 'manualend', outcome: 'terminated' });
  });

  it('Given a running leave, When the head ends it with her end button, Then it is terminated', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 2 });
    c.do({ type: 'endProcess', taskId: c.taskOf('wangfang').id, userId: 'wangfang', reason: '不予受理' });
    expect(c.current).toMatchObject({ status: 'manualend', outcome: 'terminated' });
  });

  it('Given the starter revoked her leave, When she ends it from the start, Then it is withdrawn', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 2 });
    c.do({ type: 'revoke', userId: 'chenjing' });
    expect(c.current).not.toHaveProperty('outcome');
    c.do({ type: 'endProcess', taskId: c.taskOf('chenjing').id, userId: 'chenjing', reason: '不请了' });
    expect(c.current).toMatchObject({ status: 'manualend', outcome: 'withdrawn' });
  });

  it('Given a leave rejected back to the starter, When she ends it, Then she withdrew it', async () => {
    const c = new Case(await loadFixture('leave'));
    c.start('chenjing', { days: 2 });
    c.do({ type: 'reject', taskId: c.taskOf('wangfang').id, userId: 'wangfang', mode: 'backToStart', opinion: '请补充说明' });
    c.do({ type: 'endProcess', taskId: c.taskOf('chenjing').id, userId: 'chenjing' });
    expect(c.current.outcome).toBe('withdrawn');
  });
});

describe('end event settings', () => {
  it('refuses an unknown outcome and settings that do not apply to an end event, by name', async () => {
    const error = await loadFixture('purchase', { settings: (s) => { s.nodes.end = { ...endSettings('maybe'), assignees: [] }; } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DefinitionError);
    expect((error as DefinitionError).problems).toEqual([
      "End event 'end' (结束): 'assignees' does not apply to an end event (only outcome does)",
      "End event 'end' (结束): outcome must be 'approved' or 'refused'",
    ]);
  });
});
