/**
 * The plant's preventive maintenance: two maintenance groups of real staff, meters on the blowers, the UV banks and
 * the dewatering machines with their readings, about thirty plans on real assets, and their tasks. Always: a few
 * open tasks for the demo members (waiting, under way, one overdue, one raised by a meter) and each started
 * plan's next run scheduled as a due job. With the history: six months of tasks done on time and late, a few
 * cancelled, and the occurrences a late task made the plan skip. Dates are relative to `today`; the same `today`
 * gives the same rows (a seeded generator).
 */
import type { Db } from '../../db/database.js';
import type { EamAssetMeterTable, EamMaintainSkipTable, EamMaintainTaskProjectTable, EamMaintainTaskTable, EamMeterReadingTable } from '../../db/schema.js';
import { insertRows } from '../../db/insert-rows.js';
import { newId } from '../../platform/clock.js';
import { jobRow } from '../../modules/jobs/index.js';
import { MAINTAIN_PLAN_JOB } from '../../modules/eam/maintenance/generation.js';
import { planRows, type PlanSpec } from '../../modules/eam/maintenance/plan-rows.js';
import { addUnits, completionNext, nthOccurrence, occurrenceTime, plantDateOf, type CalendarRule } from '../../modules/eam/maintenance/schedule.js';
import { seededRandom } from '../portal/readings.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const groups = [
  { code: 'MG-JX', name: '机修保养组', leader: 'heping', members: ['heping', 'luobin', 'gaoyuan', 'lintao'] },
  { code: 'MG-DY', name: '电仪保养组', leader: 'pengcheng', members: ['pengcheng', 'guohui', 'zhoujie', 'liuhui'] },
] as const;
type GroupCode = (typeof groups)[number]['code'];

interface MeterSpec { code: string; asset: string; name: string; perDay: number; value: number }
const meters: MeterSpec[] = [
  ...[21.5, 22.8, 20.6, 22.1, 6.5].map((perDay, i) => ({ code: `MT-BL-${i + 1}`, asset: `${i + 1}#磁悬浮鼓风机`, name: '运行小时', perDay, value: 18_000 + i * 4_730 })),
  ...[23.6, 23.2, 22.9, 11.8].map((perDay, i) => ({ code: `MT-UV-${i + 1}`, asset: `${i + 1}#紫外消毒模块组`, name: '灯管运行小时', perDay, value: 24_000 + i * 3_310 })),
  ...[15.2, 13.9].map((perDay, i) => ({ code: `MT-LX-${i + 1}`, asset: `${i + 1}#离心脱水机`, name: '运行小时', perDay, value: 9_800 + i * 2_150 })),
  ...[9.1, 8.4].map((perDay, i) => ({ code: `MT-DY-${i + 1}`, asset: `${i + 1}#带式浓缩压滤一体机`, name: '运行小时', perDay, value: 7_200 + i * 1_640 })),
];

