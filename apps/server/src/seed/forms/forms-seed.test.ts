import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { Session } from '../../platform/auth/session.js';
import { systemClock } from '../../platform/clock.js';
import { plantDay } from './common.js';
import { LAB_DAYS, OPS_DAYS, formServices, seedPlantForms } from './index.js';
import { hazards } from './hazards.js';
import { materials } from './materials.js';
import { effluentLimits, overLimitItems } from './lab.js';

let t: TestApp;
let services: ReturnType<typeof formServices>['data'];
beforeAll(async () => {
  t = await createTestApp();
  await seedPlantForms(t.db, t.config);
  services = formServices(t.db, t.config.dataDir, systemClock).data;
});
afterAll(() => t.close());

/** A session of a plant user, as the routes would hand the template service. */
const as = async (account: string): Promise<Session> => {
  const u = await t.db.selectFrom('uc_user as u').innerJoin('uc_tenant as tn', 'tn.id', 'u.tenant_id').select(['u.id', 'u.tenant_id', 'u.is_admin'])
    .where('tn.code', '=', t.config.defaultTenant).where('u.account', '=', account).executeTakeFirstOrThrow();
  return { userId: u.id, account, tenantId: u.tenant_id, sid: 'test', jti: 'test', iat: 0, exp: 0, isAdmin: u.is_admin === 1 };
};
const list = async (account: string, templateId: string, queryFilter: object) =>
  services.records.list(await as(account), { templateId, queryFilter }) as Promise<{ total: number; rows: Array<Record<string, unknown>> }>;

describe('the plant\'s data templates', () => {
  it('defines the four templates over their BOs, once', async () => {
    const rows = await t.db.selectFrom('form_data_template').select(['alias', 'name']).orderBy('alias').execute();
    expect(rows).toEqual(expect.arrayContaining([
      { alias: 'daily_ops', name: '运行日报' }, { alias: 'hazard_reports', name: '安全隐患排查' },
      { alias: 'lab_results', name: '化验数据' }, { alias: 'materials', name: '物资台账' },
    ]));
    const before = await t.db.selectFrom('form_bo_change').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    await seedPlantForms(t.db, t.config);
    expect(await t.db.selectFrom('form_bo_change').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('holds a year of lab results per sampling point ending today at the plant, and daily reports to yesterday', async () => {
    const lab = await list('admin', 'lab_results', { pageBean: { page: 1, pageSize: 3 } });
    expect(lab.total).toBe(LAB_DAYS * 3);
    expect(LAB_DAYS).toBeGreaterThanOrEqual(365);
    expect(lab.rows[0].sampleDate).toBe(plantDay(new Date()));
    const ops = await list('wangfang', 'daily_ops', { pageBean: { page: 1, pageSize: 1 } });
    expect(ops.total).toBe(OPS_DAYS);
    expect(ops.rows[0]).toMatchObject({ powerPerTon: Number(((ops.rows[0].power as number) / (ops.rows[0].inflow as number)).toFixed(3)) });
    expect((await list('admin', 'hazard_reports', {})).total).toBe(hazards.length);
    expect((await list('admin', 'materials', {})).total).toBe(materials.length);
  });

  it('flags the effluent days over the GB 18918 1A limits, and lists them through a filter', async () => {
    const over = await list('zhengyu', 'lab_results', { querys: [{ property: 'overLimit', operation: 'EQ', value: 1 }], pageBean: { page: 1, pageSize: 100 } });
    expect(over.total).toBeGreaterThanOrEqual(4);
    expect(over.total).toBeLessThan(15);
    for (const r of over.rows) {
      expect(r.samplePoint).toBe('effluent');
      expect(overLimitItems(r as never).join('、')).toBe(r.overItems);
    }
    // Every effluent row within its limits is unflagged (ammonia 5, or 8 at 12 ℃ and colder).
    const ok = await list('zhengyu', 'lab_results', { querys: [{ property: 'overLimit', operation: 'EQ', value: 0 }, { property: 'samplePoint', operation: 'EQ', value: 'effluent' }], pageBean: { page: 1, pageSize: 400 } });
    for (const r of ok.rows) {
      expect(r.cod as number).toBeLessThanOrEqual(effluentLimits.cod);
      expect(r.tp as number).toBeLessThanOrEqual(effluentLimits.tp);
      expect(r.nh3n as number).toBeLessThanOrEqual((r.waterTemp as number) <= 12 ? 8 : 5);
    }
    expect(ok.total + over.total).toBe(LAB_DAYS);
  });

  it('shows the process samples to the lab and only the discharge to other staff', async () => {
    const filter = { querys: [{ property: 'sampleDate', operation: 'EQ', value: plantDay(new Date()) }] };
    expect((await list('xiemei', 'lab_results', filter)).total).toBe(3);
    const other = await list('heping', 'lab_results', filter);
    expect(other.rows.map((r) => r.samplePoint)).toEqual(['effluent']);
  });

  it('keeps who did what: hazards carry each step in their history, materials a ledger that adds up', async () => {
    const accepted = await list('zhaoli', 'hazard_reports', { querys: [{ property: 'status', operation: 'EQ', value: 'accepted' }] });
    expect(accepted.total).toBeGreaterThan(20);
    expect(accepted.rows[0].rev_).toBe(4);
    const open = await list('zhaoli', 'hazard_reports', { querys: [{ property: 'status', operation: 'IN', value: ['pending', 'inProgress'] }] });
    expect(open.total).toBeGreaterThanOrEqual(3);
    const low = await list('guohui', 'materials', { querys: [{ property: 'margin', operation: 'LT', value: 0 }] });
    expect(low.total).toBeGreaterThan(0);
    const moves = await services.records.subData(await as('guohui'), { alias: 'moves', refId: String(low.rows[0].id_), templateKey: 'materials' }) as unknown as Array<{ direction: string; quantity: number }>;
    expect(moves.reduce((s, m) => s + (m.direction === 'in' ? m.quantity : -m.quantity), 0)).toBeCloseTo(low.rows[0].stock as number, 5);
  });

  it('lets plant staff read but only the lab add lab results', async () => {
    const info = async (account: string) => ({ value: await services.templates.info(await as(account), 'lab_results', true) });
    expect((await info('heping')).value.permission.buttons).toMatchObject({ add: false, edit: false, del: false, export: true });
    expect((await info('tangning')).value.permission.buttons).toMatchObject({ add: true, edit: true, del: false });
    expect((await info('zhengyu')).value.permission.buttons).toMatchObject({ add: true, edit: true, del: true });
  });
});
