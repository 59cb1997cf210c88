import { z } from 'zod';
import { pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';
import { instanceRow, instanceStatus, noticeRow, preconditions, taskRow, type InstanceOutcomeValue } from './runtime-common.js';

/**
 * The flow-runtime lists (POST with a QueryFilter). Quick search sends `bt.subject_` and `bt.proc_def_name_`
 * LIKE conditions in one OR group; every list also knows the plain field names of its rows (subject,
 * procDefName, procDefKey, createTime ...). Unknown properties are a 400 naming the allowed ones.
 */

/**
 * Where the lists live. Each endpoint below is one `endpoint({...})` with its shapes written in it: the web build
 * keeps only host, method and path of such a call (apps/web/build/contract-for-the-browser.ts), so no schema
 * reaches the browser through a helper's arguments.
 */
const taskList = (name: string) => ({ host: 'bpmRunTime', method: 'POST', path: `/runtime/task/v1/${name}` }) as const;
const instanceList = (name: string) => ({ host: 'bpmRunTime', method: 'POST', path: `/runtime/instance/v1/${name}` }) as const;

export const getTodoList = endpoint({ ...taskList('getTodoList'), summary: 'My to-do tasks (待办): assigned to me, or shared with me and not claimed by another; newest first', body: queryFilter, reply: pageList(taskRow) });

/** A task I transferred (我转办的), DefaultBpmTaskTurn of the original. */
export const delegateRow = z.object({
  id: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  taskSubject: z.string(),
  nodeId: z.string(),
  procInstId: z.string(),
  procDefKey: z.string(),
  procDefName: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  assigneeId: z.string(),
  assigneeName: z.string(),
  /** running until handled, finish once handled, cancel when taken back. */
  status: z.enum(['running', 'finish', 'cancel']),
  turnType: z.enum(['turn', 'agent']),
  createTime: z.string(),
  finishTime: z.string().nullable(),
  supportMobile: z.number().int(),
  preconditions,
});
export type DelegateRow = z.infer<typeof delegateRow>;
export const getDelegate = endpoint({ ...taskList('getDelegate'), summary: 'Tasks I transferred to someone else (我转办的), with whether I can still take each back', body: queryFilter, reply: pageList(delegateRow) });

export const getMyNoticeReadList = endpoint({ ...taskList('getMyNoticeReadList'), summary: 'Instances I circulated (我传阅的), one row per reader', body: queryFilter, reply: pageList(noticeRow) });
export const getNoticeTodoReadList = endpoint({ ...taskList('getNoticeTodoReadList'), summary: 'Instances circulated to me that I have not read (待阅)', body: queryFilter, reply: pageList(noticeRow) });
export const getNoticeDoneReadList = endpoint({ ...taskList('getNoticeDoneReadList'), summary: 'Instances circulated to me that I have read (已阅)', body: queryFilter, reply: pageList(noticeRow) });

const statusQuery = z.object({ status: instanceStatus.optional() });

/**
 * The outcome filter of 我的请求 and 已办 (审批中 / 已通过 / 未通过 / 已撤回): a querys condition on `outcome`,
 * e.g. `{ property: 'outcome', value: 'refused', operation: 'EQUAL', relation: 'AND' }`.
 */
export const outcomeFilterProperty = 'outcome';
export const outcomeFilterValues = ['inProgress', 'approved', 'refused', 'withdrawn'] as const satisfies readonly InstanceOutcomeValue[];

/** An instance I acted on, with the time of my latest action. */
export const doneInstRow = instanceRow.extend({ completeTime: z.string() });
export type DoneInstRow = z.infer<typeof doneInstRow>;
export const getDoneInstList = endpoint({ ...instanceList('getDoneInstList'), summary: 'Instances I handled a task of (已办), newest action first; ?status filters by instance status, querys `outcome` by outcome', query: statusQuery, body: queryFilter, reply: pageList(doneInstRow) });

/** One action of mine on a task (已办事项), with the instance it belongs to. */
export const doneRow = instanceRow.extend({
  taskId: z.string(),
  taskKey: z.string(),
  nodeName: z.string(),
  opinionStatus: z.string(),
  /** The action in words, in the request's language (人工终止, not manual_end). */
  opinionStatusName: z.string(),
  opinion: z.string(),
  completeTime: z.string(),
});
export type DoneRow = z.infer<typeof doneRow>;
export const getDoneList = endpoint({ ...instanceList('getDoneList'), summary: 'My latest action on each instance (已办: one row per instance, as the done tile counts), newest first; ?status filters by instance status, querys `outcome` by outcome', query: statusQuery, body: queryFilter, reply: pageList(doneRow) });

export const myRequest = endpoint({ ...instanceList('myRequest'), summary: 'Instances I started (我的请求), drafts excluded, newest first; querys `outcome` filters by outcome', body: queryFilter, reply: pageList(instanceRow) });
export const myMobileRequest = endpoint({ ...instanceList('myMobileRequest'), summary: 'Instances I started that support mobile, drafts excluded, newest first; querys `outcome` filters by outcome', body: queryFilter, reply: pageList(instanceRow) });
export const myMobileDraft = endpoint({ ...instanceList('myMobileDraft'), summary: 'My drafts (草稿) of processes that support mobile', body: queryFilter, reply: pageList(instanceRow) });

/** A process the user may start. */
export const startableFlow = z.object({
  id: z.string(),
  defId: z.string(),
  defKey: z.string(),
  name: z.string(),
  version: z.number().int(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  supportMobile: z.number().int(),
});
export type StartableFlow = z.infer<typeof startableFlow>;
export const newProcess = endpoint({ ...instanceList('newProcess'), summary: 'Processes I may start (新建流程), by name', body: queryFilter, reply: pageList(startableFlow) });

/** The startable processes of one FLOW_TYPE category (spec: a group has an icon and a flowList). */
export const flowGroup = z.object({
  typeId: z.string().nullable(),
  typeName: z.string(),
  /** JSON text of the category icon, e.g. {"icon":"...","color":"#1677ff"}; null when none. */
  icon: z.string().nullable(),
  sn: z.number().int(),
  flowList: z.array(startableFlow),
});
export type FlowGroup = z.infer<typeof flowGroup>;
export const myMobileProcess = endpoint({ ...instanceList('myMobileProcess'), summary: 'Processes I may start on mobile, grouped by FLOW_TYPE category in category order (uncategorised last); every group is returned, querys filter the flows', body: queryFilter, reply: pageList(flowGroup) });

export const relatedProcess = endpoint({ ...instanceList('relatedProcess'), summary: 'Instances I took part in (started, handled, circulated to me), to link as related processes', body: queryFilter, reply: pageList(instanceRow) });

/** Who opened an instance's task, and when (阅读记录). */
export const readRecordRow = z.object({
  id: z.string(),
  procInstId: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  nodeId: z.string(),
  userId: z.string(),
  userName: z.string(),
  readTime: z.string(),
});
export type ReadRecordRow = z.infer<typeof readRecordRow>;
export const getByRecordInstId = endpoint({ ...instanceList('getByRecordInstId'), summary: 'Read records of an instance: querys procInstId EQUAL <id> (required); params.distinct "1" keeps each reader\'s latest read only', body: queryFilter, reply: pageList(readRecordRow) });

export const getInstanceByPks = endpoint({ ...instanceList('getInstanceByPks'), summary: 'Instances by id (?pks=id1,id2 or querys id IN); instances the user may not read are left out', query: z.object({ pks: z.string().max(5000).optional() }), body: queryFilter, reply: pageList(instanceRow) });
