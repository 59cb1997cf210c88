// Generates a large plant for the benchmarks: the demo organisation, a three-step approval process and, in
// bulk SQL, N instances with their tasks and opinion records. The instances are real: each one is started
// (and 60% approved to the end) by the engine itself, so the engine state of every row is consistent and
// the benchmarks can act on them; older rounds of approval (earlier closed tasks with their records) are
// added as plain rows to reach the task count. Inbox messages are not generated for that history.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { step, type Effect, type InstanceState } from '@wp/engine';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/database.js';
import { seedDemoPlant } from '../src/seed/index.js';
import { workflowSeedDeps } from '../src/seed/workflow/index.js';
import { stepWrites } from '../src/modules/bpm-runtime/actions/effect-rows.js';
import { factColumns } from '../src/modules/bpm-runtime/shared/instance-facts.js';
import { outcomeOf } from '../src/modules/bpm-runtime/actions/outcome.js';
import { createOrgDirectoryProvider } from '../src/modules/uc/org-directory.js';
import { createUcRepository } from '../src/modules/uc/uc.repository.js';
import { sequentialIds } from './bench-ids.js';

const fixtures = path.resolve(import.meta.dirname, '../../../packages/engine/fixtures');
export const BENCH_KEY = 'benchThree';
const HOUR = 3_600_000;

type Row = Record<string, string | number | null>;

const nextId = sequentialIds();

/** Prepared multi-row inserts of one table, in chunks that stay under SQLite's variable limit. */
function inserter(raw: Database.Database, table: string, columns: string[]) {
  const perRow = `(${columns.map(() => '?').join(',')})`;
  const chunk = Math.floor(30_000 / columns.length);
  const full = raw.prepare(`insert into ${table} (${columns.join(',')}) values ${Array(chunk).fill(perRow).join(',')}`);
  let pending: Row[] = [];
  const run = (rows: Row[]) => {
    const stmt = rows.length === chunk ? full : raw.prepare(`insert into ${table} (${columns.join(',')}) values ${Array(rows.length).fill(perRow).join(',')}`);
    stmt.run(rows.flatMap((r) => columns.map((c) => r[c] ?? null)));
  };
  return {
    add(row: Row) {
      pending.push(row);
      if (pending.length === chunk) { run(pending); pending = []; }
    },
    flush() {
      if (pending.length > 0) run(pending);
      pending = [];
    },
  };
}

export interface Plant { dir: string; file: string; seconds: number; instances: number; tasks: number; opinions: number; tenantId: string }

