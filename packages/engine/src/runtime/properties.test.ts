import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyOpinion, fixtureNames, graphFixtureNames, loadFixture, testContext } from '../../testing/harness.js';
import { plantUsers } from '../../testing/plant-directory.js';
import { afterJumpNodes, type CompiledDefinition } from '../definition/compile.js';
import { EngineError } from '../errors.js';
import { buttonsFor } from './buttons.js';
import { step } from './step.js';
import type { Command, InstanceState, OpinionRecord, StepResult, Task } from './types.js';

/** One random decision: which command among the legal ones, and the random parts it needs. */
interface Choice {
  pick: number;
  who: number;
  target: number;
  stray: boolean;
}

const choice = fc.record({ pick: fc.nat(), who: fc.nat(), target: fc.nat(), stray: fc.boolean() });
const vars = fc.record({
  days: fc.integer({ min: 0, max: 10 }),
  amount: fc.integer({ min: 0, max: 120_000 }),
  types: fc.subarray(['travel', 'material', 'meal']),
  total: fc.integer({ min: 0, max: 20_000 }),
  device: fc.constantFrom('1号提升泵', '2号鼓风机'),
});

const holderOf = (task: Task, who: number) => task.lockedBy ?? task.assigneeId ?? task.candidates[who % task.candidates.length];
const someone = (n: number) => plantUsers[n % plantUsers.length];

/** Every command a person entitled to it could send now, by reading the buttons the engine offers. */
function legalCommands(def: CompiledDefinition, state: InstanceState, c: Choice): Array<{ command: Command; admin?: boolean }> {
  const commands: Array<{ command: Command; admin?: boolean }> = [];
  for (const task of state.tasks) {
    const userId = holderOf(task, c.who);
    const base = { taskId: task.id, userId, opinion: '随机意见' };
    for (const button of buttonsFor(def, state, task, userId)) {
      switch (button) {
        case 'agree': case 'oppose': case 'abandon':
          commands.push({ command: { type: 'complete', ...base, action: button } });
          break;
        case 'reject': commands.push({ command: { type: 'reject', ...base, mode: 'rejectPre', resubmit: c.stray ? 'direct' : 'rewalk' } }); break;
        case 'backToStart': commands.push({ command: { type: 'reject', ...base, mode: 'backToStart', resubmit: c.stray ? 'direct' : 'rewalk' } }); break;
        case 'rejectToAnyNode': {
          const targets = afterJumpNodes(def, task.nodeId);
          commands.push({ command: { type: 'reject', ...base, mode: 'reject', targetNodeId: targets[c.target % targets.length].id } });
          break;
        }
        case 'delegate': commands.push({ command: { type: 'transfer', ...base, toUserId: someone(c.target) } }); break;
        case 'addSign': commands.push({ command: { type: 'addSign', ...base, userIds: [someone(c.target)] } }); break;
        case 'signSequence': commands.push({ command: { type: 'addSign', ...base, userIds: [someone(c.target), someone(c.target + 1)], sequential: true } }); break;
        case 'revokeSign': commands.push({ command: { type: 'withdrawSign', ...base } }); break;
        case 'revokeInqu': commands.push({ command: { type: 'withdrawInquiry', ...base } }); break;
        case 'startCommu': commands.push({ command: { type: 'communicate', ...base, userIds: [someone(c.target)] } }); break;
        case 'inqu': commands.push({ command: { type: 'inquire', ...base, userIds: [someone(c.target)] } }); break;
        case 'commu': commands.push({ command: { type: 'feedback', ...base } }); break;
        case 'inqu_reply': commands.push({ command: { type: 'inquiryReply', ...base } }); break;
        case 'endProcess': if (c.target % 4 === 0) commands.push({ command: { type: 'endProcess', taskId: task.id, userId, reason: '终止' } }); break;
        case 'lockUnlock': commands.push({ command: { type: task.lockedBy ? 'unclaim' : 'claim', taskId: task.id, userId } }); break;
        case 'instanceTrans': commands.push({ command: { type: 'copyTo', ...base, userIds: [someone(c.target)] } }); break;
        case 'taskDelay': commands.push({ command: { type: 'setDueTime', taskId: task.id, userId, dueAt: '2026-04-01T00:00:00.000Z' } }); break;
      }
    }
    if (task.status === 'DELIVERTO' && task.ownerId) commands.push({ command: { type: 'retrieveTransfer', taskId: task.id, userId: task.ownerId } });
  }
  // The server's end of a called instance.
  for (const call of state.calls ?? []) commands.push({ command: { type: 'callEnded', callId: call.id, outcome: c.target % 2 === 0 ? 'approved' : 'refused' } });
  commands.push({ command: { type: 'revoke', userId: state.starterId } });
  if (state.lastHandoff) commands.push({ command: { type: 'revoke', userId: state.lastHandoff.userId, taskId: state.lastHandoff.taskId } });
  commands.push({ command: { type: 'urge', userId: state.starterId, opinion: '请尽快' } });
  commands.push({ command: { type: 'copyTo', taskId: null, userId: state.starterId, userIds: [someone(c.target)] } });
  if (c.target % 7 === 0) commands.push({ command: { type: 'endProcess', taskId: null, userId: 'admin', reason: '管理员终止' }, admin: true });
  return commands;
}

