import { z } from 'zod';
import { commonResult, idString } from '../common.js';
import { endpoint } from '../endpoint.js';
import { idempotencyKey } from './runtime-common.js';

/** Follow-ups, due times, sign lines and statistics of the flow runtime. */

const host = 'bpmRunTime' as const;

// ---- taskFollow (跟踪): be told when chosen nodes of an instance are handled ----

export const getFollowedNode = endpoint({
  host, method: 'GET', path: '/runtime/taskFollow/v1/getFollowedNode',
  summary: 'The node ids I follow in an instance (value)',
  query: z.object({ instId: idString }), reply: commonResult(z.array(z.string())),
});
export const saveFollow = endpoint({
  host, method: 'POST', path: '/runtime/taskFollow/v1/save',
  summary: 'Follow these user-task nodes of an instance (replaces the list; an empty list stops following); I am told in the inbox when one is handled',
  body: z.object({ instId: idString, nodeIds: z.union([z.array(z.string().min(1).max(64)).max(100), z.string().max(5000)]), idempotencyKey }),
  reply: commonResult(z.array(z.string())),
});

// ---- bpmTaskDueTime (期限): due times in working days (Monday to Friday) ----

export const dueTimeInfo = z.object({
  taskId: z.string(),
  taskName: z.string(),
  /** When the task arrived. */
  createTime: z.string(),
  /** Null when the node sets no due time and nobody set one. */
  dueTime: z.string().nullable(),
  /** Whole working days left until the due time (negative when overdue); null without a due time. */
  remainingWorkingDays: z.number().int().nullable(),
  overdue: z.boolean(),
  /** Earlier changes (延期), newest first. */
  history: z.array(z.object({ dueTime: z.string(), userId: z.string(), userName: z.string(), time: z.string() })),
});
export type DueTimeInfo = z.infer<typeof dueTimeInfo>;
export const getDueTimeByTaskId = endpoint({
  host, method: 'GET', path: '/runtime/bpmTaskDueTime/v1/getByTaskId',
  summary: "A task's due time, working days left and the history of its extensions",
  query: z.object({ taskId: idString }), reply: dueTimeInfo,
});
export const getExpirationDate = endpoint({
  host, method: 'GET', path: '/runtime/bpmTaskDueTime/v1/getExpirationDate',
  summary: "The due time a task would get when extended by addDueTime working days (from its due time, or from now when it has none); value is ISO-8601",
  query: z.object({ id: idString, addDueTime: z.coerce.number().int().min(1).max(365) }),
  reply: commonResult(z.string()),
});
export const saveDueTime = endpoint({
  host, method: 'POST', path: '/runtime/bpmTaskDueTime/v1/save',
  summary: "Extend a task's due time (延期): by addDueTime working days (from its due time, or from now), or to dueTime; the holder (with the taskDelay button) or an administrator; value is the new due time",
  body: z.object({
    taskId: idString,
    addDueTime: z.coerce.number().int().min(1).max(365).optional(),
    dueTime: z.string().max(40).optional(),
    idempotencyKey,
  }).refine((b) => b.addDueTime !== undefined || b.dueTime !== undefined, { message: 'give addDueTime or dueTime', path: ['addDueTime'] }),
  reply: commonResult(z.string()),
});

// ---- signline: who signs at a node ----

export const signLine = z.object({
  taskId: z.string(),
  /** SIGN: member of the node's sign task (会签); ADDSIGN: an added approver (加签). */
  type: z.enum(['SIGN', 'ADDSIGN']),
  userId: z.string(),
  userName: z.string(),
  /** awaiting_check while pending, else the vote (agree, oppose, abandon) or retracted. */
  status: z.string(),
  statusVal: z.string(),
  opinion: z.string(),
  createTime: z.string(),
  completeTime: z.string().nullable(),
});
export const getSignLinesInstIdNodeId = endpoint({
  host, method: 'GET', path: '/runtime/signline/v1/getSignLinesInstIdNodeId',
  summary: 'The signers at a node of an instance (sign task members and added approvers) with their votes',
  query: z.object({ instId: idString, nodeId: z.string().min(1).max(64) }),
  reply: z.array(signLine),
});

// ---- report: process statistics as ECharts options ----

/** Reports this server draws; each value is a complete ECharts option object. */
export const reportIds = ['instanceByDef', 'taskTrend', 'instanceByStatus'] as const;
export const getEchartsData = endpoint({
  host, method: 'GET', path: '/runtime/report/v1/getEchartsData',
  summary: "Process statistics of the tenant as an ECharts option: instanceByDef (stacked bar: running / ended per process), taskTrend (line: tasks created and completed per day, last 14 days), instanceByStatus (pie)",
  query: z.object({ reportId: z.enum(reportIds) }),
  reply: commonResult(z.record(z.string(), z.unknown())),
});