/** Builds the plant under `dir` (a fresh SQLite file); prints progress through `log`. */
export async function generatePlant(opts: { dir: string; instances: number; tasks: number; log: (line: string) => void }): Promise<Plant> {
  const began = process.hrtime.bigint();
  fs.mkdirSync(opts.dir, { recursive: true });
  const config = loadConfig({ DATA_DIR: opts.dir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const { db } = await openDatabase({ dataDir: config.dataDir });
  await migrate(db);
  await seedDemoPlant(db, config, { instances: false });
  const tenantId = (await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id;
  const deps = workflowSeedDeps(db);
  await deps.definitions.deploy(tenantId, null, {
    key: BENCH_KEY, name: '三级审批（基准）', xml: fs.readFileSync(path.join(fixtures, 'three-step.bpmn'), 'utf8'),
    settings: JSON.parse(fs.readFileSync(path.join(fixtures, 'three-step.settings.json'), 'utf8')),
  });
  await deps.startRights.grant(tenantId, BENCH_KEY, [{ type: 'everyone' }]);
  const loaded = await deps.definitions.loadMain(tenantId, BENCH_KEY);
  const dir = await createOrgDirectoryProvider(createUcRepository(db)).forTenant(tenantId);
  const staff = await db.selectFrom('uc_user').select(['id', 'fullname']).where('tenant_id', '=', tenantId).where('status', '=', 1).orderBy('account').execute();
  await db.destroy();
  // Starters with a department head: the first step goes to the head of the starter's department.
  const starters = staff.filter((u) => dir.headsOf(u.id).some((h) => h !== u.id));
  opts.log(`  organisation and process ready; ${starters.length} starters`);

  const raw = new Database(path.join(opts.dir, 'app.db'));
  raw.pragma('journal_mode = WAL');
  // A bulk load: durability per statement is not needed until the end.
  raw.pragma('synchronous = OFF');
  // Random ids land all over the indexes: keep them in memory while loading.
  raw.pragma('cache_size = -1048576');
  // Secondary indexes are dropped for the load and built again afterwards: one sort per index is much
  // faster than keeping them up to date row by row.
  const indexes = raw.prepare(`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in ('bpm_instance', 'bpm_task', 'bpm_opinion')`).all() as Array<{ name: string; sql: string }>;
  for (const ix of indexes) raw.exec(`drop index ${ix.name}`);
  const insts = inserter(raw, 'bpm_instance', ['id', 'tenant_id', 'def_id', 'def_key', 'def_name', 'type_id', 'subject', 'status', 'starter_id', 'starter_name',
    'starter_org_id', 'agent_leader_id', 'biz_key', 'form_data', 'state_json', 'revision', 'urgent_state', 'created_at', 'updated_at', 'end_time',
    'outcome', 'acted_since_submit', 'branched', 'handoff_task_id', 'handoff_user_id', 'task_names']);
  const taskCols = ['id', 'tenant_id', 'inst_id', 'node_id', 'name', 'subject', 'def_key', 'def_name', 'type_id', 'status', 'assignee_id', 'owner_id', 'locked_by',
    'parent_task_id', 'starter_id', 'starter_name', 'created_at', 'due_at', 'open', 'closed_at', 'close_reason', 'completed_by'];
  const tasks = inserter(raw, 'bpm_task', taskCols);
  const opinionCols = ['id', 'tenant_id', 'inst_id', 'task_id', 'node_id', 'node_name', 'auditor_id', 'auditor_name', 'qualified_json', 'qualified_names', 'status',
    'opinion', 'files_json', 'origin', 'create_time', 'complete_time'];
  const opinions = inserter(raw, 'bpm_opinion', opinionCols);

  const yearMs = 365 * 24 * HOUR;
  const base = Date.now() - yearMs;
  const spacing = Math.floor(yearMs / opts.instances);
  const nodes = [['deptHead', '部门负责人审批'], ['office', '综合办公室审核'], ['director', '厂长审批']] as const;
  const officeHead = dir.usersOfPost('officeHead')[0];
  const director = dir.usersOfPost('director')[0];
  let taskCount = 0;
  let opinionCount = 0;
  const realTasksPerInstance = 0.4 * 1 + 0.6 * 3;
  const extraPerInstance = Math.max(0, opts.tasks / opts.instances - realTasksPerInstance);

  const BATCH = 2000;
  let work: Array<() => void> = [];
  // One transaction per batch of instances: SQLite writes a batch at once instead of row by row.
  const commit = () => {
    raw.transaction(() => {
      for (const w of work) w();
      insts.flush();
      tasks.flush();
      opinions.flush();
    })();
    work = [];
  };

  for (let i = 0; i < opts.instances; i++) {
    const starter = starters[i % starters.length];
    let now = base + i * spacing;
    const ended = i % 10 < 6;
    const ctx = () => ({ now: new Date(now).toISOString(), newId: nextId, directory: dir });
    const effects: Array<{ effects: Effect[]; before: InstanceState | null; after: InstanceState; actor: string }> = [];
    let r = step(loaded.def, null, { type: 'start', starterId: starter.id, vars: { amount: 1000 + (i % 97) * 10 } }, ctx());
    effects.push({ effects: r.effects, before: null, after: r.state, actor: starter.id });
    if (ended) {
      for (let s = 0; s < 3; s++) {
        now += 2 * HOUR;
        const task = r.state.tasks[0];
        const before = r.state;
        r = step(loaded.def, r.state, { type: 'complete', taskId: task.id, userId: task.assigneeId!, action: 'agree', opinion: '同意' }, ctx());
        effects.push({ effects: r.effects, before, after: r.state, actor: task.assigneeId! });
      }
    }
    const state = r.state;
    work.push(() => {
      const taskRows = new Map<string, Row>();
      const opinionRows = new Map<string, Row>();
      for (const e of effects) {
        const w = stepWrites(e.effects, {
          tenantId, after: e.after, before: e.before, def: { key: BENCH_KEY, name: loaded.row.name, typeId: null }, starter: { id: starter.id, name: starter.fullname },
          actorId: e.actor, now: lastVisitAt(e.effects) ?? e.after.createdAt, nameOf: (id) => dir.nameOf(id), newId: nextId,
          files: new Map(), followers: [],
        });
        for (const t of w.tasks) taskRows.set(t.id, { ...t });
        for (const c of w.taskCloses) Object.assign(taskRows.get(c.id)!, { open: 0, closed_at: w.closedAt, close_reason: c.close_reason, completed_by: c.completed_by });
        for (const o of w.opinions) opinionRows.set(o.id, { ...o });
        for (const o of w.opinionCompletions) Object.assign(opinionRows.get(o.id)!, o);
      }
      // Earlier rounds of approval: closed tasks and their records, before this round started.
      const extra = Math.floor(extraPerInstance) + (i % 1000 < (extraPerInstance % 1) * 1000 ? 1 : 0);
      for (let j = 0; j < extra; j++) {
        const [nodeId, name] = nodes[j % 3];
        const who = nodeId === 'deptHead' ? dir.headsOf(starter.id).find((h) => h !== starter.id)! : nodeId === 'office' ? officeHead : director;
        const created = new Date(base + i * spacing - (extra - j) * 6 * HOUR).toISOString();
        const closed = new Date(Date.parse(created) + 2 * HOUR).toISOString();
        const id = nextId();
        taskRows.set(id, {
          id, tenant_id: tenantId, inst_id: state.id, node_id: nodeId, name, subject: state.subject, def_key: BENCH_KEY, def_name: loaded.row.name, type_id: null,
          status: 'NORMAL', assignee_id: who, owner_id: null, locked_by: null, parent_task_id: null, starter_id: starter.id, starter_name: starter.fullname,
          created_at: created, due_at: null, open: 0, closed_at: closed, close_reason: 'completed', completed_by: who,
        });
        const opinionId = nextId();
        opinionRows.set(opinionId, {
          id: opinionId, tenant_id: tenantId, inst_id: state.id, task_id: id, node_id: nodeId, node_name: name, auditor_id: who,
          auditor_name: dir.nameOf(who), qualified_json: JSON.stringify([who]), qualified_names: dir.nameOf(who), status: j % 3 === 2 ? 'reject' : 'agree',
          opinion: j % 3 === 2 ? '请补充材料' : '同意', files_json: null, origin: 'action', create_time: created, complete_time: closed,
        });
      }
      insts.add({
        id: state.id, tenant_id: tenantId, def_id: loaded.row.id, def_key: BENCH_KEY, def_name: loaded.row.name, type_id: null, subject: state.subject,
        status: state.status, starter_id: starter.id, starter_name: starter.fullname, starter_org_id: dir.mainOrgOf(starter.id), agent_leader_id: null, biz_key: null,
        // The row begins with the earliest round; the engine state with the current one.
        form_data: JSON.stringify(state.vars), state_json: JSON.stringify(state), revision: effects.length, urgent_state: 0,
        created_at: extra > 0 ? new Date(base + i * spacing - extra * 6 * HOUR).toISOString() : state.createdAt,
        // The outcome column as the engine writes it (the lists of requests by outcome read it).
        updated_at: new Date(now).toISOString(), end_time: state.endedAt ?? null, outcome: outcomeOf(state), ...factColumns(state),
      });
      for (const row of taskRows.values()) tasks.add(row);
      for (const row of opinionRows.values()) opinions.add(row);
      taskCount += taskRows.size;
      opinionCount += opinionRows.size;
    });
    if (work.length === BATCH) {
      commit();
      if ((i + 1) % 20_000 === 0) opts.log(`  ${i + 1} instances, ${taskCount} tasks`);
    }
  }
  commit();
  const indexed = process.hrtime.bigint();
  for (const ix of indexes) raw.exec(ix.sql);
  opts.log(`  ${indexes.length} indexes rebuilt in ${(Number(process.hrtime.bigint() - indexed) / 1e9).toFixed(1)} s`);
  raw.pragma('synchronous = NORMAL');
  // Fresh statistics: the planner picks the indexes by them.
  raw.exec('analyze');
  raw.close();
  const seconds = Number(process.hrtime.bigint() - began) / 1e9;
  return { dir: opts.dir, file: path.join(opts.dir, 'app.db'), seconds, instances: opts.instances, tasks: taskCount, opinions: opinionCount, tenantId };
}

/** When the step's last visit happened: the time of the step. */
function lastVisitAt(effects: Effect[]): string | undefined {
  const visit = effects.findLast((e): e is Extract<Effect, { type: 'visit' }> => e.type === 'visit');
  return visit?.visit.at;
}
