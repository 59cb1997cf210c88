import { z } from 'zod';
import { commonResult, idString } from '../common.js';
import { endpoint } from '../endpoint.js';
import { layoutNode } from './model.js';
import { instanceOutcome, noticeRow, opinionRecord, taskRow } from './runtime-common.js';

/** Task queries of the flow runtime (/runtime/task/v1, GET unless noted). */

const host = 'bpmRunTime' as const;

/** One button the user may use now; `name` in the request's language, `alias` the original's action name. */
export const button = z.object({ name: z.string(), alias: z.string() });
export type Button = z.infer<typeof button>;

export const getButtonsBytaskId = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/getButtonsBytaskId',
  summary: 'The buttons I may use on this task now (view buttons for readers); with leaderId only agree, reject and lockUnlock',
  query: z.object({ taskId: idString, leaderId: z.string().max(64).optional() }),
  reply: z.object({ buttons: z.array(button) }),
});

/** What a node is set up to do: the node settings a client needs, with the form's field permissions. */
export const nodeProperties = z.object({
  defId: z.string(),
  nodeId: z.string(),
  name: z.string(),
  nodeType: z.string(),
  /** Button aliases the node allows (every one fitting the task state when the node does not narrow them). */
  buttons: z.array(z.string()),
  opinionRequired: z.boolean(),
  dueHours: z.number().nullable(),
  skipIfSameApprover: z.boolean(),
  rejectModes: z.array(z.string()),
  resubmit: z.enum(['rewalk', 'direct']),
  /** Sign tasks (会签) only: how the votes decide. */
  sign: z.object({ rule: z.string(), percent: z.number().optional(), sequential: z.boolean() }).nullable(),
  formKey: z.string().nullable(),
  /** Field key -> w | b | r | n at this node. */
  permissions: z.record(z.string(), z.string()),
});
export type NodeProperties = z.infer<typeof nodeProperties>;

export const defLayout = z.object({ defId: z.string(), defKey: z.string(), name: z.string(), listLayout: z.array(layoutNode) });

/** TaskGetVo of the original: the task with what its page shows. */
export const taskGetVo = z.object({
  bpmTask: taskRow.extend({ open: z.boolean() }),
  bpmDefLayout: defLayout,
  opinionList: z.array(opinionRecord),
  /** Who may act on the task: [{id, name, type:'user'}]. */
  bpmIdentities: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  curNodeDef: nodeProperties,
  /** Whom the holder waits for before deciding: inquiries (征询) and added approvers (加签) still to answer. */
  awaiting: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['inquiry', 'addSign']) })),
  formKey: z.string().nullable(),
  /** The instance's form data. */
  data: z.record(z.string(), z.unknown()),
  /** What became of the instance so far (the header's tag), and in words. */
  outcome: instanceOutcome.nullable(),
  outcomeName: z.string(),
  /** The leader the starter filed the request for (代发起), for the header; null for one's own request. */
  agentLeaderName: z.string().nullable(),
});
export type TaskGetVo = z.infer<typeof taskGetVo>;

export const get = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/get',
  summary: 'A task (open or handled) with its process layout, opinions, candidates, node settings and form data',
  query: z.object({ id: idString }), reply: taskGetVo,
});

export const noticeGetVo = z.object({
  notice: noticeRow,
  bpmDefLayout: defLayout,
  opinionList: z.array(opinionRecord),
  data: z.record(z.string(), z.unknown()),
});
export const getNotice = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/getNotice',
  summary: 'A circulated notice (id = notice id) with its process layout, opinions and form data',
  query: z.object({ id: idString }), reply: noticeGetVo,
});

export const taskNodeVo = z.object({
  taskId: z.string().nullable(),
  procInstId: z.string().nullable(),
  defId: z.string(),
  /** User tasks of the process with their status in this instance. */
  nodes: z.array(layoutNode.extend({ status: z.enum(['done', 'current', 'rejected', 'untouched']) })),
  /** Node ids I follow (跟踪) in this instance. */
  followed: z.array(z.string()),
});
export const taskNode = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/taskNode',
  summary: 'The user-task nodes one may follow (跟踪), with their status and the ones I follow',
  query: z.object({ taskId: z.string().max(64).optional(), defId: z.string().max(64).optional() })
    .refine((q) => q.taskId || q.defId, { message: 'give taskId or defId', path: ['taskId'] }),
  reply: taskNodeVo,
});

export const getCurNodeProperties = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/getCurNodeProperties',
  summary: "A node's settings: the task's node, or the start node of a definition (defId) when starting",
  query: z.object({ taskId: z.string().max(64).optional(), defId: z.string().max(64).optional(), instId: z.string().max(64).optional() })
    .refine((q) => q.taskId || q.defId || q.instId, { message: 'give taskId, defId or instId', path: ['taskId'] }),
  reply: nodeProperties,
});

export const nodeOpinion = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/nodeOpinion',
  summary: "The opinion records at a node of an instance; with several node ids (comma-separated) a map node -> records",
  query: z.object({ instId: idString, nodeId: z.string().min(1).max(1000), defId: z.string().max(64).optional() }),
  reply: z.union([z.array(opinionRecord), z.record(z.string(), z.array(opinionRecord))]),
});

export const getTaskKeyByTaskId = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/getTaskKeyByTaskId',
  summary: "A task's own opinion record (its taskKey is the node id)",
  query: z.object({ taskId: idString }), reply: opinionRecord,
});
export const getTaskKeyByNodeId = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/getTaskKeyByNodeId',
  summary: 'The latest opinion record at a node of an instance',
  query: z.object({ nodeId: z.string().min(1).max(64), instId: idString }), reply: opinionRecord,
});
export const getBpmTaskByInstId = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/getBpmTaskByInstId',
  summary: 'My open tasks in an instance',
  query: z.object({ instId: idString }), reply: z.array(taskRow),
});
export const getBpmTaskNoticeById = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/getBpmTaskNoticeById',
  summary: 'A notice circulated to me (or by me), read or not', query: z.object({ id: idString }), reply: noticeRow,
});
export const getBpmTaskNoticeDoneById = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/getBpmTaskNoticeDoneById',
  summary: 'A notice circulated to me that I have read (404 while unread)', query: z.object({ id: idString }), reply: noticeRow,
});

export const afterJumpNodes = z.object({ taskId: z.string(), nodeId: z.string(), nodes: z.array(layoutNode) });
export const getAfterJumpNodes = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/getAfterJumpNodes',
  summary: 'The earlier user-task nodes a reject from this task may jump to, nearest first',
  body: z.object({ taskId: idString }), reply: afterJumpNodes,
});

export const isEnd = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/isEnd',
  summary: "As the original: state true while the instance runs, false with a message once it ended; value says whether it ended",
  query: z.object({ procInstId: idString }), reply: commonResult(z.boolean()),
});
