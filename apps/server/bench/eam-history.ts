// A year of repairs and preventive maintenance over the benchmark's ledger, what the KPI dashboard reads, at the demo
// plant's rates: about one failure per asset every 21 months (the seed's one every other day on 319 assets), each
// an order's whole story (report, dispatch, repair, a failed acceptance now and then, acceptance, or a cancel) cut at
// now, so the last days hold open orders in every status; and a calendar plan on every A and B asset of the process
// line (A every three months, B every six) whose tasks were done on time, late, now and then cancelled, the latest
// one open or overdue. Rows go through the bulk inserts, 20,000 orders or plans per transaction.
import type {
  EamMaintainProjectTable, EamMaintainTaskProjectTable, EamMaintainTaskTable, EamRepairAcceptanceTable, EamRepairActTable, EamRepairOrderTable,
  EamRepairProcessTable,
} from '../src/db/schema.js';
import type { Db } from '../src/db/database.js';
import { insertRows } from '../src/db/insert-rows.js';
import { t } from '../src/platform/messages.js';
import { planRows, type PlanSpec } from '../src/modules/eam/maintenance/plan-rows.js';
import { nthOccurrence, occurrenceTime, plantDateOf } from '../src/modules/eam/maintenance/schedule.js';
import { formatPlantDate } from '../src/modules/sys/date-format.js';
import { faults, repairTeams, reporters, urgencies, type SeedFault } from '../src/seed/eam/repair-catalogue.js';
import { seededRandom } from '../src/seed/portal/readings.js';
import { sequentialIds } from './bench-ids.js';
import type { BenchAsset } from './eam-plant.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
const BATCH = 20_000;
/** Failures per asset and year (the seed: 0.5 a day on 319 assets). */
const FAILURE_RATE = 0.57;
const LABOUR_RATE = 80;

const nextId = sequentialIds();
const iso = (ms: number) => new Date(ms).toISOString();

export async function writeHistory(db: Db, tenantId: string, assets: BenchAsset[], today: Date) {
  const repairs = await writeRepairs(db, tenantId, assets, today.getTime());
  const maintenance = await writeMaintenance(db, tenantId, assets, today.getTime());
  return { repairs, ...maintenance };
}

// ---------------------------------------------------------------------------------------------------------- repairs

/** One attempt at a repair and its verdict, if any (times in ms). */
interface Attempt { executor: string; start: number; finish: number; verdict: { ok: boolean; by: string; at: number; notes: string } }

/** An order's status at `now`: how far its story got. */
function statusAt(now: number, s: { cancelAt?: number; dispatchAt?: number; attempts: Attempt[] }) {
  if (s.cancelAt !== undefined && s.cancelAt <= now) return 'cancel';
  if (s.dispatchAt === undefined || s.dispatchAt > now) return 'not_dispatch';
  const started = s.attempts.filter((a) => a.start <= now);
  const last = started.at(-1);
  if (!last) return 'dispatched';
  if (last.finish > now) return 'repairing';
  if (last.verdict.at > now) return 'wait_acceptance';
  return last.verdict.ok ? 'finish' : 'acceptance_failed';
}

