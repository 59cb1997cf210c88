import { describe, expect, it } from 'vitest';
import { Case, loadFixture, rejectBy } from '../../testing/harness.js';
import { plantDirectory } from '../../testing/plant-directory.js';
import { afterJumpNodes } from '../definition/compile.js';
import { diagramStatus, predictPath } from './queries.js';
import type { Effect } from './types.js';

// call: start → deptHead → buy (calls threeStep) → bought? [_outcome.buy == 'approved'] → store → end | notBought

type CallStarted = Extract<Effect, { type: 'callStarted' }>;

/** chenjing's request, agreed by her head: the token waits at the call activity. */
async function atCall() {
  const c = new Case(await loadFixture('call'));
  c.start('chenjing', { device: '3号鼓风机', amount: 86_000 });
  c.complete('wangfang');
  return c;
}

const started = (c: Case): CallStarted => {
  const effects = c.last('callStarted');
  expect(effects).toHaveLength(1);
  return effects[0];
};

describe('a call activity starts another process and waits for it', () => {
  it('Given the head agrees, When the token reaches the call activity, Then the step asks for the called instance and waits there', async () => {
    const c = await atCall();
    const call = started(c);
    expect(call).toEqual({
      type: 'callStarted', callId: call.callId, nodeId: 'buy', tokenId: c.current.tokens[0].id, processKey: 'threeStep', starterId: 'chenjing',
      // The variables, without this instance's decisions (_outcome.deptHead): the called process has nodes of its own.
      vars: { device: '3号鼓风机', amount: 86_000 },
    });
    expect(c.current.calls).toEqual([{ id: call.callId, nodeId: 'buy', tokenId: c.current.tokens[0].id }]);
    expect(c.current).toMatchObject({ status: 'running', tasks: [] });
    expect(c.current.tokens.map((t) => t.nodeId)).toEqual(['buy']);
    expect(diagramStatus(c.def, c.current).buy).toBe('current');
    expect(c.visits.filter((v) => v.nodeId === 'buy').map((v) => v.status)).toEqual(['current']);
  });

  it('When the called instance ends approved, Then the call activity is done, its outcome is readable and the flow goes on', async () => {
    const c = await atCall();
    const { callId } = started(c);
    c.do({ type: 'callEnded', callId, outcome: 'approved', opinion: '子流程「采购申请」已通过' });
    expect(c.waiting()).toEqual({ store: ['liqiang'] });
    expect(c.current.vars._outcome).toEqual({ deptHead: 'agree', buy: 'approved' });
    expect(c.current.calls).toEqual([]);
    expect(diagramStatus(c.def, c.current).buy).toBe('done');
    // The step's one record: nobody acted here.
    expect(c.last('opinion').filter((e) => e.origin === 'action').map((e) => e.record)).toEqual([
      expect.objectContaining({ nodeId: 'buy', nodeName: '采购审批', status: 'callEnd', auditorId: null, opinion: '子流程「采购申请」已通过' }),
    ]);
    expect(c.last('callCancelled')).toEqual([]);
    c.complete('liqiang');
    expect(c.current).toMatchObject({ status: 'end', outcome: 'approved' });
  });

  it('When the called instance ends refused, Then the gateway leaves by its default and the request ends refused without a declared outcome', async () => {
    const c = await atCall();
    c.do({ type: 'callEnded', callId: started(c).callId, outcome: 'refused' });
    expect(c.current).toMatchObject({ status: 'end', outcome: 'refused', tokens: [], tasks: [] });
    expect(c.records().filter((r) => r.status === 'end')).toEqual([expect.objectContaining({ nodeId: 'notBought' })]);
  });

  it('merges the variables the called instance gives back, never its decisions', async () => {
    const c = await atCall();
    c.do({ type: 'callEnded', callId: started(c).callId, outcome: 'approved', vars: { price: 79_500, _outcome: { director: 'agree' } } });
    expect(c.current.vars).toEqual({ device: '3号鼓风机', amount: 86_000, price: 79_500, _outcome: { deptHead: 'agree', buy: 'approved' } });
  });

  it('refuses the end of a call it does not wait for, and any command once the instance ended, changing nothing', async () => {
    const c = await atCall();
    c.refuse({ type: 'callEnded', callId: 'no-such-call', outcome: 'approved' }, 'BAD_COMMAND');
    const { callId } = started(c);
    c.do({ type: 'endProcess', taskId: null, userId: 'admin', reason: '不再购置' }, true);
    c.refuse({ type: 'callEnded', callId, outcome: 'approved' }, 'INSTANCE_ENDED');
  });

  it('predicts the user tasks around the call activity, and offers none of it as a reject target', async () => {
    const c = new Case(await loadFixture('call'));
    c.start('chenjing');
    // Ahead of the open task: the call activity is no user task, and the step after it depends on its outcome.
    expect(predictPath(c.def, c.current, plantDirectory).map((n) => n.nodeId)).toEqual(['store']);
    c.complete('wangfang');
    expect(predictPath(c.def, c.current, plantDirectory).map((n) => n.nodeId)).toEqual(['store']);
    expect(afterJumpNodes(c.def, 'store').map((n) => n.id)).toEqual(['deptHead']);
  });
});

