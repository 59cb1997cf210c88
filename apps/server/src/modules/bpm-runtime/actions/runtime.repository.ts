import { PostgresAdapter, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import { compiledOnce, compiledPerShape } from '../../../db/compiled-once.js';
import { insertRows } from '../../../db/insert-rows.js';
import type { BpmInstanceTable, Database } from '../../../db/schema.js';
import type { StepWrites } from './effect-rows.js';
import { createJobsRepository } from '../../jobs/jobs.repository.js';
import { createLiveRepository, type LiveEventSpec } from '../../live/live.repository.js';
import { writeTimerJobs } from '../timers/timer-jobs.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';

/** What a commit writes to the instance row: a new row (start), or an update guarded by the revision read. */
export type InstanceWrite =
  | { kind: 'insert'; row: BpmInstanceTable }
  | { kind: 'update'; id: string; expectedRevision: number; set: Partial<BpmInstanceTable> };

/** One instance an action stepped (its own, or one reached through call activities): its row once, and every step's rows. */
export interface SteppedInstance {
  row: InstanceWrite;
  steps: StepWrites[];
}

export interface CommitInput {
  tenantId: string;
  /** The instances stepped, the action's own first; absent for actions that are not engine steps (read marks, follows, drafts). */
  instances?: SteppedInstance[];
  /** The reply to store under an idempotency key, in the same transaction. */
  idempotency?: { userId: string; key: string; reply: unknown; now: string };
  /** Extra writes of the same action (e.g. a notice marked read), given the transaction. */
  extra?: (tx: Transaction<Database>) => Promise<void>;
}

/** The outcome of a commit: written, lost to a concurrent action (revision moved on), or a repeated idempotency key. */
export type CommitResult = 'ok' | 'conflict' | 'duplicateKey';

/** An instance row as an action reads it, with how many people follow it. */
export type InstanceRow = BpmInstanceTable & { follow_count: number | string | null };

class Conflict extends Error {}


/**
 * The write side of the runtime: reading an instance to act on and committing one step in one transaction.
 * An action holds its instance for the whole transaction (`commitLocked`), so concurrent actions on one
 * instance run one after the other; the revision check in the UPDATE's WHERE stays as a guard.
 */
// How many follow the instance: the followers themselves are read only when someone does (rarely).
const followCount = (eb: ExpressionBuilder<Database & { i: BpmInstanceTable }, 'i'>) =>
  eb.selectFrom('bpm_task_follow as f').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('f.inst_id', '=', 'i.id').as('follow_count');

// The statements every approval runs in its transaction, compiled once per shape (db/compiled-once.ts).
const instanceRevision = compiledPerShape('instanceRevision', (db, v: { id: string; tenantId: string; forUpdate: boolean }) => {
  const q = db.selectFrom('bpm_instance as i').select('i.revision').select(followCount).where('i.id', '=', v.id).where('i.tenant_id', '=', v.tenantId);
  return v.forUpdate ? q.forUpdate() : q;
});
const updateInstance = compiledPerShape('updateInstance', (db, v: { set: Partial<BpmInstanceTable>; id: string; tenantId: string; revision: number }) =>
  db.updateTable('bpm_instance').set(v.set).where('id', '=', v.id).where('tenant_id', '=', v.tenantId).where('revision', '=', v.revision));
const closeTask = compiledPerShape('closeTask', (db, v: { id: string; closedAt: string; reason: string; by: string | null }) =>
  db.updateTable('bpm_task').set({ open: 0, closed_at: v.closedAt, close_reason: v.reason, completed_by: v.by }).where('id', '=', v.id));
const completeOpinion = compiledPerShape('completeOpinion', (db, v: { id: string; set: Record<string, unknown> }) =>
  db.updateTable('bpm_opinion').set(v.set).where('id', '=', v.id));
// Messages follow the task: once it is closed, nobody is waiting on its messages any more.
const handleMessagesOf = compiledPerShape('handleMessagesOf', (db, v: { tenantId: string; taskIds: string[] }) =>
  db.updateTable('sys_message_receiver').set({ handled: 1 })
    .where('message_id', 'in', db.selectFrom('sys_message').select('id').where('tenant_id', '=', v.tenantId).where('ref_type', '=', 'task').where('ref_id', 'in', v.taskIds))
    .where('handled', '=', 0).returning('receiver_id'));

/** Each receiver of the step's messages is told live that a message reached them (modules/live). */
function messageEvents(tenantId: string, w: StepWrites): LiveEventSpec[] {
  const messages = new Map(w.messages.map((m) => [m.id, m]));
  return w.receivers.map((r) => {
    const m = messages.get(r.message_id);
    return { tenantId, userId: r.receiver_id, kind: 'message', data: { messageType: m?.message_type ?? '', subject: m?.subject ?? '' } };
  });
}

/** Each candidate a task was taken from, or given back to, is told live once (whatever number of messages they had of it). */
function taskEvents(tenantId: string, receivers: ReadonlyArray<{ receiver_id: string }>, change: 'closed' | 'taken' | 'released'): LiveEventSpec[] {
  return [...new Set(receivers.map((r) => r.receiver_id))].map((userId) => ({ tenantId, userId, kind: 'task', data: { change } }));
}

export function createRuntimeRepository(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The read every action on a task starts with, before its transaction.
  const instanceOfTask = compiledOnce(db, (taskId: string, tenantId: string) =>
    db.selectFrom('bpm_task as t').innerJoin('bpm_instance as i', 'i.id', 't.inst_id').selectAll('i').select(followCount)
      .where('t.id', '=', taskId).where('t.tenant_id', '=', tenantId));
  const jobs = createJobsRepository(db);
  const live = createLiveRepository(db);

  /**
   * The instance row, read under a lock held until the transaction ends: on PostgreSQL a row lock
   * (SELECT ... FOR UPDATE, which waits for the holder and then reads the row it committed); on SQLite the
   * transaction began IMMEDIATE and already holds the database's single write lock.
   */
  function lockedInstance(tx: Transaction<Database>, tenantId: string, id: string): Promise<InstanceRow | undefined> {
    return lockedWhere(tx, tenantId, { 'i.id': id });
  }

  /**
   * The instance under the lock, for an action that read it before: only its revision and followers are read
   * again, and the row read before stands when no action came in between (its state is most of a row's bytes).
   */
  async function lockedAgain(tx: Transaction<Database>, tenantId: string, seen: BpmInstanceTable): Promise<InstanceRow | undefined> {
    const [now] = (await instanceRevision(tx, { id: seen.id, tenantId, forUpdate: postgres })).rows;
    if (!now) return undefined;
    return now.revision === seen.revision ? { ...seen, follow_count: now.follow_count } : lockedInstance(tx, tenantId, seen.id);
  }

  /** The instance row with the columns given, locked as `lockedInstance` says. */
  function lockedWhere(tx: Transaction<Database>, tenantId: string, match: Partial<Record<'i.id' | 'i.parent_inst_id' | 'i.parent_call_id', string>>): Promise<InstanceRow | undefined> {
    let q = tx.selectFrom('bpm_instance as i').selectAll('i').select(followCount).where('i.tenant_id', '=', tenantId);
    for (const [column, value] of Object.entries(match)) q = q.where(column as keyof typeof match, '=', value);
    return (postgres ? q.forUpdate() : q).executeTakeFirst();
  }

  /** The rows of one commit, in the caller's transaction: idempotency record, guarded instance row, step rows, extra writes. */
  async function write(tx: Transaction<Database>, input: CommitInput) {
    if (input.idempotency) {
      const i = input.idempotency;
      await tx.insertInto('bpm_idempotency').values({ tenant_id: input.tenantId, user_id: i.userId, idem_key: i.key, reply_json: JSON.stringify(i.reply), created_at: i.now }).execute();
    }
    // Actions that are not engine steps have only the writes of `extra`.
    for (const { row: inst, steps } of input.instances ?? []) {
      if (inst.kind === 'insert') {
        await tx.insertInto('bpm_instance').values(inst.row).execute();
      } else {
        const res = await updateInstance(tx, { set: inst.set, id: inst.id, tenantId: input.tenantId, revision: inst.expectedRevision });
        if (Number(res.numAffectedRows ?? 0) === 0) throw new Conflict();
      }
      for (const writes of steps) await apply(tx, input.tenantId, writes);
    }
    if (input.extra) await input.extra(tx);
  }

  /** Runs a commit's transaction, turning a lost revision check and a repeated idempotency key into outcomes. */
  async function settle(input: () => CommitInput | undefined, run: (tx: Transaction<Database>) => Promise<void>): Promise<CommitResult> {
    try {
      await db.transaction().execute(run);
      return 'ok';
    } catch (e) {
      if (e instanceof Conflict) return 'conflict';
      if (input()?.idempotency && isUniqueViolation(e)) return 'duplicateKey';
      throw e;
    }
  }

  async function apply(tx: Transaction<Database>, tenantId: string, w: StepWrites) {
    await insertRows(tx, 'bpm_task', w.tasks);
    await insertRows(tx, 'bpm_task_candidate', w.candidates);
    for (const u of w.taskUpdates) {
      await tx.updateTable('bpm_task').set({ locked_by: u.locked_by, due_at: u.due_at, assignee_id: u.assignee_id }).where('id', '=', u.id).execute();
    }
    for (const c of w.taskCloses) {
      await closeTask(tx, { id: c.id, closedAt: w.closedAt, reason: c.close_reason, by: c.completed_by });
      if (c.shared) await tx.updateTable('bpm_task_candidate').set({ open: 0 }).where('task_id', '=', c.id).execute();
      if (c.transferred) {
        await tx.updateTable('bpm_transfer').set({ status: c.close_reason === 'completed' || c.close_reason === 'transferred' ? 'finish' : 'cancel', finish_time: w.closedAt })
          .where('task_id', '=', c.id).where('status', '=', 'running').execute();
      }
    }
    await insertRows(tx, 'bpm_opinion', w.opinions);
    await insertRows(tx, 'bpm_visit', w.visits);
    for (const o of w.opinionCompletions) {
      const { id, ...set } = o;
      await completeOpinion(tx, { id, set });
    }
    await insertRows(tx, 'sys_message', w.messages);
    await insertRows(tx, 'sys_message_receiver', w.receivers);
    if (w.receivers.length > 0) await live.append(tx, messageEvents(tenantId, w), w.receivers[0].created_at);
    await insertRows(tx, 'bpm_notice', w.notices);
    await insertRows(tx, 'bpm_transfer', w.transfers);
    await writeTimerJobs(jobs, tx, tenantId, w.timers, w.timerCancels, w.closedAt);
    // Whoever still had a closed task to do is told live, so that a task someone else handled leaves their list at once.
    const closed = w.taskCloses.map((c) => c.id);
    const told: LiveEventSpec[] = [];
    if (closed.length > 0) told.push(...taskEvents(tenantId, (await handleMessagesOf(tx, { tenantId, taskIds: closed })).rows, 'closed'));
    // A claim takes the task from the other candidates (their messages are handled); a release gives it back.
    for (const c of w.claims) {
      let q = tx.updateTable('sys_message_receiver').set({ handled: c.lockedBy ? 1 : 0 })
        .where('message_id', 'in', tx.selectFrom('sys_message').select('id').where('tenant_id', '=', tenantId).where('ref_type', '=', 'task').where('ref_id', '=', c.taskId));
      if (c.lockedBy) q = q.where('receiver_id', '<>', c.lockedBy);
      told.push(...taskEvents(tenantId, await q.returning('receiver_id').execute(), c.lockedBy ? 'taken' : 'released'));
    }
    if (told.length > 0) await live.append(tx, told, w.closedAt);
  }

  return {
    /** The instance a task belongs to (open or closed), within the tenant, with how many people follow it. */
    instanceOfTask: async (tenantId: string, taskId: string): Promise<InstanceRow | undefined> => (await instanceOfTask(taskId, tenantId))[0],

    /** An instance within the tenant, with how many people follow it. */
    instance: (tenantId: string, id: string) =>
      db.selectFrom('bpm_instance as i').selectAll('i').select(followCount).where('i.id', '=', id).where('i.tenant_id', '=', tenantId).executeTakeFirst(),

    /** Who follows which nodes of an instance (inside a transaction when given: on SQLite it holds the one connection). */
    followers: async (instId: string, tx: Transaction<Database> | Db = db) =>
      (await tx.selectFrom('bpm_task_follow').select(['user_id', 'node_ids']).where('inst_id', '=', instId).execute())
        .map((r) => ({ userId: r.user_id, nodeIds: JSON.parse(r.node_ids) as string[] })),

    /** The stored reply of an earlier action with this key, as JSON text. */
    idempotentReply: async (tenantId: string, userId: string, key: string) =>
      (await db.selectFrom('bpm_idempotency').select('reply_json').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
        .where('idem_key', '=', key).executeTakeFirst())?.reply_json,

    /**
     * One action in one transaction: the idempotency record first (a concurrent twin with the same key then
     * fails at once), the instance row guarded by its revision, then every row of the step.
     */
    commit: (input: CommitInput): Promise<CommitResult> => settle(() => input, (tx) => write(tx, input)),

    /** The instance row held until `tx` ends, for a write beside the engine's steps (see `lockedInstance`). */
    lockedInstance,

    /**
     * The instance a call activity of `parentId` started for the call `callId`, held until `tx` ends like the
     * action's own: its parent is held already, so a tree of calls is always taken from its root down.
     */
    lockedChild: (tx: Transaction<Database>, tenantId: string, parentId: string, callId: string) =>
      lockedWhere(tx, tenantId, { 'i.parent_inst_id': parentId, 'i.parent_call_id': callId }),

    /** The instances above one started by a call activity (`parentId`: its parent), the root first; read without a lock. */
    async ancestors(tenantId: string, parentId: string | null | undefined): Promise<BpmInstanceTable[]> {
      const chain: BpmInstanceTable[] = [];
      // Deploy refuses call cycles; the bound only keeps a damaged link from looping for ever.
      for (let id = parentId; id && chain.length < 64; id = chain[0].parent_inst_id) {
        const row = await db.selectFrom('bpm_instance').selectAll().where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
        if (!row) break;
        chain.unshift(row);
      }
      return chain;
    },

    /**
     * One engine step on an instance held for the whole transaction: its row is read under the lock
     * (undefined when it is gone; `seen` null for a new instance, which nobody else can hold; else the row as
     * the caller read it before, see `lockedAgain`) and
     * `prepare` works out the commit from it inside the same transaction. Concurrent actions on one
     * instance thus queue instead of failing; `prepare` must read only through the transaction it is given.
     */
    async commitLocked(tenantId: string, seen: BpmInstanceTable | null, prepare: (row: InstanceRow | undefined, tx: Transaction<Database>) => Promise<CommitInput>,
      /** The instances above it in a tree of calls, the root first: taken first, so every action on a tree takes its locks in one order. */
      above: string[] = []): Promise<CommitResult> {
      let input: CommitInput | undefined;
      return settle(() => input, async (tx) => {
        for (const id of above) await lockedInstance(tx, tenantId, id);
        const row = seen === null ? undefined : await lockedAgain(tx, tenantId, seen);
        input = await prepare(row, tx);
        await write(tx, input);
      });
    },

  };
}
export type RuntimeRepository = ReturnType<typeof createRuntimeRepository>;
