import { EngineError } from '../../errors.js';
import { resetTo } from '../flow.js';
import type { Run } from '../run.js';
import { isStarter } from '../guards.js';
import type { Command, Handoff, InstanceState } from '../types.js';

type Revoke = Extract<Command, { type: 'revoke' }>;

export type RevokeRefusal = 'ended' | 'notStarter' | 'alreadyBack' | 'acted' | 'parallel';

const why: Record<RevokeRefusal, string> = {
  ended: 'The instance has already ended',
  notStarter: 'Only the starter can revoke the instance',
  alreadyBack: 'The instance is already back with the starter',
  acted: 'The next node has already acted on it',
  parallel: 'A step taken while branches run in parallel cannot be revoked',
};

export type RevokeCheck = { ok: true } | { ok: false; code: RevokeRefusal; reason: string };

const refuse = (code: RevokeRefusal): RevokeCheck => ({ ok: false, code, reason: why[code] });

/** The refusal a CANNOT_REVOKE error's message stands for. */
export const revokeRefusalOf = (message: string): RevokeRefusal =>
  (Object.keys(why) as RevokeRefusal[]).find((code) => why[code] === message) ?? 'acted';

/**
 * What the revoke rules read of an instance: a handful of fields, so the server keeps them as instance columns
 * and list rows tell whether revoke is possible without reading the state.
 */
export interface RevokeFacts {
  status: InstanceState['status'];
  starterId: string;
  agentId?: string;
  actedSinceSubmit: boolean;
  lastHandoff?: Pick<Handoff, 'taskId' | 'userId'>;
  /** More than one token, or a join waiting: a hand-off inside a parallel section is not taken back. */
  branched: boolean;
}

/** The revoke facts of a state. */
export function revokeFactsOf(state: InstanceState): RevokeFacts {
  const facts: RevokeFacts = {
    status: state.status, starterId: state.starterId, actedSinceSubmit: state.actedSinceSubmit,
    branched: state.tokens.length !== 1 || Object.keys(state.joins).length > 0,
  };
  if (state.agentId !== undefined) facts.agentId = state.agentId;
  if (state.lastHandoff) facts.lastHandoff = { taskId: state.lastHandoff.taskId, userId: state.lastHandoff.userId };
  return facts;
}

/** The user's own agreement that handed the case on, if nobody acted since (and it is the task asked about). */
function handoffOf<H extends Pick<Handoff, 'taskId' | 'userId'>>(facts: { lastHandoff?: H }, userId: string, taskId: string | undefined): H | undefined {
  const h = facts.lastHandoff;
  return h && h.userId === userId && (taskId === undefined || taskId === h.taskId) ? h : undefined;
}

/**
 * Whether the user may revoke (撤回) now, and if not, why: a handler takes back their own agreement while
 * the next node has not acted (`taskId`: that decision's task; without it, their latest); the starter takes
 * back the whole instance while nobody has acted since the submission.
 */
export function canRevoke(state: InstanceState, userId: string, taskId?: string): RevokeCheck {
  return canRevokeBy(revokeFactsOf(state), userId, taskId);
}

/** canRevoke from the facts alone (what the server's list rows have). */
export function canRevokeBy(facts: RevokeFacts, userId: string, taskId?: string): RevokeCheck {
  if (facts.status === 'end' || facts.status === 'manualend') return refuse('ended');
  if (handoffOf(facts, userId, taskId)) {
    // Resetting to one node would cancel the other branches' work, so a split flow is not taken back.
    return facts.branched ? refuse('parallel') : { ok: true };
  }
  if (!isStarter(facts, userId)) return refuse(taskId === undefined ? 'notStarter' : 'acted');
  if (facts.status !== 'running') return refuse('alreadyBack');
  if (facts.actedSinceSubmit) return refuse('acted');
  return { ok: true };
}

/**
 * revoke: a handler's agreement comes back to them (the next node's tasks are withdrawn, 撤回), or the
 * starter's instance comes back to the start for resubmission (撤回到发起人).
 */
export function revoke(run: Run, command: Revoke): void {
  const { state, def } = run;
  const check = canRevoke(state, command.userId, command.taskId);
  if (!check.ok) throw new EngineError('CANNOT_REVOKE', check.reason);
  const holders = state.tasks.flatMap((t) => (t.assigneeId ? [t.assigneeId] : t.candidates));
  const handoff = handoffOf(state, command.userId, command.taskId);
  if (handoff) {
    run.record('action', { taskId: null, nodeId: handoff.nodeId, auditorId: command.userId, status: 'revoker', opinion: command.opinion });
    delete state.lastHandoff;
    resetTo(run, [handoff.nodeId], { status: 'NORMAL', reason: 'withdrawn', notify: false });
  } else {
    run.record('action', { taskId: null, nodeId: def.model.startId, auditorId: command.userId, status: 'revoker_to_start', opinion: command.opinion });
    resetTo(run, [def.model.startId], { status: 'BACK', reason: 'withdrawn', notify: false });
    state.status = 'revoke';
  }
  run.notify('revoke', holders, undefined, command.opinion);
}
