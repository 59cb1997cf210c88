/**
 * The plant's corrective repair: fault types, the fault library of a water plant, urgencies, three teams of real
 * staff, and the approval setting on (new reports go through the seeded 设备维修申请 process). Always: a few open
 * orders in each status for the demo users (a report waiting for dispatch, one dispatched, one under repair with its
 * asset down, one waiting for acceptance, one failed at acceptance, one closed, one cancelled). With the history: six
 * months of finished repairs with their work orders, failure codes, parts and hours (MTTR in hours), a few failed
 * at acceptance first, a few cancelled, and one report waiting in the approval. Dates are relative to `today`; the
 * same `today` gives the same rows (a seeded generator).
 */
import type { Db } from '../../db/database.js';
import type { EamRepairAcceptanceTable, EamRepairActTable, EamRepairOrderTable, EamRepairProcessTable } from '../../db/schema.js';
import { insertRows } from '../../db/insert-rows.js';
import type { Session } from '../../platform/auth/session.js';
import { newId, type Clock } from '../../platform/clock.js';
import { t } from '../../platform/messages.js';
import { createRuntimeActions } from '../../modules/bpm-runtime/index.js';
import { approvalForm } from '../../modules/eam/repair/repair-approval.js';
import { createFilesService } from '../../modules/files/files.service.js';
import { formatPlantDate } from '../../modules/sys/date-format.js';
import { createSysCatalogue } from '../../modules/sys/index.js';
import { createOrgDirectoryProvider } from '../../modules/uc/org-directory.js';
import { createUcRepository } from '../../modules/uc/uc.repository.js';
import { seededRandom } from '../portal/readings.js';
import { workflowSeedDeps } from '../workflow/index.js';
import { faults, faultTypes, repairTeams, reporters, urgencies, type SeedFault, type TeamKey } from './repair-catalogue.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Yuan per hour of the plant's own labour, for the work orders' cost. */
const LABOUR_RATE = 80;

type UrgencyCode = (typeof urgencies)[number]['code'];
interface Asset { id: string; code: string; name: string; category: string; position: string | null }

/** One repair attempt: who started and when, when it finished, and the acceptance of it, if any yet. */
interface Attempt { executor: string; start: number; finish?: number; verdict?: { ok: boolean; by: string; at: number; notes: string | null } }
/** An order's whole story; its status follows from how far the story got. */
interface Story {
  fault: SeedFault; asset: Asset; reporter: string; urgency: UrgencyCode; reported: number; assetDown: boolean; content: string;
  dispatch?: { team: TeamKey; executor: string; by: string; at: number };
  attempts: Attempt[];
  cancel?: { by: string; at: number; notes: string };
}

function statusOf(s: Story): string {
  if (s.cancel) return 'cancel';
  if (!s.dispatch) return 'not_dispatch';
  const last = s.attempts.at(-1);
  if (!last) return 'dispatched';
  if (last.finish === undefined) return 'repairing';
  if (!last.verdict) return 'wait_acceptance';
  return last.verdict.ok ? 'finish' : 'acceptance_failed';
}

