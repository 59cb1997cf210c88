import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { eamPaged, eamResult, formText, id, pagedQuery } from './common.js';

/**
 * Corrective repair (报修 → 派单 → 维修 → 验收) and its settings: fault types (故障类型, a tree), the fault library
 * (故障库 = fault templates), urgencies (紧急程度) and repair teams (维修班组). Paths and field names follow the
 * original asset system (`eam-repair-order/...`, `repairStatus`, `categoryTplId`, `urgencyId`); the work order's
 * failure coding (ISO 14224), its parts and the timestamps for MTTR are ours.
 *
 * Every call is a POST of form fields (ADR 0024). Lists of ids (`pictureIds`, `memberIds`) arrive as a JSON array
 * text (`["a","b"]`), a comma-joined text (`a,b`) or a JSON array; `parts` as a JSON array text or array.
 * Every order action answers the order as `get-by-id` does, so a client can replace what it shows.
 *
 * Rights: every user of the tenant reads; settings are written by administrators and the role `eamRepairManager`
 * (the `repairManager` right of the asset user); who may act on an order is in `actions` of its detail.
 */

// ---------------------------------------------------------------------------------------------------- form values

const emptyIsAbsent = (v: unknown) => (v === '' ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(emptyIsAbsent, z.enum(values).optional());

/** A JSON array text, a comma-joined text or an array, read as a list of ids; an empty field is an empty list. */
const listOf = (v: unknown) => {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return v;
    }
  }
  return text.split(',').map((s) => s.trim()).filter(Boolean);
};
const formIdList = (max: number) => z.preprocess(listOf, z.array(id).max(max));

/** At most this many photos per record (the asset system's rule for every photo field). */
export const REPAIR_MAX_PHOTOS = 9;
const photoIds = formIdList(REPAIR_MAX_PHOTOS);

/** A decimal number given as text; an empty field is absent. */
const formNumber = (min: number, max: number) => z.preprocess(emptyIsAbsent, z.coerce.number().min(min).max(max).optional());
const requiredNumber = (min: number, max: number) => z.preprocess(emptyIsAbsent, z.coerce.number().min(min).max(max));

/** yyyy-MM-dd, a real day. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDay = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const formDay = z.preprocess(emptyIsAbsent, z.string().trim().regex(DAY).refine(isRealDay, 'must be a real day (yyyy-MM-dd)').optional());
/** An instant with its offset (ISO 8601, `2026-03-01T08:30:00+08:00` or `…Z`). */
const formInstant = z.preprocess(emptyIsAbsent, z.iso.datetime({ offset: true }).optional());

/** yes | no, also read from true/false/1/0. */
const yesNo = z.preprocess((v) => {
  if (v === true || v === 'true' || v === '1' || v === 1) return 'yes';
  if (v === false || v === 'false' || v === '0' || v === 0 || v === '') return 'no';
  return v;
}, z.enum(['yes', 'no']).default('no'));

/** A user as the screens show one. */
export const repairUserRef = z.object({ id: z.string(), name: z.string() });
export type RepairUserRef = z.infer<typeof repairUserRef>;

// ------------------------------------------------------------------------------------------------------- settings

/** A fault type (故障类型): a node of the tree 机械 > 泵类 … */
export const repairCategory = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** The names from the top joined by '/', this one last ('机械/泵类'). */
  hierarchyName: z.string(),
  sort: z.number().int(),
});
export type RepairCategory = z.infer<typeof repairCategory>;

/** A fault template of the fault library (故障库). */
export const repairCategoryTpl = z.object({
  id: z.string(),
  code: z.string(),
  /** 故障内容: what is wrong. */
  name: z.string(),
  /** 故障方案: how it is usually fixed. */
  repairSolution: z.string().nullable(),
  /** 标准耗时 in hours. */
  costTime: z.number().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  categoryHierarchyName: z.string(),
  /** Repair orders naming this template (delete is refused while there are any). */
  usedCount: z.number().int(),
});
export type RepairCategoryTpl = z.infer<typeof repairCategoryTpl>;

/** An urgency (紧急程度) with its response time: an order not started within `responseHours` of its report is late. */
export const repairUrgency = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  responseHours: z.number(),
  usedCount: z.number().int(),
});
export type RepairUrgency = z.infer<typeof repairUrgency>;

export const REPAIR_GROUP_STATUSES = ['enable', 'disable'] as const;
export type RepairGroupStatus = (typeof REPAIR_GROUP_STATUSES)[number];

