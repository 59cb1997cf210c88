// The engine benchmark, in one process run so the figures share a machine state:
//   1. our engine alone, in memory: a three-step approval started and approved to the end;
//   2. the same approval on bpmn-engine (npm), in memory: the peer, one instance at a time and IN_FLIGHT at a time;
//   3. ours through the runtime's action service on SQLite, with the full opinion history and inbox rows, no HTTP:
//      one approval at a time (what one user waits) and IN_FLIGHT at a time (what the server gets through when
//      many act at once, as bench:api's connections do); the rate compared with the peer is each side's throughput;
//   4. what an action costs on an instance with a long history, divided by its cost on a fresh one;
//   5. the compile time of a 10,000-node chain.
// Figures and ratios only; nothing here fails a build.
//
//   npm run bench:engine     (BENCH_INSTANCES=3000, BENCH_HISTORY_ROWS=10000 by default)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileDefinition, step, type InstanceState, type StepContext } from '@wp/engine';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/database.js';
import type { Session } from '../src/platform/auth/session.js';
import { systemClock } from '../src/platform/clock.js';
import { seedDemoPlant } from '../src/seed/index.js';
import { workflowSeedDeps } from '../src/seed/workflow/index.js';
import { createFilesService } from '../src/modules/files/files.service.js';
import { createRuntimeActions } from '../src/modules/bpm-runtime/index.js';
import { createSysCatalogue } from '../src/modules/sys/index.js';
import { createOrgDirectoryProvider } from '../src/modules/uc/org-directory.js';
import { createUcRepository } from '../src/modules/uc/uc.repository.js';
import { bpmnEngineSeconds } from './peers/bpmn-engine.js';
import { chainModel } from './chain-model.js';

const N = Number(process.env.BENCH_INSTANCES ?? 3000);
const HISTORY_ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 10_000);
const CHAIN_NODES = 10_000;
const KEY = 'benchThree';
const STEPS = 3; // approvals per instance: the rates below are completions (approvals) per second
const IN_FLIGHT = 10; // actions under way at once, as bench:api's 10 connections
const goals = { sqliteVsPeer: 3, engineVsPeer: 30, historyRatio: 1.2, chainSeconds: 1 };
const fixtures = path.resolve(import.meta.dirname, '../../../packages/engine/fixtures');
const threeStepXml = fs.readFileSync(path.join(fixtures, 'three-step.bpmn'), 'utf8');
const threeStepSettings = JSON.parse(fs.readFileSync(path.join(fixtures, 'three-step.settings.json'), 'utf8'));

