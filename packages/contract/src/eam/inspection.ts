import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { eamPaged, eamResult, formText, id, pagedQuery } from './common.js';

/**
 * Inspection rounds (点巡检). Paths and field names follow the original asset system (`eam-inspection-task/...`,
 * `taskStatus`, `pointStatus`, `itemData`, `actionLabel`); what it lacks is ours: the device's time and an
 * idempotency key on every recorded point (offline rounds), the server deciding "abnormal" from the readings,
 * readings history for trends, one defect row per abnormal point.
 *
 * A route is an ordered list of points (each with its check items); a plan runs a route for an inspection group at
 * shift start times; every occurrence becomes a task whose points and check items are copies, so a later edit of a
 * point or an item never rewrites a recorded round. Everyone of the tenant may view; only members of the task's
 * inspection group record points and finish the task (403 otherwise, administrators included).
 */

/** wait 待检 / acting 检中 (a point recorded) / finish 完成 / cancel 取消. */
export const INSPECTION_TASK_STATUSES = ['wait', 'acting', 'finish', 'cancel'] as const;
export type InspectionTaskStatus = (typeof INSPECTION_TASK_STATUSES)[number];

/** wait 待检 / normal 正常 / abnormal 异常 / none 不巡检 (skipped, with a reason). */
export const INSPECTION_POINT_STATUSES = ['wait', 'normal', 'abnormal', 'none'] as const;
export type InspectionPointStatus = (typeof INSPECTION_POINT_STATUSES)[number];

/** The statuses a recorded point may take. */
export const RECORDED_POINT_STATUSES = ['normal', 'abnormal', 'none'] as const;
export type RecordedPointStatus = (typeof RECORDED_POINT_STATUSES)[number];

/** order 顺序 (walk the points in `sort` order) / random 随机 (any order). */
export const INSPECTION_METHODS = ['order', 'random'] as const;
export type InspectionMethod = (typeof INSPECTION_METHODS)[number];

/** How the worker checked in at a point: scan 扫码 (its tag) / manual 手动 (code typed or picked from the list). */
export const POINT_CHECK_IN_METHODS = ['scan', 'manual'] as const;
export type PointCheckInMethod = (typeof POINT_CHECK_IN_METHODS)[number];

/** input 文本 / radiobox 单选 (each option says whether it is abnormal) / number_range 数字 (with a normal range). */
export const CHECK_ITEM_TYPES = ['input', 'radiobox', 'number_range'] as const;
export type CheckItemType = (typeof CHECK_ITEM_TYPES)[number];

/** A defect from a round: not_process 待处理 / processed 已处理 (a repair request raised from it). */
export const INSPECTION_ABNORMAL_STATUSES = ['not_process', 'processed'] as const;
export type InspectionAbnormalStatus = (typeof INSPECTION_ABNORMAL_STATUSES)[number];

/** What became of one record of a sync: recorded now / duplicate (its clientId was recorded before) / refused. */
export const SYNC_RECORD_STATUSES = ['recorded', 'duplicate', 'refused'] as const;
export type SyncRecordStatus = (typeof SYNC_RECORD_STATUSES)[number];

/** Most records one sync call takes. */
export const MAX_SYNC_RECORDS = 200;
/** Most photos per check item and per point. */
export const MAX_INSPECTION_PHOTOS = 9;
/** Longest text of a reading, a remark or a feedback. */
export const MAX_INSPECTION_TEXT = 500;
/** A device clock may run this far ahead of the server's before a recorded time is refused. */
export const OPER_TIME_FUTURE_MINUTES = 5;
/** A recorded time may lie this far before the task's planned start (a round begun early). */
export const OPER_TIME_EARLY_HOURS = 24;
/** Earlier readings shown per number item on the point screen. */
export const TREND_READINGS = 10;
/** Most readings `query-item-history` answers. */
export const MAX_HISTORY_READINGS = 500;