/** A repair team (维修班组): its leader dispatches to it; its members (the leader among them) start and finish its work orders. */
export const repairGroup = z.object({
  id: z.string(),
  name: z.string(),
  leader: repairUserRef,
  /** Every member, the leader included, in name order. */
  members: z.array(repairUserRef),
  status: z.enum(REPAIR_GROUP_STATUSES),
  notes: z.string().nullable(),
  /** Work orders of this team not finished or cancelled. */
  openOrderCount: z.number().int(),
});
export type RepairGroup = z.infer<typeof repairGroup>;

const deleted = eamResult(z.object({ id: z.string() }));

export const repairCategoryQueryList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-category/query-list',
  summary: 'The fault types, a tree given flat (parentId), parents before children in sort order',
  reply: eamResult(z.array(repairCategory)),
});

export const repairCategoryTplQueryPagedList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-category-tpl/query-paged-list',
  summary: 'A page of the fault library in code order: a fault type (with the types under it); searchValue matches code, content and solution',
  body: pagedQuery.extend({ categoryId: formText(64) }),
  reply: eamResult(eamPaged(repairCategoryTpl)),
});

export const repairCategoryTplGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-category-tpl/get-by-id',
  summary: 'A fault template by id',
  body: z.object({ id }),
  reply: eamResult(repairCategoryTpl),
});

export const repairCategoryTplSave = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-category-tpl/save',
  summary: 'Creates a fault template (no id) or updates one (repair managers); its code is unique in the tenant',
  body: z.object({
    id: z.preprocess(emptyIsAbsent, id.optional()),
    code: z.string().trim().min(1).max(64),
    name: z.string().trim().min(1).max(200),
    repairSolution: formText(2000),
    costTime: formNumber(0, 1000),
    categoryId: id,
  }),
  reply: eamResult(repairCategoryTpl),
});

export const repairCategoryTplDelete = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-category-tpl/delete',
  summary: 'Deletes a fault template (repair managers); 409 while an order names it',
  body: z.object({ id }),
  reply: deleted,
});

export const repairUrgencyQueryList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-urgency/query-list',
  summary: 'The urgencies in sort order',
  reply: eamResult(z.array(repairUrgency)),
});

export const repairUrgencyGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-urgency/get-by-id',
  summary: 'An urgency by id',
  body: z.object({ id }),
  reply: eamResult(repairUrgency),
});

export const repairUrgencySave = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-urgency/save',
  summary: 'Creates an urgency (no id) or updates one (repair managers); its code is unique in the tenant',
  body: z.object({
    id: z.preprocess(emptyIsAbsent, id.optional()),
    code: z.string().trim().min(1).max(64),
    name: z.string().trim().min(1).max(50),
    sort: z.preprocess(emptyIsAbsent, z.coerce.number().int().min(0).max(9999).default(0)),
    responseHours: requiredNumber(0.1, 8760),
  }),
  reply: eamResult(repairUrgency),
});

export const repairUrgencyDelete = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-urgency/delete',
  summary: 'Deletes an urgency (repair managers); 409 while an order names it',
  body: z.object({ id }),
  reply: deleted,
});

export const repairGroupQueryList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-group/query-list',
  summary: 'The repair teams in name order, optionally of one status',
  body: z.object({ status: optionalEnum(REPAIR_GROUP_STATUSES) }),
  reply: eamResult(z.array(repairGroup)),
});

export const repairGroupGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-group/get-by-id',
  summary: 'A repair team by id',
  body: z.object({ id }),
  reply: eamResult(repairGroup),
});

export const repairGroupSave = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-group/save',
  summary: 'Creates a repair team (no id) or updates one (repair managers): active users of the tenant; the leader is a member whether listed or not',
  body: z.object({
    id: z.preprocess(emptyIsAbsent, id.optional()),
    name: z.string().trim().min(1).max(100),
    leaderId: id,
    memberIds: formIdList(100),
    status: z.preprocess(emptyIsAbsent, z.enum(REPAIR_GROUP_STATUSES).default('enable')),
    notes: formText(500),
  }),
  reply: eamResult(repairGroup),
});

export const repairUserQueryList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-group/query-user-list',
  summary: "The tenant's active users for a team's leader and member pickers (at most 50, name order); searchValue matches the name",
  body: z.object({ searchValue: formText(50) }),
  reply: eamResult(z.array(repairUserRef)),
});

