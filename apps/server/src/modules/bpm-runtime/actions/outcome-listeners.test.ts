import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { Session } from '../../../platform/auth/session.js';
import { systemClock } from '../../../platform/clock.js';
import { workflowSeedDeps } from '../../../seed/workflow/index.js';
import { createFilesService } from '../../files/files.service.js';
import { createSysCatalogue } from '../../sys/index.js';
import { createOrgDirectoryProvider } from '../../uc/org-directory.js';
import { createUcRepository } from '../../uc/uc.repository.js';
import { createRuntimeActions } from '../index.js';
import type { Caller } from './task-actions.service.js';
import type { InstanceOutcomeChange } from './outcome-listeners.js';

/** The runtime's actions built over the test database as the server builds them, with a listener of settled outcomes. */
let t: TestApp;
let runtime: ReturnType<typeof createRuntimeActions>;
let as: (account: string) => Caller;
const heard: Array<InstanceOutcomeChange & { statusInTx: string | undefined }> = [];
let failNext = false;

beforeAll(async () => {
  t = await createTestApp();
  const { definitions, startRights } = workflowSeedDeps(t.db);
  const sys = createSysCatalogue({ db: t.db, clock: systemClock });
  runtime = createRuntimeActions({
    db: t.db, clock: systemClock, organisation: createOrgDirectoryProvider(createUcRepository(t.db)), definitions, startRights,
    files: createFilesService({ db: t.db, dataDir: t.config.dataDir, maxBytes: 1024 * 1024, clock: systemClock }), serials: sys.identity, dictionaries: sys.dict,
  });
  runtime.onOutcome(async (change, tx) => {
    if (failNext) {
      failNext = false;
      throw new Error('listener refuses');
    }
    // Read through the action's transaction: the instance's row is already written there.
    const row = await tx.selectFrom('bpm_instance').select('status').where('id', '=', change.instId).executeTakeFirst();
    heard.push({ ...change, statusInTx: row?.status });
  });
  const tenantId = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', t.config.defaultTenant).executeTakeFirstOrThrow()).id;
  const users = new Map((await t.db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u.id]));
  as = (account) => {
    const session: Session = { userId: users.get(account)!, account, tenantId, sid: 'test', jti: 'test', iat: 0, exp: 0, isAdmin: false };
    return { session, lang: 'zh-CN' };
  };
});
afterAll(() => t.close());

const repairForm = { device: '1#提升泵', location: '进水泵房', faultLevel: 'urgent', description: '泵体漏水' };
const start = async (businessKey: string) => (await runtime.instances.start(as('chenjing'), { flowKey: 'repair', data: repairForm, businessKey })).instId;
const taskOf = async (account: string, instId: string) => {
  const uid = as(account).session.userId;
  const row = await t.db.selectFrom('bpm_task as k').leftJoin('bpm_task_candidate as c', 'c.task_id', 'k.id').select('k.id')
    .where('k.inst_id', '=', instId).where('k.open', '=', 1).where((eb) => eb.or([eb('k.assignee_id', '=', uid), eb('c.user_id', '=', uid)])).executeTakeFirstOrThrow();
  return row.id;
};
const decide = async (account: string, instId: string, actionName: 'agree' | 'oppose') =>
  runtime.tasks.complete(as(account), { taskId: await taskOf(account, instId), actionName, opinion: '意见' });

describe('outcome listeners of the flow runtime', () => {
  it('hears an approval once, when the last approver agrees, inside the transaction that ends the instance', async () => {
    const instId = await start('order-approved');
    await decide('liqiang', instId, 'agree');
    await decide('zhaoli', instId, 'agree');
    expect(heard.filter((h) => h.instId === instId)).toEqual([]);
    await decide('zhangwei', instId, 'agree');
    expect(heard.filter((h) => h.instId === instId)).toEqual([
      { tenantId: as('chenjing').session.tenantId, instId, defKey: 'repair', businessKey: 'order-approved', outcome: 'approved', at: expect.any(String), statusInTx: 'end' },
    ]);
  });

  it('hears a refusal and a withdrawal', async () => {
    const refused = await start('order-refused');
    await decide('liqiang', refused, 'agree');
    await decide('zhaoli', refused, 'agree');
    await decide('zhangwei', refused, 'oppose');
    expect(heard.find((h) => h.instId === refused)).toMatchObject({ outcome: 'refused', businessKey: 'order-refused' });
    const withdrawn = await start('order-withdrawn');
    await runtime.instances.revoke(as('chenjing'), { instanceId: withdrawn });
    expect(heard.find((h) => h.instId === withdrawn)).toMatchObject({ outcome: 'withdrawn', businessKey: 'order-withdrawn' });
  });

  it('refuses the action when a listener throws: the instance stays as it was', async () => {
    const instId = await start('order-failing');
    await decide('liqiang', instId, 'agree');
    await decide('zhaoli', instId, 'agree');
    const before = heard.length;
    failNext = true;
    await expect(decide('zhangwei', instId, 'oppose')).rejects.toThrow('listener refuses');
    const row = await t.db.selectFrom('bpm_instance').select(['status', 'outcome']).where('id', '=', instId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'running', outcome: 'inProgress' });
    expect(heard.length).toBe(before);
    await decide('zhangwei', instId, 'oppose');
    expect(heard.at(-1)).toMatchObject({ instId, outcome: 'refused' });
  });
});
