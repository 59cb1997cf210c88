import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertRows } from '../../db/insert-rows.js';
import type { Database, SysJobTable } from '../../db/schema.js';

/** A job as stored: due_at, attempts and the claim are the executor's; payload_json is the handler's. */
export type JobRow = SysJobTable;

export interface ClaimOptions {
  workerId: string;
  now: string;
  /** The claim expires then: a process that died mid-job leaves the job to the others after this time. */
  until: string;
  limit: number;
  maxAttempts: number;
}

/** The due-jobs table: schedule, claim atomically, finish, retry. */
export function createJobsRepository(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /** Inserts jobs, inside the caller's transaction when given (so a job exists exactly when its cause was committed). */
    async insert(rows: JobRow[], tx: Transaction<Database> | Db = db): Promise<void> {
      await insertRows(tx, 'sys_job', rows);
    },

    /** Deletes jobs by id (an engine timer cancelled), inside the caller's transaction when given. */
    async cancel(ids: string[], tx: Transaction<Database> | Db = db): Promise<void> {
      if (ids.length > 0) await tx.deleteFrom('sys_job').where('id', 'in', ids).execute();
    },

    /**
     * Claims up to `limit` due jobs nobody holds, in one UPDATE ... RETURNING: on PostgreSQL the candidate rows
     * are locked with SKIP LOCKED, so concurrent pollers take disjoint rows without waiting; on SQLite the
     * statement runs under the single writer lock. The outer WHERE repeats the test for rows changed meanwhile.
     */
    async claim(o: ClaimOptions): Promise<JobRow[]> {
      let due = db.selectFrom('sys_job').select('id')
        .where('due_at', '<=', o.now).where('attempts', '<', o.maxAttempts)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', o.now)]))
        .orderBy('due_at').limit(o.limit);
      if (postgres) due = due.forUpdate().skipLocked();
      return db.updateTable('sys_job')
        .set((eb) => ({ claimed_by: o.workerId, claimed_until: o.until, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', o.now)]))
        .returningAll()
        .execute();
    },

    /**
     * When the longest-waiting due job nobody holds fell due (undefined: none waits): the executor's lag. Jobs out
     * of attempts wait for an operator, not the executor.
     */
    oldestWaiting: async (now: string, maxAttempts: number) => (await db.selectFrom('sys_job').select((eb) => eb.fn.min('due_at').as('due'))
      .where('due_at', '<=', now).where('attempts', '<', maxAttempts).where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirst())?.due ?? undefined,

    /**
     * Holds this worker's claims on `ids` until `until`; resolves with the ids it still held (a claim that expired
     * while its worker stalled may have been taken over by another worker since).
     */
    async renew(ids: string[], workerId: string, until: string): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.updateTable('sys_job').set({ claimed_until: until })
        .where('id', 'in', ids).where('claimed_by', '=', workerId).returning('id').execute();
      return rows.map((r) => r.id);
    },

    /** A job that ran: gone, unless another worker took it over after this one's claim expired. */
    async finish(id: string, workerId: string): Promise<void> {
      await db.deleteFrom('sys_job').where('id', '=', id).where('claimed_by', '=', workerId).execute();
    },

    /** A job whose run failed: released, due again at `retryAt`, with the error kept for the operator. */
    async release(id: string, workerId: string, retryAt: string, error: string): Promise<void> {
      await db.updateTable('sys_job').set({ due_at: retryAt, claimed_by: null, claimed_until: null, last_error: error.slice(0, 2000) })
        .where('id', '=', id).where('claimed_by', '=', workerId).execute();
    },

    /** Jobs of a kind, oldest due first (tests and the operator's view). */
    list: (kind?: string) => {
      let q = db.selectFrom('sys_job').selectAll().orderBy('due_at');
      if (kind) q = q.where('kind', '=', kind);
      return q.execute();
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