/** The rows of one story: the order, its attempts, verdicts and timeline. */
function rowsOf(s: Story, ctx: { tenantId: string; code: string; userId: (a: string) => string; teamId: (k: TeamKey) => string; teamName: (k: TeamKey) => string;
  urgencyId: (c: UrgencyCode) => string; faultId: (code: string) => string; nameOf: (a: string) => string }) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const id = newId();
  const hours = urgencies.find((u) => u.code === s.urgency)!.responseHours;
  const status = statusOf(s);
  const steps: Array<Omit<EamRepairProcessTable, 'id' | 'tenant_id' | 'order_id' | 'seq'>> = [];
  const step = (label: string, at: number, by: string | null, content: string | null) =>
    steps.push({ label, rcd_time: iso(at), user_id: by ? ctx.userId(by) : null, process_content: content, picture_ids: '[]' });
  step('report', s.reported, s.reporter, s.content);
  if (s.dispatch) {
    step('dispatch', s.dispatch.at, s.dispatch.by, t('zh-CN', 'eam.repair.dispatchContent', { group: ctx.teamName(s.dispatch.team), executor: ctx.nameOf(s.dispatch.executor) }));
  }
  const acts: EamRepairActTable[] = [];
  const verdicts: EamRepairAcceptanceTable[] = [];
  let downtimeEnd: number | null = null;
  s.attempts.forEach((a, i) => {
    step('start', a.start, a.executor, i > 0 ? t('zh-CN', 'eam.repair.startAgainContent', { attempt: i + 1 }) : null);
    const done = a.finish !== undefined;
    const labour = done ? Math.round(((a.finish! - a.start) / HOUR) * 10) / 10 : null;
    const partsCost = s.fault.parts.reduce((sum, p) => sum + p.qty * p.price, 0);
    if (done) {
      step('finish', a.finish!, a.executor, `${s.fault.cause}，${s.fault.solution}`);
      downtimeEnd = s.assetDown ? a.finish! : null;
    }
    acts.push({
      id: newId(), tenant_id: ctx.tenantId, order_id: id, attempt: i + 1, executor_id: ctx.userId(a.executor), started_at: iso(a.start),
      finished_at: done ? iso(a.finish!) : null, cause: done ? s.fault.cause : null, remedy: done ? s.fault.solution : null,
      failure_mode: done ? s.fault.mode : null, failure_mechanism: done ? s.fault.mechanism : null, failure_cause: done ? s.fault.failureCause : null,
      parts_json: JSON.stringify(done && i === 0 ? s.fault.parts.map(({ name, qty, unit }) => ({ name, qty, unit })) : []), labor_hours: labour,
      cost: done ? Math.round((i === 0 ? partsCost : 0) + (labour ?? 0) * LABOUR_RATE) : null, downtime_end: done && s.assetDown ? iso(a.finish!) : null,
      picture_ids: '[]', notes: null,
    });
    if (a.verdict) {
      step(a.verdict.ok ? 'accept' : 'acceptance_failed', a.verdict.at, a.verdict.by, a.verdict.notes);
      if (!a.verdict.ok) downtimeEnd = null;
      verdicts.push({
        id: newId(), tenant_id: ctx.tenantId, order_id: id, accept_result: a.verdict.ok ? 'finish' : 'acceptance_failed', notes: a.verdict.notes,
        actual_cost: a.verdict.ok ? acts.reduce((sum, x) => sum + (x.cost ?? 0), 0) : null, accepter_id: ctx.userId(a.verdict.by), accepted_at: iso(a.verdict.at),
      });
    }
  });
  if (s.cancel) step('cancel', s.cancel.at, s.cancel.by, s.cancel.notes);
  const last = steps.at(-1)!;
  const finishes = s.attempts.filter((a) => a.finish !== undefined);
  const passed = s.attempts.find((a) => a.verdict?.ok)?.verdict;
  const order: EamRepairOrderTable = {
    id, tenant_id: ctx.tenantId, business_code: ctx.code, asset_id: s.asset.id, category_tpl_id: ctx.faultId(s.fault.code), urgency_id: ctx.urgencyId(s.urgency),
    content: s.content, picture_ids: '[]', asset_down: s.assetDown ? 1 : 0, plan_finish_date: null, repair_type: 'self_repair', source_abnormal_id: null,
    repair_status: status, proc_id: null, report_user_id: ctx.userId(s.reporter), reported_at: iso(s.reported), response_deadline: iso(s.reported + hours * HOUR),
    approved_at: null, group_id: s.dispatch ? ctx.teamId(s.dispatch.team) : null, executor_id: s.dispatch ? ctx.userId(s.dispatch.executor) : null,
    dispatcher_id: s.dispatch ? ctx.userId(s.dispatch.by) : null, dispatched_at: s.dispatch ? iso(s.dispatch.at) : null,
    started_at: s.attempts[0] ? iso(s.attempts[0].start) : null, finished_at: finishes.length > 0 ? iso(finishes.at(-1)!.finish!) : null,
    accepted_at: passed ? iso(passed.at) : null, cancelled_at: s.cancel ? iso(s.cancel.at) : null, downtime_end: downtimeEnd === null ? null : iso(downtimeEnd),
    updated_at: last.rcd_time,
  };
  return { order, acts, verdicts, steps: steps.map((p, i) => ({ ...p, id: newId(), tenant_id: ctx.tenantId, order_id: id, seq: i + 1 })) };
}