/** A command somebody sends who probably should not: a random person on a random (maybe closed) task. */
function strayCommand(state: InstanceState, c: Choice, closed: string[]): Command {
  const ids = [...state.tasks.map((t) => t.id), ...closed, 'no-such-task'];
  const taskId = ids[c.target % ids.length];
  const userId = someone(c.who);
  const commands: Command[] = [
    { type: 'complete', taskId, userId, action: 'agree', opinion: 'x' },
    { type: 'reject', taskId, userId, mode: 'backToStart', opinion: 'x' },
    { type: 'claim', taskId, userId },
    { type: 'transfer', taskId, userId, toUserId: someone(c.target) },
    { type: 'revoke', userId },
    { type: 'feedback', taskId, userId },
  ];
  return commands[c.pick % commands.length];
}

/** Everything that must hold after every accepted step of `command`; `opinions` is the server's opinion table. */
function checkStep(before: InstanceState | null, command: Command, result: StepResult, opinions: Map<string, OpinionRecord>, closedEver: Set<string>, createdEver: Set<string>): void {
  const { state, effects } = result;
  expect(state.revision).toBe((before?.revision ?? 0) + 1);
  const actionRecords = effects.filter((e) => (e.type === 'opinion' || e.type === 'opinionCompleted') && e.origin === 'action');
  expect(actionRecords, 'exactly one opinion record of the action').toHaveLength(1);
  for (const effect of effects) applyOpinion(opinions, effect);

  const open = new Set(before?.tasks.map((t) => t.id) ?? []);
  // Calls waiting: those before, plus the ones started, less the ones cancelled and the one that ended.
  const calls = new Set(before?.calls?.map((call) => call.id) ?? []);
  if (command.type === 'callEnded') calls.delete(command.callId);
  for (const effect of effects) {
    if (effect.type === 'callStarted') calls.add(effect.callId);
    if (effect.type === 'callCancelled') expect(calls.delete(effect.callId), `cancelling call ${effect.callId}, which is not waiting`).toBe(true);
    if (effect.type === 'taskCreated') {
      expect(createdEver.has(effect.task.id), 'task ids are fresh').toBe(false);
      createdEver.add(effect.task.id);
      open.add(effect.task.id);
    }
    if (effect.type === 'taskClosed') {
      expect(open.has(effect.taskId), `closing ${effect.taskId}, which is not open`).toBe(true);
      expect(closedEver.has(effect.taskId), 'a task is closed once').toBe(false);
      closedEver.add(effect.taskId);
      open.delete(effect.taskId);
    }
    if (effect.type === 'notify') expect(effect.userIds.length).toBeGreaterThan(0);
  }
  expect(new Set(state.tasks.map((t) => t.id)), 'open tasks = previous + created - closed').toEqual(open);
  expect(new Set((state.calls ?? []).map((call) => call.id)), 'waiting calls = previous + started - cancelled - ended').toEqual(calls);

  const pending = [...opinions.values()].filter((r) => r.completeTime === null).map((r) => r.id).sort();
  expect(pending, 'one pending record per open task, none left over').toEqual(state.tasks.map((t) => t.opinionId).sort());

  if (state.status === 'end' || state.status === 'manualend') {
    expect(state.tasks).toEqual([]);
    expect(state.tokens).toEqual([]);
    expect(state.joins).toEqual({});
    expect(state.calls ?? []).toEqual([]);
  } else {
    const tokenIds = new Set(state.tokens.map((t) => t.id));
    for (const task of state.tasks) expect(tokenIds.has(task.tokenId), 'every task belongs to a live token').toBe(true);
    const waits = (tokenId: string) => state.tasks.some((t) => t.tokenId === tokenId && !t.parentTaskId) || state.calls?.some((call) => call.tokenId === tokenId);
    for (const token of state.tokens) expect(waits(token.id), 'every token waits on a task or a call').toBe(true);
    for (const call of state.calls ?? []) expect(state.tokens.find((t) => t.id === call.tokenId)?.nodeId, 'a call waits with its token').toBe(call.nodeId);
    const nodes = state.tokens.map((t) => t.nodeId);
    expect(new Set(nodes).size, `one token per node (a join fired twice?): ${nodes.join(', ')}`).toBe(nodes.length);
  }
  expect(JSON.parse(JSON.stringify(state))).toStrictEqual(state);
  expect(structuredClone(state)).toStrictEqual(state);
}

