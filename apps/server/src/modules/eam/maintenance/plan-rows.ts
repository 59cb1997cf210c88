import type { Kysely } from 'kysely';
import type { Database, EamMaintainPlanTable, EamMaintainProjectTable } from '../../../db/schema.js';
import { insertRows } from '../../../db/insert-rows.js';
import { newId } from '../../../platform/clock.js';
import { jobRow } from '../../jobs/index.js';
import { MAINTAIN_PLAN_JOB } from './generation.js';
import { calendarNextOnStart } from './schedule.js';
import type { MaintainIntervalUnit, MaintainType } from './types.js';

/** A plan as entered (insert and update), and as the seed and the tests write it. */
export interface PlanSpec {
  code: string;
  name: string;
  assetId: string;
  groupId: string;
  maintainType: MaintainType;
  trigger:
    | { kind: 'fixed' | 'completion'; every: number; unit: MaintainIntervalUnit; startDate: string; endDate?: string | null }
    | { kind: 'meter'; meterId: string; every: number; lastServiceReading: number };
  /** Hours allowed per task. */
  timeout: number;
  info?: string | null;
  projects: Array<{ name: string; content: string | null; baseCost: number }>;
  /** Default start. */
  status?: 'start' | 'stop';
}

/** The rows of a plan (a new one unless `id` is given) and its projects (codes P01, P02 … within the plan). Schedule fields are left empty. */
export function planRows(tenantId: string, spec: PlanSpec, now: string, id = newId()): { plan: EamMaintainPlanTable; projects: EamMaintainProjectTable[] } {
  const t = spec.trigger;
  const calendar = t.kind === 'meter' ? null : t;
  const meter = t.kind === 'meter' ? t : null;
  return {
    plan: {
      id, tenant_id: tenantId, code: spec.code, name: spec.name, asset_id: spec.assetId, group_id: spec.groupId, maintain_type: spec.maintainType,
      status: spec.status ?? 'start', trigger_kind: t.kind, interval_every: calendar?.every ?? null, interval_unit: calendar?.unit ?? null,
      start_date: calendar?.startDate ?? null, end_date: calendar?.endDate ?? null, meter_id: meter?.meterId ?? null, meter_every: meter?.every ?? null,
      last_service_reading: meter?.lastServiceReading ?? null, timeout: spec.timeout, info: spec.info ?? null, last_time: null, next_time: null,
      job_id: null, open_task_id: null, created_at: now, updated_at: now,
    },
    projects: spec.projects.map((p, i) => ({
      id: newId(), tenant_id: tenantId, plan_id: id, code: `P${String(i + 1).padStart(2, '0')}`, name: p.name, content: p.content, base_cost: p.baseCost, sort: i + 1,
    })),
  };
}

/**
 * Writes a new started plan with nothing generated yet and schedules its first occurrence from `now` (a fixed
 * plan's first date at or after now, a completion plan's anchor); a meter plan waits for readings.
 */
export async function insertNewPlan(db: Kysely<Database>, tenantId: string, spec: PlanSpec, now: string): Promise<string> {
  const { plan, projects } = planRows(tenantId, spec, now);
  const t = spec.trigger;
  if (plan.status === 'start' && t.kind !== 'meter') {
    plan.next_time = calendarNextOnStart(t.kind, { every: t.every, unit: t.unit, startDate: t.startDate, endDate: t.endDate ?? null }, now, null);
  }
  if (plan.next_time) plan.job_id = newId();
  await insertRows(db, 'eam_maintain_plan', [plan]);
  await insertRows(db, 'eam_maintain_project', projects);
  if (plan.next_time && plan.job_id) {
    await insertRows(db, 'sys_job', [jobRow({ id: plan.job_id, tenantId, kind: MAINTAIN_PLAN_JOB, payload: { planId: plan.id, at: plan.next_time }, dueAt: plan.next_time }, now)]);
  }
  return plan.id;
}
