import { nodeOf, settingsOf } from '../definition/compile.js';
import { evaluateCondition } from '../definition/expressions.js';
import { isInside, isJoin, reachableFrom } from '../definition/graph.js';
import type { NodeDef } from '../definition/model.js';
import { timerDueAt } from '../definition/timers.js';
import { EngineError } from '../errors.js';
import { resolveAssignees, whenNoAssignee } from './assignees.js';
import { startersOf } from './guards.js';
import type { Run } from './run.js';
import { openSignGroup } from './sign.js';
import type { CloseReason, InstanceState, ReturnTo, TaskStatus, Token } from './types.js';

/** Moves a token off the user node (or start event) it waits on, along that node's single outgoing flow. */
export function leave(run: Run, token: Token): void {
  const node = nodeOf(run.def, token.nodeId);
  token.prev = [node.id];
  delete token.sign;
  take(run, token, node.outgoing[0]);
}

/** Continues after a node is done: straight back to the rejecting node when resubmission is direct. */
export function proceed(run: Run, token: Token): void {
  if (token.returnTo) returnDirect(run, token);
  else leave(run, token);
}

/** Walks a token over a flow and on through gateways until it waits at a task, a join, or ends. */
function take(run: Run, token: Token, flowId: string): void {
  run.countMove();
  const flow = run.def.model.flows[flowId];
  const node = nodeOf(run.def, flow.target);
  token.nodeId = node.id;
  switch (node.type) {
    case 'end':
      run.removeToken(token);
      run.visit(node.id, 'done');
      if (node.scope) {
        // The scope ends like a join of everything inside it: settle lets the last token out (ADR 0015).
        (run.state.joins[node.scope] ??= []).push({ flowId: node.id, prev: [...token.prev] });
        return;
      }
      run.endsReached.push({ nodeId: node.id, after: [...token.prev] });
      return;
    case 'userTask':
      enterTrail(token, node.id);
      run.state.prevOf[node.id] = [...token.prev];
      activate(run, token, node);
      return;
    case 'exclusive':
      run.visit(node.id, 'done');
      take(run, token, chooseExclusive(run, node));
      return;
    case 'parallel':
    case 'inclusive':
      if (isJoin(node)) {
        (run.state.joins[node.id] ??= []).push({ flowId, prev: [...token.prev] });
        run.removeToken(token);
        return;
      }
      run.visit(node.id, 'done');
      split(run, token, node);
      return;
    case 'subProcess': {
      // Entering the scope is not a split: the same token walks on from its start event, trail and all.
      run.visit(node.id, 'current');
      const start = nodeOf(run.def, node.inner!.start);
      token.nodeId = start.id;
      run.visit(start.id, 'done');
      take(run, token, start.outgoing[0]);
      return;
    }
    case 'timerCatch':
    case 'callActivity':
      waitAt(run, token, node);
      return;
    case 'start':
    case 'boundary':
      throw new Error(`Flow '${flowId}' enters ${node.type === 'start' ? 'the start event' : `boundary event '${node.id}'`}; validation should have refused the model`);
  }
}

/**
 * The token waits at a node without a task, like at a task: at a timer event until the timer fires (timerFired),
 * at a call activity until the instance it starts has ended (callEnded). A called process starts with the
 * variables, not with this instance's decisions (its own nodes' `_outcome`).
 */
function waitAt(run: Run, token: Token, node: NodeDef): void {
  run.visit(node.id, 'current');
  if (node.type === 'timerCatch') run.addTimer({ kind: 'catch', at: timerAt(run, node), nodeId: node.id, tokenId: token.id });
  else run.addCall(token, node, withoutOutcomes(run.state.vars));
}

/** Sends a token out of a parallel or inclusive gateway: one child token per chosen flow. */
function split(run: Run, token: Token, node: NodeDef): void {
  const flows = node.type === 'parallel' ? node.outgoing : chooseInclusive(run, node);
  if (flows.length === 1) {
    take(run, token, flows[0]);
    return;
  }
  run.removeToken(token);
  for (const flowId of flows) take(run, run.newToken(node.id, token.prev, []), flowId);
}

