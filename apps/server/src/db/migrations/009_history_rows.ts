import { sql, type Kysely } from 'kysely';

/**
 * History out of the state blob (ADR 0014). Node visits become append-only rows (`bpm_visit`, one per pass of
 * the flow over a node, ordered by the step's revision and the visit's place in it); the engine state keeps
 * only the latest finished visit per node. The instance gets the columns list rows need for their
 * preconditions (revoke by the starter or by the last hand-off's handler) and the open tasks' names, so lists
 * never parse `state_json`. Stored instances are converted: their history becomes rows, their state is
 * rewritten without it, and the new columns are filled from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('bpm_visit')
    .addColumn('inst_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_visit_pk', ['inst_id', 'rev', 'ord'])
    .execute();
  await db.schema.alterTable('bpm_instance').addColumn('acted_since_submit', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('bpm_instance').addColumn('branched', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('bpm_instance').addColumn('handoff_task_id', 'varchar(64)').execute();
  await db.schema.alterTable('bpm_instance').addColumn('handoff_user_id', 'varchar(64)').execute();
  await db.schema.alterTable('bpm_instance').addColumn('task_names', 'text').execute();
  await moveHistories(db);
}

interface OldVisit { nodeId: string; status: 'done' | 'current' | 'rejected'; at: string; by?: string }
interface OldState {
  history?: OldVisit[];
  visits?: Record<string, { status: 'done' | 'rejected'; at: string; by?: string }>;
  tokens: Array<{ trail: string[] }>;
  joins: Record<string, unknown[]>;
  tasks: Array<{ name: string }>;
  actedSinceSubmit: boolean;
  lastHandoff?: { taskId: string; userId: string };
  revision: number;
}

const batch = 200;

/** Converts every stored state, a batch at a time (keyset on the id, so memory stays flat on a large plant). */
export async function moveHistories(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await sql<{ id: string; tenant_id: string; state_json: string }>`
      select id, tenant_id, state_json from bpm_instance where state_json is not null and id > ${after} order by id limit ${batch}`.execute(db)).rows;
    if (rows.length === 0) return;
    for (const row of rows) await moveOne(db, row);
    after = rows[rows.length - 1].id;
  }
}

async function moveOne(db: Kysely<unknown>, row: { id: string; tenant_id: string; state_json: string }): Promise<void> {
  const state = JSON.parse(row.state_json) as OldState;
  const history = state.history ?? [];
  // The old rows have no step numbers: they all count as revision 0, in their order.
  const visits = history.map((v, ord) => ({ inst_id: row.id, rev: 0, ord, tenant_id: row.tenant_id, node_id: v.nodeId, status: v.status, user_id: v.by ?? null, at: v.at }));
  for (let i = 0; i < visits.length; i += 100) await db.insertInto('bpm_visit' as never).values(visits.slice(i, i + 100) as never).execute();
  const latest: NonNullable<OldState['visits']> = { ...(state.visits ?? {}) };
  for (const v of history) {
    if (v.status === 'current') continue;
    const by = v.by ?? latest[v.nodeId]?.by;
    latest[v.nodeId] = by ? { status: v.status, at: v.at, by } : { status: v.status, at: v.at };
  }
  delete state.history;
  state.visits = latest;
  // Trails hold each node once, at its latest pass (what the engine keeps now).
  for (const token of state.tokens) token.trail = token.trail.filter((n, i) => token.trail.lastIndexOf(n) === i);
  await sql`update bpm_instance set state_json = ${JSON.stringify(state)},
      acted_since_submit = ${state.actedSinceSubmit ? 1 : 0},
      branched = ${state.tokens.length !== 1 || Object.keys(state.joins).length > 0 ? 1 : 0},
      handoff_task_id = ${state.lastHandoff?.taskId ?? null}, handoff_user_id = ${state.lastHandoff?.userId ?? null},
      task_names = ${[...new Set(state.tasks.map((t) => t.name))].join(',')}
    where id = ${row.id}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['task_names', 'handoff_user_id', 'handoff_task_id', 'branched', 'acted_since_submit']) {
    await db.schema.alterTable('bpm_instance').dropColumn(column).execute();
  }
  await db.schema.dropTable('bpm_visit').execute();
}
