import type { Db } from '../../db/database.js';
import type { BpmAgentTable, BpmDefAuthorizeTable } from '../../db/schema.js';

/** SQL of start rights (bpm_def_authorize) and of agents who start processes for a leader (bpm_agent). */
export function createStartRightsRepository(db: Db) {
  return {
    rulesOf: (tenantId: string) =>
      db.selectFrom('bpm_def_authorize').selectAll().where('tenant_id', '=', tenantId).execute(),
    /** The agent pairings where this user acts for a leader. */
    leadersOf: (tenantId: string, agentId: string) =>
      db.selectFrom('bpm_agent').selectAll().where('tenant_id', '=', tenantId).where('agent_id', '=', agentId).execute(),
    insertRules: (rows: BpmDefAuthorizeTable[]) =>
      rows.length === 0 ? Promise.resolve() : db.insertInto('bpm_def_authorize').values(rows).execute().then(() => undefined),
    insertAgents: (rows: BpmAgentTable[]) =>
      rows.length === 0 ? Promise.resolve() : db.insertInto('bpm_agent').values(rows).execute().then(() => undefined),
  };
}
export type StartRightsRepository = ReturnType<typeof createStartRightsRepository>;