function chooseExclusive(run: Run, node: NodeDef): string {
  for (const flowId of node.outgoing) {
    if (flowId === node.defaultFlow) continue;
    const condition = run.def.model.flows[flowId].condition;
    if (condition === undefined || evaluateCondition(condition, run.state.vars)) return flowId;
  }
  if (node.defaultFlow) return node.defaultFlow;
  throw new EngineError('NO_PATH', `No condition of exclusive gateway '${node.id}'${node.name ? ` (${node.name})` : ''} holds and it has no default flow`);
}

function chooseInclusive(run: Run, node: NodeDef): string[] {
  const chosen = node.outgoing.filter((flowId) => {
    if (flowId === node.defaultFlow) return false;
    const condition = run.def.model.flows[flowId].condition;
    return condition === undefined || evaluateCondition(condition, run.state.vars);
  });
  if (chosen.length > 0) return chosen;
  if (node.defaultFlow) return [node.defaultFlow];
  throw new EngineError('NO_PATH', `No condition of inclusive gateway '${node.id}'${node.name ? ` (${node.name})` : ''} holds and it has no default flow`);
}

/** A token reached a user node by the flow: open its task(s), or skip it for the same approver. */
function activate(run: Run, token: Token, node: NodeDef): void {
  run.visit(node.id, 'current');
  const settings = settingsOf(run.def, node.id);
  const users = resolvedAssignees(run, node);
  if (users.length === 0) {
    if (whenNoAssignee(settings) === 'refuse') throw noAssignee(node);
    skipUnassigned(run, token, node);
    return;
  }
  if (node.multi) {
    openSignGroup(run, token, node, users);
    armBoundaries(run, token, node);
    return;
  }
  if (settings.skipIfSameApprover && users.length === 1 && users[0] === run.actorId) {
    run.record('engine', { taskId: null, nodeId: node.id, auditorId: users[0], status: 'skip' });
    run.visit(node.id, 'done', users[0]);
    leave(run, token);
    return;
  }
  openApproval(run, token, node, users, 'NORMAL');
}

/**
 * A token is put back on a node by a reject, a revoke or a direct return. Nobody is skipped; a single-approver
 * node goes to whoever last handled it there, so the same person sees the case again.
 */
function reactivate(run: Run, token: Token, nodeId: string, status: Extract<TaskStatus, 'NORMAL' | 'BACK'>, notify = true): void {
  const node = nodeOf(run.def, nodeId);
  token.nodeId = nodeId;
  if (node.type === 'timerCatch' || node.type === 'callActivity') {
    // A direct return re-opens every node that waited when the case was sent back: a wait starts afresh.
    delete token.sign;
    waitAt(run, token, node);
    return;
  }
  enterTrail(token, nodeId);
  delete token.sign;
  run.visit(nodeId, 'current');
  if (node.type === 'start') {
    // Started on a leader's behalf, the form comes back to the agent who filled it in.
    const filer = run.state.agentId ?? run.state.starterId;
    run.openTask({ nodeId, tokenId: token.id, assigneeId: filer, candidates: [filer], status }, notify);
    return;
  }
  const last = lastHandler(run.state, nodeId);
  if (node.multi || !last) {
    const users = assigneesOf(run, node);
    if (node.multi) {
      openSignGroup(run, token, node, users);
      armBoundaries(run, token, node);
    } else openApproval(run, token, node, users, status, notify);
    return;
  }
  openApproval(run, token, node, [last], status, notify);
}

function openApproval(run: Run, token: Token, node: NodeDef, users: string[], status: TaskStatus, notify = true): void {
  run.openTask({ nodeId: node.id, tokenId: token.id, assigneeId: users.length === 1 ? users[0] : null, candidates: users, status }, notify);
  armBoundaries(run, token, node);
}

/** Starts the timers of the boundary events on a user node the token has just opened work on (afresh on a loop). */
function armBoundaries(run: Run, token: Token, node: NodeDef): void {
  const boundaries = run.def.boundaries[node.id];
  if (!boundaries) return;
  run.dropTimers((t) => t.kind === 'boundary' && t.tokenId === token.id);
  for (const boundary of boundaries) run.addTimer({ kind: 'boundary', at: timerAt(run, boundary), nodeId: boundary.id, tokenId: token.id });
}

