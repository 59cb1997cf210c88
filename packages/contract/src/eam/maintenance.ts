import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { eamPaged, eamResult, formText, id, pagedQuery } from './common.js';

/**
 * Preventive maintenance (保养): plans, the tasks generated from them, meters and their readings. Paths, statuses
 * and field names follow the original asset system (`eam-maintain-plan/...`, `eam-maintain-task/...`; plan status
 * start/stop; task status wait/acting/finish/cancel; project status unexecuted/executed/none). Ours where the
 * original has none: the trigger (fixed calendar, after completion, meter), skipped occurrences, meters.
 *
 * Rules the server keeps (each refusal `{success:false, code, message}` with its status):
 * - one open task (wait or acting) per plan; a due occurrence met by an open task is skipped and recorded;
 * - start / execute / finish a task: members (or the leader) of the task's maintenance group — 403 otherwise;
 * - start / stop / update / delete a plan, create-task, cancel a task: the group's leader or a maintenance manager
 *   (tenant administrators and the role `eamMaintainManager`) — 403 otherwise;
 * - a plan is not deleted while one of its tasks is in progress (409); a deleted plan is gone from the plan calls
 *   (404), while its finished and cancelled tasks stay, naming it (`plan.deleted`);
 * - reading: every user of the tenant; another tenant's ids are 404;
 * - a status change from a stale status (another member moved the task first) is 409 `conflict`.
 *
 * Times are ISO text in UTC; dates (`startDate`, `skippedDates`) are yyyy-MM-dd in the plant's time zone. A
 * generated task's planned start is its occurrence date at 08:00 plant time (立即生成 and meter tasks: the moment).
 * Refusals of the request's own checks name the field as `body.<field>: …` (the server's validation), those the
 * server decides as `<field>: …` (e.g. `projects.0.content: 选择“不保养”时请填写原因`, `value: 读数不能小于之前的读数…`).
 *
 * Changes after the first signal (no shape changed): doc comments of skippedDates, nextOccurrences, refusals.
 * Added: plan insert and update, the group list (plans are entered in the app, not only seeded); plan delete, the
 * `delete` plan action and a task's `plan.deleted`.
 */

