import { nodeOf, settingsOf, type CompiledDefinition } from '../definition/compile.js';
import { evaluateCondition, isDecidable } from '../definition/expressions.js';
import type { NodeDef } from '../definition/model.js';
import type { OrgDirectory } from '../directory.js';
import { EngineError } from '../errors.js';
import { resolveAssignees } from './assignees.js';
import type { InstanceState } from './types.js';

/** Lock codes of the original canLock / lockUnlock calls. */
export const LockCode = { handled: 0, canClaim: 1, noLockNeeded: 2, canUnclaim: 3, lockedByOther: 4 } as const;
export type LockCode = (typeof LockCode)[keyof typeof LockCode];

/** What claiming the task would mean for the user: the original's canLock code. */
export function lockStatus(state: InstanceState, taskId: string, userId: string): LockCode {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task || state.status === 'end' || state.status === 'manualend') return LockCode.handled;
  if (task.assigneeId !== null) return LockCode.noLockNeeded;
  if (task.lockedBy === userId) return LockCode.canUnclaim;
  if (task.lockedBy !== undefined) return LockCode.lockedByOther;
  if (!task.candidates.includes(userId)) throw new EngineError('NOT_ASSIGNEE', 'You are not a candidate of this task');
  return LockCode.canClaim;
}

export type NodeStatus = 'done' | 'current' | 'rejected' | 'untouched';

/** Per node, what the flow diagram should mark: open tasks are current, else the latest visit decides. */
export function diagramStatus(def: CompiledDefinition, state: InstanceState): Record<string, NodeStatus> {
  const status: Record<string, NodeStatus> = {};
  for (const id of Object.keys(def.model.nodes)) status[id] = 'untouched';
  for (const [nodeId, visit] of Object.entries(state.visits)) if (nodeId in status) status[nodeId] = visit.status;
  for (const task of state.tasks) markCurrent(def, status, task.nodeId);
  // A token waiting on a timer event or a call activity has no task there, but that node is where the instance is.
  for (const token of state.tokens) if (waitsWithoutTask.has(def.model.nodes[token.nodeId]?.type)) markCurrent(def, status, token.nodeId);
  // A sub-process some of whose branches ended waits for the others: it is where the instance is too.
  for (const id of Object.keys(state.joins)) if (def.model.nodes[id]?.type === 'subProcess') status[id] = 'current';
  return status;
}

const waitsWithoutTask = new Set<string | undefined>(['timerCatch', 'callActivity']);

/** A node where the instance waits is current, and so is every sub-process around it. */
function markCurrent(def: CompiledDefinition, status: Record<string, NodeStatus>, nodeId: string): void {
  for (let id: string | undefined = nodeId; id; id = def.model.nodes[id]?.scope) status[id] = 'current';
}

export interface PredictedNode {
  nodeId: string;
  name: string;
  /** Who would get the task as things stand; empty when it depends on who acts before. */
  userIds: string[];
}

/**
 * The user tasks still ahead of the open ones, nearest first, with the people who would get them.
 * Conditions are followed with the current variables; where a condition reads a variable not set yet,
 * every branch of that gateway is included.
 */
export function predictPath(def: CompiledDefinition, state: InstanceState, directory: OrgDirectory): PredictedNode[] {
  const ahead: PredictedNode[] = [];
  const seen = new Set<string>();
  const queue: string[] = state.tokens.flatMap((t) => nodeOf(def, t.nodeId).outgoing);
  // A sub-process is left after what runs inside it: its flow out waits until the inside is walked.
  const later: string[] = [];
  for (const id of Object.keys(state.joins)) (nodeOf(def, id).type === 'subProcess' ? later : queue).push(...nodeOf(def, id).outgoing);
  while (queue.length > 0 || later.length > 0) {
    const flow = def.model.flows[(queue.length > 0 ? queue : later).shift() as string];
    if (seen.has(flow.target)) continue;
    seen.add(flow.target);
    let node = nodeOf(def, flow.target);
    // Entering a sub-process goes on at its start event.
    while (node.type === 'subProcess' && !seen.has(node.inner!.start)) {
      seen.add(node.inner!.start);
      node = nodeOf(def, node.inner!.start);
    }
    if (node.type === 'userTask') {
      const userIds = resolveAssignees(settingsOf(def, node.id).assignees, { directory, starterId: state.starterId, actorId: null, vars: state.vars });
      ahead.push({ nodeId: node.id, name: node.name, userIds });
    }
    if (node.type === 'end' && node.scope) later.unshift(...nodeOf(def, node.scope).outgoing);
    else queue.push(...likelyFlows(def, node, state.vars));
  }
  return ahead;
}

function likelyFlows(def: CompiledDefinition, node: NodeDef, vars: Record<string, unknown>): string[] {
  if (node.type !== 'exclusive' && node.type !== 'inclusive') return node.outgoing;
  const conditional = node.outgoing.filter((id) => id !== node.defaultFlow);
  const conditionOf = (id: string) => def.model.flows[id].condition;
  if (conditional.some((id) => { const c = conditionOf(id); return c !== undefined && !isDecidable(c, vars); })) return node.outgoing;
  const holding = conditional.filter((id) => { const c = conditionOf(id); return c === undefined || evaluateCondition(c, vars); });
  const chosen = node.type === 'exclusive' ? holding.slice(0, 1) : holding;
  return chosen.length > 0 ? chosen : node.defaultFlow ? [node.defaultFlow] : [];
}