/** When a timer event started now fires: its duration from now (working days by its settings) or its date. */
function timerAt(run: Run, node: NodeDef): string {
  const { workingDays } = settingsOf(run.def, node.id);
  return timerDueAt(node.timer!, run.now, { workingDays, calendar: run.ctx.calendar });
}

/**
 * Leaves a node without a task along its single outgoing flow: the token waiting at a timer catch event or a call
 * activity, or one sent out by a boundary event. Such a node is no step of its own: the token's `prev` stays.
 */
export function passOn(run: Run, token: Token, node: NodeDef): void {
  run.visit(node.id, 'done');
  delete token.sign;
  take(run, token, node.outgoing[0]);
}

/**
 * Stops the timers that can no longer fire meaningfully: a task timer whose task closed, a boundary timer whose
 * token left the task it sits on, a catch timer whose token is gone (a reject or an end took it). Run after every step.
 */
export function pruneTimers(run: Run): void {
  const { state, def } = run;
  if (!state.timers?.length) return;
  const open = new Set(state.tasks.map((t) => t.id));
  const tokens = new Map(state.tokens.map((t) => [t.id, t]));
  run.dropTimers((timer) => {
    if (timer.taskId) return !open.has(timer.taskId);
    const at = tokens.get(timer.tokenId)?.nodeId;
    return timer.kind === 'boundary' ? at !== def.model.nodes[timer.nodeId]?.attachedTo : at !== timer.nodeId;
  });
}

/**
 * Stops waiting for a called instance when the token at its call activity left another way (a reset by a reject or
 * a revoke, an end): the server ends that instance. Run after every step, like pruneTimers.
 */
export function pruneCalls(run: Run): void {
  const { state } = run;
  if (!state.calls?.length) return;
  const at = new Map(state.tokens.map((t) => [t.id, t.nodeId]));
  run.dropCalls((call) => at.get(call.tokenId) !== call.nodeId);
}

/**
 * Passes a node whose rules name nobody, by its `whenNoAssignee` rule. A system 'skip' record explains the gap
 * in the timeline; the node leaves the token's trail and previous step, so a reject from the next node passes it.
 */
function skipUnassigned(run: Run, token: Token, node: NodeDef): void {
  run.record('engine', { taskId: null, nodeId: node.id, auditorId: null, status: 'skip' });
  run.visit(node.id, 'done');
  token.trail.pop();
  delete token.sign;
  take(run, token, node.outgoing[0]);
}

function resolvedAssignees(run: Run, node: NodeDef): string[] {
  const { state, ctx } = run;
  return resolveAssignees(settingsOf(run.def, node.id).assignees, { directory: ctx.directory, starterId: state.starterId, actorId: run.actorId, vars: state.vars });
}

function assigneesOf(run: Run, node: NodeDef): string[] {
  const users = resolvedAssignees(run, node);
  if (users.length === 0) throw noAssignee(node);
  return users;
}

function noAssignee(node: NodeDef): EngineError {
  return new EngineError('NO_ASSIGNEE', `Nobody can be found to handle ${node.name || node.id}: its assignee rules name no existing user`);
}

/** Who last completed or rejected a task on the node. */
function lastHandler(state: InstanceState, nodeId: string): string | undefined {
  return state.visits[nodeId]?.by;
}

/** Puts a node at the end of the token's trail, once: a loop re-orders the trail instead of growing it. */
function enterTrail(token: Token, nodeId: string): void {
  const at = token.trail.indexOf(nodeId);
  if (at >= 0) token.trail.splice(at, 1);
  token.trail.push(nodeId);
}

/**
 * Drops every open task and token and starts afresh on `nodes` (a reject across branches, a revoke, the
 * direct return after such a reject). Parallel joins downstream whose other branches cannot be reached
 * from those nodes count those branches as arrived: they completed before, and will not run again.
 */
export function resetTo(run: Run, nodes: string[], opts: { status: Extract<TaskStatus, 'NORMAL' | 'BACK'>; reason: CloseReason; returnTo?: ReturnTo; notify?: boolean }): void {
  const { state } = run;
  for (const task of [...state.tasks]) run.closeTask(task, opts.reason, true);
  state.tokens = [];
  state.joins = {};
  prefillJoins(run, nodes);
  for (const nodeId of nodes) {
    const token = run.newToken(nodeId, state.prevOf[nodeId] ?? [], []);
    if (opts.returnTo) token.returnTo = opts.returnTo;
    reactivate(run, token, nodeId, opts.status, opts.notify ?? true);
  }
}