type Project = PlanSpec['projects'][number];
const project = (name: string, content: string, baseCost: number): Project => ({ name, content, baseCost });
const pumpProjects = [
  project('检查机械密封', '检查机械密封有无渗漏，渗漏不超过每分钟3滴', 0.5),
  project('补充润滑脂', '轴承座加注锂基润滑脂至规定量，清除旧脂', 0.5),
  project('紧固地脚螺栓', '检查并紧固地脚螺栓及联轴器螺栓，无松动', 0.3),
  project('测量振动与温升', '轴承振动速度不大于4.5mm/s，温升不大于40℃', 0.3),
];
const rootsProjects = [
  project('更换空气滤芯', '拆检进气过滤器，更换空气滤芯', 1),
  project('更换齿轮油', '排净齿轮箱旧油，加注新齿轮油至油标中线', 1.5),
  project('检查皮带张紧', '检查三角皮带磨损与张紧度，必要时调整', 0.5),
];
const blowerProjects = [
  project('清洁进风过滤棉', '拆洗或更换进风过滤棉', 1),
  project('检查控制器报警记录', '导出变频器及磁轴承控制器报警记录并分析', 0.5),
  project('清扫散热风道', '清扫电控柜及散热风道积灰', 0.5),
];
const uvProjects = [
  project('更换紫外灯管', '更换整组紫外灯管，记录灯管批号', 4),
  project('清洗石英套管', '清洗石英套管结垢，检查密封圈', 2),
  project('校准紫外强度传感器', '用标准探头比对校准紫外强度传感器', 0.5),
];
const beltProjects = [
  project('清洗滤带', '高压冲洗滤带，检查滤带破损与跑偏', 1),
  project('调整张紧', '检查并调整滤带张紧气压至0.3～0.5MPa', 0.5),
  project('检查纠偏装置', '检查纠偏气缸与限位开关动作', 0.3),
];
const centrifugeProjects = [
  project('补充主轴承润滑脂', '主轴承加注高温润滑脂，每侧定量加注', 0.5),
  project('检查差速器油位', '检查差速器油位与油质，必要时补油', 0.5),
  project('检查螺旋磨损', '停机检查螺旋推料器耐磨片磨损', 1),
];
const plcProjects = [
  project('程序备份', '上传PLC程序并备份至工程师站与存储服务器，记录版本号', 0.5),
  project('检查模块指示灯', '检查电源、CPU及通讯模块指示灯，无故障报警', 0.2),
  project('检查UPS供电', '检查控制柜UPS电池电压与切换功能', 0.3),
];
const stationProjects = [
  project('程序备份', '上传分控站程序并备份，核对与主站版本一致', 0.5),
  project('清洁柜内灰尘', '断开非关键回路后清洁柜内及滤网灰尘', 0.5),
  project('紧固接线端子', '检查并紧固端子排接线，无松动发热', 0.5),
];
const dosingProjects = [
  project('校验流量', '用标定柱实测流量，偏差超过±5%时调整冲程', 0.5),
  project('检查隔膜与单向阀', '检查隔膜有无破损，单向阀密封是否良好', 0.5),
  project('清洗Y型过滤器', '拆洗进口Y型过滤器滤网', 0.3),
];
const transformerProjects = [
  project('停电清扫', '办理停电工作票后清扫线圈及绝缘子积灰', 2),
  project('紧固母排螺栓', '按力矩紧固高低压母排连接螺栓', 1),
  project('检查温控器', '校验温控器测温及风机启停定值', 0.5),
];
const generatorProjects = [
  project('空载试运行', '空载试运行30分钟，记录电压、频率、油压、水温', 1),
  project('检查蓄电池电压', '检查启动蓄电池电压与电解液', 0.3),
  project('检查油位及冷却液', '检查燃油、机油及冷却液液位', 0.3),
];
const screenProjects = [
  project('检查耙齿与链条', '检查耙齿变形、链条伸长与链轮磨损', 0.5),
  project('补充减速机润滑油', '检查减速机油位，补充齿轮油', 0.5),
  project('清理格栅栅渣', '清理格栅及栅渣斗积渣', 0.3),
];

/** What the demo shows of a plan now: nothing open, or its latest task waiting, under way or overdue. */
type OpenState = 'none' | 'wait' | 'acting' | 'overdue';

interface CalendarPlan {
  asset: string; name: string; group: GroupCode; type: PlanSpec['maintainType']; kind: 'fixed' | 'completion'; every: number; unit: CalendarRule['unit'];
  timeout: number; projects: Project[]; open: OpenState; status?: 'stop';
  /** Days before today of the latest occurrence (fixed plans). */
  lastAgo: number;
  parts?: Array<{ name: string; qty: number; unit: string }>;
}
interface MeterPlan {
  asset: string; name: string; group: GroupCode; type: PlanSpec['maintainType']; meter: string; every: number; timeout: number; projects: Project[];
  /** Share of the interval used since the last service; 'crossed': a reading crossed it yesterday (its task waits). */
  used: number | 'crossed';
  parts?: Array<{ name: string; qty: number; unit: string }>;
}

