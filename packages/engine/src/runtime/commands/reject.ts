import { afterJumpNodes, nodeOf, settingsOf, type CompiledDefinition } from '../../definition/compile.js';
import { reachableFrom } from '../../definition/graph.js';
import { EngineError } from '../../errors.js';
import { moveBack, resetTo } from '../flow.js';
import { requireHolder, requireOpinion, requireRejectMode, requireTask } from '../guards.js';
import type { Run } from '../run.js';
import type { Command, ReturnTo, Task, Token } from '../types.js';

type Reject = Extract<Command, { type: 'reject' }>;

/** Where a reject sends the case, and whether only the rejecting branch moves. */
interface Target {
  nodes: string[];
  /** The target lies on this token's own path since it was born: other branches are left alone. */
  local: boolean;
}

/** reject (驳回): to the previous step, to the start (the starter), or to a chosen earlier node. */
export function reject(run: Run, command: Reject): void {
  const { state, def } = run;
  const task = requireTask(run, command.taskId);
  const node = nodeOf(def, task.nodeId);
  if (node.type === 'start' || !['NORMAL', 'BACK', 'DELIVERTO'].includes(task.status) || task.sign) {
    throw new EngineError('NOT_ALLOWED', 'This task cannot be rejected');
  }
  requireHolder(run, task, command.userId);
  requireRejectMode(run, task, command.mode);
  requireOpinion(run, task, command.opinion);
  const token = run.tokenOf(task);
  const target = targetOf(run, task, token, command);

  run.completeRecord('action', task.opinionId, command.mode === 'backToStart' ? 'backToStart' : 'reject', command.userId, command.opinion, command.files);
  run.closeTask(task, 'completed', false);
  run.visit(node.id, 'rejected', command.userId);
  run.markActed();

  const direct = (command.resubmit ?? settingsOf(def, node.id).resubmit ?? 'rewalk') === 'direct';
  if (target.local) {
    const returnTo: ReturnTo | undefined = direct ? { id: run.ctx.newId(), scope: 'token', nodes: [node.id] } : undefined;
    moveBack(run, token, target.nodes[0], returnTo);
  } else {
    // Returning directly re-opens every node that was waiting when the case was sent back, not only this one.
    const waiting = [node.id, ...state.tokens.filter((t) => t !== token).map((t) => t.nodeId)];
    const returnTo: ReturnTo | undefined = direct ? { id: run.ctx.newId(), scope: 'instance', nodes: [...new Set(waiting)] } : undefined;
    resetTo(run, target.nodes, { status: 'BACK', reason: 'cancelled', returnTo });
  }
  state.status = target.nodes.includes(def.model.startId) ? 'backToStart' : 'back';
}

function targetOf(run: Run, task: Task, token: Token, command: Reject): Target {
  const { def, state } = run;
  const here = token.trail.lastIndexOf(task.nodeId);
  switch (command.mode) {
    case 'backToStart':
      return { nodes: [def.model.startId], local: false };
    case 'rejectPre': {
      if (here > 0) return { nodes: [token.trail[here - 1]], local: true };
      // Born at a split or join: the previous step is whatever led into that gateway (maybe several nodes).
      const prev = state.prevOf[task.nodeId] ?? token.prev;
      if (prev.length === 0) throw new EngineError('BAD_TARGET', 'This node has no previous step to return to');
      return { nodes: earliest(def, prev, task.nodeId), local: false };
    }
    case 'reject': {
      const targetId = command.targetNodeId;
      if (!targetId || !afterJumpNodes(def, task.nodeId).some((n) => n.id === targetId)) {
        throw new EngineError('BAD_TARGET', `Node '${targetId ?? ''}' is not an earlier step this task can be sent back to`);
      }
      const at = token.trail.lastIndexOf(targetId);
      return { nodes: [targetId], local: at >= 0 && at < here };
    }
  }
}

/**
 * The previous steps that do not lie after another of them on the way to `here`. A branch with no user step
 * since its split names the step before the split, which leads to the other branches' steps too: re-running it
 * re-runs them, so they are not sent back as well (they would run twice, and their join never settle).
 */
function earliest(def: CompiledDefinition, nodes: string[], here: string): string[] {
  const reach = new Map(nodes.map((n) => [n, reachableFrom(def.model, [n], here)]));
  return nodes.filter((n) => !nodes.some((m) => m !== n && reach.get(m)!.has(n) && !reach.get(n)!.has(m)));
}
