import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { BpmInstanceTable, Database } from '../../../db/schema.js';

/** Where a write runs: the database, or the transaction of the action it belongs to. */
type Exec = Kysely<Database> | Transaction<Database>;

/**
 * Reads of one instance's records (tasks, opinions, notices, read records, follows) and the small writes
 * that are not engine steps: drafts, read marks, follows, withdrawn notices, copy-to replies.
 */
/** A reader's reply is written outside a step: its place is after any record a step writes (steps write a few dozen). */
const COPY_REPLY_ORD = 1_000_000;

export function createRecordsRepository(db: Db) {
  return {
    /**
     * Whether the user took part in the instance: started it (or it was started for them), holds or held a
     * task of it (assignee, candidate, transferrer, completer), was circulated it or circulated it, or wrote
     * a record on it (communicate and inquiry partners hold tasks too).
     */
    async isParticipant(tenantId: string, instId: string, userId: string): Promise<boolean> {
      const row = await db.selectFrom('bpm_instance as i').select('i.id')
        .where('i.id', '=', instId).where('i.tenant_id', '=', tenantId)
        .where((eb) => eb.or([
          eb('i.starter_id', '=', userId),
          eb('i.agent_leader_id', '=', userId),
          eb.exists(eb.selectFrom('bpm_task as t').select(sql`1`.as('x')).whereRef('t.inst_id', '=', 'i.id')
            .where((e) => e.or([e('t.assignee_id', '=', userId), e('t.owner_id', '=', userId), e('t.completed_by', '=', userId)]))),
          eb.exists(eb.selectFrom('bpm_task as t').innerJoin('bpm_task_candidate as c', 'c.task_id', 't.id').select(sql`1`.as('x'))
            .whereRef('t.inst_id', '=', 'i.id').where('c.user_id', '=', userId)),
          eb.exists(eb.selectFrom('bpm_notice as n').select(sql`1`.as('x')).whereRef('n.inst_id', '=', 'i.id')
            .where((e) => e.or([e('n.user_id', '=', userId), e('n.from_user_id', '=', userId)]))),
          eb.exists(eb.selectFrom('bpm_opinion as o').select(sql`1`.as('x')).whereRef('o.inst_id', '=', 'i.id').where('o.auditor_id', '=', userId)),
        ]))
        .executeTakeFirst();
      return row !== undefined;
    },

    instance: (tenantId: string, id: string) =>
      db.selectFrom('bpm_instance').selectAll().where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst(),

    /** The instances call activities of this one started, oldest first (migration 014). */
    childIdsOf: async (tenantId: string, instId: string) =>
      (await db.selectFrom('bpm_instance').select('id').where('parent_inst_id', '=', instId).where('tenant_id', '=', tenantId)
        .orderBy('created_at').orderBy('id').execute()).map((r) => r.id),

    task: (tenantId: string, id: string) =>
      db.selectFrom('bpm_task').selectAll().where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst(),

    /** An instance's tasks, oldest first; open ones only when asked. */
    tasksOf: (instId: string, openOnly = false) => {
      let q = db.selectFrom('bpm_task').selectAll().where('inst_id', '=', instId);
      if (openOnly) q = q.where('open', '=', 1);
      return q.orderBy('created_at').orderBy('id').execute();
    },

    candidatesOf: (taskIds: string[]) =>
      taskIds.length === 0 ? Promise.resolve([]) : db.selectFrom('bpm_task_candidate').select(['task_id', 'user_id']).where('task_id', 'in', taskIds).execute(),

    /** An instance's opinion records: pending ones first, then newest completed first. */
    opinionsOf: (instId: string) =>
      db.selectFrom('bpm_opinion').selectAll().where('inst_id', '=', instId)
        .orderBy(sql`(complete_time is null)`, 'desc').orderBy(sql`coalesce(complete_time, create_time)`, 'desc')
        .orderBy('rev', 'desc').orderBy('ord', 'desc').orderBy('create_time', 'desc').execute(),

    /** Which tasks of an instance someone opened, and who. */
    readsOf: (instId: string) =>
      db.selectFrom('bpm_read_record').select(['task_id', 'user_id', 'read_time']).where('inst_id', '=', instId).execute(),

    notice: (tenantId: string, id: string) =>
      db.selectFrom('bpm_notice as n').innerJoin('bpm_instance as i', 'i.id', 'n.inst_id')
        .select(['n.id', 'n.inst_id', 'n.task_id', 'n.node_id', 'n.user_id', 'n.from_user_id', 'n.opinion', 'n.is_read', 'n.read_time', 'n.created_at',
          'i.subject', 'i.def_id', 'i.def_key', 'i.def_name', 'i.status', 'i.outcome'])
        .where('n.id', '=', id).where('n.tenant_id', '=', tenantId).executeTakeFirst(),

    /** Records that the user opened a task; the first read counts, later ones change nothing. */
    addReadRecord: (row: { inst_id: string; task_id: string; user_id: string; read_time: string }, exec: Exec = db) =>
      exec.insertInto('bpm_read_record').values(row).onConflict((oc) => oc.columns(['task_id', 'user_id']).doNothing()).execute(),

    /** Marks notices of this reader read. */
    markNoticesRead: (tenantId: string, userId: string, ids: string[], now: string, exec: Exec = db) =>
      exec.updateTable('bpm_notice').set({ is_read: 1, read_time: now }).where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId).where('id', 'in', ids).where('is_read', '=', 0).execute(),

    /** Marks the reader's notices of an instance read. */
    markInstanceNoticesRead: (tenantId: string, userId: string, instId: string, now: string, exec: Exec = db) =>
      exec.updateTable('bpm_notice').set({ is_read: 1, read_time: now }).where('tenant_id', '=', tenantId).where('user_id', '=', userId)
        .where('inst_id', '=', instId).where('is_read', '=', 0).execute(),

    /** This reader's notices among the ids. */
    noticesOfReader: async (tenantId: string, userId: string, ids: string[]) =>
      (await db.selectFrom('bpm_notice').select('id').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', 'in', ids).execute()).map((r) => r.id),

    /** Whether the instance was circulated to this reader. */
    isReader: async (tenantId: string, userId: string, instId: string) =>
      (await db.selectFrom('bpm_notice').select('id').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('inst_id', '=', instId).executeTakeFirst()) !== undefined,

    deleteNotice: (id: string, exec: Exec = db) => exec.deleteFrom('bpm_notice').where('id', '=', id).execute(),

    followOf: async (instId: string, userId: string) => {
      const row = await db.selectFrom('bpm_task_follow').select('node_ids').where('inst_id', '=', instId).where('user_id', '=', userId).executeTakeFirst();
      return row ? (JSON.parse(row.node_ids) as string[]) : [];
    },

    /** Replaces the nodes a user follows in an instance; an empty list stops following. */
    saveFollow: async (instId: string, userId: string, nodeIds: string[], now: string, exec: Exec = db) => {
      await exec.deleteFrom('bpm_task_follow').where('inst_id', '=', instId).where('user_id', '=', userId).execute();
      if (nodeIds.length > 0) await exec.insertInto('bpm_task_follow').values({ inst_id: instId, user_id: userId, node_ids: JSON.stringify(nodeIds), updated_at: now }).execute();
    },

    insertDraft: (row: BpmInstanceTable, exec: Exec = db) => exec.insertInto('bpm_instance').values(row).execute(),

    /** Saves a draft again; false when it is not (any more) this user's draft at the revision read. */
    updateDraft: async (tenantId: string, id: string, starterId: string, revision: number, set: Partial<BpmInstanceTable>, exec: Exec = db) =>
      Number((await exec.updateTable('bpm_instance').set({ ...set, revision: revision + 1 }).where('id', '=', id).where('tenant_id', '=', tenantId)
        .where('starter_id', '=', starterId).where('status', '=', 'draft').where('revision', '=', revision).executeTakeFirst()).numUpdatedRows) === 1,

    /** Deletes drafts of this user; how many went. */
    deleteDrafts: async (tenantId: string, starterId: string, ids: string[], exec: Exec = db) =>
      Number((await exec.deleteFrom('bpm_instance').where('tenant_id', '=', tenantId).where('starter_id', '=', starterId)
        .where('status', '=', 'draft').where('id', 'in', ids).executeTakeFirst()).numDeletedRows),

    /** My drafts among these ids. */
    draftIds: async (tenantId: string, starterId: string, ids: string[]) =>
      (await db.selectFrom('bpm_instance').select('id').where('tenant_id', '=', tenantId).where('starter_id', '=', starterId)
        .where('status', '=', 'draft').where('id', 'in', ids).execute()).map((r) => r.id),

    /** Saves form data on an instance row without an engine step (saveFormData): guarded by the revision read. */
    updateFormData: async (tenantId: string, id: string, revision: number, formData: string, now: string, exec: Exec = db) =>
      Number((await exec.updateTable('bpm_instance').set({ form_data: formData, updated_at: now, revision: revision + 1 })
        .where('id', '=', id).where('tenant_id', '=', tenantId).where('revision', '=', revision).executeTakeFirst()).numUpdatedRows) === 1,

    /** Sets an instance's form data inside its action's transaction (the serial numbers a start takes). */
    setFormData: async (id: string, formData: string, exec: Exec) => {
      await exec.updateTable('bpm_instance').set({ form_data: formData }).where('id', '=', id).execute();
    },

    /** People's urges of an instance since a time (not the due-time reminders the flow sends by itself), with whom each reminded. */
    recentUrges: async (instId: string, since: string, exec: Exec = db) =>
      (await exec.selectFrom('bpm_opinion').select(['create_time', 'qualified_json']).where('inst_id', '=', instId).where('status', '=', 'urge')
        .where('auditor_id', 'is not', null).where('create_time', '>', since).execute())
        .map((r) => ({ createTime: r.create_time, urged: JSON.parse(r.qualified_json) as string[] })),

    /** A reply to a circulated instance (传阅回复): an opinion record outside the engine. */
    insertCopyReply: (row: { id: string; tenant_id: string; inst_id: string; node_id: string | null; node_name: string; auditor_id: string; auditor_name: string;
      opinion: string; files_json: string | null; now: string }, exec: Exec = db) =>
      exec.insertInto('bpm_opinion').values({
        id: row.id, tenant_id: row.tenant_id, inst_id: row.inst_id, task_id: null, node_id: row.node_id, node_name: row.node_name,
        auditor_id: row.auditor_id, auditor_name: row.auditor_name, qualified_json: '[]', qualified_names: null,
        status: 'copyto_reply', opinion: row.opinion, files_json: row.files_json, origin: 'action', create_time: row.now, complete_time: row.now,
        // After every record of the instance's latest step; the next step's revision comes after it.
        rev: sql<number>`(select revision from bpm_instance where id = ${row.inst_id})`, ord: COPY_REPLY_ORD,
      }).execute(),

    /** 'taskDelay' records of a task: the history of its due-time changes. */
    dueChangesOf: (taskId: string) =>
      db.selectFrom('bpm_opinion').selectAll().where('task_id', '=', taskId).where('status', '=', 'taskDelay').orderBy('create_time', 'desc').execute(),
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
