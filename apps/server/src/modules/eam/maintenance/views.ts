import type { MaintainIntervalUnit, MaintainPart, MaintainPlanRow, MaintainProjectStatus, MaintainTaskProject, MaintainTaskRow, MaintainTaskStatus, MaintainTrigger, MaintainType, MeterKind } from './types.js';
import type { EamMaintainPlanTable, EamMaintainTaskProjectTable } from '../../../db/schema.js';
import { t, type Lang } from '../../../platform/messages.js';
import type { PlanViewRow, TaskViewRow } from './maintenance.repository.js';
import { averagePerDay, dueReading, meterProjection, type CalendarRule, type Reading } from './schedule.js';

/** Names of the tenant's users (the organisation directory's). */
export type NameOf = (userId: string) => string;
const userRef = (id: string | null, nameOf: NameOf) => (id ? { id, name: nameOf(id) } : null);

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** A calendar plan's rule from its row (null for a meter plan). */
export function calendarRuleOf(p: Pick<EamMaintainPlanTable, 'trigger_kind' | 'interval_every' | 'interval_unit' | 'start_date' | 'end_date'>): CalendarRule | null {
  if (p.trigger_kind === 'meter' || p.interval_every === null || !p.interval_unit || !p.start_date) return null;
  return { every: Number(p.interval_every), unit: p.interval_unit as MaintainIntervalUnit, startDate: p.start_date, endDate: p.end_date };
}

/** What a meter plan's trigger needs from its meter: the latest reading and the readings of the average. */
export interface MeterState { latest: Reading | null; perDay: number | null }
export const meterStateOf = (latest: Reading | null, window: Reading[]): MeterState => ({ latest, perDay: averagePerDay(window) });

/** The trigger of a plan as the contract shows it. */
export function triggerOf(p: PlanViewRow, meter: MeterState | undefined): MaintainTrigger {
  const rule = calendarRuleOf(p);
  if (rule) return { kind: p.trigger_kind as 'fixed' | 'completion', every: rule.every, unit: rule.unit, startDate: rule.startDate };
  const meterRule = { every: Number(p.meter_every ?? 0), lastServiceReading: Number(p.last_service_reading ?? 0) };
  const perDay = meter?.perDay ?? null;
  return {
    kind: 'meter', meterId: p.meter_id ?? '', meterName: p.meter_name ?? '', meterKind: (p.meter_kind ?? 'hours') as MeterKind, meterUnit: p.meter_unit ?? '',
    every: meterRule.every, lastServiceReading: meterRule.lastServiceReading, dueReading: dueReading(meterRule),
    currentReading: p.meter_last_value === null ? null : Number(p.meter_last_value),
    averagePerDay: perDay === null ? null : Math.round(perDay * 100) / 100,
    projectedDate: meterProjection(meterRule, meter?.latest ?? null, perDay, 1)[0] ?? null,
  };
}

const EVERY = {
  day: ['eam.maintenance.every.day1', 'eam.maintenance.every.dayN'],
  week: ['eam.maintenance.every.week1', 'eam.maintenance.every.weekN'],
  month: ['eam.maintenance.every.month1', 'eam.maintenance.every.monthN'],
} as const;

/** The trigger in words in the caller's language. */
export function triggerText(lang: Lang, trigger: MaintainTrigger): string {
  if (trigger.kind === 'meter') {
    return t(lang, 'eam.maintenance.trigger.meter', { meterName: trigger.meterName, every: trigger.every, unit: trigger.meterUnit });
  }
  const [one, many] = EVERY[trigger.unit];
  const interval = t(lang, trigger.every === 1 ? one : many, { every: trigger.every });
  return trigger.kind === 'fixed'
    ? t(lang, 'eam.maintenance.trigger.fixed', { interval, startDate: trigger.startDate })
    : t(lang, 'eam.maintenance.trigger.completion', { interval });
}

/**
 * When a plan's next task is due: the scheduled occurrence of a started calendar plan, the projected date of a
 * started meter plan with no open task; null otherwise.
 */
export function nextTimeOf(p: PlanViewRow, trigger: MaintainTrigger): string | null {
  if (p.status !== 'start') return null;
  if (trigger.kind === 'meter') return p.open_task_id ? null : trigger.projectedDate;
  return p.next_time;
}

export function toPlanRow(p: PlanViewRow, lang: Lang, meter: MeterState | undefined): MaintainPlanRow {
  const trigger = triggerOf(p, meter);
  return {
    id: p.id, code: p.code, name: p.name,
    asset: { id: p.asset_id, assetCode: p.asset_code, name: p.asset_name, model: p.asset_model },
    group: { id: p.group_id, name: p.group_name },
    maintainType: p.maintain_type as MaintainType, trigger, triggerText: triggerText(lang, trigger),
    lastTime: p.last_time, nextTime: nextTimeOf(p, trigger), status: p.status as MaintainPlanRow['status'], openTaskId: p.open_task_id,
  };
}

/** Open past its deadline, or finished after it. */
export const isOverdue = (task: { status: string; deadline: string; act_finish_time: string | null }, now: string) =>
  ((task.status === 'wait' || task.status === 'acting') && task.deadline < now) || (task.status === 'finish' && task.act_finish_time !== null && task.act_finish_time > task.deadline);

export function toTaskRow(r: TaskViewRow, now: string, nameOf: NameOf): MaintainTaskRow {
  return {
    id: r.id, businessCode: r.business_code, name: r.name, status: r.status as MaintainTaskStatus, maintainType: r.maintain_type as MaintainType, planId: r.plan_id,
    asset: { id: r.asset_id, assetCode: r.asset_code, name: r.asset_name, model: r.asset_model, positionName: r.asset_position },
    planStartTime: r.plan_start_time, timeout: Number(r.timeout), deadline: r.deadline, overdue: isOverdue(r, now),
    group: { id: r.group_id, name: r.group_name }, executor: userRef(r.executor_id, nameOf),
    actStartTime: r.act_start_time, actFinishTime: r.act_finish_time,
    projectDone: Number(r.project_done ?? 0), projectTotal: Number(r.project_total ?? 0),
  };
}

export const toTaskProject = (p: EamMaintainTaskProjectTable, nameOf: NameOf): MaintainTaskProject => ({
  id: p.id, code: p.code, name: p.name, content: p.content, baseCost: Number(p.base_cost), status: p.status as MaintainProjectStatus, result: p.result,
  pictureIds: parseJson<string[]>(p.picture_ids_json, []), operator: userRef(p.operator_id, nameOf), operTime: p.oper_time, sort: Number(p.sort),
});

export const partsOf = (json: string): MaintainPart[] => parseJson<MaintainPart[]>(json, []);
export const picturesOf = (json: string): string[] => parseJson<string[]>(json, []);
export { userRef };
