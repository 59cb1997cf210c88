import type { Db } from '../../../db/database.js';

/** Statuses of a process instance that has not ended (a draft has not started). */
const ENDED_OR_DRAFT = ['draft', 'end', 'manualend'];

/**
 * Which records a running process refers to: a process started from business data keeps the record's id as
 * its business key (bpm_instance.biz_key, set by startForm). Read-only; the runtime owns the table.
 */
export function createProcessLinksRepository(db: Db) {
  return {
    running: async (tenantId: string, ids: string[]): Promise<Set<string>> =>
      ids.length === 0 ? new Set() : new Set((await db.selectFrom('bpm_instance').select('biz_key')
        .where('tenant_id', '=', tenantId).where('biz_key', 'in', ids).where('status', 'not in', ENDED_OR_DRAFT).execute()).map((r) => r.biz_key!)),
  };
}
export type ProcessLinksRepository = ReturnType<typeof createProcessLinksRepository>;