async function writeRepairs(db: Db, tenantId: string, assets: BenchAsset[], now: number): Promise<number> {
  const r = seededRandom(20_260_305);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + r() * (hi - lo);
  const users = new Map((await db.selectFrom('uc_user').select(['id', 'account', 'fullname']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u]));
  const uid = (account: string) => users.get(account)!.id;
  const faultIds = new Map((await db.selectFrom('eam_repair_category_tpl').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map((x) => [x.code, x.id]));
  const urgencyIds = new Map((await db.selectFrom('eam_repair_urgency').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map((x) => [x.code, x.id]));
  const teamIds = new Map((await db.selectFrom('eam_repair_group').select(['id', 'name']).where('tenant_id', '=', tenantId).execute()).map((x) => [x.name, x.id]));
  // The seed's open orders have the first numbers of their days.
  const perDay = new Map<string, number>();
  for (const { business_code: code } of await db.selectFrom('eam_repair_order').select('business_code').where('tenant_id', '=', tenantId).execute()) {
    const day = code.slice(2, 10);
    perDay.set(day, Math.max(perDay.get(day) ?? 0, Number(code.slice(11))));
  }
  const inService = assets.filter((a) => a.status !== 'scrap' && a.status !== 'scrapped');
  // The assets each fault of the library happens to (by their categories).
  const assetsOf = new Map(faults.map((f) => [f.code, inService.filter((a) => f.assets.includes(a.category))]));
  const eligible = faults.filter((f) => assetsOf.get(f.code)!.length > 0);
  const count = Math.round(assets.length * FAILURE_RATE);

  // The stories, in report order (the business codes number each plant day's reports).
  const stories = Array.from({ length: count }, () => {
    const fault: SeedFault = pick(eligible);
    const asset = pick(assetsOf.get(fault.code)!);
    const reported = Math.floor(now - r() * YEAR);
    const roll = r();
    const urgency = roll < 0.2 ? 'urgent' : roll < 0.55 ? 'serious' : 'normal';
    const reporter = pick(reporters);
    const team = repairTeams.find((g) => g.key === fault.team)!;
    const story = { fault, asset, reported, urgency, reporter, team, assetDown: r() < 0.4, attempts: [] as Attempt[], cancelAt: undefined as number | undefined,
      dispatchAt: undefined as number | undefined, executor: pick(team.members), dispatcher: r() < 0.7 ? team.leader : 'liqiang' };
    if (r() < 0.05) return { ...story, cancelAt: reported + between(0.5, 3) * HOUR };
    story.dispatchAt = reported + (urgency === 'urgent' ? between(0.2, 1.5) : urgency === 'serious' ? between(0.5, 6) : between(2, 30)) * HOUR;
    let start = story.dispatchAt + (urgency === 'urgent' ? between(0.2, 2) : between(0.5, 20)) * HOUR;
    let finish = start + fault.hours * between(0.6, 1.8) * HOUR;
    if (r() < 0.1) {
      const failedAt = finish + between(2, 20) * HOUR;
      story.attempts.push({ executor: story.executor, start, finish, verdict: { ok: false, by: reporter, at: failedAt, notes: '试运行后故障复现' } });
      start = failedAt + between(1, 10) * HOUR;
      finish = start + fault.hours * between(0.4, 1) * HOUR;
    }
    story.attempts.push({ executor: story.executor, start, finish, verdict: { ok: true, by: r() < 0.8 ? reporter : 'liqiang', at: finish + between(0.5, 24) * HOUR, notes: '运行正常，验收通过' } });
    return story;
  }).sort((a, b) => a.reported - b.reported);

  let out = { orders: [] as EamRepairOrderTable[], acts: [] as EamRepairActTable[], verdicts: [] as EamRepairAcceptanceTable[], steps: [] as EamRepairProcessTable[] };
  const flush = async () => {
    await db.transaction().execute(async (tx) => {
      await insertRows(tx, 'eam_repair_order', out.orders);
      await insertRows(tx, 'eam_repair_act', out.acts);
      await insertRows(tx, 'eam_repair_acceptance', out.verdicts);
      await insertRows(tx, 'eam_repair_process', out.steps);
    });
    out = { orders: [], acts: [], verdicts: [], steps: [] };
  };
  for (const s of stories) {
    const id = nextId();
    const status = statusAt(now, s);
    const day = formatPlantDate(new Date(s.reported), 'yyyyMMdd');
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    const steps: Array<{ label: string; at: number; by: string; content: string | null }> = [{ label: 'report', at: s.reported, by: s.reporter, content: `${s.fault.name}，请尽快处理` }];
    const dispatched = s.dispatchAt !== undefined && s.dispatchAt <= now;
    if (dispatched) steps.push({ label: 'dispatch', at: s.dispatchAt!, by: s.dispatcher, content: t('zh-CN', 'eam.repair.dispatchContent', { group: s.team.name, executor: users.get(s.executor)!.fullname }) });
    const started = s.attempts.filter((a) => a.start <= now);
    let downtimeEnd: number | null = null;
    const acts: EamRepairActTable[] = [];
    started.forEach((a, i) => {
      steps.push({ label: 'start', at: a.start, by: a.executor, content: i > 0 ? t('zh-CN', 'eam.repair.startAgainContent', { attempt: i + 1 }) : null });
      const done = a.finish <= now;
      const labour = done ? Math.round(((a.finish - a.start) / HOUR) * 10) / 10 : null;
      if (done) {
        steps.push({ label: 'finish', at: a.finish, by: a.executor, content: `${s.fault.cause}，${s.fault.solution}` });
        downtimeEnd = s.assetDown ? a.finish : null;
      }
      acts.push({
        id: nextId(), tenant_id: tenantId, order_id: id, attempt: i + 1, executor_id: uid(a.executor), started_at: iso(a.start), finished_at: done ? iso(a.finish) : null,
        cause: done ? s.fault.cause : null, remedy: done ? s.fault.solution : null, failure_mode: done ? s.fault.mode : null,
        failure_mechanism: done ? s.fault.mechanism : null, failure_cause: done ? s.fault.failureCause : null,
        parts_json: JSON.stringify(done && i === 0 ? s.fault.parts.map(({ name, qty, unit }) => ({ name, qty, unit })) : []), labor_hours: labour,
        cost: done ? Math.round((i === 0 ? s.fault.parts.reduce((sum, p) => sum + p.qty * p.price, 0) : 0) + (labour ?? 0) * LABOUR_RATE) : null,
        downtime_end: done && s.assetDown ? iso(a.finish) : null, picture_ids: '[]', notes: null,
      });
      if (done && a.verdict.at <= now) {
        steps.push({ label: a.verdict.ok ? 'accept' : 'acceptance_failed', at: a.verdict.at, by: a.verdict.by, content: a.verdict.notes });
        if (!a.verdict.ok) downtimeEnd = null;
        out.verdicts.push({
          id: nextId(), tenant_id: tenantId, order_id: id, accept_result: a.verdict.ok ? 'finish' : 'acceptance_failed', notes: a.verdict.notes,
          actual_cost: a.verdict.ok ? acts.reduce((sum, x) => sum + (x.cost ?? 0), 0) : null,
          accepter_id: uid(a.verdict.by), accepted_at: iso(a.verdict.at),
        });
      }
    });
    out.acts.push(...acts);
    if (status === 'cancel') steps.push({ label: 'cancel', at: s.cancelAt!, by: s.reporter, content: '现场复位后恢复正常，撤销报修' });
    const finishes = started.filter((a) => a.finish <= now);
    const passed = started.find((a) => a.finish <= now && a.verdict.ok && a.verdict.at <= now);
    const urgencyHours = urgencies.find((u) => u.code === s.urgency)!.responseHours;
    out.orders.push({
      id, tenant_id: tenantId, business_code: `BX${day}-${String(n).padStart(3, '0')}`, asset_id: s.asset.id, category_tpl_id: faultIds.get(s.fault.code) ?? null,
      urgency_id: urgencyIds.get(s.urgency)!, content: `${s.fault.name}，请尽快处理`, picture_ids: '[]', asset_down: s.assetDown ? 1 : 0, plan_finish_date: null,
      repair_type: 'self_repair', source_abnormal_id: null, repair_status: status, proc_id: null, report_user_id: uid(s.reporter), reported_at: iso(s.reported),
      response_deadline: iso(s.reported + urgencyHours * HOUR), approved_at: null, group_id: dispatched ? teamIds.get(s.team.name)! : null,
      executor_id: dispatched ? uid(s.executor) : null, dispatcher_id: dispatched ? uid(s.dispatcher) : null, dispatched_at: dispatched ? iso(s.dispatchAt!) : null,
      started_at: started[0] ? iso(started[0].start) : null, finished_at: finishes.length > 0 ? iso(finishes.at(-1)!.finish) : null,
      accepted_at: passed ? iso(passed.verdict.at) : null, cancelled_at: status === 'cancel' ? iso(s.cancelAt!) : null,
      downtime_end: downtimeEnd === null ? null : iso(downtimeEnd), updated_at: iso(steps.at(-1)!.at),
    });
    steps.forEach((p, i) => out.steps.push({
      id: nextId(), tenant_id: tenantId, order_id: id, seq: i + 1, label: p.label, process_content: p.content, picture_ids: '[]', rcd_time: iso(p.at), user_id: uid(p.by),
    }));
    if (out.orders.length >= BATCH) await flush();
  }
  await flush();
  return stories.length;
}

// ------------------------------------------------------------------------------------------------------ maintenance

type Project = PlanSpec['projects'][number];
const project = (name: string, content: string, baseCost: number): Project => ({ name, content, baseCost });
const rotating = [
  project('检查润滑', '检查油位、油质，补充或更换润滑油脂', 0.5),
  project('测量振动与温升', '轴承振动速度不大于4.5mm/s，温升不大于40℃', 0.3),
  project('紧固与密封检查', '紧固地脚及联轴器螺栓，检查密封有无渗漏', 0.5),
];
const valve = [
  project('全行程开关试验', '电动或手动全开全关一次，记录开关时间', 0.3),
  project('检查填料与密封', '检查填料函渗漏，必要时压紧或更换填料', 0.5),
];
const instrument = [
  project('清洗探头', '清洗电极或探头，检查附着物', 0.5),
  project('比对校准', '与便携仪或标准液比对，偏差超限时校准', 0.5),
];
const electrical = [
  project('清扫与紧固', '停电清扫柜内积灰，按力矩紧固接线端子', 1),
  project('红外测温', '带载红外测温，记录母排及接头温度', 0.3),
];
const projectsOf: Record<string, Project[]> = {
  PU: rotating, BL: rotating, MX: rotating, SC: rotating, SD: rotating, SL: rotating, DS: rotating, FL: valve, VA: valve, UV: instrument, IN: instrument,
  EL: electrical, PLC: electrical,
};
/** A plans: a first-level service every three months (72 h to do it); B: a second-level one every six (a week). */
const cadence = { A: { every: 3, type: 'first', timeout: 72 }, B: { every: 6, type: 'second', timeout: 168 } } as const;

async function writeMaintenance(db: Db, tenantId: string, assets: BenchAsset[], now: number) {
  const r = seededRandom(20_260_306);
  const groups = await db.selectFrom('eam_maintain_group as g').innerJoin('eam_maintain_group_member as m', 'm.group_id', 'g.id')
    .select(['g.id', 'g.code', 'm.user_id']).where('g.tenant_id', '=', tenantId).orderBy('g.code').execute();
  const membersOf = new Map<string, string[]>();
  for (const g of groups) membersOf.set(g.id, [...(membersOf.get(g.id) ?? []), g.user_id]);
  const [mechanical, electric] = [...membersOf.keys()];
  const nowIso = iso(now);
  // The seed's tasks have the first numbers of their days.
  const codes = new Map((await db.selectFrom('eam_maintain_code_seq').select(['day', 'last']).where('tenant_id', '=', tenantId).execute()).map((c) => [c.day, Number(c.last)]));
  const counts = { plans: 0, tasks: 0 };
  let out = { plans: [] as ReturnType<typeof planRows>['plan'][], projects: [] as EamMaintainProjectTable[], tasks: [] as EamMaintainTaskTable[], taskProjects: [] as EamMaintainTaskProjectTable[] };
  const flush = async () => {
    await db.transaction().execute(async (tx) => {
      await insertRows(tx, 'eam_maintain_plan', out.plans);
      await insertRows(tx, 'eam_maintain_project', out.projects);
      await insertRows(tx, 'eam_maintain_task', out.tasks);
      await insertRows(tx, 'eam_maintain_task_project', out.taskProjects);
    });
    counts.plans += out.plans.length;
    counts.tasks += out.tasks.length;
    out = { plans: [], projects: [], tasks: [], taskProjects: [] };
  };

  for (const asset of assets) {
    const projects = projectsOf[asset.category];
    if (!projects || asset.criticality === 'C' || asset.status === 'scrapped') continue;
    const c = cadence[asset.criticality];
    const groupId = ['EL', 'PLC', 'IN', 'UV'].includes(asset.category) ? electric! : mechanical!;
    // The plan began before the year: its first occurrence inside the year falls anywhere in its first interval.
    const startDate = plantDateOf(iso(now - YEAR - r() * c.every * 30 * DAY));
    const rule = { every: c.every, unit: 'month' as const, startDate, endDate: null };
    const { plan, projects: projectRows } = planRows(tenantId, {
      code: `BY-${asset.code}`, name: `${asset.name}${c.type === 'first' ? '季度一级保养' : '半年二级保养'}`, assetId: asset.id, groupId,
      maintainType: c.type, trigger: { kind: 'fixed', ...rule }, timeout: c.timeout, projects,
    }, iso(now - YEAR - 30 * DAY));
    out.plans.push(plan);
    out.projects.push(...projectRows);
    const totalCost = Math.round(projects.reduce((sum, p) => sum + p.baseCost, 0) * 100) / 100;
    const members = membersOf.get(groupId)!;
    for (let i = 0; ; i += 1) {
      const date = nthOccurrence(rule, i);
      const planStart = Date.parse(occurrenceTime(date));
      if (planStart > now) {
        plan.next_time = iso(planStart);
        break;
      }
      if (planStart < now - YEAR) continue;
      const deadline = planStart + c.timeout * HOUR;
      const latest = Date.parse(occurrenceTime(nthOccurrence(rule, i + 1))) > now;
      // The latest task is open while it may still be done, and one in ten stays open past its deadline.
      const open = latest && (deadline > now || r() < 0.1);
      const cancelled = !open && r() < 0.01;
      const late = r() < 0.07;
      const executor = members[Math.floor(r() * members.length)]!;
      const started = planStart + (late ? c.timeout * (0.8 + r()) : c.timeout * 0.5 * r()) * HOUR;
      const finished = started + totalCost * (0.8 + 0.7 * r()) * HOUR;
      const status = open ? (started <= now ? 'acting' : 'wait') : cancelled ? 'cancel' : 'finish';
      const day = date.replaceAll('-', '');
      const n = (codes.get(day) ?? 0) + 1;
      codes.set(day, n);
      const taskId = nextId();
      const acted = status === 'acting' || status === 'finish';
      out.tasks.push({
        id: taskId, tenant_id: tenantId, business_code: `BY${day}-${String(n).padStart(3, '0')}`, name: plan.name, plan_id: plan.id, maintain_type: plan.maintain_type,
        status, asset_id: asset.id, asset_code: asset.code, asset_name: asset.name, asset_model: asset.model, asset_position: asset.positionPath, group_id: groupId,
        executor_id: acted ? executor : null, plan_start_time: iso(planStart), timeout: c.timeout, deadline: iso(deadline),
        act_start_time: acted ? iso(started) : null, act_finish_time: status === 'finish' ? iso(finished) : null, total_cost: totalCost,
        act_total_cost: status === 'finish' ? Math.round(((finished - started) / HOUR) * 10) / 10 : null, result: status === 'finish' ? '保养完成，设备运行正常' : null,
        cancel_reason: cancelled ? '设备停机检修，本次保养取消' : null, cancelled_by: cancelled ? executor : null, parts_json: '[]',
        created_at: iso(planStart), updated_at: iso(status === 'finish' ? finished : cancelled ? planStart + HOUR : acted ? started : planStart),
      });
      projectRows.forEach((p) => out.taskProjects.push({
        id: nextId(), tenant_id: tenantId, task_id: taskId, code: p.code, name: p.name, content: p.content, base_cost: p.base_cost, sort: p.sort,
        status: status === 'finish' ? 'executed' : 'unexecuted', result: status === 'finish' ? '正常' : null, picture_ids_json: '[]',
        operator_id: status === 'finish' ? executor : null, oper_time: status === 'finish' ? iso(finished) : null,
      }));
      plan.last_time = iso(planStart);
      if (open) plan.open_task_id = taskId;
    }
    plan.updated_at = nowIso;
    if (out.plans.length >= BATCH) await flush();
  }
  await flush();
  // The day counters the server numbers new tasks from.
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('eam_maintain_code_seq').where('tenant_id', '=', tenantId).execute();
    await insertRows(tx, 'eam_maintain_code_seq', [...codes].map(([day, last]) => ({ tenant_id: tenantId, day, last })));
  });
  return counts;
}