function prefillJoins(run: Run, from: string[]): void {
  const { model } = run.def;
  for (const join of Object.values(model.nodes)) {
    if (join.type !== 'parallel' || !isJoin(join)) continue;
    const reach = reachableFrom(model, from, join.id);
    if (!reach.has(join.id)) continue;
    for (const flowId of join.incoming) {
      const source = model.flows[flowId].source;
      if (!reach.has(source)) (run.state.joins[join.id] ??= []).push({ flowId, prev: [source] });
    }
  }
}

/** Moves one token back to a node it passed (a reject within its own branch); other branches go on. */
export function moveBack(run: Run, token: Token, nodeId: string, returnTo: ReturnTo | undefined): void {
  for (const task of run.tasksOf(token)) run.closeTask(task, 'cancelled', true);
  token.trail = token.trail.slice(0, token.trail.lastIndexOf(nodeId));
  token.prev = [...(run.state.prevOf[nodeId] ?? [])];
  if (returnTo) token.returnTo = returnTo;
  else delete token.returnTo;
  reactivate(run, token, nodeId, 'BACK');
}

function returnDirect(run: Run, token: Token): void {
  const target = token.returnTo as ReturnTo;
  delete token.returnTo;
  if (target.scope === 'token') {
    token.prev = [token.nodeId];
    reactivate(run, token, target.nodes[0], 'NORMAL');
    return;
  }
  run.removeToken(token);
  // Several nodes may have been sent back together (a reject to the previous step after a join): wait for all.
  if (run.state.tokens.some((t) => t.returnTo?.id === target.id)) return;
  resetTo(run, target.nodes, { status: 'NORMAL', reason: 'cancelled' });
}

/** Fires joins that are ready, then ends the instance when no token is left. Idempotent. */
export function settle(run: Run): void {
  const { state, def } = run;
  if (state.status === 'end' || state.status === 'manualend') return;
  let fired = true;
  while (fired) {
    fired = false;
    for (const [joinId, arrivals] of Object.entries(state.joins)) {
      const join = nodeOf(def, joinId);
      const ready =
        join.type === 'subProcess' ? !scopeBusy(run, joinId)
        : join.type === 'parallel' ? join.incoming.every((f) => arrivals.some((a) => a.flowId === f))
        : !inclusiveBlocked(run, joinId);
      if (!ready) continue;
      fire(run, join);
      fired = true;
      break;
    }
  }
  if (state.tokens.length > 0) return;
  const stuck = Object.keys(state.joins).map((id) => nodeOf(def, id));
  if (stuck.length > 0) throw stuckJoin(stuck);
  finish(run);
}

/**
 * Arrivals still waiting with no token left to complete them. A parallel join missing a branch is the cause
 * (it sits behind an exclusive choice); an inclusive join only waits for it, or for another inclusive join.
 */
function stuckJoin(joins: NodeDef[]): EngineError {
  const parallel = joins.find((join) => join.type === 'parallel');
  if (parallel) return new EngineError('NO_PATH', `Parallel join '${parallel.id}' waits for branches that can no longer arrive; the model joins exclusive branches with a parallel gateway`);
  return new EngineError('NO_PATH', `Inclusive join '${joins[0].id}' waits for branches that can no longer arrive; it waits for another inclusive join that waits for it`);
}

/**
 * BPMN 2.0.2 §13.3.2: an inclusive join waits while a token, live or parked at another join, can still reach one
 * of its empty incoming flows without passing through the join, unless that token can also reach a flow that
 * already has an arrival: it then counts for a later activation (as on a loop back, where waiting for it never ends).
 */