/** The demo users' open orders, hours before `now`: one in each status a screen shows. */
function openStories(now: number, pick: (category: string, n: number) => Asset, fault: (code: string) => SeedFault): Story[] {
  const ago = (h: number) => now - h * HOUR;
  const f = (code: string) => fault(code);
  return [
    { fault: f('GZ-001'), asset: pick('PU', 1), reporter: 'chenjing', urgency: 'urgent', reported: ago(3), assetDown: false,
      content: '2#进水提升泵运行时振动明显，靠近电机侧有异响', attempts: [] },
    { fault: f('GZ-018'), asset: pick('IN', 1), reporter: 'yangfan', urgency: 'normal', reported: ago(20), assetDown: false,
      content: '溶解氧读数一直在0.2附近，与便携仪比对相差1.5mg/L', attempts: [] },
    { fault: f('GZ-005'), asset: pick('DS', 1), reporter: 'chenjing', urgency: 'serious', reported: ago(9), assetDown: false,
      content: '2#PAC计量泵运行但出口没有药液，管路有气泡',
      dispatch: { team: 'mech', executor: 'heping', by: 'heping', at: ago(8) }, attempts: [] },
    { fault: f('GZ-006'), asset: pick('BL', 0), reporter: 'lijun', urgency: 'urgent', reported: ago(6), assetDown: true,
      content: '沉砂池1#罗茨风机异响加剧，已切换到2#运行',
      dispatch: { team: 'mech', executor: 'luobin', by: 'liqiang', at: ago(5.5) }, attempts: [{ executor: 'luobin', start: ago(2) }] },
    { fault: f('GZ-024'), asset: pick('NW', 2), reporter: 'chenjing', urgency: 'serious', reported: ago(30), assetDown: false,
      content: '中控室3#接入交换机第12口指示灯不亮，工程师站断网',
      dispatch: { team: 'it', executor: 'zhangmin', by: 'zhangmin', at: ago(29) }, attempts: [{ executor: 'zhangmin', start: ago(26), finish: ago(1) }] },
    { fault: f('GZ-012'), asset: pick('SL', 2), reporter: 'zhaolei', urgency: 'serious', reported: ago(50), assetDown: true,
      content: '1#带式压滤机滤带向左跑偏，纠偏报警频繁',
      dispatch: { team: 'mech', executor: 'gaoyuan', by: 'heping', at: ago(48) },
      attempts: [{ executor: 'gaoyuan', start: ago(46), finish: ago(43), verdict: { ok: false, by: 'zhaolei', at: ago(20), notes: '运行半天后又开始跑偏，纠偏气缸仍漏气' } }] },
    { fault: f('GZ-020'), asset: pick('IN', 8), reporter: 'chenjing', urgency: 'normal', reported: ago(76), assetDown: false,
      content: '液位计读数比就地标尺高约0.3米',
      dispatch: { team: 'elec', executor: 'lintao', by: 'pengcheng', at: ago(70) },
      attempts: [{ executor: 'lintao', start: ago(52), finish: ago(50.5), verdict: { ok: true, by: 'chenjing', at: ago(30), notes: '读数与标尺一致' } }] },
    { fault: f('GZ-010'), asset: pick('VA', 3), reporter: 'yangfan', urgency: 'normal', reported: ago(40), assetDown: false,
      content: '曝气调节蝶阀开不到位', attempts: [], cancel: { by: 'yangfan', at: ago(39), notes: '重复报修，与巡检缺陷同一故障' } },
  ];
}

