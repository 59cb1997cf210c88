import type { Db } from '../db/database.js';
import type { Session } from '../platform/auth/session.js';
import type { Clock } from '../platform/clock.js';
import { createDefinitionsRepository } from '../modules/bpm-model/definitions.repository.js';
import { createDefinitionsService } from '../modules/bpm-model/definitions.service.js';
import { createStartRightsRepository } from '../modules/bpm-model/start-rights.repository.js';
import { createStartRightsService } from '../modules/bpm-model/start-rights.service.js';
import { createFilesService } from '../modules/files/files.service.js';
import { createRuntimeActions } from '../modules/bpm-runtime/index.js';
import { createFormModule } from '../modules/form/index.js';
import { createSysCatalogue } from '../modules/sys/index.js';
import type { Caller } from '../modules/bpm-runtime/actions/task-actions.service.js';
import { createTypesRepository } from '../modules/sys/types.repository.js';
import { createTypesService } from '../modules/sys/types.service.js';
import { formatPlantDate } from '../modules/sys/date-format.js';
import { plantDate, seasonOf } from './seasons.js';
import { addWorkingDays } from '../modules/bpm-runtime/timers/working-days.js';
import { createOrgDirectoryProvider } from '../modules/uc/org-directory.js';
import { createUcRepository } from '../modules/uc/uc.repository.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A clock the seed moves: each request happens at its own moment of the last two weeks. */
function movableClock(start: number) {
  let now = start;
  return { clock: { now: () => new Date(now) } satisfies Clock, set: (ms: number) => { now = ms; }, advance: (ms: number) => { now += ms; } };
}

/** The runtime actions over a database, built like the server builds them, for seeding. */
function seedServices(db: Db, dataDir: string, clock: Clock) {
  const organisation = createOrgDirectoryProvider(createUcRepository(db));
  const categories = createTypesService(createTypesRepository(db));
  const { forms } = createFormModule({ db, clock });
  const definitions = createDefinitionsService({ repo: createDefinitionsRepository(db), organisation, clock, categories, forms });
  const startRights = createStartRightsService({ repo: createStartRightsRepository(db), organisation, deployedKeys: definitions.mainKeys });
  const files = createFilesService({ db, dataDir, maxBytes: 20 * 1024 * 1024, clock });
  const sys = createSysCatalogue({ db, clock });
  return createRuntimeActions({ db, clock, organisation, definitions, startRights, files, serials: sys.identity, dictionaries: sys.dict });
}

/**
 * Starts a few dozen instances of the six demo processes as different staff and drives them to varied
 * states: waiting at the first step or further on, approved, rejected back to the starter, transferred,
 * claimed, circulated, asked for an inquiry or communication, extended, urged, ended by hand, revoked, and
 * drafts. Runs after the workflow catalogue seed (the processes and start rights must exist); does
 * nothing when the tenant already has instances. Returns how many it created.
 */
/** The safety notice the office circulates, for the season the plant is seeded in. */
const SEASONAL_NOTICE = {
  spring: { title: '关于做好春季防风防火工作的通知', body: '各部门检查厂区消防设施，加强大风天气高处作业和临时用电管理。' },
  summer: { title: '关于加强汛期安全生产的通知', body: '各部门做好汛期设备巡检和应急值守工作。' },
  autumn: { title: '关于做好秋季设备检修和防汛收尾工作的通知', body: '各部门完成汛期设施复位，按计划开展秋季设备检修。' },
  winter: { title: '关于做好冬季防寒防冻工作的通知', body: '各部门检查管道和仪表保温，做好加药间、出水泵房的防冻措施。' },
};