// --------------------------------------------------------------------------------------------------------- orders

/**
 * The order's status (Foxnic's `repairStatus`): approval 审批中 (only when the plant's setting names an approval
 * process) → not_dispatch 待派单 → dispatched 待维修 → repairing 维修中 → wait_acceptance 待验收 → finish 已完成;
 * a failed acceptance gives acceptance_failed 验收不通过, from which the executor starts again (→ repairing);
 * cancel 已取消 from not_dispatch or dispatched; while the approval runs, a refused, withdrawn or terminated approval
 * request cancels the order (the reporter withdraws it in the approval, 撤回).
 */
export const REPAIR_STATUSES = ['approval', 'not_dispatch', 'dispatched', 'repairing', 'wait_acceptance', 'acceptance_failed', 'finish', 'cancel'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** The statuses in which the order is still open (the asset of an assetDown order stays 'repair' meanwhile). */
export const REPAIR_OPEN_STATUSES = ['approval', 'not_dispatch', 'dispatched', 'repairing', 'wait_acceptance', 'acceptance_failed'] as const satisfies readonly RepairStatus[];

/** What the caller may do to an order now (its detail lists them). */
export const REPAIR_ACTIONS = ['dispatch', 'cancel', 'start', 'finish', 'accept'] as const;
export type RepairAction = (typeof REPAIR_ACTIONS)[number];

/** self_repair 自修, external_repair 外部维修 (a vendor). */
export const REPAIR_TYPES = ['self_repair', 'external_repair'] as const;
export type RepairType = (typeof REPAIR_TYPES)[number];

/** Which orders a list shows: reported by me, my teams' (a member of the assigned team, or its executor), or all of the tenant. */
export const REPAIR_SCOPES = ['reported', 'team', 'all'] as const;
export type RepairScope = (typeof REPAIR_SCOPES)[number];

/** The acceptance's verdict: finish (passed) closes the order; acceptance_failed sends it back to the executor. */
export const REPAIR_ACCEPT_RESULTS = ['finish', 'acceptance_failed'] as const;
export type RepairAcceptResult = (typeof REPAIR_ACCEPT_RESULTS)[number];

/**
 * ISO 14224 failure modes (Table B.6, the codes a water plant's rotating, electrical, instrument and IT equipment
 * uses): AIR abnormal instrument reading, BRD breakdown, ELP external leakage of process medium, ELU external
 * leakage of utility medium, ERO erratic output, FTS fail to start on demand, STP fail to stop on demand, FTF
 * fail to function, FTO fail to open, FTC fail to close, HIO high output, LOO low output, INL internal leakage,
 * NOI noise, OHE overheating, PDE parameter deviation, PLU plugged/choked, SER minor in-service problems,
 * STD structural deficiency, UST spurious stop, VIB vibration, OTH other, UNK unknown.
 */
export const ISO14224_FAILURE_MODES = [
  'AIR', 'BRD', 'ELP', 'ELU', 'ERO', 'FTS', 'STP', 'FTF', 'FTO', 'FTC', 'HIO', 'LOO', 'INL', 'NOI', 'OHE', 'PDE', 'PLU', 'SER', 'STD', 'UST', 'VIB',
  'OTH', 'UNK',
] as const;
/**
 * ISO 14224 failure mechanisms (Table B.2): 1.x mechanical (1.0 general, 1.1 leakage, 1.2 vibration, 1.3
 * clearance/alignment, 1.4 deformation, 1.5 looseness, 1.6 sticking); 2.x material (2.0 general, 2.1 cavitation,
 * 2.2 corrosion, 2.3 erosion, 2.4 wear, 2.5 breakage, 2.6 fatigue, 2.7 overheating, 2.8 burst); 3.x instrument
 * (3.0 general, 3.1 control failure, 3.2 no signal, 3.3 faulty signal, 3.4 out of adjustment, 3.5 software,
 * 3.6 common cause); 4.x electrical (4.0 general, 4.1 short circuit, 4.2 open circuit, 4.3 no power, 4.4 faulty
 * power, 4.5 earth/isolation fault); 5.x external influence (5.0 general, 5.1 blockage/plugged, 5.2 contamination,
 * 5.3 miscellaneous external); 6.x miscellaneous (6.0 general, 6.1 no cause found, 6.2 combined causes, 6.3
 * other, 6.4 unknown).
 */
export const ISO14224_FAILURE_MECHANISMS = [
  '1.0', '1.1', '1.2', '1.3', '1.4', '1.5', '1.6',
  '2.0', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '2.8',
  '3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6',
  '4.0', '4.1', '4.2', '4.3', '4.4', '4.5',
  '5.0', '5.1', '5.2', '5.3',
  '6.0', '6.1', '6.2', '6.3', '6.4',
] as const;
/**
 * ISO 14224 failure causes (Table B.3): 1.x design (1.0 general, 1.1 improper capacity, 1.2 improper material);
 * 2.x fabrication/installation (2.0 general, 2.1 fabrication error, 2.2 installation error); 3.x operation and
 * maintenance (3.0 general, 3.1 off-design service, 3.2 operating error, 3.3 maintenance error, 3.4 expected wear
 * and tear); 4.x management (4.0 general, 4.1 documentation error, 4.2 management error); 5.x miscellaneous
 * (5.0 general, 5.1 no cause found, 5.2 common cause, 5.3 combined causes, 5.4 other unit/cascading failure,
 * 5.5 other, 5.6 unknown).
 */
export const ISO14224_FAILURE_CAUSES = [
  '1.0', '1.1', '1.2', '2.0', '2.1', '2.2', '3.0', '3.1', '3.2', '3.3', '3.4', '4.0', '4.1', '4.2', '5.0', '5.1', '5.2', '5.3', '5.4', '5.5', '5.6',
] as const;
export type FailureMode = (typeof ISO14224_FAILURE_MODES)[number];
export type FailureMechanism = (typeof ISO14224_FAILURE_MECHANISMS)[number];
export type FailureCause = (typeof ISO14224_FAILURE_CAUSES)[number];

/** One spare part used: name, quantity and unit (个, 套, m …). */
export const repairPart = z.object({
  name: z.string().trim().min(1).max(100),
  qty: z.coerce.number().positive().max(100_000),
  unit: z.string().trim().min(1).max(20),
});
export type RepairPart = z.infer<typeof repairPart>;

/**
 * A step of the order's timeline (Foxnic's RepairOrderProcess). `label` is the step's code, which the screens
 * translate: report 报修, approved 审批通过, refused 审批不通过 (the order is cancelled), dispatch 派单, start
 * 开始维修, finish 维修完成, accept 验收通过, acceptance_failed 验收不通过, cancel 撤销.
 */
export const REPAIR_PROCESS_LABELS = ['report', 'approved', 'refused', 'dispatch', 'start', 'finish', 'accept', 'acceptance_failed', 'cancel'] as const;
export type RepairProcessLabel = (typeof REPAIR_PROCESS_LABELS)[number];

export const repairProcess = z.object({
  id: z.string(),
  label: z.enum(REPAIR_PROCESS_LABELS),
  /** What was said or done at this step (the fault, the dispatch's team and executor, the remedy, the verdict's notes…). */
  processContent: z.string().nullable(),
  pictureIds: z.array(z.string()),
  /** When it happened (ISO instant). */
  rcdTime: z.string(),
  /** Who did it; null for the approval's verdict, which the engine gives. */
  user: repairUserRef.nullable(),
});
export type RepairProcess = z.infer<typeof repairProcess>;

/** A row of the order lists. */
export const repairOrderRow = z.object({
  id: z.string(),
  /** 报修单号 BX yyyyMMdd-nnn. */
  businessCode: z.string(),
  repairStatus: z.enum(REPAIR_STATUSES),
  assetId: z.string(),
  assetCode: z.string(),
  assetName: z.string(),
  positionName: z.string().nullable(),
  /** The fault's description as the reporter wrote it. */
  content: z.string(),
  /** The fault template's content (故障内容), or null when none was chosen. */
  categoryTplName: z.string().nullable(),
  urgency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  repairType: z.enum(REPAIR_TYPES),
  assetDown: z.boolean(),
  reporter: repairUserRef,
  reportedAt: z.string(),
  planFinishDate: z.string().nullable(),
  /** The assigned team and executor once dispatched. */
  groupName: z.string().nullable(),
  executor: repairUserRef.nullable(),
  /** reportedAt + the urgency's responseHours: the repair should have started by then. */
  responseDeadline: z.string(),
  /** Not started by its deadline (still waiting past it, or started late). */
  responseOverdue: z.boolean(),
  /** The first photo, for the list's thumbnail. */
  pictureId: z.string().nullable(),
});
export type RepairOrderRow = z.infer<typeof repairOrderRow>;

/** One repair attempt of the work order (维修单): started, then finished with its record; a failed acceptance leads to another. */
export const repairOrderAct = z.object({
  id: z.string(),
  /** 1 for the first attempt, 2 after a failed acceptance … */
  attempt: z.number().int(),
  executor: repairUserRef,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  cause: z.string().nullable(),
  remedy: z.string().nullable(),
  failureMode: z.enum(ISO14224_FAILURE_MODES).nullable(),
  failureMechanism: z.enum(ISO14224_FAILURE_MECHANISMS).nullable(),
  failureCause: z.enum(ISO14224_FAILURE_CAUSES).nullable(),
  parts: z.array(repairPart),
  laborHours: z.number().nullable(),
  /** Yuan: parts, labour and vendor. */
  cost: z.number().nullable(),
  /** When the asset ran again (assetDown orders). */
  downtimeEnd: z.string().nullable(),
  pictureIds: z.array(z.string()),
  notes: z.string().nullable(),
});
export type RepairOrderAct = z.infer<typeof repairOrderAct>;

/** One acceptance verdict (验收). */
export const repairAcceptance = z.object({
  id: z.string(),
  acceptResult: z.enum(REPAIR_ACCEPT_RESULTS),
  notes: z.string().nullable(),
  actualCost: z.number().nullable(),
  accepter: repairUserRef,
  acceptedAt: z.string(),
});
export type RepairAcceptance = z.infer<typeof repairAcceptance>;

/** An order with everything its detail page shows. */
export const repairOrderDetail = repairOrderRow.extend({
  pictureIds: z.array(z.string()),
  sourceAbnormalId: z.string().nullable(),
  /** The approval's process instance when the order went through one. */
  procId: z.string().nullable(),
  asset: z.object({
    id: z.string(), assetCode: z.string(), name: z.string(), model: z.string().nullable(),
    positionName: z.string().nullable(), assetStatus: z.string(),
  }),
  categoryTpl: z.object({
    id: z.string(), code: z.string(), name: z.string(), repairSolution: z.string().nullable(), costTime: z.number().nullable(),
    categoryName: z.string(), categoryHierarchyName: z.string(),
  }).nullable(),
  urgency: z.object({ id: z.string(), code: z.string(), name: z.string(), responseHours: z.number() }),
  dispatch: z.object({
    group: z.object({ id: z.string(), name: z.string(), leader: repairUserRef }),
    executor: repairUserRef,
    dispatcher: repairUserRef,
  }).nullable(),
  /** The latest repair attempt, and all of them oldest first. */
  act: repairOrderAct.nullable(),
  acts: z.array(repairOrderAct),
  /** The latest verdict, and all of them oldest first. */
  acceptance: repairAcceptance.nullable(),
  acceptances: z.array(repairAcceptance),
  /** The timestamps the KPIs read (ISO instants): MTTR waiting = startedAt − reportedAt, repair = finishedAt − startedAt, downtime = downtimeEnd − reportedAt. */
  times: z.object({
    reportedAt: z.string(),
    approvedAt: z.string().nullable(),
    dispatchedAt: z.string().nullable(),
    /** The first start. */
    startedAt: z.string().nullable(),
    /** The latest finish. */
    finishedAt: z.string().nullable(),
    /** The passing acceptance. */
    acceptedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    downtimeEnd: z.string().nullable(),
  }),
  /** The timeline, oldest first. */
  timeline: z.array(repairProcess),
  /** What the caller may do now. */
  actions: z.array(z.enum(REPAIR_ACTIONS)),
});
export type RepairOrderDetail = z.infer<typeof repairOrderDetail>;

const orderReply = eamResult(repairOrderDetail);

export const repairOrderCreate = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order/create',
  summary: "Reports a fault (any user of the tenant): the order waits for dispatch, or for approval when the plant's setting names an approval process",
  body: z.object({
    assetId: id,
    categoryTplId: z.preprocess(emptyIsAbsent, id.optional()),
    urgencyId: id,
    content: z.string().trim().min(1).max(2000),
    /** Photos uploaded by the caller through the portal's upload (jpeg, png or webp). */
    pictureIds: photoIds,
    /** The asset is stopped by the fault: its status is 'repair' until the order closes, and downtime counts. */
    assetDown: yesNo,
    /** yyyy-MM-dd, today or later. */
    planFinishDate: formDay,
    repairType: z.preprocess(emptyIsAbsent, z.enum(REPAIR_TYPES).default('self_repair')),
    /** The inspection defect this request follows up (it is marked processed). */
    sourceAbnormalId: z.preprocess(emptyIsAbsent, id.optional()),
  }),
  reply: orderReply,
});