/** Six months of repairs before `now`: about one failure every other day, most closed within hours to a day. */
function historyStories(now: number, r: () => number, assetsOf: (categories: string[]) => Asset[], teams: Map<TeamKey, { leader: string; members: readonly string[] }>): Story[] {
  const pickOf = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + r() * (hi - lo);
  const stories: Story[] = [];
  // From 180 days ago to a week ago, at the plant's working and night hours alike.
  const midnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  for (let d = 180; d >= 7; d -= 1) {
    if (r() > 0.5) continue;
    const fault = pickOf(faults);
    const assets = assetsOf(fault.assets);
    if (assets.length === 0) continue;
    const roll = r();
    const urgency: UrgencyCode = roll < 0.2 ? 'urgent' : roll < 0.55 ? 'serious' : 'normal';
    const reported = midnight - d * DAY + Math.floor(between(0, 24)) * HOUR + Math.floor(between(0, 60)) * 60_000;
    const reporter = pickOf(reporters);
    const story: Story = {
      fault, asset: pickOf(assets), reporter, urgency, reported, assetDown: r() < 0.4, content: `${fault.name}，请尽快处理`, attempts: [],
    };
    if (r() < 0.05) {
      stories.push({ ...story, cancel: { by: reporter, at: reported + between(0.5, 3) * HOUR, notes: '现场复位后恢复正常，撤销报修' } });
      continue;
    }
    const team = teams.get(fault.team)!;
    const dispatchWait = urgency === 'urgent' ? between(0.2, 1.5) : urgency === 'serious' ? between(0.5, 6) : between(2, 30);
    const dispatchAt = reported + dispatchWait * HOUR;
    const executor = pickOf(team.members);
    story.dispatch = { team: fault.team, executor, by: r() < 0.7 ? team.leader : 'liqiang', at: dispatchAt };
    let start = dispatchAt + (urgency === 'urgent' ? between(0.2, 2) : between(0.5, 20)) * HOUR;
    let finish = start + fault.hours * between(0.6, 1.8) * HOUR;
    if (r() < 0.1) {
      const failedAt = finish + between(2, 20) * HOUR;
      story.attempts.push({ executor, start, finish, verdict: { ok: false, by: reporter, at: failedAt, notes: '试运行后故障复现' } });
      start = failedAt + between(1, 10) * HOUR;
      finish = start + fault.hours * between(0.4, 1) * HOUR;
    }
    const accepter = r() < 0.8 ? reporter : 'liqiang';
    story.attempts.push({ executor, start, finish, verdict: { ok: true, by: accepter, at: finish + between(0.5, 24) * HOUR, notes: '运行正常，验收通过' } });
    stories.push(story);
  }
  return stories;
}

/** The runtime's actions over the database, as the server builds them: the approval of the seeded report starts through them. */
function seedRuntime(db: Db, dataDir: string, clock: Clock) {
  const { definitions, startRights } = workflowSeedDeps(db, clock);
  const sys = createSysCatalogue({ db, clock });
  return createRuntimeActions({
    db, clock, organisation: createOrgDirectoryProvider(createUcRepository(db)), definitions, startRights,
    files: createFilesService({ db, dataDir, maxBytes: 20 * 1024 * 1024, clock }), serials: sys.identity, dictionaries: sys.dict,
  });
}