const grease = { name: '锂基润滑脂', qty: 0.5, unit: 'kg' };
const calendarPlans: CalendarPlan[] = [
  ...[1, 2, 3, 4].map((i): CalendarPlan => ({
    asset: `${i}#进水提升泵`, name: `${i}#进水提升泵月度保养`, group: 'MG-JX', type: 'first', kind: 'fixed', every: 1, unit: 'month', timeout: 72,
    projects: pumpProjects, open: i === 1 ? 'wait' : i === 2 ? 'acting' : 'none', lastAgo: [1, 2, 9, 15][i - 1]!, parts: [grease], ...(i === 4 ? { status: 'stop' as const } : {}),
  })),
  ...[1, 2].map((i): CalendarPlan => ({
    asset: `${i}#沉砂池曝气罗茨风机`, name: `${i}#沉砂池罗茨风机季度保养`, group: 'MG-JX', type: 'second', kind: 'fixed', every: 3, unit: 'month', timeout: 120,
    projects: rootsProjects, open: i === 1 ? 'overdue' : 'none', lastAgo: i === 1 ? 8 : 40,
    parts: [{ name: '空气滤芯', qty: 1, unit: '个' }, { name: '齿轮油', qty: 6, unit: 'L' }],
  })),
  ...[1, 2].map((i): CalendarPlan => ({
    asset: `${i}#带式浓缩压滤一体机`, name: `${i}#带式脱水机周保养`, group: 'MG-JX', type: 'daily', kind: 'completion', every: 1, unit: 'week', timeout: 24,
    projects: beltProjects, open: i === 1 ? 'wait' : 'none', lastAgo: 0,
  })),
  ...[1, 2].map((i): CalendarPlan => ({
    asset: `${i}#回转式粗格栅除污机`, name: `${i}#粗格栅月度保养`, group: 'MG-JX', type: 'first', kind: 'fixed', every: 1, unit: 'month', timeout: 72,
    projects: screenProjects, open: 'none', lastAgo: 5 + i * 6, parts: [{ name: '齿轮油', qty: 2, unit: 'L' }],
  })),
  {
    asset: '中控室主站PLC', name: '主站PLC月度程序备份', group: 'MG-DY', type: 'special', kind: 'fixed', every: 1, unit: 'month', timeout: 48,
    projects: plcProjects, open: 'wait', lastAgo: 1,
  },
  ...['进水泵房分控站PLC', '污泥处理分控站PLC'].map((asset, i): CalendarPlan => ({
    asset, name: `${asset.replace('PLC', '')}季度保养`, group: 'MG-DY', type: 'special', kind: 'fixed', every: 3, unit: 'month', timeout: 72,
    projects: stationProjects, open: 'none', lastAgo: 20 + i * 30,
  })),
  ...['1#PAC隔膜计量泵', '2#PAC隔膜计量泵', '1#次氯酸钠计量泵'].map((asset, i): CalendarPlan => ({
    asset, name: `${asset}月度校验`, group: 'MG-DY', type: 'special', kind: 'fixed', every: 1, unit: 'month', timeout: 48,
    projects: dosingProjects, open: i === 0 ? 'acting' : 'none', lastAgo: [1, 12, 19][i]!,
  })),
  ...[1, 2].map((i): CalendarPlan => ({
    asset: `${i}#10kV干式变压器`, name: `${i}#干式变压器半年度保养`, group: 'MG-DY', type: 'second', kind: 'fixed', every: 6, unit: 'month', timeout: 168,
    projects: transformerProjects, open: 'none', lastAgo: 30 + i * 45,
  })),
  {
    asset: '应急柴油发电机组', name: '柴油发电机组月度试运行', group: 'MG-DY', type: 'daily', kind: 'completion', every: 1, unit: 'month', timeout: 48,
    projects: generatorProjects, open: 'none', lastAgo: 0,
  },
];
const meterPlans: MeterPlan[] = [
  ...[1, 2, 3].map((i): MeterPlan => ({
    asset: `${i}#磁悬浮鼓风机`, name: `${i}#磁悬浮鼓风机4000小时保养`, group: 'MG-JX', type: 'first', meter: `MT-BL-${i}`, every: 4000, timeout: 168,
    projects: blowerProjects, used: i === 2 ? 'crossed' : [0.35, 0, 0.8][i - 1]!, parts: [{ name: '进风过滤棉', qty: 2, unit: '片' }],
  })),
  ...[1, 2, 3, 4].map((i): MeterPlan => ({
    asset: `${i}#紫外消毒模块组`, name: `${i}#紫外模块更换灯管`, group: 'MG-DY', type: 'second', meter: `MT-UV-${i}`, every: 9000, timeout: 168,
    projects: uvProjects, used: [0.62, 0.997, 0.21, 0.48][i - 1]!, parts: [{ name: '紫外灯管', qty: 48, unit: '支' }],
  })),
  ...[1, 2].map((i): MeterPlan => ({
    asset: `${i}#离心脱水机`, name: `${i}#离心脱水机2000小时保养`, group: 'MG-JX', type: 'first', meter: `MT-LX-${i}`, every: 2000, timeout: 120,
    projects: centrifugeProjects, used: [0.55, 0.9][i - 1]!, parts: [{ name: '高温润滑脂', qty: 1, unit: 'kg' }],
  })),
];

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Seeds the tenant's maintenance once (nothing when it has groups). `history`: six months of done tasks and the
 * meters' readings over them; without it only the open tasks and a week of readings.
 */