const listFilter = {
  repairStatus: optionalEnum(REPAIR_STATUSES),
  scope: z.preprocess(emptyIsAbsent, z.enum(REPAIR_SCOPES).default('all')),
};

export const repairOrderQueryPagedList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order/query-paged-list',
  summary: 'A page of repair orders, newest report first: by status, scope and asset; searchValue matches the order code and the asset name and code',
  body: pagedQuery.extend({ ...listFilter, assetId: formText(64) }),
  reply: eamResult(eamPaged(repairOrderRow)),
});

/** One count per key; declared free of side effects, so the browser build drops it with the schemas. */
/* @__NO_SIDE_EFFECTS__ */
function countsOf<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);
}

/** How many orders of the scope are in each status, and in all. */
export const repairStatusCount = countsOf(REPAIR_STATUSES).extend({ all: z.number().int() });
export type RepairStatusCount = { all: number } & Record<RepairStatus, number>;

export const repairOrderQueryStatusCountData = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order/query-status-count-data',
  summary: 'How many orders of the scope are in each status (the list tabs)',
  body: z.object({ scope: listFilter.scope }),
  reply: eamResult(repairStatusCount),
});

export const repairOrderQueryByAsset = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order/query-by-asset',
  summary: "A page of an asset's repair orders, newest first (the asset page's history)",
  body: pagedQuery.pick({ pageIndex: true, pageSize: true }).extend({ assetId: id }),
  reply: eamResult(eamPaged(repairOrderRow)),
});