function inclusiveBlocked(run: Run, joinId: string): boolean {
  const feeds = Object.entries(run.def.inclusiveFeeds[joinId]);
  const arrived = new Set(run.state.joins[joinId].map((a) => a.flowId));
  const filled = feeds.filter(([flowId]) => arrived.has(flowId)).map(([, from]) => from);
  const empty = feeds.filter(([flowId]) => !arrived.has(flowId)).map(([, from]) => from);
  const blocks = (nodeId: string) => empty.some((from) => from.has(nodeId)) && !filled.some((from) => from.has(nodeId));
  if (run.state.tokens.some((t) => blocks(t.nodeId))) return true;
  // A parked arrival waits on a flow into its join: its paths go on from that join.
  return Object.entries(run.state.joins).some(([other, arrivals]) => other !== joinId && arrivals.length > 0 && blocks(other));
}

/** A sub-process is still running while a token or a waiting join arrival is inside it. */
function scopeBusy(run: Run, scopeId: string): boolean {
  const { model } = run.def;
  if (run.state.tokens.some((t) => isInside(model, t.nodeId, scopeId))) return true;
  return Object.entries(run.state.joins).some(([id, arrivals]) => arrivals.length > 0 && isInside(model, id, scopeId));
}

/** Leaves a finished sub-process by its one outgoing flow; the previous step is every node that led to one of its ends. */
function exitScope(run: Run, scope: NodeDef): void {
  const prev = [...new Set(run.state.joins[scope.id].flatMap((a) => a.prev))];
  delete run.state.joins[scope.id];
  run.visit(scope.id, 'done');
  take(run, run.newToken(scope.id, prev, []), scope.outgoing[0]);
}

function fire(run: Run, join: NodeDef): void {
  if (join.type === 'subProcess') {
    exitScope(run, join);
    return;
  }
  const arrivals = run.state.joins[join.id];
  // A parallel join consumes one arrival per incoming flow; an inclusive join consumes all that came.
  const consumed = join.type === 'parallel' ? join.incoming.map((f) => arrivals.find((a) => a.flowId === f)!) : [...arrivals];
  const rest = arrivals.filter((a) => !consumed.includes(a));
  if (rest.length > 0) run.state.joins[join.id] = rest;
  else delete run.state.joins[join.id];
  run.visit(join.id, 'done');
  const prev = [...new Set(consumed.flatMap((a) => a.prev))];
  split(run, run.newToken(join.id, prev, []), join);
}

function finish(run: Run): void {
  const { state } = run;
  state.status = 'end';
  state.endedAt = run.now;
  state.outcome = outcomeAtEnd(run);
  run.record('engine', { taskId: null, nodeId: run.endsReached.at(-1)?.nodeId ?? null, auditorId: null, status: 'end' });
  run.notify('end', startersOf(state));
}

/**
 * Decisions that refuse the request when they are what led to an end event: an oppose, a failed sign vote, a called
 * instance that was not approved.
 */
const refusing = new Set(['oppose', 'notPass', 'refused', 'withdrawn', 'terminated']);

/**
 * The outcome of an instance whose last token reached an end event in this step: refused when one of the end
 * events reached is declared refusing (`outcome: 'refused'` in its settings), or, not declared either way, was
 * reached right after an oppose or a failed sign vote (the common `_outcome.node == 'oppose'` branch to an
 * end); approved otherwise. A decision followed by further approvals does not count: the last one does.
 */
function outcomeAtEnd(run: Run): 'approved' | 'refused' {
  const decided = run.state.vars._outcome;
  const decisions = typeof decided === 'object' && decided !== null ? (decided as Record<string, unknown>) : {};
  const refused = run.endsReached.some(({ nodeId, after }) => {
    const declared = settingsOf(run.def, nodeId).outcome;
    return declared ? declared === 'refused' : after.some((id) => refusing.has(decisions[id] as string));
  });
  return refused ? 'refused' : 'approved';
}

/** The variables without the decisions of this instance's nodes (`_outcome`): what crosses to and from a called instance. */
export function withoutOutcomes(vars: Record<string, unknown>): Record<string, unknown> {
  const { _outcome: _, ...rest } = vars;
  return structuredClone(rest);
}

/** Remembers a node's decision where flow conditions can read it: `_outcome.<nodeId>`. */
export function setOutcome(state: InstanceState, nodeId: string, outcome: string): void {
  const current = state.vars._outcome;
  const outcomes = typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
  state.vars._outcome = { ...outcomes, [nodeId]: outcome };
}