export async function seedMaintenance(db: Db, tenantId: string, opts: { today: Date; history: boolean }): Promise<void> {
  if (await db.selectFrom('eam_maintain_group').select('id').where('tenant_id', '=', tenantId).executeTakeFirst()) return;
  const users = new Map((await db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u.id]));
  const assets = new Map((await db.selectFrom('eam_asset as a').leftJoin('eam_position as p', 'p.id', 'a.position_id')
    .select(['a.id', 'a.name', 'a.asset_code', 'a.model', 'p.path']).where('a.tenant_id', '=', tenantId).execute()).map((a) => [a.name, a]));
  if (!groups.every((g) => g.members.every((m) => users.has(m)))) return;

  const now = opts.today.toISOString();
  const nowMs = opts.today.getTime();
  const today = plantDateOf(opts.today);
  const windowStart = occurrenceTime(addUnits(today, -6, 'month'));
  const rnd = seededRandom(20_260_615);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const user = (account: string) => users.get(account)!;

  const groupIds = new Map<GroupCode, string>();
  const groupRows = groups.map((g) => {
    const id = newId();
    groupIds.set(g.code, id);
    return { id, tenant_id: tenantId, code: g.code, name: g.name, leader_id: user(g.leader), created_at: now };
  });
  const membersOf = (code: GroupCode) => groups.find((g) => g.code === code)!.members.map(user);

  // ---- meters and readings: a reading a day over the last week (and weekly before it, with the history) --------------
  const meterRows: EamAssetMeterTable[] = [];
  const readingRows: EamMeterReadingTable[] = [];
  /** The value of each meter at an instant (linear between the seeded readings). */
  const meterSeries = new Map<string, Array<{ at: number; value: number }>>();
  const meterIds = new Map<string, string>();
  for (const m of meters) {
    const asset = assets.get(m.asset);
    if (!asset) continue;
    const id = newId();
    const offsets = [...Array.from({ length: 8 }, (_, k) => k), ...(opts.history ? Array.from({ length: 26 }, (_, w) => 14 + w * 7) : [])];
    // Oldest first, each step the days between times the use per day, give or take a tenth.
    const times = [...new Set(offsets)].sort((a, b) => b - a).map((days) => nowMs - days * DAY_MS - 30 * 60_000);
    const series: Array<{ at: number; value: number }> = [];
    let value = m.value - m.perDay * ((nowMs - times[0]!) / DAY_MS);
    for (const [i, at] of times.entries()) {
      if (i > 0) value += m.perDay * ((at - times[i - 1]!) / DAY_MS) * (0.9 + rnd() * 0.2);
      series.push({ at, value: round1(value) });
    }
    meterSeries.set(m.code, series);
    for (const r of series) {
      readingRows.push({ id: newId(), tenant_id: tenantId, meter_id: id, value: r.value, read_time: new Date(r.at).toISOString(), recorded_by: user(pick(['heping', 'pengcheng', 'gaoyuan', 'zhoujie'])), created_at: now });
    }
    const last = series.at(-1)!;
    meterIds.set(m.code, id);
    meterRows.push({ id, tenant_id: tenantId, asset_id: asset.id, code: m.code, name: m.name, kind: 'hours', unit: 'h', last_value: last.value, last_read_time: new Date(last.at).toISOString(), created_at: now });
  }

  // ---- plans and their tasks ------------------------------------------------------------------------------------------
  const plans: Array<ReturnType<typeof planRows>['plan']> = [];
  const projects: Array<ReturnType<typeof planRows>['projects'][number]> = [];
  const tasks: EamMaintainTaskTable[] = [];
  const taskProjects: EamMaintainTaskProjectTable[] = [];
  const skips: EamMaintainSkipTable[] = [];
  const jobs: ReturnType<typeof jobRow>[] = [];

  type Asset = NonNullable<ReturnType<typeof assets.get>>;
  type PlanRow = (typeof plans)[number];
  /** A task of the plan planned at `planStart`: closed (finished or cancelled by `close`) or open in `open` state. */
  function addTask(plan: PlanRow, asset: Asset, planProjects: typeof projects, planStart: string, state: OpenState | 'finish' | 'late' | 'cancel', parts: CalendarPlan['parts'] = []) {
    const id = newId();
    const start = Date.parse(planStart);
    const timeout = Number(plan.timeout);
    const deadline = start + timeout * HOUR_MS;
    const cost = planProjects.reduce((s, p) => s + Number(p.base_cost), 0);
    const executor = pick(membersOf(groups.find((g) => groupIds.get(g.code) === plan.group_id)!.code));
    let status = 'wait';
    let actStart: number | null = null;
    let actFinish: number | null = null;
    let executed = 0;
    if (state === 'finish' || state === 'late') {
      status = 'finish';
      actStart = state === 'finish' ? start + rnd() * 0.5 * timeout * HOUR_MS : deadline + (0.2 + rnd() * 2.8) * DAY_MS;
      actFinish = actStart + cost * (0.8 + rnd() * 0.6) * HOUR_MS;
      executed = planProjects.length;
    } else if (state === 'acting') {
      status = 'acting';
      actStart = Math.min(start + 2 * HOUR_MS, nowMs - 3 * HOUR_MS);
      executed = 1;
    } else if (state === 'cancel') {
      status = 'cancel';
    }
    const leader = groups.find((g) => groupIds.get(g.code) === plan.group_id)!.leader;
    tasks.push({
      id, tenant_id: tenantId, business_code: '', name: plan.name, plan_id: plan.id, maintain_type: plan.maintain_type, status,
      asset_id: asset.id, asset_code: asset.asset_code, asset_name: asset.name, asset_model: asset.model, asset_position: asset.path,
      group_id: plan.group_id, executor_id: actStart === null ? null : executor, plan_start_time: planStart, timeout, deadline: new Date(deadline).toISOString(),
      act_start_time: actStart === null ? null : new Date(actStart).toISOString(), act_finish_time: actFinish === null ? null : new Date(actFinish).toISOString(),
      total_cost: round1(cost), act_total_cost: actFinish === null || actStart === null ? null : round1((actFinish - actStart) / HOUR_MS),
      result: status === 'finish' ? pick(['保养完成，设备运行正常', '按规程完成，无异常', '已完成，部分部件磨损，已记录待下次更换']) : null,
      cancel_reason: status === 'cancel' ? pick(['设备检修停机，本次保养取消', '工艺调整停运，本次保养取消']) : null,
      cancelled_by: status === 'cancel' ? user(leader) : null,
      parts_json: JSON.stringify(status === 'finish' ? parts : []), created_at: planStart, updated_at: new Date(actFinish ?? actStart ?? start).toISOString(),
    });
    for (const [i, p] of planProjects.entries()) {
      const done = i < executed;
      // Now and then a project is not needed (the unit stood by); its reason is recorded.
      const none = done && status === 'finish' && rnd() < 0.04;
      taskProjects.push({
        id: newId(), tenant_id: tenantId, task_id: id, code: p.code, name: p.name, content: p.content, base_cost: Number(p.base_cost), sort: Number(p.sort),
        status: done ? (none ? 'none' : 'executed') : 'unexecuted', result: done ? (none ? '设备停机备用，本次不保养' : '正常') : null, picture_ids_json: '[]',
        operator_id: done ? executor : null, oper_time: done ? new Date((actStart ?? start) + (i + 1) * 0.5 * HOUR_MS).toISOString() : null,
      });
    }
    return { id, closedAt: status === 'finish' ? actFinish! : status === 'cancel' ? start + DAY_MS : null };
  }

  let planNumber = 0;
  const newPlan = (spec: Omit<PlanSpec, 'code' | 'groupId'> & { group: GroupCode }) => {
    planNumber += 1;
    const rows = planRows(tenantId, { ...spec, code: `BYJH-${String(planNumber).padStart(3, '0')}`, groupId: groupIds.get(spec.group)! }, now);
    plans.push(rows.plan);
    projects.push(...rows.projects);
    return rows;
  };
  const schedule = (plan: PlanRow, at: string | null) => {
    if (!at || plan.status !== 'start') return;
    plan.next_time = at;
    plan.job_id = newId();
    jobs.push(jobRow({ id: plan.job_id, tenantId, kind: MAINTAIN_PLAN_JOB, payload: { planId: plan.id, at }, dueAt: at }, now));
  };

  for (const c of calendarPlans) {
    const asset = assets.get(c.asset);
    if (!asset) continue;
    if (c.kind === 'fixed') {
      // The anchor lies a year and more back, so that its occurrence `lastAgo` days ago is the latest one.
      const latest = addUnits(today, -c.lastAgo, 'day');
      const back = c.unit === 'month' ? Math.ceil(14 / c.every) : Math.ceil(60 / c.every);
      const startDate = addUnits(latest, -back * c.every, c.unit);
      const rule: CalendarRule = { every: c.every, unit: c.unit, startDate };
      const { plan, projects: own } = newPlan({ ...c, maintainType: c.type, assetId: asset.id, trigger: { kind: 'fixed', every: c.every, unit: c.unit, startDate }, status: c.status ?? 'start' });
      const due: string[] = [];
      for (let i = 0; occurrenceTime(nthOccurrence(rule, i)) <= now; i += 1) due.push(nthOccurrence(rule, i));
      const last = due.at(-1)!;
      let openUntil = 0;
      let openTask: string | null = null;
      for (const [i, date] of due.entries()) {
        const at = occurrenceTime(date);
        const isLast = date === last;
        if (!isLast && (!opts.history || at < windowStart)) continue;
        if (Date.parse(at) < openUntil) {
          skips.push({ id: newId(), tenant_id: tenantId, plan_id: plan.id, occurrence_date: date, task_id: openTask, recorded_at: at });
          continue;
        }
        if (isLast && c.open !== 'none') {
          const task = addTask(plan, asset, own, at, c.open, c.parts);
          plan.open_task_id = task.id;
          plan.last_time = at;
          continue;
        }
        if (isLast && !opts.history) continue;
        // Mostly on time, some late, now and then cancelled; once in a while so late that the next date is skipped.
        const r = rnd();
        const nearEnd = i >= due.length - 2;
        const state = r < 0.8 ? 'finish' : r < 0.92 ? 'late' : r < 0.96 ? 'cancel' : nearEnd ? 'finish' : 'late';
        const task = addTask(plan, asset, own, at, state, c.parts);
        if (r >= 0.96 && !nearEnd) {
          // Done a whole interval and a half late: the occurrences meanwhile are skipped.
          const t = tasks.at(-1)!;
          const span = Date.parse(occurrenceTime(addUnits(date, c.every, c.unit))) - Date.parse(at);
          const finish = Date.parse(at) + span * 1.4;
          t.act_start_time = new Date(finish - 2 * HOUR_MS).toISOString();
          t.act_finish_time = new Date(finish).toISOString();
          t.act_total_cost = 2;
          t.updated_at = t.act_finish_time;
          openUntil = finish;
        } else {
          openUntil = task.closedAt ?? 0;
        }
        openTask = task.id;
        plan.last_time = at;
      }
      let nextIndex = due.length;
      while (occurrenceTime(nthOccurrence(rule, nextIndex)) <= now) nextIndex += 1;
      schedule(plan, occurrenceTime(nthOccurrence(rule, nextIndex)));
    } else {
      // After completion: the first a few days into the window (or in the coming days without the history).
      const first = opts.history ? addUnits(plantDateOf(windowStart), 3, 'day') : addUnits(today, c.open === 'none' ? 3 : 0, 'day');
      const rule: CalendarRule = { every: c.every, unit: c.unit, startDate: first };
      const { plan, projects: own } = newPlan({ ...c, maintainType: c.type, assetId: asset.id, trigger: { kind: 'completion', every: c.every, unit: c.unit, startDate: first } });
      let date: string | null = first;
      let nextAt: string | null = occurrenceTime(first);
      while (date && occurrenceTime(date) <= now) {
        const at = occurrenceTime(date);
        const following = completionNext(rule, at);
        const current = !following || occurrenceTime(following) > now;
        if (current && c.open !== 'none') {
          const task = addTask(plan, asset, own, at, c.open, c.parts);
          plan.open_task_id = task.id;
          plan.last_time = at;
          nextAt = null;
          break;
        }
        const task = addTask(plan, asset, own, at, rnd() < 0.85 ? 'finish' : 'late', c.parts);
        plan.last_time = at;
        date = completionNext(rule, new Date(task.closedAt!).toISOString());
        nextAt = date ? occurrenceTime(date) : null;
      }
      if (c.open !== 'none' && !plan.open_task_id) {
        const task = addTask(plan, asset, own, occurrenceTime(today), c.open, c.parts);
        plan.open_task_id = task.id;
        plan.last_time = occurrenceTime(today);
        nextAt = null;
      }
      // A next date already passed (the last task finished late) is due at once.
      schedule(plan, nextAt && nextAt < now ? now : nextAt);
    }
  }

  for (const m of meterPlans) {
    const asset = assets.get(m.asset);
    const meterId = meterIds.get(m.meter);
    const series = meterSeries.get(m.meter);
    if (!asset || !meterId || !series) continue;
    const latest = series.at(-1)!;
    const yesterday = series.at(-2)!;
    const before = series.at(-3)!;
    // 'crossed': the due value lies between the readings of two and one days ago; the task waits since yesterday's.
    const lastService = m.used === 'crossed' ? round1((before.value + yesterday.value) / 2 - m.every) : round1(latest.value - m.used * m.every);
    const { plan, projects: own } = newPlan({ ...m, maintainType: m.type, assetId: asset.id, trigger: { kind: 'meter', meterId, every: m.every, lastServiceReading: lastService } });
    if (m.used === 'crossed') {
      const at = new Date(yesterday.at).toISOString();
      const task = addTask(plan, asset, own, at, 'wait', m.parts);
      plan.open_task_id = task.id;
      plan.last_time = at;
    }
    // The last service, when it falls in the window of the seeded readings: the day the meter passed its value.
    const served = series.find((r) => r.value >= lastService);
    if (opts.history && served && served !== series[0] && served.at >= Date.parse(windowStart)) {
      const at = new Date(served.at).toISOString();
      addTask(plan, asset, own, at, rnd() < 0.8 ? 'finish' : 'late', m.parts);
      if (!plan.last_time || plan.last_time < at) plan.last_time = at;
    }
  }

  // Business codes in planned order: BY + the plant date + the day's number; the sequence goes on from there.
  tasks.sort((a, b) => a.plan_start_time.localeCompare(b.plan_start_time));
  const perDay = new Map<string, number>();
  for (const t of tasks) {
    const day = plantDateOf(t.plan_start_time).replaceAll('-', '');
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    t.business_code = `BY${day}-${String(n).padStart(3, '0')}`;
  }

  await db.transaction().execute(async (tx) => {
    await insertRows(tx, 'eam_maintain_group', groupRows);
    await insertRows(tx, 'eam_maintain_group_member', groups.flatMap((g) => g.members.map((m) => ({ group_id: groupIds.get(g.code)!, user_id: user(m), tenant_id: tenantId }))));
    await insertRows(tx, 'eam_asset_meter', meterRows);
    await insertRows(tx, 'eam_meter_reading', readingRows);
    await insertRows(tx, 'eam_maintain_plan', plans);
    await insertRows(tx, 'eam_maintain_project', projects);
    await insertRows(tx, 'eam_maintain_task', tasks);
    await insertRows(tx, 'eam_maintain_task_project', taskProjects);
    await insertRows(tx, 'eam_maintain_skip', skips);
    await insertRows(tx, 'eam_maintain_code_seq', [...perDay].map(([day, last]) => ({ tenant_id: tenantId, day, last })));
    await insertRows(tx, 'sys_job', jobs);
  });
}