describe('leaving a call activity another way cancels the call', () => {
  it('When an administrator ends the request while it waits for the called instance, Then the call is cancelled', async () => {
    const c = await atCall();
    const { callId } = started(c);
    c.do({ type: 'endProcess', taskId: null, userId: 'admin', reason: '不再购置' }, true);
    expect(c.last('callCancelled')).toEqual([{ type: 'callCancelled', callId }]);
    expect(c.current).toMatchObject({ status: 'manualend', outcome: 'terminated', calls: [] });
  });

  it('When the head takes back her agreement (撤回), Then the call is cancelled and her task is open again', async () => {
    const c = await atCall();
    const { callId } = started(c);
    const handoff = c.current.lastHandoff!;
    c.do({ type: 'revoke', userId: 'wangfang', taskId: handoff.taskId });
    expect(c.last('callCancelled')).toEqual([{ type: 'callCancelled', callId }]);
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(diagramStatus(c.def, c.current).buy).not.toBe('current');
  });

  it('When the step after the call rejects to the previous step, Then the head decides again and her agreement starts a new call', async () => {
    const c = await atCall();
    const first = started(c).callId;
    c.do({ type: 'callEnded', callId: first, outcome: 'approved' });
    rejectBy(c, 'liqiang', 'rejectPre');
    expect(c.waiting()).toEqual({ deptHead: ['wangfang'] });
    expect(c.last('callCancelled')).toEqual([]);
    c.complete('wangfang');
    const again = started(c);
    expect(again.callId).not.toBe(first);
    expect(c.current.calls).toEqual([expect.objectContaining({ id: again.callId, nodeId: 'buy' })]);
  });
});

describe('a call activity on one of two parallel branches', () => {
  // call-parallel: start → split → buy (calls threeStep) | review (safety head) → join → end
  const parallel = async () => {
    const c = new Case(await loadFixture('call-parallel'));
    c.start('chenjing');
    return c;
  };

  it('waits for both the called instance and the other branch', async () => {
    const c = await parallel();
    expect(c.waiting()).toEqual({ review: ['zhaoli'] });
    const { callId } = started(c);
    c.complete('zhaoli');
    expect(c.current.status).toBe('running');
    c.do({ type: 'callEnded', callId, outcome: 'approved' });
    expect(c.current).toMatchObject({ status: 'end', outcome: 'approved' });
  });

  it('When the other branch sends the request back to the starter, Then the call is cancelled, and resubmitting starts a new one', async () => {
    const c = await parallel();
    const first = started(c).callId;
    rejectBy(c, 'zhaoli', 'backToStart');
    expect(c.last('callCancelled')).toEqual([{ type: 'callCancelled', callId: first }]);
    expect(c.current.calls).toEqual([]);
    c.complete('chenjing');
    expect(started(c).callId).not.toBe(first);
    expect(c.waiting()).toEqual({ review: ['zhaoli'] });
  });

  it('When the starter resubmits straight back (direct), Then the call that was waiting starts afresh beside the rejecting node', async () => {
    const c = await parallel();
    rejectBy(c, 'zhaoli', 'backToStart', { resubmit: 'direct' });
    c.complete('chenjing');
    expect(c.waiting()).toEqual({ review: ['zhaoli'] });
    const again = started(c);
    expect(c.current.tokens.find((t) => t.id === again.tokenId)).toMatchObject({ nodeId: 'buy', trail: [] });
    expect(diagramStatus(c.def, c.current).buy).toBe('current');
  });
});