/** Seeds the tenant's repair settings and orders once (nothing when it has fault types already). */
export async function seedRepair(db: Db, tenantId: string, opts: { today: Date; history: boolean; dataDir?: string }): Promise<void> {
  if (await db.selectFrom('eam_repair_category').select('id').where('tenant_id', '=', tenantId).executeTakeFirst()) return;
  const now = opts.today.getTime();
  const at = opts.today.toISOString();
  const users = new Map((await db.selectFrom('uc_user').select(['id', 'account', 'fullname']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u]));
  const userId = (account: string) => {
    const u = users.get(account);
    if (!u) throw new Error(`seed: no user ${account}`);
    return u.id;
  };
  const assetRows = await db.selectFrom('eam_asset as a').innerJoin('eam_asset_category as c', 'c.id', 'a.category_id').leftJoin('eam_position as p', 'p.id', 'a.position_id')
    .select(['a.id', 'a.asset_code', 'a.name', 'c.code as category', 'p.path']).where('a.tenant_id', '=', tenantId).where('a.asset_status', 'in', ['using', 'idle'])
    .orderBy('a.asset_code').execute();
  const assets: Asset[] = assetRows.map((a) => ({ id: a.id, code: a.asset_code, name: a.name, category: a.category, position: a.path }));
  if (assets.length === 0) return;
  const assetsOf = (categories: string[]) => assets.filter((a) => categories.includes(a.category));
  const pick = (category: string, n: number) => {
    const of = assetsOf([category]);
    return of[Math.min(n, of.length - 1)] ?? assets[0]!;
  };

  // Settings.
  const typeIds = new Map<string, string>();
  const typeRows = faultTypes.flatMap((root, i) => {
    const rootId = newId();
    typeIds.set(root.code, rootId);
    return [
      { id: rootId, tenant_id: tenantId, parent_id: null, code: root.code, name: root.name, hierarchy_name: root.name, sort: i + 1 },
      ...root.children.map((c, j) => {
        const cid = newId();
        typeIds.set(c.code, cid);
        return { id: cid, tenant_id: tenantId, parent_id: rootId, code: c.code, name: c.name, hierarchy_name: `${root.name}/${c.name}`, sort: j + 1 };
      }),
    ];
  });
  const faultIds = new Map(faults.map((f) => [f.code, newId()]));
  const urgencyIds = new Map(urgencies.map((u) => [u.code as UrgencyCode, newId()]));
  const teamIds = new Map(repairTeams.map((g) => [g.key as TeamKey, newId()]));
  await db.transaction().execute(async (tx) => {
    await insertRows(tx, 'eam_repair_category', typeRows);
    await insertRows(tx, 'eam_repair_category_tpl', faults.map((f) => ({
      id: faultIds.get(f.code)!, tenant_id: tenantId, category_id: typeIds.get(f.type)!, code: f.code, name: f.name, repair_solution: f.solution, cost_time: f.hours,
      created_at: at, updated_at: at,
    })));
    await insertRows(tx, 'eam_repair_urgency', urgencies.map((u) => ({ id: urgencyIds.get(u.code)!, tenant_id: tenantId, code: u.code, name: u.name, sort: u.sort, response_hours: u.responseHours })));
    await insertRows(tx, 'eam_repair_group', repairTeams.map((g) => ({
      id: teamIds.get(g.key)!, tenant_id: tenantId, name: g.name, leader_id: userId(g.leader), status: 'enable', notes: g.notes, created_at: at, updated_at: at,
    })));
    await insertRows(tx, 'eam_repair_group_member', repairTeams.flatMap((g) => g.members.map((m) => ({ group_id: teamIds.get(g.key)!, tenant_id: tenantId, user_id: userId(m) }))));
    await tx.insertInto('eam_repair_setting').values({ tenant_id: tenantId, approval_process_key: 'repair', updated_at: at }).execute();
  });

  // Orders: the open ones always, six months of history when asked; numbered per plant day in report order.
  const fault = (code: string) => faults.find((f) => f.code === code)!;
  const teams = new Map(repairTeams.map((g) => [g.key as TeamKey, { leader: g.leader, members: g.members }]));
  const stories = [...openStories(now, pick, fault), ...(opts.history ? historyStories(now, seededRandom(20_260_524), assetsOf, teams) : [])]
    .sort((a, b) => a.reported - b.reported);
  const perDay = new Map<string, number>();
  const ctx = {
    tenantId, userId, teamId: (k: TeamKey) => teamIds.get(k)!, teamName: (k: TeamKey) => repairTeams.find((g) => g.key === k)!.name,
    urgencyId: (c: UrgencyCode) => urgencyIds.get(c)!, faultId: (c: string) => faultIds.get(c)!, nameOf: (a: string) => users.get(a)?.fullname ?? a,
  };
  const built = stories.map((s) => {
    const day = formatPlantDate(new Date(s.reported), 'yyyyMMdd');
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    return rowsOf(s, { ...ctx, code: `BX${day}-${String(n).padStart(3, '0')}` });
  });
  await db.transaction().execute(async (tx) => {
    await insertRows(tx, 'eam_repair_order', built.map((b) => b.order));
    await insertRows(tx, 'eam_repair_act', built.flatMap((b) => b.acts));
    await insertRows(tx, 'eam_repair_acceptance', built.flatMap((b) => b.verdicts));
    await insertRows(tx, 'eam_repair_process', built.flatMap((b) => b.steps));
    // An open order of an asset that is down keeps the asset under repair.
    const down = built.filter((b) => b.order.asset_down === 1 && !['finish', 'cancel'].includes(b.order.repair_status)).map((b) => b.order.asset_id);
    if (down.length > 0) await tx.updateTable('eam_asset').set({ asset_status: 'repair', updated_at: at }).where('id', 'in', down).execute();
  });

  // With the history (which runs with the demo instances): one report waiting in its approval, in the approvers' to-do lists.
  if (opts.history && opts.dataDir) await seedApprovalWaiting(db, tenantId, { now, dataDir: opts.dataDir, userId, asset: pick('SD', 1), ctx });
}