export async function seedDemoInstances(db: Db, opts: { dataDir: string; tenantCode: string; now?: Date }): Promise<number> {
  const tenant = await db.selectFrom('uc_tenant').select('id').where('code', '=', opts.tenantCode).executeTakeFirst();
  if (!tenant) return 0;
  if (await db.selectFrom('bpm_instance').select('id').where('tenant_id', '=', tenant.id).executeTakeFirst()) return 0;
  const deployed = new Set((await db.selectFrom('bpm_definition').select('def_key').where('tenant_id', '=', tenant.id).execute()).map((r) => r.def_key));
  if (!['leave', 'purchase', 'repair', 'docSign', 'vehicle', 'expense'].every((key) => deployed.has(key))) return 0;

  const end = (opts.now ?? new Date()).getTime();
  const time = movableClock(end - 14 * DAY);
  const { tasks, instances } = seedServices(db, opts.dataDir, time.clock);
  const users = new Map((await db.selectFrom('uc_user').select(['id', 'account', 'is_admin']).where('tenant_id', '=', tenant.id).execute()).map((u) => [u.account, u]));
  const as = (account: string): Caller => {
    const u = users.get(account);
    if (!u) throw new Error(`seed: no user ${account}`);
    const session: Session = { userId: u.id, account, tenantId: tenant.id, sid: 'seed', jti: 'seed', iat: 0, exp: 0, isAdmin: u.is_admin === 1 };
    return { session, lang: 'zh-CN' };
  };
  const id = (account: string) => as(account).session.userId;

  /** The open task of a user in an instance: assigned to them, or shared with them. */
  async function taskOf(account: string, instId: string): Promise<string> {
    const uid = id(account);
    const row = await db.selectFrom('bpm_task as t').select('t.id').where('t.inst_id', '=', instId).where('t.open', '=', 1)
      .where((eb) => eb.or([eb('t.assignee_id', '=', uid), eb.exists(eb.selectFrom('bpm_task_candidate as c').select('c.task_id').whereRef('c.task_id', '=', 't.id').where('c.user_id', '=', uid))]))
      .executeTakeFirst();
    if (!row) throw new Error(`seed: ${account} holds no task of ${instId}`);
    return row.id;
  }
  const step = () => time.advance(2 * HOUR + Math.floor(HOUR / 3));
  const start = async (account: string, key: string, data: Record<string, unknown>, extra: { urgentStateValue?: number } = {}) => {
    step();
    return (await instances.start(as(account), { flowKey: key, data, ...extra })).instId;
  };
  const decide = async (account: string, instId: string, actionName: 'agree' | 'oppose' | 'reject' | 'backToStart', opinion: string, extra: { destination?: string; data?: Record<string, unknown> } = {}) => {
    step();
    await tasks.complete(as(account), { taskId: await taskOf(account, instId), actionName, opinion, ...extra });
  };
  /** Starts each scenario on its own day, so lists and the trend chart show a spread of dates. */
  let day = 0;
  // 09:00 at the plant (UTC+8) of each day: from the moment of seeding, a late start ran past midnight and a
  // leave asked 'from tomorrow' began on the day it was filed.
  const firstMorning = Math.floor((end - 14 * DAY + 8 * HOUR) / DAY) * DAY - 8 * HOUR + 9 * HOUR;
  const nextDay = () => time.set(firstMorning + (day++ % 13) * DAY);
  let created = 0;
  const scenario = async (run: () => Promise<unknown>) => { nextDay(); await run(); created += 1; };

  /** The plant date `workingDays` after (or before, when negative) the scenario's own day. */
  const workday = (workingDays: number) => {
    const now = time.clock.now();
    const date = workingDays >= 0 ? addWorkingDays(now, workingDays) : new Date(now.getTime() + workingDays * DAY);
    return formatPlantDate(date, 'yyyy-MM-dd');
  };
  /** A leave from the next working day, as many working days long as it says. */
  const leave = (days: number, reason: string, leaveType = 'personal') => ({ leaveType, startDate: workday(1), endDate: workday(days), reason });
  // Serial numbers and amounts are the server's: it numbers each request when it starts and totals its lines.
  const purchase = async (item: string, amount: number, qty: number) => ({
    item, supplier: '北京清流环保设备有限公司', reason: `${item}更换，保障生产运行`,
    items: [{ name: item, spec: '标准型', qty, unitPrice: amount / qty }],
  });
  const repair = async (device: string, location: string, faultLevel: string, description: string) => ({ device, location, faultLevel, description });
  const docSign = async (title: string, content: string) => ({ title, content });
  const vehicle = (destination: string, passengers: number, purpose: string) => ({ useDate: `${workday(1)} 08:30`, destination, passengers, purpose });
  const expense = (expenseType: string[], amount: number, item: string) => ({
    expenseType, amount, detail: [{ date: workday(-3), item, cost: amount, note: '' }], detailTotal: amount,
  });

  // 请假申请 (leave)
  await scenario(() => start('chenjing', 'leave', leave(2, '家中有事需处理')));
  await scenario(async () => { const i = await start('yangfan', 'leave', leave(5, '回老家探亲', 'annual')); await decide('wangfang', i, 'agree', '同意，注意交接工作'); });
  await scenario(async () => { const i = await start('huangli', 'leave', leave(1, '身体不适', 'sick')); await decide('wangfang', i, 'agree', '同意，好好休息'); });
  await scenario(async () => {
    const i = await start('zhoujie', 'leave', leave(7, '参加培训', 'annual'));
    await decide('wangfang', i, 'agree', '同意');
    await decide('zhangwei', i, 'backToStart', '运行高峰期，请调整请假时间');
  });
  await scenario(async () => { const i = await start('maqian', 'leave', leave(3, '处理个人事务')); await decide('zhaoli', i, 'reject', '请写明具体事由'); });
  await scenario(async () => {
    const i = await start('tianye', 'leave', leave(2, '孩子开家长会'));
    step();
    await instances.revoke(as('tianye'), { instanceId: i, cause: '时间有变，撤回重新安排' });
  });
  await scenario(async () => {
    const i = await start('liuhui', 'leave', leave(4, '婚假', 'marriage'));
    step();
    await tasks.inquire(as('wangfang'), { taskId: await taskOf('wangfang', i), userIds: [id('lijun')], opinion: '请确认班组排班能否覆盖' });
  });
  await scenario(async () => {
    const i = await start('xuqiang', 'leave', leave(1, '办理证件'));
    step();
    await instances.urge(as('xuqiang'), { instId: i, content: '明天就要请假，请尽快审批' });
  });
  await scenario(async () => {
    const i = await start('zhaolei', 'leave', leave(10, '年休假', 'annual'));
    await decide('wangfang', i, 'agree', '同意');
    await decide('zhangwei', i, 'agree', '同意，安排好夜班值班');
  });

  // 采购申请 (purchase)
  await scenario(async () => start('chenjing', 'purchase', await purchase('加药计量泵', 60000, 2)));
  await scenario(async () => {
    const i = await start('heping', 'purchase', await purchase('曝气鼓风机轴承', 120000, 4), { urgentStateValue: 1 });
    await decide('liqiang', i, 'agree', '设备急需，同意');
    await decide('zhangwei', i, 'agree', '同意采购，注意比价');
  });
  await scenario(async () => {
    const i = await start('luobin', 'purchase', await purchase('电动阀门执行器', 8000, 4));
    step();
    await tasks.delegate(as('liqiang'), { taskId: await taskOf('liqiang', i), userId: id('zhangmin'), opinion: '请张敏核实型号后处理' });
  });
  await scenario(async () => {
    const i = await start('hezhen', 'purchase', await purchase('办公打印耗材', 3000, 10));
    step();
    await instances.copyTo(as('sunyan'), { taskId: await taskOf('sunyan', i), userId: [id('luoxia'), id('liangchen')], opinion: '请了解采购情况' });
    await decide('sunyan', i, 'agree', '同意');
    const notice = await db.selectFrom('bpm_notice').select('id').where('inst_id', '=', i).where('user_id', '=', id('liangchen')).executeTakeFirstOrThrow();
    step();
    await instances.noticesRead(as('liangchen'), notice.id);
  });
  await scenario(async () => {
    const i = await start('xiemei', 'purchase', await purchase('COD快速测定仪', 70000, 1));
    await decide('zhengyu', i, 'agree', '化验需要，同意');
    await decide('zhangwei', i, 'agree', '同意');
  });
  await scenario(async () => {
    const i = await start('wuhao', 'purchase', await purchase('格栅除污机链条', 55000, 5));
    await decide('wangfang', i, 'agree', '同意');
    step();
    await tasks.saveDueTime(as('zhangwei'), { taskId: await taskOf('zhangwei', i), addDueTime: 3 });
  });
  await scenario(async () => {
    const i = await start('guohui', 'purchase', await purchase('润滑油', 5000, 20));
    await decide('liqiang', i, 'agree', '同意');
    step();
    await instances.copyTo(as('guohui'), { instanceId: i, userId: [id('zhangmin')], opinion: '采购已批，请安排入库' });
  });
  await scenario(async () => {
    const i = await start('zhuxin', 'purchase', await purchase('气体检测仪', 18000, 3));
    step();
    await tasks.communicate(as('zhaoli'), { taskId: await taskOf('zhaoli', i), userIds: [id('maqian')], opinion: '现有检测仪是否还能校准使用？' });
  });

  // 设备维修申请 (repair)
  await scenario(async () => {
    const i = await start('heping', 'repair', await repair('2号曝气鼓风机', '鼓风机房', 'serious', '运行时振动异常，轴承温度偏高'));
    await decide('liqiang', i, 'agree', '确认故障，需更换轴承');
  });
  await scenario(async () => {
    const i = await start('chenjing', 'repair', await repair('1号提升泵', '进水泵房', 'urgent', '泵体漏水，出水压力下降'));
    await decide('liqiang', i, 'agree', '情况属实');
    await decide('zhaoli', i, 'agree', '注意检修安全措施');
  });
  await scenario(async () => {
    const i = await start('yangfan', 'repair', await repair('3号刮泥机', '二沉池', 'normal', '刮板变形'));
    step();
    await tasks.endProcess(as('liqiang'), { taskId: await taskOf('liqiang', i), endReason: '已列入年度大修计划，本次不单独维修' });
  });
  await scenario(async () => {
    const i = await start('luobin', 'repair', await repair('加氯机', '加氯间', 'serious', '投加量波动大'));
    await decide('liqiang', i, 'agree', '同意维修');
    await decide('zhaoli', i, 'agree', '同意');
    await decide('zhangwei', i, 'agree', '尽快修复');
  });

  // 公文会签 (docSign)
  await scenario(async () => {
    const season = SEASONAL_NOTICE[seasonOf(time.clock.now())];
    const i = await start('sunyan', 'docSign', await docSign(season.title, season.body));
    await decide('wangfang', i, 'agree', '同意');
    await decide('liqiang', i, 'agree', '同意');
  });
  await scenario(async () => {
    // Late in the year the plan is next year's.
    const { year, month } = plantDate(time.clock.now());
    const i = await start('hezhen', 'docSign', await docSign(`${month >= 11 ? year + 1 : year}年度设备维护计划`, '明确各类设备的保养周期和责任人。'));
    for (const head of ['wangfang', 'liqiang', 'zhaoli']) await decide(head, i, 'agree', '同意');
  });
  await scenario(async () => {
    const i = await start('luoxia', 'docSign', await docSign('关于调整夜班值班安排的通知', '自下月起夜班实行四班三运转。'));
    for (const head of ['wangfang', 'liqiang', 'zhaoli']) await decide(head, i, 'agree', '同意');
    await decide('zhangwei', i, 'agree', '同意签发');
  });

  // 用车申请 (vehicle): shared by the shift leaders until one claims it
  await scenario(() => start('chenjing', 'vehicle', vehicle('北京市排水集团', 3, '参加技术交流会')));
  await scenario(async () => {
    const i = await start('zhoujie', 'vehicle', vehicle('昌平区环保局', 2, '报送监测报表'));
    step();
    await tasks.lockUnlock(as('lijun'), await taskOf('lijun', i));
  });
  await scenario(async () => {
    const i = await start('wuhao', 'vehicle', vehicle('备品备件仓库', 4, '领取维修配件'));
    await decide('zhaolei', i, 'agree', '同意');
    await decide('sunyan', i, 'agree', '已派车');
  });
  await scenario(async () => {
    const i = await start('hanbing', 'vehicle', vehicle('区应急管理局', 2, '安全培训'));
    await decide('lijun', i, 'agree', '同意');
  });

  // 费用报销 (expense)
  await scenario(async () => {
    const i = await start('heping', 'expense', expense(['travel', 'material'], 2600, '出差及材料费'));
    await decide('sunyan', i, 'agree', '差旅费符合标准');
  });
  await scenario(() => start('maqian', 'expense', expense(['other'], 300, '劳保用品')));
  await scenario(async () => {
    const i = await start('xiemei', 'expense', expense(['travel'], 1200, '外出送检差旅'));
    await decide('sunyan', i, 'agree', '同意');
    await decide('zhangwei', i, 'agree', '同意报销');
  });
  await scenario(async () => {
    const i = await start('luobin', 'expense', expense(['material'], 860, '维修辅材'));
    await decide('liqiang', i, 'agree', '同意');
    await decide('zhangwei', i, 'reject', '请补充发票', { destination: 'equipment' });
  });

  // Drafts (草稿): saved, not started.
  for (const [account, key, data] of [
    ['chenjing', 'purchase', { item: '在线溶解氧仪', items: [{ name: '在线溶解氧仪', qty: 1, unitPrice: 26000 }] }],
    ['hezhen', 'leave', { leaveType: 'annual', reason: '' }],
    ['heping', 'repair', { device: '4号潜水搅拌器', location: '厌氧池' }],
  ] as const) {
    nextDay();
    await instances.saveDraft(as(account), { flowKey: key, data: { ...data } });
    created += 1;
  }
  return created;
}
