import type { InstanceState } from '@wp/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { workingDaysBetween } from '../modules/bpm-runtime/timers/working-days.js';
import { seedDemoInstances } from './instances.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ demoInstances: true }); });
afterAll(() => t.close());

describe('demo instances', () => {
  it('seeds a few dozen instances of all six processes in varied states, once', async () => {
    const rows = await t.db.selectFrom('bpm_instance').select(['id', 'def_key', 'status', 'state_json', 'revision']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.def_key))).toEqual(new Set(['leave', 'purchase', 'repair', 'docSign', 'vehicle', 'expense']));
    const statuses = new Set(rows.map((r) => r.status));
    for (const s of ['draft', 'running', 'end', 'manualend', 'backToStart', 'revoke']) expect(statuses).toContain(s);
    expect(await seedDemoInstances(t.db, { dataDir: t.config.dataDir, tenantCode: t.config.defaultTenant })).toBe(0);
    expect((await t.db.selectFrom('bpm_instance').select('id').execute()).length).toBe(rows.length);
  });

  it('leaves every row consistent with the engine state: open tasks, pending records, statuses', async () => {
    const rows = await t.db.selectFrom('bpm_instance').selectAll().where('status', '<>', 'draft').execute();
    for (const inst of rows) {
      const state = JSON.parse(inst.state_json!) as InstanceState;
      expect(inst.status).toBe(state.status);
      const open = await t.db.selectFrom('bpm_task').select('id').where('inst_id', '=', inst.id).where('open', '=', 1).execute();
      expect(open.map((x) => x.id).sort()).toEqual(state.tasks.map((x) => x.id).sort());
      const pending = await t.db.selectFrom('bpm_opinion').select('id').where('inst_id', '=', inst.id).where('complete_time', 'is', null).execute();
      expect(pending.map((p) => p.id).sort()).toEqual(state.tasks.map((x) => x.opinionId).sort());
    }
  });

  it('gives the lists content on first start: transfers, claims, notices, inquiries, due times, urges', async () => {
    const count = async (table: 'bpm_transfer' | 'bpm_notice' | 'sys_message') => (await t.db.selectFrom(table).select('id').execute()).length;
    expect(await count('bpm_transfer')).toBeGreaterThan(0);
    expect(await count('bpm_notice')).toBeGreaterThanOrEqual(3);
    expect(await count('sys_message')).toBeGreaterThan(30);
    const statuses = new Set((await t.db.selectFrom('bpm_opinion').select('status').execute()).map((o) => o.status));
    for (const s of ['start', 'agree', 'reject', 'backToStart', 'deliverto', 'copyto', 'inqu', 'start_commu', 'lockTask', 'taskDelay', 'urge', 'manual_end', 'revoker_to_start']) {
      expect(statuses).toContain(s);
    }
    const created = (await t.db.selectFrom('bpm_instance').select('created_at').execute()).map((r) => r.created_at.slice(0, 10));
    expect(new Set(created).size).toBeGreaterThan(7);
  });

  it('dates each leave asked for (drafts are half filled) from the working day after its request, spanning as many working days as it asks', async () => {
    await expectLeavesDatedFromTheNextWorkingDay(t.db);
  });

  it('dates them so whatever the hour of seeding: early in the afternoon at the plant too', async () => {
    const late = await createTestApp();
    try {
      // 13:30 at the plant (UTC+8): scenarios began nine hours after the hour of seeding, so a day's third step
      // fell after midnight, on the day its leave (dated at the first) was to begin.
      await seedDemoInstances(late.db, { dataDir: late.config.dataDir, tenantCode: late.config.defaultTenant, now: new Date('2026-11-26T05:30:00Z') });
      await expectLeavesDatedFromTheNextWorkingDay(late.db);
    } finally {
      await late.close();
    }
  });
});

async function expectLeavesDatedFromTheNextWorkingDay(db: TestApp['db']) {
  const leaves = await db.selectFrom('bpm_instance').select(['form_data', 'created_at']).where('def_key', '=', 'leave').where('status', '<>', 'draft').execute();
  expect(leaves.length).toBeGreaterThan(5);
  const plantDay = (date: string) => new Date(`${date}T12:00:00+08:00`);
  for (const l of leaves) {
    const { startDate, endDate, days } = JSON.parse(l.form_data!) as { startDate: string; endDate: string; days: number };
    expect(workingDaysBetween(new Date(l.created_at), plantDay(startDate))).toBe(1);
    expect(workingDaysBetween(plantDay(startDate), plantDay(endDate))).toBe(days - 1);
  }
}
