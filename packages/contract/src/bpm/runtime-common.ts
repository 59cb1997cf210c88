import { z } from 'zod';
import { commonResult, idString } from '../common.js';

/**
 * Shapes shared by the flow-runtime calls (host `bpmRunTime`): list rows, opinion records, the action
 * envelope and the optional idempotency key. Field names follow the original platform where it has them
 * (reference/original-wire-shapes.md), so the same client can talk to either back end.
 */

/** Instance statuses: draft, running, end, manualend (ended by hand), backToStart, back (rejected), revoke. */
export const instanceStatus = z.enum(['draft', 'running', 'end', 'manualend', 'backToStart', 'back', 'revoke']);
export type InstanceStatusValue = z.infer<typeof instanceStatus>;

/**
 * What became of a request, as the lists tag it (审批中 / 通过 / 未通过 / 已撤回 / 已终止): inProgress while it
 * runs; approved or refused when it ran to an end (refused: an oppose or a failed sign vote led to the end,
 * or the end event says so); withdrawn by its starter (revoked and waiting, or ended from the start);
 * terminated by a handler or an administrator.
 */
export const instanceOutcome = z.enum(['inProgress', 'approved', 'refused', 'withdrawn', 'terminated']);
export type InstanceOutcomeValue = z.infer<typeof instanceOutcome>;

/**
 * Task statuses: NORMAL approval, DELIVERTO transferred to me, BACK returned by a reject, ADDSIGN an extra
 * approver's task, SIGN one member of a sign task (会签), COMMU give feedback, INQU reply to an inquiry.
 */
export const taskStatus = z.enum(['NORMAL', 'DELIVERTO', 'BACK', 'ADDSIGN', 'SIGN', 'COMMU', 'INQU']);

/**
 * Whether revoke (撤回, the starter takes the instance back), retrieve (取回, take back a task I transferred)
 * and urge (催办) are possible now, and if not why, so the client can say so before the tap.
 */
export const preconditions = z.object({
  canRevoke: z.boolean(),
  canRetrieve: z.boolean(),
  canUrge: z.boolean(),
  /** Why each one that is false is not possible, in the request's language. */
  reason: z.object({ revoke: z.string().optional(), retrieve: z.string().optional(), urge: z.string().optional() }),
});
export type Preconditions = z.infer<typeof preconditions>;

/** A task row (DefaultBpmTask of the original): to-do lists, an instance's open tasks. */
export const taskRow = z.object({
  id: z.string(),
  taskId: z.string(),
  /** Node name. */
  name: z.string(),
  subject: z.string(),
  procInstId: z.string(),
  procDefId: z.string(),
  procDefKey: z.string(),
  procDefName: z.string(),
  /** The node id; taskKey is the same value under the opinion records' name. */
  nodeId: z.string(),
  taskKey: z.string(),
  status: taskStatus,
  createTime: z.string(),
  /** The starter's name and id. */
  creator: z.string(),
  creatorId: z.string(),
  /** Null while the task is shared by candidates and nobody claimed it. */
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** Who transferred the task here. */
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** The candidate who claimed (签收) a shared task. */
  lockedBy: z.string().nullable(),
  parentId: z.string().nullable(),
  dueTime: z.string().nullable(),
  urgentStateValue: z.number().int(),
  instStatus: instanceStatus,
  typeId: z.string().nullable(),
  supportMobile: z.number().int(),
  preconditions,
});
export type TaskRow = z.infer<typeof taskRow>;

