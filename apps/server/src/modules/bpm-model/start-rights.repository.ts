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
    /** Which of these references exist in the tenant: user and organisation ids, role and post codes. */
    async existing(tenantId: string, type: 'user' | 'role' | 'post' | 'org', refs: string[]): Promise<Set<string>> {
      if (refs.length === 0) return new Set();
      const rows = type === 'user' ? await db.selectFrom('uc_user').select('id as ref').where('tenant_id', '=', tenantId).where('id', 'in', refs).execute()
        : type === 'org' ? await db.selectFrom('uc_org').select('id as ref').where('tenant_id', '=', tenantId).where('id', 'in', refs).execute()
          : await db.selectFrom(type === 'role' ? 'uc_role' : 'uc_post').select('code as ref').where('tenant_id', '=', tenantId).where('code', 'in', refs).execute();
      return new Set(rows.map((r) => r.ref));
    },
    insertRules: (rows: BpmDefAuthorizeTable[]) =>
      rows.length === 0 ? Promise.resolve() : db.insertInto('bpm_def_authorize').values(rows).execute().then(() => undefined),
    insertAgents: (rows: BpmAgentTable[]) =>
      rows.length === 0 ? Promise.resolve() : db.insertInto('bpm_agent').values(rows).execute().then(() => undefined),
  };
}
export type StartRightsRepository = ReturnType<typeof createStartRightsRepository>;