/** Form fields arrive as text; an empty field is absent. */
const emptyIsAbsent = (v: unknown) => (v === '' ? undefined : v);
const formEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.preprocess(emptyIsAbsent, z.enum(values).optional());
/** 'true' / 'false' as form text (or a JSON boolean). */
const formBool = z.preprocess((v) => (v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());
/** A JSON value sent as the text of one form field (or as JSON itself); unreadable JSON fails the field's own check. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary

/** Plan status: start 启用 (tasks are generated), stop 停用 (none are). */
export const MAINTAIN_PLAN_STATUSES = ['start', 'stop'] as const;
export type MaintainPlanStatus = (typeof MAINTAIN_PLAN_STATUSES)[number];

/** The kind of maintenance: daily 日常保养, first 一级保养, second 二级保养, special 专项保养 (calibration, backup …). */
export const MAINTAIN_TYPES = ['daily', 'first', 'second', 'special'] as const;
export type MaintainType = (typeof MAINTAIN_TYPES)[number];

/** Task status: wait 待保养, acting 保养中, finish 已完成, cancel 已取消. wait and acting are "open". */
export const MAINTAIN_TASK_STATUSES = ['wait', 'acting', 'finish', 'cancel'] as const;
export type MaintainTaskStatus = (typeof MAINTAIN_TASK_STATUSES)[number];

/** A task project's status: unexecuted 未保养, executed 已保养, none 不保养 (not needed; needs a reason). */
export const MAINTAIN_PROJECT_STATUSES = ['unexecuted', 'executed', 'none'] as const;
export type MaintainProjectStatus = (typeof MAINTAIN_PROJECT_STATUSES)[number];

/** Calendar units of a trigger's interval. Months keep the anchor's day, clamped to the month's end (31 Jan → 28 Feb → 31 Mar). */
export const MAINTAIN_INTERVAL_UNITS = ['day', 'week', 'month'] as const;
export type MaintainIntervalUnit = (typeof MAINTAIN_INTERVAL_UNITS)[number];

/** What a meter counts: running hours (运行小时, unit h) or cycles (次数, starts, strokes). */
export const METER_KINDS = ['hours', 'cycles'] as const;
export type MeterKind = (typeof METER_KINDS)[number];

/** Which lists a caller sees: mine (I execute it, or it waits in one of my groups), group (my groups' tasks), all (the tenant's). */
export const MAINTAIN_TASK_SCOPES = ['mine', 'group', 'all'] as const;

/** What the caller may do with a task now (the server decides; the screens show these buttons only). */
export const MAINTAIN_TASK_ACTIONS = ['start', 'execute', 'finish', 'cancel'] as const;
export type MaintainTaskAction = (typeof MAINTAIN_TASK_ACTIONS)[number];

/**
 * What the caller may do with a plan now (update: change it through eam-maintain-plan/update; delete: offered to
 * whoever may change the plan, and refused with the reason while one of its tasks is in progress).
 */
export const MAINTAIN_PLAN_ACTIONS = ['start', 'stop', 'createTask', 'update', 'delete'] as const;
export type MaintainPlanAction = (typeof MAINTAIN_PLAN_ACTIONS)[number];

/** At most this many photos per project (the brief's rule for every photo item). */
export const MAINTAIN_MAX_PICTURES = 9;

/** At most this many projects per plan. */
export const MAINTAIN_MAX_PROJECTS = 50;

// ---------------------------------------------------------------------------------------------------------------
// Shapes

export const maintainUserRef = z.object({ id: z.string(), name: z.string() });
export const maintainGroupRef = z.object({ id: z.string(), name: z.string() });

/** The asset a plan maintains. */
export const maintainPlanAsset = z.object({ id: z.string(), assetCode: z.string(), name: z.string(), model: z.string().nullable() });

/**
 * When a plan's tasks are due:
 * - `fixed`: every `every` `unit` from `startDate`, whatever happens to the tasks (Odoo repeat_anchor=fixed); an
 *   occurrence met by an open task is skipped and recorded;
 * - `completion`: the first on `startDate`, then `every` `unit` after the last task closed (finished or cancelled);
 * - `meter`: whenever the meter reaches `lastServiceReading + every` (a recorded reading crossing it creates the
 *   task; finishing the task sets `lastServiceReading` to the meter's latest value). `projectedDate` is when the
 *   meter should get there at `averagePerDay` (from its readings of the last 30 days), null without enough readings.
 */
export const maintainTrigger = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), every: z.number().int(), unit: z.enum(MAINTAIN_INTERVAL_UNITS), startDate: z.string() }),
  z.object({ kind: z.literal('completion'), every: z.number().int(), unit: z.enum(MAINTAIN_INTERVAL_UNITS), startDate: z.string() }),
  z.object({
    kind: z.literal('meter'),
    meterId: z.string(),
    meterName: z.string(),
    meterKind: z.enum(METER_KINDS),
    /** h or 次 (the meter's unit as entered). */
    meterUnit: z.string(),
    every: z.number(),
    lastServiceReading: z.number(),
    /** lastServiceReading + every. */
    dueReading: z.number(),
    /** The meter's latest reading, null before the first. */
    currentReading: z.number().nullable(),
    averagePerDay: z.number().nullable(),
    projectedDate: z.string().nullable(),
  }),
]);
export type MaintainTrigger = z.infer<typeof maintainTrigger>;
export type MaintainTriggerKind = MaintainTrigger['kind'];
export const MAINTAIN_TRIGGER_KINDS = ['fixed', 'completion', 'meter'] as const;

/** A row of the plan list. */
export const maintainPlanRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  asset: maintainPlanAsset,
  group: maintainGroupRef,
  maintainType: z.enum(MAINTAIN_TYPES),
  trigger: maintainTrigger,
  /** The trigger in words, in the caller's language ('每1个月（固定周期，自2025-01-05起）', 'Every 9000 h of 运行小时'). */
  triggerText: z.string(),
  /** Planned start of the last task generated, null before the first. */
  lastTime: z.string().nullable(),
  /**
   * When the next task is due: the next occurrence (fixed; completion when no task is open), the projected date
   * (meter), null when stopped, past endDate, or a completion plan waits for its open task.
   */
  nextTime: z.string().nullable(),
  status: z.enum(MAINTAIN_PLAN_STATUSES),
  /** The plan's open task (wait or acting), if any. */
  openTaskId: z.string().nullable(),
});
export type MaintainPlanRow = z.infer<typeof maintainPlanRow>;