/** An instance row (DefaultBpmProcessInstance of the original): my requests, drafts, done instances. */
export const instanceRow = z.object({
  id: z.string(),
  subject: z.string(),
  procDefId: z.string(),
  procDefKey: z.string(),
  procDefName: z.string(),
  typeId: z.string().nullable(),
  status: instanceStatus,
  /** The status in words, in the request's language. */
  statusName: z.string(),
  creator: z.string(),
  createBy: z.string(),
  createOrgId: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  endTime: z.string().nullable(),
  bizKey: z.string().nullable(),
  urgentState: z.number().int(),
  supportMobile: z.number().int(),
  /** Names of the nodes waiting now, joined by ','; '' when none. */
  taskName: z.string(),
  /** Null for a draft. */
  outcome: instanceOutcome.nullable(),
  /** The outcome in words, in the request's language ('' for a draft). */
  outcomeName: z.string(),
  /** Started on behalf of this leader (代发起) by `createBy`, the agent; null for one's own request. */
  agentLeaderId: z.string().nullable(),
  /** The leader's name, for the 代发起 mark. */
  agentLeaderName: z.string().nullable(),
  preconditions,
});
export type InstanceRow = z.infer<typeof instanceRow>;

/** One approval record (DefaultBpmCheckOpinion of the original); pending ones name who may act. */
export const opinionRecord = z.object({
  id: z.string(),
  procInstId: z.string(),
  taskId: z.string().nullable(),
  /** Node id. */
  taskKey: z.string().nullable(),
  taskName: z.string(),
  /** JSON text: [{id, name, type:'user'}] of who may act while the record is pending. */
  qualfieds: z.string(),
  /** Names of who may act, joined by '/'; filled while pending. */
  qualfiedNames: z.string(),
  auditor: z.string().nullable(),
  auditorName: z.string().nullable(),
  opinion: z.string(),
  /** Opinion status of the original platform: awaiting_check, agree, oppose, reject, start, ... */
  status: z.string(),
  /** The status in words, in the request's language. */
  statusVal: z.string(),
  /** For pending records: 1 once one of the qualified people opened the task, else 0. */
  isRead: z.number().int(),
  createTime: z.string(),
  /** Null while pending. */
  completeTime: z.string().nullable(),
  /** Milliseconds from creation to completion (or to now while pending). */
  durMs: z.number().int(),
  /** JSON text of the attachments: [{id, name, size, mimeType}]. */
  files: z.string(),
  /** JSON text of the body attachments (正文); this server keeps every attachment under files. */
  zfiles: z.string(),
});
export type OpinionRecordRow = z.infer<typeof opinionRecord>;

/** A circulated notice (BpmTaskNotice): one reader of one instance. */
export const noticeRow = z.object({
  id: z.string(),
  /** The node the instance was circulated from ('' when circulated without a task). */
  name: z.string(),
  subject: z.string(),
  procInstId: z.string(),
  taskId: z.string().nullable(),
  nodeId: z.string().nullable(),
  procDefId: z.string(),
  procDefKey: z.string(),
  procDefName: z.string(),
  /** Who circulated it. */
  ownerId: z.string(),
  ownerName: z.string(),
  /** The reader. */
  assigneeId: z.string(),
  assigneeName: z.string(),
  /** The instance status. */
  status: instanceStatus,
  outcome: instanceOutcome.nullable(),
  outcomeName: z.string(),
  createTime: z.string(),
  opinion: z.string().nullable(),
  isRead: z.number().int(),
  readTime: z.string().nullable(),
  isRevoke: z.number().int(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

/** Every action accepts this: a retry with the same key returns the first reply and acts once. */
export const idempotencyKey = z.string().trim().min(1).max(128).optional();

/**
 * Attachments as the original sends them: JSON text of [{id|fileId, name, ...}], or a list of file ids or
 * of such objects. Only the ids are kept; each must be a file the caller may read.
 */
export const attachments = z.union([
  z.string().max(20_000),
  z.array(z.union([idString, z.object({ id: idString.optional(), fileId: idString.optional() }).loose()])).max(50),
]).optional();

/** A list of user ids: an array, or the original's comma-separated text. */
export const userIds = z.union([z.string().max(5000), z.array(idString).max(200)]);

/** The reply of an action: `{state, message, value}`. */
export const actionReply = commonResult(z.string());
export type ActionReply = z.infer<typeof actionReply>;