const seconds = async (work: () => unknown): Promise<number> => {
  const began = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - began) / 1e9;
};
const verdict = (met: boolean) => (met ? 'met ' : 'MISS');
/** Runs `work` over `items`, `inFlight` at a time. */
const inFlight = async <T>(items: T[], width: number, work: (item: T) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => { while (next < items.length) await work(items[next++]); }));
};
const rate = (perSecond: number) => Math.round(perSecond).toString().padStart(7);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-bench-engine-'));
try {
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const { db } = await openDatabase({ dataDir: config.dataDir });
  await migrate(db);
  await seedDemoPlant(db, config, { instances: false });
  const tenantId = (await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id;
  const seed = workflowSeedDeps(db);
  await seed.definitions.deploy(tenantId, null, { key: KEY, name: '三级审批（基准）', xml: threeStepXml, settings: threeStepSettings });
  await seed.startRights.grant(tenantId, KEY, [{ type: 'everyone' }]);
  const organisation = createOrgDirectoryProvider(createUcRepository(db));
  const files = createFilesService({ db, dataDir: config.dataDir, maxBytes: config.uploadMaxBytes, clock: systemClock });
  const sys = createSysCatalogue({ db, clock: systemClock });
  const { tasks, instances } = createRuntimeActions({
    db, clock: systemClock, organisation, definitions: seed.definitions, startRights: seed.startRights, files, serials: sys.identity, dictionaries: sys.dict,
  });
  const directory = await organisation.forTenant(tenantId);
  const users = await db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).where('status', '=', 1).orderBy('account').execute();
  const as = (userId: string) => ({
    session: { userId, account: users.find((u) => u.id === userId)!.account, tenantId, sid: 'bench', jti: 'bench', iat: 0, exp: 0, isAdmin: false } satisfies Session,
    lang: 'zh-CN' as const,
  });
  // Starters whose department has a head other than themselves: the first step has someone to go to.
  const starters = users.filter((u) => directory.headsOf(u.id).some((h) => h !== u.id));
  console.log(`Engine benchmark: a three-step approval, ${N} instances each way (${STEPS} approvals per instance)\n`);

  // 1. Ours in memory, with the plant's real directory.
  const def = await compileDefinition(threeStepXml, threeStepSettings, directory);
  let counter = 0;
  const ctx: StepContext = { now: new Date().toISOString(), newId: () => `id${++counter}`, directory };
  const runOne = (i: number) => {
    let state: InstanceState = step(def, null, { type: 'start', starterId: starters[i % starters.length].id, vars: { amount: i } }, ctx).state;
    while (state.status !== 'end') {
      const task = state.tasks[0];
      state = step(def, state, { type: 'complete', taskId: task.id, userId: task.assigneeId as string, action: 'agree', opinion: '同意' }, ctx).state;
    }
  };
  for (let i = 0; i < 500; i++) runOne(i); // warm-up: let the JIT settle before measuring
  const engineRate = (N * STEPS) / (await seconds(() => { for (let i = 0; i < N; i++) runOne(i); }));
  console.log(`  ours, engine alone (memory)      ${rate(engineRate)} approvals/s`);

  // 2. The peer. Concurrency gains it nothing (it runs in memory, on one thread); its better rate is compared.
  const peerOneRate = (N * STEPS) / (await bpmnEngineSeconds(threeStepXml, N));
  const peerManyRate = (N * STEPS) / (await bpmnEngineSeconds(threeStepXml, N, IN_FLIGHT));
  const peerRate = Math.max(peerOneRate, peerManyRate);
  console.log(`  bpmn-engine (memory)             ${rate(peerOneRate)} approvals/s one at a time, ${rate(peerManyRate).trim()}/s ${IN_FLIGHT} at a time`);

  // 3. Ours on SQLite with the full history, through the action service: 2N instances, and at each step half
  // their tasks completed one at a time, the other half IN_FLIGHT at a time, so both meet the same plant.
  const startSeconds = await seconds(async () => {
    for (let i = 0; i < 2 * N; i++) await instances.start(as(starters[i % starters.length].id), { flowKey: KEY, data: { amount: i } });
  });
  const timed = { one: { n: 0, s: 0 }, many: { n: 0, s: 0 } };
  for (const node of ['deptHead', 'office', 'director']) {
    const open = await db.selectFrom('bpm_task').select(['id', 'assignee_id']).where('def_key', '=', KEY).where('node_id', '=', node).where('open', '=', 1).execute();
    const agree = (t: (typeof open)[number]) => tasks.complete(as(t.assignee_id!), { taskId: t.id, actionName: 'agree', opinion: '同意' });
    const [one, many] = [open.slice(0, open.length / 2), open.slice(open.length / 2)];
    timed.one.s += await seconds(async () => { for (const t of one) await agree(t); });
    timed.many.s += await seconds(() => inFlight(many, IN_FLIGHT, agree));
    timed.one.n += one.length;
    timed.many.n += many.length;
  }
  const sqliteOneRate = timed.one.n / timed.one.s;
  const sqliteRate = timed.many.n / timed.many.s;
  const ended = (await db.selectFrom('bpm_instance').select('id').where('def_key', '=', KEY).where('status', '=', 'end').execute()).length;
  console.log(`  ours, SQLite + full history      ${rate(sqliteOneRate)} approvals/s one at a time, ${rate(sqliteRate).trim()}/s ${IN_FLIGHT} at a time  (starts ${Math.round(2 * N / startSeconds)}/s; ${ended} of ${2 * N} ended)`);
  console.log('');
  console.log(`  ${verdict(sqliteRate >= goals.sqliteVsPeer * peerRate)}  SQLite / bpmn-engine  ${(sqliteRate / peerRate).toFixed(1)}x  (goal >= ${goals.sqliteVsPeer}x; throughput, ${IN_FLIGHT} at a time; one at a time ${(sqliteOneRate / peerOneRate).toFixed(1)}x)`);
  console.log(`  ${verdict(engineRate >= goals.engineVsPeer * peerRate)}  engine / bpmn-engine  ${(engineRate / peerRate).toFixed(1)}x  (goal >= ${goals.engineVsPeer}x)`);

  // 4. One instance sent back to its starter and resubmitted until its history holds HISTORY_ROWS rows (node
  // visits and opinion records); the cost of an action then against its cost on the fresh instance.
  const starter = starters[0].id;
  const { instId } = await instances.start(as(starter), { flowKey: KEY, data: { amount: 1 } });
  const count = async (table: 'bpm_visit' | 'bpm_opinion') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).where('inst_id', '=', instId).executeTakeFirstOrThrow()).n);
  const historyRows = async () => (await count('bpm_visit')) + (await count('bpm_opinion'));
  const openTask = () => db.selectFrom('bpm_task').select(['id', 'assignee_id']).where('inst_id', '=', instId).where('open', '=', 1).executeTakeFirstOrThrow();
  // A reject to the start and the starter's resubmission: two actions that leave the instance as it was.
  const cycle = async () => {
    const head = await openTask();
    await tasks.complete(as(head.assignee_id!), { taskId: head.id, actionName: 'backToStart', opinion: '请补充材料' });
    const back = await openTask();
    await tasks.complete(as(back.assignee_id!), { taskId: back.id, actionName: 'agree', opinion: '已补充' });
  };
  // The median of 7 batches of 20 cycles: a batch that met the log checkpointer's copy (a thread beside the
  // actions, busiest right after the history was built) is one sample, not a fifth of the figure.
  const BATCHES = 7;
  const BATCH = 20;
  const perAction = async () => {
    const batches: number[] = [];
    for (let b = 0; b < BATCHES; b++) batches.push((await seconds(async () => { for (let i = 0; i < BATCH; i++) await cycle(); })) / (BATCH * 2));
    return batches.sort((x, y) => x - y)[Math.floor(BATCHES / 2)];
  };
  const fresh = await perAction();
  const buildSeconds = await seconds(async () => { while ((await historyRows()) < HISTORY_ROWS) for (let i = 0; i < 50; i++) await cycle(); });
  const rows = await historyRows();
  const long = await perAction();
  console.log('');
  console.log(`  an action on a fresh instance    ${(fresh * 1000).toFixed(2)} ms`);
  console.log(`  an action after ${rows} history rows  ${(long * 1000).toFixed(2)} ms  (built in ${buildSeconds.toFixed(1)} s)`);
  console.log(`  ${verdict(long / fresh <= goals.historyRatio)}  long history / fresh  ${(long / fresh).toFixed(2)}  (goal <= ${goals.historyRatio})`);
  await db.destroy();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

// 5. Compiling a long chain: the cost must grow with the model, not with its square.
{
  const { xml, settings } = chainModel(CHAIN_NODES);
  const none = { usersOfRole: () => [], usersOfPost: () => [], usersOfOrg: () => [], headsOf: () => [], exists: () => true };
  const heapBefore = process.memoryUsage().heapUsed;
  const chainSeconds = await seconds(() => compileDefinition(xml, settings, none));
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  console.log('');
  console.log(`  ${verdict(chainSeconds < goals.chainSeconds)}  compile a ${CHAIN_NODES}-node chain  ${chainSeconds.toFixed(2)} s, heap +${Math.max(0, heapMb).toFixed(0)} MB  (goal < ${goals.chainSeconds} s)`);
}