const emptyIsAbsent = (v: unknown) => (v === '' ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(emptyIsAbsent, z.enum(values).optional());
/** A yes/no form field: 'true'/'1' yes, 'false'/'0' or absent no. */
const formFlag = z.preprocess((v) => (v === '' || v === undefined ? undefined : v === true || v === 'true' || v === '1'), z.boolean().default(false));
/** A JSON text field; a JSON client may send the value itself, which is read as its text. */
const jsonText = (max: number) => z.preprocess((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : emptyIsAbsent(v)), z.string().max(max).optional());
/** File ids, comma-joined as a form sends them (or a JSON array). */
const fileIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : (v ?? [])),
  z.array(z.string().min(1).max(64)).max(MAX_INSPECTION_PHOTOS),
);
/** A time with its offset, as a device writes it (`2026-03-02T08:15:00.000Z` or `…+08:00`). */
const isoTime = z.iso.datetime({ offset: true });

export const idName = z.object({ id: z.string(), name: z.string() });
export const inspectedAsset = z.object({ id: z.string(), assetCode: z.string(), name: z.string() });
export type InspectedAsset = z.infer<typeof inspectedAsset>;

// ------------------------------------------------------------------------------------------------ tasks

/** A task (one occurrence of a plan) as its list shows it. */
export const inspectionTaskRow = z.object({
  id: z.string(),
  taskCode: z.string(),
  planName: z.string(),
  routeName: z.string(),
  taskStatus: z.enum(INSPECTION_TASK_STATUSES),
  inspectionMethod: z.enum(INSPECTION_METHODS),
  group: idName,
  /** When the round should start (the shift's start time), ISO. */
  planStartTime: z.string(),
  /** planStartTime + the plan's completionTime hours, ISO. */
  deadline: z.string(),
  /** Still open (wait/acting) and past its deadline by the server's clock. */
  overdue: z.boolean(),
  /** The first recorded point's time (device time), ISO, or null. */
  actStartTime: z.string().nullable(),
  actFinishTime: z.string().nullable(),
  pointCount: z.number().int(),
  pointNormalCount: z.number().int(),
  pointAbnormalCount: z.number().int(),
  pointWaitCount: z.number().int(),
  /** Points skipped (不巡检). */
  pointNoneCount: z.number().int(),
});
export type InspectionTaskRow = z.infer<typeof inspectionTaskRow>;

/** A task's point as the task detail and the point lists show it. */
export const inspectionTaskPointRow = z.object({
  id: z.string(),
  taskId: z.string(),
  /** Place in the route (1 first); an `order` task is walked in this order. */
  sort: z.number().int(),
  /** The code printed on the point's tag; a scan reads it. */
  pointCode: z.string(),
  pointName: z.string(),
  /** The functional position's path, top first ('生物处理区 / 1#鼓风机房'), or null. */
  positionName: z.string().nullable(),
  asset: inspectedAsset.nullable(),
  pointStatus: z.enum(INSPECTION_POINT_STATUSES),
  /** How it was checked in; null while it waits. */
  inspMethod: z.enum(POINT_CHECK_IN_METHODS).nullable(),
  /** When it was recorded: the device's time, ISO; null while it waits. */
  operTime: z.string().nullable(),
  /** Who recorded it (name); null while it waits. */
  operUserName: z.string().nullable(),
  /** The remark: the reason for 不巡检, what is wrong for 异常, anything for 正常. */
  content: z.string().nullable(),
  /** Check items whose reading was abnormal. */
  abnormalItemCount: z.number().int(),
});
export type InspectionTaskPointRow = z.infer<typeof inspectionTaskPointRow>;

export const inspectionGroupMember = z.object({ id: z.string(), name: z.string(), leader: z.boolean() });

export const inspectionTaskDetail = inspectionTaskRow.extend({
  planNotes: z.string().nullable(),
  /** Hours from the first to the last recorded point, set when the task is finished. */
  actTotalCost: z.number().nullable(),
  /** The feedback given on finishing. */
  content: z.string().nullable(),
  /** The caller is a member of the task's group and the task is open (wait/acting): may record and finish. */
  canRecord: z.boolean(),
  members: z.array(inspectionGroupMember),
  /** Every point of the task in `sort` order. */
  points: z.array(inspectionTaskPointRow),
});
export type InspectionTaskDetail = z.infer<typeof inspectionTaskDetail>;

export const inspectionStatusCount = z.object({
  wait: z.number().int(),
  acting: z.number().int(),
  finish: z.number().int(),
  cancel: z.number().int(),
  all: z.number().int(),
  /** Open tasks past their deadline (a subset of wait + acting). */
  overdue: z.number().int(),
});
export type InspectionStatusCount = z.infer<typeof inspectionStatusCount>;