/** A standard project of a plan (what to do), copied into each task. */
export const maintainProject = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** What to do and to what standard. */
  content: z.string().nullable(),
  /** Standard hours. */
  baseCost: z.number(),
  sort: z.number().int(),
});
export type MaintainProject = z.infer<typeof maintainProject>;

/** A row of a task list. */
export const maintainTaskRow = z.object({
  id: z.string(),
  /** BY + yyyyMMdd + sequence, e.g. BY20250605-003. */
  businessCode: z.string(),
  name: z.string(),
  status: z.enum(MAINTAIN_TASK_STATUSES),
  maintainType: z.enum(MAINTAIN_TYPES),
  planId: z.string().nullable(),
  /** The asset as it was when the task was generated. */
  asset: z.object({ id: z.string(), assetCode: z.string(), name: z.string(), model: z.string().nullable(), positionName: z.string().nullable() }),
  planStartTime: z.string(),
  /** Hours allowed after planStartTime. */
  timeout: z.number(),
  /** planStartTime + timeout hours. */
  deadline: z.string(),
  /** Open past its deadline, or finished after it. */
  overdue: z.boolean(),
  group: maintainGroupRef,
  executor: maintainUserRef.nullable(),
  actStartTime: z.string().nullable(),
  actFinishTime: z.string().nullable(),
  /** Projects executed or marked not needed. */
  projectDone: z.number().int(),
  projectTotal: z.number().int(),
});
export type MaintainTaskRow = z.infer<typeof maintainTaskRow>;

/** A task's copy of a project, with what the executor recorded. */
export const maintainTaskProject = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** What to do (copied from the plan's project). */
  content: z.string().nullable(),
  /** Standard hours. */
  baseCost: z.number(),
  status: z.enum(MAINTAIN_PROJECT_STATUSES),
  /** The executor's note (sent as `content` to execute); the reason when `none`. */
  result: z.string().nullable(),
  /** Photo file ids (readable by every user of the tenant who may read the task). */
  pictureIds: z.array(z.string()),
  operator: maintainUserRef.nullable(),
  operTime: z.string().nullable(),
  sort: z.number().int(),
});
export type MaintainTaskProject = z.infer<typeof maintainTaskProject>;

/** A spare part or material used. */
export const maintainPart = z.object({ name: z.string(), qty: z.number(), unit: z.string() });
export type MaintainPart = z.infer<typeof maintainPart>;

export const maintainTaskDetail = maintainTaskRow.extend({
  /** The plan it was generated from; `deleted`: the plan was deleted since (its page is gone, the task stays). */
  plan: z.object({ id: z.string(), code: z.string(), name: z.string(), triggerText: z.string(), deleted: z.boolean() }).nullable(),
  /** Planned hours (sum of the projects' standard hours). */
  totalCost: z.number(),
  /** Actual hours, set at finish. */
  actTotalCost: z.number().nullable(),
  /** The finish note. */
  result: z.string().nullable(),
  /** Why it was cancelled. */
  cancelReason: z.string().nullable(),
  cancelledBy: maintainUserRef.nullable(),
  projects: z.array(maintainTaskProject),
  parts: z.array(maintainPart),
  /**
   * Occurrences of the plan skipped because of this task (yyyy-MM-dd): those that fell due while it was still open
   * (a late task), and those missed before it that it made up for (a run after the server was down).
   */
  skippedDates: z.array(z.string()),
  actions: z.array(z.enum(MAINTAIN_TASK_ACTIONS)),
});
export type MaintainTaskDetail = z.infer<typeof maintainTaskDetail>;