/** The simple way on from one open task: answer it, or agree. */
function agreeOn(task: Task): Command {
  const userId = holderOf(task, 0);
  return task.status === 'COMMU' ? { type: 'feedback', taskId: task.id, userId }
    : task.status === 'INQU' ? { type: 'inquiryReply', taskId: task.id, userId }
    : { type: 'complete', taskId: task.id, userId, action: 'agree', opinion: '同意' };
}

/** The called instance of a waiting call ended approved. */
const approvedCall = (callId: string): Command => ({ type: 'callEnded', callId, outcome: 'approved' });

/** Drives the instance to its end the simple way: answer first, then agree on everything, and called instances approve. */
function driveToEnd(def: CompiledDefinition, start: InstanceState, next: () => ReturnType<ReturnType<typeof testContext>['next']>): InstanceState {
  let state = start;
  for (let i = 0; i < 60 && (state.status !== 'end' && state.status !== 'manualend'); i++) {
    const call = state.calls?.[0];
    const command = call ? approvedCall(call.id) : agreeOn(state.tasks.find((t) => t.parentTaskId) ?? state.tasks[0]);
    state = step(def, state, command, next()).state;
  }
  return state;
}

describe('random action sequences over the plant processes', () => {
  const defs = new Map<string, CompiledDefinition>();
  // The gateway models too: inclusive joins in rework loops, nested, and behind other joins.
  const names = [...fixtureNames, ...graphFixtureNames];
  beforeAll(async () => {
    for (const name of names) defs.set(name, await loadFixture(name));
  });

  it('keep every invariant, refuse without side effects, and can always still be finished', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), vars, fc.nat(), fc.array(choice, { maxLength: 40 }), (name, startVars, starter, choices) => {
        const def = defs.get(name)!;
        const clock = testContext();
        const opinions = new Map<string, OpinionRecord>();
        const closedEver = new Set<string>();
        const createdEver = new Set<string>();
        let accepted = 0;

        const begin: Command = { type: 'start', starterId: someone(starter), vars: startVars };
        const first = step(def, null, begin, clock.next());
        checkStep(null, begin, first, opinions, closedEver, createdEver);
        accepted++;
        let state = first.state;

        for (const c of choices) {
          if (state.status === 'end' || state.status === 'manualend') break;
          const options = legalCommands(def, state, c);
          const { command, admin } = c.stray && c.pick % 3 === 0 ? { command: strayCommand(state, c, [...closedEver]), admin: false } : options[c.pick % options.length];
          const snapshot = JSON.stringify(state);
          let result: StepResult;
          try {
            result = step(def, state, command, clock.next(admin));
          } catch (error) {
            if (!(error instanceof EngineError)) throw error;
            expect(JSON.stringify(state), 'a refused command changes nothing').toBe(snapshot);
            continue;
          }
          expect(JSON.stringify(state), 'step never mutates its input').toBe(snapshot);
          checkStep(state, command, result, opinions, closedEver, createdEver);
          accepted++;
          state = result.state;
        }
        // The end of a called instance is nobody's action: its record has no auditor.
        const actionRecords = [...opinions.values()].filter((r) => (r.auditorId !== null && r.status !== 'skip') || r.status === 'callEnd').length;
        expect(actionRecords, 'one record with an auditor per accepted command').toBe(accepted);

        const finished = driveToEnd(def, state, () => clock.next());
        expect(['end', 'manualend']).toContain(finished.status);
      }),
      { numRuns: 400 },
    );
  });
});

