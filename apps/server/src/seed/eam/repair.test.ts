import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedRepair } from './repair.js';

let t: TestApp;
let tenantId: string;
const today = new Date('2026-05-20T02:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', t.config.defaultTenant).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

/** Removes the tenant's repair rows, so seedRepair runs again as on a first start. */
async function unseed() {
  const orders = t.db.selectFrom('eam_repair_order').select('id').where('tenant_id', '=', tenantId);
  for (const table of ['eam_repair_process', 'eam_repair_act', 'eam_repair_acceptance'] as const) await t.db.deleteFrom(table).where('order_id', 'in', orders).execute();
  await t.db.deleteFrom('eam_repair_order').where('tenant_id', '=', tenantId).execute();
  for (const table of ['eam_repair_group_member', 'eam_repair_group', 'eam_repair_category_tpl', 'eam_repair_category', 'eam_repair_urgency', 'eam_repair_setting'] as const) {
    await t.db.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
  }
}
const orders = () => t.db.selectFrom('eam_repair_order').selectAll().where('tenant_id', '=', tenantId).orderBy('business_code').execute();

describe('the repair seed', () => {
  it('keeps the small seed small: the settings, and one open order in each status for the demo users', async () => {
    const rows = await orders();
    expect(rows.length).toBeLessThan(12);
    expect(new Set(rows.map((o) => o.repair_status))).toEqual(new Set(['not_dispatch', 'dispatched', 'repairing', 'wait_acceptance', 'acceptance_failed', 'finish', 'cancel']));
    const setting = await t.db.selectFrom('eam_repair_setting').select('approval_process_key').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    expect(setting.approval_process_key).toBe('repair');
    const faults = await t.db.selectFrom('eam_repair_category_tpl').select('name').where('tenant_id', '=', tenantId).execute();
    expect(faults.length).toBeGreaterThanOrEqual(20);
    expect(faults.map((f) => f.name)).toEqual(expect.arrayContaining(['水泵振动超标', '机械密封泄漏', 'PLC通讯中断', '脱水机滤带跑偏', '加药泵不出药']));
  });

  it('writes six months of finished repairs with the history, MTTR in hours, the same rows for the same day', async () => {
    await unseed();
    await seedRepair(t.db, tenantId, { today, history: true, dataDir: t.config.dataDir });
    const rows = await orders();
    const finished = rows.filter((o) => o.repair_status === 'finish');
    expect(finished.length).toBeGreaterThan(60);
    const first = Math.min(...rows.map((o) => Date.parse(o.reported_at)));
    expect((today.getTime() - first) / (24 * HOUR)).toBeGreaterThan(150);
    // MTTR split: waiting (report → start) and repair (start → finish), in hours.
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const waiting = mean(finished.map((o) => (Date.parse(o.started_at!) - Date.parse(o.reported_at)) / HOUR));
    const repair = mean(finished.map((o) => (Date.parse(o.finished_at!) - Date.parse(o.started_at!)) / HOUR));
    expect(waiting).toBeGreaterThan(1);
    expect(waiting).toBeLessThan(30);
    expect(repair).toBeGreaterThan(1);
    expect(repair).toBeLessThan(12);
    for (const o of finished) {
      expect(Date.parse(o.reported_at)).toBeLessThan(Date.parse(o.dispatched_at!));
      expect(Date.parse(o.dispatched_at!)).toBeLessThan(Date.parse(o.started_at!));
      expect(Date.parse(o.finished_at!)).toBeLessThan(Date.parse(o.accepted_at!));
      if (o.asset_down === 1) expect(o.downtime_end).toBe(o.finished_at);
    }
    // Some failed their first acceptance and were repaired again.
    const retried = await t.db.selectFrom('eam_repair_act').select('order_id').where('attempt', '=', 2).execute();
    expect(retried.length).toBeGreaterThan(0);
    // One report waits in its approval, in the approvers' to-do lists.
    const waitingApproval = rows.filter((o) => o.repair_status === 'approval');
    expect(waitingApproval).toHaveLength(1);
    const task = await t.db.selectFrom('bpm_task').select('node_id').where('inst_id', '=', waitingApproval[0]!.proc_id!).where('open', '=', 1).execute();
    expect(task.map((x) => x.node_id).sort()).toEqual(['equipmentHead', 'safetyHead']);

    const codes = rows.filter((o) => o.repair_status !== 'approval').map((o) => [o.business_code, o.reported_at, o.repair_status]);
    await unseed();
    await seedRepair(t.db, tenantId, { today, history: true });
    expect((await orders()).map((o) => [o.business_code, o.reported_at, o.repair_status])).toEqual(codes);
  });
});