export const maintainPlanDetail = maintainPlanRow.extend({
  /** Hours allowed per task after its planned start. */
  timeout: z.number(),
  /** Planned hours (sum of the projects' standard hours). */
  totalCost: z.number(),
  info: z.string().nullable(),
  /** No occurrences after this date (yyyy-MM-dd), or null. */
  endDate: z.string().nullable(),
  projects: z.array(maintainProject),
  /**
   * The next (at most) 5 due times: occurrences (fixed); for completion, the next date and the ones after it as if
   * each task were done on its date; projected dates (meter, each `every` further at the average use). Empty when
   * stopped, and while a completion or meter plan waits for its open task.
   */
  nextOccurrences: z.array(z.string()),
  /** The last 20 tasks, newest first (the whole history: maintain-task/query-paged-list with planId). */
  tasks: z.array(maintainTaskRow),
  taskCount: z.number().int(),
  /** Occurrences skipped because a task was still open, newest first. */
  skippedCount: z.number().int(),
  skippedDates: z.array(z.string()),
  actions: z.array(z.enum(MAINTAIN_PLAN_ACTIONS)),
});
export type MaintainPlanDetail = z.infer<typeof maintainPlanDetail>;

export const meterReading = z.object({ value: z.number(), readTime: z.string(), recordedBy: maintainUserRef.nullable() });

/** A counter on an asset (running hours of a blower, lamp hours of a UV bank, cycles of a press). */
export const assetMeter = z.object({
  id: z.string(),
  assetId: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(METER_KINDS),
  unit: z.string(),
  lastValue: z.number().nullable(),
  lastReadTime: z.string().nullable(),
  /** Average increase per day over the readings of the last 30 days, null with fewer than two. */
  averagePerDay: z.number().nullable(),
  /** The last 10 readings, newest first. */
  readings: z.array(meterReading),
});
export type AssetMeter = z.infer<typeof assetMeter>;

/** A maintenance group (保养组) with whether the caller may manage its plans (leads it, or is a maintenance manager). */
export const maintainGroup = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  leader: maintainUserRef,
  memberCount: z.number().int(),
  mayManage: z.boolean(),
});
export type MaintainGroup = z.infer<typeof maintainGroup>;

/** Status counts of the tasks a list would show (its filters but status). `overdue` counts open overdue tasks. */
export const maintainTaskStatusCount = z.object({
  wait: z.number().int(), acting: z.number().int(), finish: z.number().int(), cancel: z.number().int(), overdue: z.number().int(),
});
export type MaintainTaskStatusCount = z.infer<typeof maintainTaskStatusCount>;

// ---------------------------------------------------------------------------------------------------------------
// Inputs

/** One project's record in `execute` (sent as JSON text in the `projects` form field). */
export const maintainExecuteProjectInput = z.object({
  /** The task project's id. */
  id,
  status: z.enum(['executed', 'none']),
  /** The executor's note; required (the reason) when status is `none`. */
  content: z.string().trim().max(500).optional(),
  /** Uploaded photo file ids (the caller's, jpeg/png/webp), at most 9; replaces the project's photos. */
  pictureIds: z.array(id).max(MAINTAIN_MAX_PICTURES).optional(),
});
export const maintainPartInput = z.object({
  name: z.string().trim().min(1).max(100),
  qty: z.number().positive().max(100_000),
  unit: z.string().trim().min(1).max(20),
});

/** One project of a plan as entered (JSON text of the `projects` form field); codes P01, P02 … follow the order. */
export const maintainProjectInput = z.object({
  name: z.string().trim().min(1).max(100),
  /** What to do and to what standard. */
  content: z.string().trim().max(500).optional(),
  /** Standard hours. */
  baseCost: z.number().min(0).max(1000),
});
export type MaintainProjectInput = z.infer<typeof maintainProjectInput>;

/**
 * A plan as entered, for insert and update. The trigger's fields depend on `triggerKind`, and the server names the
 * missing one (`unit: 此触发方式必须填写`): fixed and completion need `every` (whole units), `unit` and `startDate`
 * (`endDate`, when given, not before it); meter needs `meterId` (a meter of the asset) and `every` (in the meter's
 * unit); `lastServiceReading` defaults to the meter's latest value (0 before the first reading).
 */
