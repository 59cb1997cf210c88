// In-process benchmark of the runtime: the engine and SQLite through the runtime's action service, with the
// full opinion history and inbox rows written, no HTTP. Starts N instances of a three-step approval, then
// completes every step as its approver, and prints completions per second. Figures only.
//
//   npm run bench:engine            (BENCH_INSTANCES=3000 by default)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/database.js';
import type { Session } from '../src/platform/auth/session.js';
import { systemClock } from '../src/platform/clock.js';
import { seedDemoPlant } from '../src/seed/index.js';
import { workflowSeedDeps } from '../src/seed/workflow/index.js';
import { createFilesService } from '../src/modules/files/files.service.js';
import { createRuntimeActions } from '../src/modules/bpm-runtime/index.js';
import { createOrgDirectoryProvider } from '../src/modules/uc/org-directory.js';
import { createUcRepository } from '../src/modules/uc/uc.repository.js';

const N = Number(process.env.BENCH_INSTANCES ?? 3000);
const TARGET = 1000;
const KEY = 'benchThree';
const fixtures = path.resolve(import.meta.dirname, '../../../packages/engine/fixtures');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-bench-engine-'));
try {
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const { db } = await openDatabase({ dataDir: config.dataDir });
  await migrate(db);
  await seedDemoPlant(db, config, { instances: false });
  const tenantId = (await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id;
  const seed = workflowSeedDeps(db);
  await seed.definitions.deploy(tenantId, null, {
    key: KEY, name: '三级审批（基准）', xml: fs.readFileSync(path.join(fixtures, 'three-step.bpmn'), 'utf8'),
    settings: JSON.parse(fs.readFileSync(path.join(fixtures, 'three-step.settings.json'), 'utf8')),
  });
  await seed.startRights.grant(tenantId, KEY, [{ type: 'everyone' }]);
  const organisation = createOrgDirectoryProvider(createUcRepository(db));
  const files = createFilesService({ db, dataDir: config.dataDir, maxBytes: config.uploadMaxBytes, clock: systemClock });
  const { tasks, instances } = createRuntimeActions({ db, clock: systemClock, organisation, definitions: seed.definitions, startRights: seed.startRights, files });
  const directory = await organisation.forTenant(tenantId);
  const users = await db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).where('status', '=', 1).orderBy('account').execute();
  const as = (userId: string) => ({
    session: { userId, account: users.find((u) => u.id === userId)!.account, tenantId, jti: 'bench', iat: 0, exp: 0, isAdmin: false } satisfies Session,
    lang: 'zh-CN' as const,
  });
  const starters = users.filter((u) => directory.headOf(u.id) !== null);

  const seconds = async (work: () => Promise<void>) => {
    const began = process.hrtime.bigint();
    await work();
    return Number(process.hrtime.bigint() - began) / 1e9;
  };
  console.log(`Runtime in-process benchmark: ${N} three-step instances on SQLite (${path.join(dir, 'app.db')})`);
  const startSeconds = await seconds(async () => {
    for (let i = 0; i < N; i++) await instances.start(as(starters[i % starters.length].id), { flowKey: KEY, data: { amount: i } });
  });
  console.log(`  starts        ${N} in ${startSeconds.toFixed(2)} s  ${Math.round(N / startSeconds)} /s`);

  let completions = 0;
  let completeSeconds = 0;
  for (const node of ['deptHead', 'office', 'director']) {
    const open = await db.selectFrom('bpm_task').select(['id', 'assignee_id']).where('def_key', '=', KEY).where('node_id', '=', node).where('open', '=', 1).execute();
    const s = await seconds(async () => {
      for (const t of open) await tasks.complete(as(t.assignee_id!), { taskId: t.id, actionName: 'agree', opinion: '同意' });
    });
    completions += open.length;
    completeSeconds += s;
    console.log(`  ${node.padEnd(13)} ${open.length} completions in ${s.toFixed(2)} s  ${Math.round(open.length / s)} /s`);
  }
  const ended = (await db.selectFrom('bpm_instance').select('id').where('def_key', '=', KEY).where('status', '=', 'end').execute()).length;
  const records = (await db.selectFrom('bpm_opinion').select('id').where('inst_id', 'in', db.selectFrom('bpm_instance').select('id').where('def_key', '=', KEY)).execute()).length;
  const rate = completions / completeSeconds;
  console.log(`  ${ended} of ${N} instances ended; ${records} opinion records (start, 3 decisions, end per instance)`);
  console.log(`\n  ${rate >= TARGET ? 'met ' : 'MISS'}  ${Math.round(rate)} completions/s in-process (engine + SQLite, full history), target >= ${TARGET}`);
  await db.destroy();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