export const repairOrderGetById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order/get-by-id',
  summary: 'A repair order with its asset, fault, urgency, dispatch, work order, acceptances, timeline and the actions the caller may take',
  body: z.object({ id }),
  reply: orderReply,
});

export const repairOrderDispatch = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order/dispatch',
  summary: "Dispatches a waiting order to an enabled team and one of its members (repair managers or the team's leader); 409 when it is no longer waiting",
  body: z.object({ id, groupId: id, executorId: id, notes: formText(500) }),
  reply: orderReply,
});

export const repairOrderCancel = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order/cancel',
  summary: 'Cancels an order before its repair starts (its reporter or a repair manager), with a reason',
  body: z.object({ id, notes: z.string().trim().min(1).max(500) }),
  reply: orderReply,
});

export const repairOrderActStart = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order-act/start',
  summary: 'Starts the repair of a dispatched order, or again after a failed acceptance (its executor or a member of its team)',
  body: z.object({ orderId: id }),
  reply: orderReply,
});

export const repairOrderActFinish = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order-act/finish',
  summary: 'Finishes the repair with its record (its executor or a member of its team): the order waits for acceptance',
  body: z.object({
    orderId: id,
    cause: z.string().trim().min(1).max(1000),
    remedy: z.string().trim().min(1).max(1000),
    failureMode: optionalEnum(ISO14224_FAILURE_MODES),
    failureMechanism: optionalEnum(ISO14224_FAILURE_MECHANISMS),
    failureCause: optionalEnum(ISO14224_FAILURE_CAUSES),
    /** `[{name, qty, unit}]`, as a JSON array text or array. */
    parts: z.preprocess((v) => {
      if (v === undefined || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }, z.array(repairPart).max(50)),
    laborHours: formNumber(0, 1000),
    cost: formNumber(0, 100_000_000),
    /** When the asset ran again; for an assetDown order the finish time when absent. Not before the report, not in the future. */
    downtimeEnd: formInstant,
    pictureIds: photoIds,
    notes: formText(1000),
  }),
  reply: orderReply,
});

export const repairOrderAcceptance = endpoint({
  host: 'eam', method: 'POST', path: '/eam-repair-order/acceptance',
  summary: 'Accepts the repair (its reporter or a repair manager): finish closes the order, acceptance_failed (notes required) sends it back to the executor',
  body: z.object({
    id,
    result: z.enum(REPAIR_ACCEPT_RESULTS),
    notes: formText(1000),
    actualCost: formNumber(0, 100_000_000),
  }).refine((b) => b.result !== 'acceptance_failed' || Boolean(b.notes), { message: 'notes is required', path: ['notes'] }),
  reply: orderReply,
});
