import { revokeFactsOf, type InstanceState, type RevokeFacts } from '@wp/engine';
import type { BpmInstanceTable } from '../../../db/schema.js';

/** The instance columns that stand in for the state in list rows (migration 009). */
export type FactColumns = Pick<BpmInstanceTable, 'acted_since_submit' | 'branched' | 'handoff_task_id' | 'handoff_user_id' | 'task_names'>;

/** A draft's columns: no state yet. */
export const draftFacts: FactColumns = { acted_since_submit: 0, branched: 0, handoff_task_id: null, handoff_user_id: null, task_names: null };

/** The columns of a state, written by the action runner with the status and outcome in the same update. */
export function factColumns(state: InstanceState): FactColumns {
  const f = revokeFactsOf(state);
  return {
    acted_since_submit: f.actedSinceSubmit ? 1 : 0, branched: f.branched ? 1 : 0,
    handoff_task_id: f.lastHandoff?.taskId ?? null, handoff_user_id: f.lastHandoff?.userId ?? null,
    task_names: [...new Set(state.tasks.map((t) => t.name))].join(','),
  };
}

/** The row a list reads, enough to tell the revoke facts back. */
export type FactRow = Pick<BpmInstanceTable, 'status' | 'starter_id' | 'agent_leader_id' | 'acted_since_submit' | 'branched' | 'handoff_task_id' | 'handoff_user_id'>;

/**
 * The engine's revoke facts from the columns; null for a draft. Started on a leader's behalf, the leader is the
 * engine's starter and the row's starter is the agent.
 */
export function revokeFactsOfRow(row: FactRow): RevokeFacts | null {
  if (row.status === 'draft') return null;
  const facts: RevokeFacts = {
    status: row.status as RevokeFacts['status'], starterId: row.agent_leader_id ?? row.starter_id,
    actedSinceSubmit: row.acted_since_submit === 1, branched: row.branched === 1,
  };
  if (row.agent_leader_id) facts.agentId = row.starter_id;
  if (row.handoff_task_id && row.handoff_user_id) facts.lastHandoff = { taskId: row.handoff_task_id, userId: row.handoff_user_id };
  return facts;
}