const planFields = {
  name: z.string().trim().min(1).max(100),
  assetId: id,
  /** The maintenance group that executes its tasks; the caller must lead it or be a maintenance manager. */
  groupId: id,
  maintainType: z.enum(MAINTAIN_TYPES),
  triggerKind: z.enum(MAINTAIN_TRIGGER_KINDS),
  every: z.coerce.number().positive().max(1_000_000),
  unit: formEnum(MAINTAIN_INTERVAL_UNITS),
  startDate: z.preprocess(emptyIsAbsent, z.iso.date().optional()),
  endDate: z.preprocess(emptyIsAbsent, z.iso.date().optional()),
  meterId: formText(64),
  lastServiceReading: z.preprocess(emptyIsAbsent, z.coerce.number().min(0).max(1e9).optional()),
  /** Hours allowed per task after its planned start. */
  timeout: z.coerce.number().positive().max(8760),
  info: formText(500),
  /** JSON text: [{name, content, baseCost}], in order. */
  projects: jsonText(z.array(maintainProjectInput).min(1).max(MAINTAIN_MAX_PROJECTS)),
};

const taskFilters = {
  status: formEnum(MAINTAIN_TASK_STATUSES),
  /** true: only overdue tasks (open past the deadline, or finished after it). */
  overdue: formBool,
  /** Default all. */
  scope: formEnum(MAINTAIN_TASK_SCOPES),
  planId: formText(64),
  assetId: formText(64),
};

// ---------------------------------------------------------------------------------------------------------------
// Plans

export const maintainPlanQueryPagedList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-plan/query-paged-list',
  summary: 'A page of maintenance plans in code order; searchValue matches the plan code and name and the asset code and name',
  body: pagedQuery.extend({
    status: formEnum(MAINTAIN_PLAN_STATUSES),
    assetId: formText(64),
    triggerKind: formEnum(MAINTAIN_TRIGGER_KINDS),
  }),
  reply: eamResult(eamPaged(maintainPlanRow)),
});

export const maintainPlanGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-plan/get-by-id',
  summary: 'A plan with its projects, next occurrences, last tasks, skipped occurrences and what the caller may do',
  body: z.object({ id }),
  reply: eamResult(maintainPlanDetail),
});

export const maintainPlanStart = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-plan/start',
  summary: 'Starts a stopped plan (leader or manager): its next occurrence is scheduled from now on, none generated for the time it was stopped; 409 when it is started already',
  body: z.object({ id }),
  reply: eamResult(maintainPlanDetail),
});

export const maintainPlanStop = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-plan/stop',
  summary: 'Stops a plan (leader or manager): no more tasks; its open task stays; 409 when it is stopped already',
  body: z.object({ id }),
  reply: eamResult(maintainPlanDetail),
});

export const maintainPlanCreateTask = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-plan/create-task',
  summary: '立即生成: a task of the plan planned now (leader or manager); 409 while the plan has an open task; the schedule is unchanged',
  body: z.object({ id }),
  reply: eamResult(maintainTaskDetail),
});

export const maintainPlanInsert = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-plan/insert',
  summary: 'A new started plan (the group\'s leader or a manager), numbered BYJH-nnn: a calendar plan\'s first occurrence is scheduled from now on; a meter plan whose meter is already past its due reading gets its task at once',
  body: z.object(planFields),
  reply: eamResult(maintainPlanDetail),
});

export const maintainPlanUpdate = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-plan/update',
  summary: 'Changes a plan (the leader or a manager of its group, and of the new group): its schedule is worked out again from now on; the projects given are copied into tasks generated from now on, an open task keeps its own',
  body: z.object({ id, ...planFields }),
  reply: eamResult(maintainPlanDetail),
});

/** What a delete did: the plan, and the waiting tasks it cancelled with it (business codes). */
export const maintainPlanDeleted = z.object({ id: z.string(), code: z.string(), cancelledTaskCodes: z.array(z.string()) });
export type MaintainPlanDeleted = z.infer<typeof maintainPlanDeleted>;

export const maintainPlanDelete = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-plan/delete',
  summary: 'Deletes a plan (the leader of its group or a manager): its waiting task is cancelled and its schedule dropped; its finished and cancelled tasks stay; 409 naming the task while one is in progress; 404 for a plan already deleted or not of the tenant',
  body: z.object({ id }),
  reply: eamResult(maintainPlanDeleted),
});

// ---------------------------------------------------------------------------------------------------------------
// Groups