export const taskQueryPagedList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task/query-paged-list',
  summary: 'A page of inspection tasks, newest planned start first; searchValue matches task code, plan and route name; mine = tasks of my inspection groups only',
  body: pagedQuery.extend({
    taskStatus: optionalEnum(INSPECTION_TASK_STATUSES),
    mine: formFlag,
    groupId: formText(64),
  }),
  reply: eamResult(eamPaged(inspectionTaskRow)),
});

export const taskStatusCount = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task/query-status-count-data',
  summary: 'How many tasks each status holds (the tabs of the round list); mine = tasks of my inspection groups only',
  body: z.object({ mine: formFlag }),
  reply: eamResult(inspectionStatusCount),
});

export const taskGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task/get-by-id',
  summary: 'A task with its points in order, its group members and whether the caller may record',
  body: z.object({ id }),
  reply: eamResult(inspectionTaskDetail),
});

export const taskCheck = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task/check',
  summary: 'The point of a task with this code (a scanned tag or a typed code), to record it; group members only; 404 naming the code when the task has no such point',
  body: z.object({ taskId: id, pointCode: z.string().trim().min(1).max(64) }),
  reply: eamResult(inspectionTaskPointRow.extend({ pointContent: z.string().nullable() })),
});

export const taskFinish = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task/finish',
  summary: 'Finishes an open task (group members only); 409 listing the points still waiting ("巡检点:X、Y未做巡检")',
  body: z.object({ id, content: formText(MAX_INSPECTION_TEXT) }),
  reply: eamResult(inspectionTaskDetail),
});

// ------------------------------------------------------------------------------------------------ task points

/** One option of a single-choice item; choosing an `abnormal` one makes the reading abnormal. */
export const checkItemOption = z.object({ code: z.string(), label: z.string(), abnormal: z.boolean() });
export type CheckItemOption = z.infer<typeof checkItemOption>;

/**
 * How an item is read: radiobox → `options`; number_range → the normal range `min`..`max` (either may be null:
 * 轴承温度 ≤ 75 has no min), inclusive; input → nothing.
 */
export const checkItemConfig = z.object({
  options: z.array(checkItemOption).optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
});
export type CheckItemConfig = z.infer<typeof checkItemConfig>;

/** One earlier reading of a number item, for a sparkline. */
export const itemReading = z.object({ operTime: z.string(), value: z.number(), abnormal: z.boolean() });

/** A check item of one task point (copied from the point's item when the task was generated) and its reading. */
export const inspectionCheckResult = z.object({
  id: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  /** What to look at ('听声音，手摸外壳'), or null. */
  checkDesc: z.string().nullable(),
  type: z.enum(CHECK_ITEM_TYPES),
  unit: z.string().nullable(),
  config: checkItemConfig,
  /** What the form starts with (an option code, a number, a text), or null. */
  defValue: z.string().nullable(),
  /** The reading as shown ('0.32', an option's label); null while the point waits. */
  result: z.string().nullable(),
  /** The reading as sent (a number's text, an option's code). */
  resultMetaData: z.string().nullable(),
  /** Out of range or an abnormal option; false while the point waits. */
  abnormal: z.boolean(),
  /** Photos of this item (file ids). */
  pics: z.array(z.string()),
  /** number_range only: the last TREND_READINGS readings of the same point code and item code from earlier tasks, oldest first; [] otherwise. */
  trend: z.array(itemReading),
});
export type InspectionCheckResult = z.infer<typeof inspectionCheckResult>;

export const inspectionTaskPointDetail = inspectionTaskPointRow.extend({
  task: z.object({ id: z.string(), taskCode: z.string(), planName: z.string(), taskStatus: z.enum(INSPECTION_TASK_STATUSES), planStartTime: z.string(), inspectionMethod: z.enum(INSPECTION_METHODS) }),
  /** What to check at this point. */
  pointContent: z.string().nullable(),
  /** The process action chosen when recording (a code of process-action query-list), or null. */
  actionLabel: z.string().nullable(),
  /** Photos of the point (file ids). */
  pics: z.array(z.string()),
  /** The defect this point raised when abnormal (eam-inspection-abnormal id), or null. */
  abnormalId: z.string().nullable(),
  /** When the server stored the record (the device's time is operTime); null while it waits. */
  recordTime: z.string().nullable(),
  /** The caller may record this point now (group member, task open, point waiting). */
  canRecord: z.boolean(),
  items: z.array(inspectionCheckResult),
});
export type InspectionTaskPointDetail = z.infer<typeof inspectionTaskPointDetail>;

