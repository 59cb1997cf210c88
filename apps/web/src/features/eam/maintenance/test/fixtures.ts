import type { eamApi, EamPaged } from '@wp/contract';
import { CallError } from '../../../../lib/http/client.js';

type Task = eamApi.MaintainTaskDetail;
type Plan = eamApi.MaintainPlanDetail;

export const paged = <R>(list: R[]): EamPaged<R> => ({ list, pageIndex: 1, pageSize: 10, totalRowCount: list.length, pageCount: 1 });

/** A refusal as the client raises it: the asset system's message, its status and envelope. */
export const refusal = (status: number, code: string, message: string) => new CallError(message, status, { success: false, code, message });

const group = { id: 'g1', name: '鼓风机保养组' };

export const project = (id: string, name: string, extra: Partial<eamApi.MaintainTaskProject> = {}): eamApi.MaintainTaskProject => ({
  id, code: `P-${id}`, name, content: `${name}，按规程执行`, baseCost: 0.5, status: 'unexecuted', result: null, pictureIds: [], operator: null,
  operTime: null, sort: 0, ...extra,
});

/** A waiting task of the blower plan, due a day after its planned start, with two projects. */
export const task = (extra: Partial<Task> = {}): Task => ({
  id: 't1', businessCode: 'BY20250605-001', name: '1#鼓风机月度保养', status: 'wait', maintainType: 'first', planId: 'p1',
  asset: { id: 'a1', assetCode: 'BL-001', name: '1#鼓风机', model: 'GM-150', positionName: '生物处理区 / 鼓风机房 / 1#机位' },
  planStartTime: '2025-06-05T00:00:00.000Z', timeout: 24, deadline: '2025-06-06T00:00:00.000Z', overdue: false, group, executor: null,
  actStartTime: null, actFinishTime: null, projectDone: 0, projectTotal: 2,
  plan: { id: 'p1', code: 'BYJH-001', name: '1#鼓风机月度保养计划', triggerText: '每1个月', deleted: false }, totalCost: 1, actTotalCost: null, result: null,
  cancelReason: null, cancelledBy: null,
  projects: [project('j1', '检查润滑油位', { sort: 1 }), project('j2', '清洗进风滤网', { sort: 2 })],
  parts: [], skippedDates: [], actions: ['start', 'cancel'],
  ...extra,
});

export const taskRow = (t: Task): eamApi.MaintainTaskRow => ({
  id: t.id, businessCode: t.businessCode, name: t.name, status: t.status, maintainType: t.maintainType, planId: t.planId, asset: t.asset,
  planStartTime: t.planStartTime, timeout: t.timeout, deadline: t.deadline, overdue: t.overdue, group: t.group, executor: t.executor,
  actStartTime: t.actStartTime, actFinishTime: t.actFinishTime, projectDone: t.projectDone, projectTotal: t.projectTotal,
});

/** A fixed-schedule plan, started, with its projects and one finished task. */
export const plan = (extra: Partial<Plan> = {}): Plan => ({
  id: 'p1', code: 'BYJH-001', name: '1#鼓风机月度保养计划', asset: { id: 'a1', assetCode: 'BL-001', name: '1#鼓风机', model: 'GM-150' }, group,
  maintainType: 'first', trigger: { kind: 'fixed', every: 1, unit: 'month', startDate: '2025-01-05' }, triggerText: '每1个月',
  lastTime: '2025-06-05T00:00:00.000Z', nextTime: '2025-07-05T00:00:00.000Z', status: 'start', openTaskId: null,
  timeout: 24, totalCost: 1, info: null, endDate: null,
  projects: [
    { id: 'm1', code: 'P-1', name: '检查润滑油位', content: '油位在视窗 1/2–2/3', baseCost: 0.5, sort: 1 },
    { id: 'm2', code: 'P-2', name: '清洗进风滤网', content: null, baseCost: 0.5, sort: 2 },
  ],
  nextOccurrences: ['2025-07-05T00:00:00.000Z', '2025-08-05T00:00:00.000Z', '2025-09-05T00:00:00.000Z', '2025-10-05T00:00:00.000Z', '2025-11-05T00:00:00.000Z'],
  tasks: [taskRow(task({ id: 't0', businessCode: 'BY20250505-001', status: 'finish', projectDone: 2 }))], taskCount: 1,
  skippedCount: 0, skippedDates: [], actions: ['stop', 'createTask'],
  ...extra,
});

/** The project statuses a task holds once `projects` are recorded (as the asset system's execute does). */
function recordProjects(t: Task, projects: Array<{ id: string; status: 'executed' | 'none'; content?: string; pictureIds?: string[] }>): Task {
  const next = t.projects.map((p) => {
    const r = projects.find((x) => x.id === p.id);
    return r ? { ...p, status: r.status, result: r.content ?? null, pictureIds: r.pictureIds ?? [], operator: { id: 'u1', name: '王芳' }, operTime: '2025-06-05T02:00:00.000Z' } : p;
  });
  return { ...t, projects: next, projectDone: next.filter((p) => p.status !== 'unexecuted').length };
}

/**
 * A stand-in for the asset system's task calls, keeping one task and the rules the screens rely on: start only
 * from wait, execute only while acting (a `none` project needs its reason), finish refused (409, naming them) while
 * projects are pending, cancel with a reason. Hand it to serveEam.
 */
export function taskSystem(initial: Task) {
  let current = initial;
  const conflict = (message: string) => refusal(409, 'conflict', message);
  const handlers = {
    get: () => current,
    start: () => {
      if (current.status !== 'wait') throw conflict('任务不是待保养状态');
      current = { ...current, status: 'acting', actStartTime: new Date(Date.now() - 90 * 60_000).toISOString(), executor: { id: 'u1', name: '王芳' },
        actions: ['execute', 'finish', 'cancel'] };
      return current;
    },
    execute: (b: Record<string, unknown>) => {
      if (current.status !== 'acting') throw conflict('任务不在保养中');
      const projects = JSON.parse(String(b.projects)) as Array<{ id: string; status: 'executed' | 'none'; content?: string; pictureIds?: string[] }>;
      if (projects.some((p) => p.status === 'none' && !p.content)) throw refusal(400, 'invalid', 'projects：不保养须填写原因');
      current = recordProjects(current, projects);
      if (b.parts !== undefined) current = { ...current, parts: JSON.parse(String(b.parts)) as eamApi.MaintainPart[] };
      return current;
    },
    finish: (b: Record<string, unknown>) => {
      const pending = current.projects.filter((p) => p.status === 'unexecuted');
      if (pending.length > 0) throw conflict(`以下保养项目尚未执行：${pending.map((p) => p.name).join('、')}`);
      current = { ...current, status: 'finish', actFinishTime: new Date().toISOString(), actTotalCost: b.actTotalCost === undefined ? 1.5 : Number(b.actTotalCost),
        result: (b.result as string | undefined) ?? null, actions: [] };
      return current;
    },
    cancel: (b: Record<string, unknown>) => {
      current = { ...current, status: 'cancel', cancelReason: String(b.reason), cancelledBy: { id: 'u9', name: '李强' }, actions: [] };
      return current;
    },
  };
  return handlers;
}