export const maintainGroupQueryList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-group/query-list',
  summary: 'The tenant\'s maintenance groups in code order, each with whether the caller may manage its plans',
  reply: eamResult(z.array(maintainGroup)),
});

// ---------------------------------------------------------------------------------------------------------------
// Meters

export const assetMeterQueryList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-asset-meter/query-list',
  summary: 'The meters of an asset with their last readings and average use per day',
  body: z.object({ assetId: id }),
  reply: eamResult(z.array(assetMeter)),
});

export const assetMeterRecord = endpoint({
  host: 'eam', method: 'POST', path: '/eam-asset-meter/record',
  summary: 'Records a reading (members of a maintenance group, leaders, managers); the value must not be below an earlier reading nor above a later one (400 naming value); a reading reaching a meter plan\'s due value creates its task',
  body: z.object({
    meterId: id,
    value: z.preprocess(emptyIsAbsent, z.coerce.number().min(0).max(1e9)),
    /** When it was read, the device's time (ISO); default now; not in the future. */
    readTime: z.preprocess(emptyIsAbsent, z.iso.datetime({ offset: true }).optional()),
  }),
  reply: eamResult(z.object({ meter: assetMeter, createdTaskIds: z.array(z.string()) })),
});

// ---------------------------------------------------------------------------------------------------------------
// Tasks

export const maintainTaskQueryPagedList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-task/query-paged-list',
  summary: 'A page of maintenance tasks, planned start newest first (sortType asc: oldest first); searchValue matches code, name and the asset code and name',
  body: pagedQuery.extend(taskFilters),
  reply: eamResult(eamPaged(maintainTaskRow)),
});

export const maintainTaskQueryStatusCountData = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-task/query-status-count-data',
  summary: 'How many tasks of each status the list\'s filters (but status and overdue) hold, and how many open ones are overdue',
  body: z.object({ searchValue: formText(100), ...taskFilters }).omit({ status: true, overdue: true }),
  reply: eamResult(maintainTaskStatusCount),
});

export const maintainTaskGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-task/get-by-id',
  summary: 'A task with its projects, parts and the actions the caller may take',
  body: z.object({ id }),
  reply: eamResult(maintainTaskDetail),
});

export const maintainTaskQueryByAsset = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-task/query-by-asset',
  summary: 'The maintenance history of an asset: its tasks, planned start newest first',
  body: pagedQuery.extend({ assetId: id }),
  reply: eamResult(eamPaged(maintainTaskRow)),
});

export const maintainTaskStart = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-task/start',
  summary: 'Starts a waiting task (a member of its group): acting, actStartTime now, the caller its executor; 409 unless waiting',
  body: z.object({ id }),
  reply: eamResult(maintainTaskDetail),
});

export const maintainTaskExecute = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-task/execute',
  summary: 'Saves progress on an acting task (a member of its group): the projects given and, when given, the parts list (replaced); repeatable; 409 unless acting',
  body: z.object({
    taskId: id,
    /** JSON text: [{id, status executed|none, content, pictureIds}] — `none` needs content (the reason). */
    projects: jsonText(z.array(maintainExecuteProjectInput).min(1).max(200)),
    /** JSON text: [{name, qty, unit}]; absent keeps the list, [] clears it. */
    parts: z.preprocess(emptyIsAbsent, jsonText(z.array(maintainPartInput).max(100)).optional()),
  }),
  reply: eamResult(maintainTaskDetail),
});

export const maintainTaskFinish = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-task/finish',
  summary: 'Finishes an acting task (a member of its group); 409 listing the projects still unexecuted, or unless acting',
  body: z.object({
    id,
    result: formText(500),
    /** Actual hours; default the hours from actStartTime to now. */
    actTotalCost: z.preprocess(emptyIsAbsent, z.coerce.number().min(0).max(1000).optional()),
  }),
  reply: eamResult(maintainTaskDetail),
});

export const maintainTaskCancel = endpoint({
  host: 'eam', method: 'POST', path: '/eam-maintain-task/cancel',
  summary: 'Cancels an open task (the group\'s leader or a manager) with a reason; 409 unless wait or acting',
  body: z.object({ id, reason: z.string().trim().min(1).max(500) }),
  reply: eamResult(maintainTaskDetail),
});