/** A reject the buttons offer now (any mode), or undefined when no open task may be sent back. */
function someReject(def: CompiledDefinition, state: InstanceState, c: Choice): Command | undefined {
  const rejects = legalCommands(def, state, c).map((o) => o.command).filter((command) => command.type === 'reject');
  return rejects.length > 0 ? rejects[c.pick % rejects.length] : undefined;
}

/** Answers or agrees on the first open task (or ends the first call approved) that does not end the instance: one step forward. */
function forward(def: CompiledDefinition, state: InstanceState, next: () => ReturnType<ReturnType<typeof testContext>['next']>): InstanceState {
  const tasks = [...state.tasks].sort((a, b) => Number(!!b.parentTaskId) - Number(!!a.parentTaskId));
  for (const command of [...(state.calls ?? []).map((call) => approvedCall(call.id)), ...tasks.map(agreeOn)]) {
    try {
      const after = step(def, state, command, next()).state;
      if (after.status !== 'end' && after.status !== 'manualend') return after;
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
    }
  }
  return state;
}

describe('a long-lived instance', () => {
  const defs = new Map<string, CompiledDefinition>();
  const names = [...fixtureNames, ...graphFixtureNames];
  beforeAll(async () => {
    for (const name of names) defs.set(name, await loadFixture(name));
  });

  it('keeps its state bounded by the model over 500 random reject/resubmit cycles', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), vars, fc.nat(), fc.array(choice, { minLength: 500, maxLength: 500 }), (name, startVars, starter, choices) => {
        const def = defs.get(name)!;
        const clock = testContext();
        const next = () => clock.next();
        let state = step(def, null, { type: 'start', starterId: someone(starter), vars: startVars }, next()).state;
        // What the model allows: a few hundred bytes per node (tasks, tokens, trails, visits, prevOf, timers).
        const bound = JSON.stringify(state).length + 600 * Object.keys(def.model.nodes).length;
        let largest = 0;
        let fields = '';
        for (const c of choices) {
          for (let i = 0; i < c.target % 3; i++) state = forward(def, state, next);
          const reject = someReject(def, state, c);
          try {
            if (reject) state = step(def, state, reject, next()).state;
          } catch (error) {
            // A refused reject (say, a target nobody can handle) leaves the state as it was.
            if (!(error instanceof EngineError)) throw error;
          }
          // Resubmission: whoever holds a returned task sends it on again.
          for (const { id } of state.tasks.filter((t) => t.status === 'BACK')) {
            const back = state.tasks.find((t) => t.id === id);
            if (back) state = forward(def, { ...state, tasks: [back, ...state.tasks.filter((t) => t.id !== id)] }, next);
          }
          const size = JSON.stringify(state).length;
          if (size > largest) fields = Object.entries(state).map(([k, v]) => `${k} ${JSON.stringify(v).length}`).join(', ');
          largest = Math.max(largest, size);
        }
        expect(largest, `${name}: the state grew to ${largest} bytes (${fields})`).toBeLessThanOrEqual(bound);
      }),
      { numRuns: 8 },
    );
  });
});