/**
 * One item's reading inside `itemData` (the JSON text of `{"<check result id>": {value, pics}}`): the value as text
 * (a number's text for number_range, an option code for radiobox; at most MAX_INSPECTION_TEXT characters) and the
 * item's photos. Items left out keep no reading.
 */
export const itemReadingInput = z.object({
  value: z.union([z.string(), z.number()]).nullable().optional(),
  pics: z.array(z.string()).max(MAX_INSPECTION_PHOTOS).optional(),
});
export type ItemReadingInput = z.infer<typeof itemReadingInput>;
export type ItemDataInput = Record<string, ItemReadingInput>;

/** The fields of recording one point (finish, and each record of sync). */
const pointRecordFields = {
  /** The task point's id. */
  id,
  /** normal / abnormal / none. The server makes it abnormal when any reading is abnormal. */
  pointStatus: z.enum(RECORDED_POINT_STATUSES),
  /** Remark; required for none (the reason) and abnormal (what is wrong). */
  content: formText(MAX_INSPECTION_TEXT),
  /**
   * JSON text `{"<check result id>": {"value": "0.32", "pics": ["fileId"]}}` (see itemReadingInput; an item code works as
   * the key too). Every number_range and radiobox item needs a value unless pointStatus is none; input items may be left out.
   */
  itemData: jsonText(200_000),
  /** The point's photos: file ids of the portal upload, comma-joined. */
  pics: fileIds,
  /** A process action's code (query-list), e.g. `scrap`: finishing the task then scraps the asset. */
  actionLabel: formText(40),
  inspMethod: z.preprocess(emptyIsAbsent, z.enum(POINT_CHECK_IN_METHODS).default('manual')),
};

// `.extend`, not a spread: a spread at module level is a side effect the browser build cannot drop (zod would ship).
export const pointFinishBody = z.object(pointRecordFields).extend({
  /** When the point was done, by the device's clock (ISO); absent = now. Refused when more than 5 minutes ahead or before the task's planned start minus a day. */
  operTime: z.preprocess(emptyIsAbsent, isoTime.optional()),
  /** A uuid the device made for this record: the same clientId again answers what was recorded and changes nothing. */
  clientId: z.preprocess(emptyIsAbsent, z.uuid().optional()),
});
export type PointFinishBody = z.input<typeof pointFinishBody>;

/** One record of a sync: a point finish made offline, with its device time and idempotency key required. */
export const syncRecord = z.object(pointRecordFields).extend({ operTime: isoTime, clientId: z.uuid() });
export type SyncRecordInput = z.input<typeof syncRecord>;

export const syncRecordResult = z.object({
  clientId: z.string(),
  status: z.enum(SYNC_RECORD_STATUSES),
  /** The task point the record is for (when known). */
  pointId: z.string().nullable(),
  /** refused: why, in the caller's language, naming the field. */
  message: z.string().optional(),
  /** refused: the refusal's code (invalid, forbidden, notFound, conflict): `invalid` and `forbidden` will not pass on a retry. */
  code: z.string().optional(),
});
export type SyncRecordResult = z.infer<typeof syncRecordResult>;

export const pointGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task-point/get-by-id',
  summary: 'A task point with what to check, its check items and readings, and each number item’s last readings',
  body: z.object({ id }),
  reply: eamResult(inspectionTaskPointDetail),
});

export const pointFinish = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task-point/finish',
  summary: 'Records a waiting point (group members only); 409 naming who recorded it when it is no longer waiting; the same clientId again answers what was recorded',
  body: pointFinishBody,
  reply: eamResult(inspectionTaskPointDetail),
});

export const pointSync = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task-point/sync',
  summary: 'Records point finishes made offline (each its own transaction, device time kept, idempotent by clientId); answers each record’s fate',
  body: z.object({
    /** JSON text of an array of up to MAX_SYNC_RECORDS records (see syncRecord). */
    records: z.preprocess((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v), z.string().min(2).max(2_000_000)),
  }),
  reply: eamResult(z.array(syncRecordResult)),
});