/** A report of chenjing's an hour ago, its 设备维修申请 started through the runtime as the server does on create. */
async function seedApprovalWaiting(db: Db, tenantId: string, o: {
  now: number; dataDir: string; userId: (a: string) => string; asset: Asset;
  ctx: { urgencyId: (c: UrgencyCode) => string; faultId: (c: string) => string };
}) {
  const reported = o.now - HOUR;
  const at = new Date(reported).toISOString();
  const runtime = seedRuntime(db, o.dataDir, { now: () => new Date(reported) });
  const id = newId();
  const content = '2#二沉池刮吸泥机行走轮打滑，电机电流波动大';
  const f = faults.find((x) => x.code === 'GZ-013')!;
  const day = formatPlantDate(new Date(reported), 'yyyyMMdd');
  const last = await db.selectFrom('eam_repair_order').select((eb) => eb.fn.max('business_code').as('code')).where('tenant_id', '=', tenantId)
    .where('business_code', 'like', `BX${day}-%`).executeTakeFirst();
  const n = last?.code ? Number(last.code.slice(-3)) + 1 : 1;
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('eam_repair_order').values({
      id, tenant_id: tenantId, business_code: `BX${day}-${String(n).padStart(3, '0')}`, asset_id: o.asset.id, category_tpl_id: o.ctx.faultId(f.code),
      urgency_id: o.ctx.urgencyId('serious'), content, picture_ids: '[]', asset_down: 0, plan_finish_date: null, repair_type: 'self_repair', source_abnormal_id: null,
      repair_status: 'approval', proc_id: null, report_user_id: o.userId('chenjing'), reported_at: at, response_deadline: new Date(reported + 24 * HOUR).toISOString(),
      approved_at: null, group_id: null, executor_id: null, dispatcher_id: null, dispatched_at: null, started_at: null, finished_at: null, accepted_at: null,
      cancelled_at: null, downtime_end: null, updated_at: at,
    }).execute();
    await tx.insertInto('eam_repair_process').values({
      id: newId(), tenant_id: tenantId, order_id: id, seq: 1, label: 'report', process_content: content, picture_ids: '[]', rcd_time: at, user_id: o.userId('chenjing'),
    }).execute();
  });
  const session: Session = { userId: o.userId('chenjing'), account: 'chenjing', tenantId, sid: 'seed', jti: 'seed', iat: 0, exp: 0, isAdmin: false };
  const { instId } = await runtime.instances.start({ session, lang: 'zh-CN' }, {
    flowKey: 'repair', businessKey: id,
    data: approvalForm({
      orderId: id, assetName: o.asset.name, assetCode: o.asset.code, location: o.asset.position, urgencyCode: 'serious', content, faultName: f.name, pictureIds: [],
    }),
  });
  await db.updateTable('eam_repair_order').set({ proc_id: instId }).where('id', '=', id).execute();
}