export const pointQueryPagedList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task-point/query-paged-list',
  summary: 'A page of a task’s points in `sort` order, optionally of one status; searchValue matches point code and name',
  body: pagedQuery.extend({ taskId: id, pointStatus: optionalEnum(INSPECTION_POINT_STATUSES) }),
  reply: eamResult(eamPaged(inspectionTaskPointRow)),
});

/** A recorded point in an asset's inspection history. */
export const assetInspectionRow = inspectionTaskPointRow.extend({ taskCode: z.string(), planName: z.string() });
export type AssetInspectionRow = z.infer<typeof assetInspectionRow>;

export const pointQueryByAsset = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task-point/query-by-asset',
  summary: 'An asset’s inspection history: its recorded points, newest first',
  body: pagedQuery.extend({ assetId: id }),
  reply: eamResult(eamPaged(assetInspectionRow)),
});

export const itemHistory = z.object({
  pointCode: z.string(),
  itemCode: z.string(),
  /** Name, type, unit and range of the item as its latest reading had them; null when it has no readings. */
  itemName: z.string().nullable(),
  type: z.enum(CHECK_ITEM_TYPES).nullable(),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Oldest first, the newest MAX_HISTORY_READINGS of the period. */
  readings: z.array(z.object({
    operTime: z.string(),
    /** The number read (number_range), else null. */
    value: z.number().nullable(),
    /** As shown: the number's text, an option's label, a text. */
    result: z.string().nullable(),
    abnormal: z.boolean(),
    taskId: z.string(),
    taskPointId: z.string(),
  })),
});
export type ItemHistory = z.infer<typeof itemHistory>;

const day = z.preprocess(emptyIsAbsent, z.iso.date().optional());

export const pointItemHistory = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-task-point/query-item-history',
  summary: 'Readings of one check item of one point over time (from/to: yyyy-MM-dd, plant time, inclusive), for a trend chart',
  body: z.object({ pointCode: z.string().trim().min(1).max(64), itemCode: z.string().trim().min(1).max(64), from: day, to: day }),
  reply: eamResult(itemHistory),
});

// ------------------------------------------------------------------------------------------------ process actions, defects

export const processAction = z.object({
  id: z.string(),
  /** The code a point's actionLabel carries (`scrap`, `repair`, `clean` …). */
  code: z.string(),
  name: z.string(),
  /** The action's class (asset: changes the asset; repair; maintain). */
  classValue: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ProcessAction = z.infer<typeof processAction>;

export const processActionQueryList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-process-action/query-list',
  summary: 'The process actions a recorded point may carry',
  reply: eamResult(z.array(processAction)),
});

/** A defect raised by an abnormal point, for the repair area to turn into a request. */
export const inspectionAbnormalRow = z.object({
  id: z.string(),
  taskId: z.string(),
  taskCode: z.string(),
  taskPointId: z.string(),
  pointCode: z.string(),
  pointName: z.string(),
  positionName: z.string().nullable(),
  asset: inspectedAsset.nullable(),
  /** The abnormal readings ('出口压力 0.52 MPa（正常 0.20–0.45）；油位 缺油'), or the remark when no item was abnormal. */
  summary: z.string(),
  /** The point's remark. */
  content: z.string().nullable(),
  /** The point's and its abnormal items' photos (file ids). */
  pics: z.array(z.string()),
  status: z.enum(INSPECTION_ABNORMAL_STATUSES),
  operUserName: z.string().nullable(),
  /** When the point was recorded (device time). */
  operTime: z.string(),
  /** The repair request raised from it, once there is one. */
  repairOrderId: z.string().nullable(),
});
export type InspectionAbnormalRow = z.infer<typeof inspectionAbnormalRow>;

export const abnormalQueryPagedList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-abnormal/query-paged-list',
  summary: 'A page of defects from rounds, newest first; searchValue matches point code and name and asset code and name',
  body: pagedQuery.extend({ status: optionalEnum(INSPECTION_ABNORMAL_STATUSES), assetId: formText(64), taskId: formText(64) }),
  reply: eamResult(eamPaged(inspectionAbnormalRow)),
});

export const abnormalGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-inspection-abnormal/get-by-id',
  summary: 'A defect from a round (to prefill a repair request)',
  body: z.object({ id }),
  reply: eamResult(inspectionAbnormalRow),
});
