import { z } from 'zod';
import { commonResult, idString } from '../common.js';
import { endpoint } from '../endpoint.js';
import { actionReply, attachments, idempotencyKey, userIds } from './runtime-common.js';

/**
 * The flow-runtime actions. Each is one database transaction with optimistic locking; a task someone else
 * handled first answers 409 'already handled'. Every action takes an optional `idempotencyKey` (body field
 * or `Idempotency-Key` header): a retry with the same key returns the first reply and acts once.
 */

const host = 'bpmRunTime' as const;
const opinion = z.string().max(4000).optional();
/**
 * THE size limit of form data: its JSON text, in UTF-8 bytes. The server refuses more with a 400 naming the
 * field (`data`), and its request body limit (REQUEST_BODY_LIMIT) is made from this, so the two cannot drift.
 */
export const FORM_DATA_MAX_BYTES = 1024 * 1024;
/** The longest form data on the wire: the Base64 of FORM_DATA_MAX_BYTES of JSON text. */
export const FORM_DATA_WIRE_MAX = Math.ceil(FORM_DATA_MAX_BYTES / 3) * 4;
/** The server's request body limit: the longest form data plus room for the rest of an action's body. */
export const REQUEST_BODY_LIMIT = FORM_DATA_WIRE_MAX + 64 * 1024;
/**
 * Form data as the original sends it (Base64 of JSON text), or the JSON object itself. Gateway conditions
 * read its top-level fields (`amount > 50000`). At most FORM_DATA_MAX_BYTES of JSON text.
 */
export const formData = z.union([z.record(z.string(), z.unknown()), z.string().max(FORM_DATA_WIRE_MAX)]).optional();

// ---- task actions (/runtime/task/v1) ----

/** The original's DoNextParamObject: agree / oppose / abandon, or a reject with its target. */
export const completeBody = z.object({
  taskId: idString,
  actionName: z.enum(['agree', 'oppose', 'abandon', 'reject', 'backToStart']),
  opinion,
  data: formData,
  formType: z.string().max(20).optional(),
  /** reject: the node to send the case back to; without it a reject goes to the previous step. */
  destination: z.string().max(64).optional(),
  jumpType: z.string().max(20).optional(),
  /** After the reject is resubmitted: 'direct' returns straight to the rejecting node, 'normal' walks the flow again. */
  backHandMode: z.enum(['direct', 'normal']).optional(),
  files: attachments,
  zfiles: attachments,
  idempotencyKey,
});
export const complete = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/complete',
  summary: 'Handle a task: agree, oppose, abandon, reject (to the previous step or `destination`) or backToStart',
  body: completeBody, reply: actionReply,
});

export const batchResult = z.object({ taskId: z.string(), state: z.boolean(), message: z.string() });
export type BatchResult = z.infer<typeof batchResult>;
export const batchComplete = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/batchComplete',
  summary: 'Agree (or oppose / abandon) several to-do tasks with one opinion; each task is its own transaction, with a result per task',
  body: z.object({
    taskIds: z.array(idString).min(1).max(100),
    actionName: z.enum(['agree', 'oppose', 'abandon']),
    opinion,
    idempotencyKey,
  }),
  reply: commonResult(z.array(batchResult)),
});

/** A node a reject may target. */
export const rejectNode = z.object({ nodeId: z.string(), name: z.string(), nodeType: z.string() });

/** TaskToRejectVo of the original: what the reject dialog may offer on this task. */
export const taskToRejectVo = z.object({
  taskId: z.string(),
  backMode: z.string(),
  /** The previous step(s) a plain reject returns to. */
  backNode: z.array(rejectNode),
  canReject: z.boolean(),
  canRejectPreAct: z.boolean(),
  canRejectToStart: z.boolean(),
  canRejectToAnyNode: z.boolean(),
  /** Nodes a reject may target; after a 'direct' resubmission the case comes straight back. */
  allowDirectNode: z.array(rejectNode),
  allowNormalNode: z.array(rejectNode),
  isInGateway: z.boolean(),
  isAfterGateway: z.boolean(),
  isInSubProcess: z.boolean(),
});
export const taskToReject = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/taskToReject',
  summary: 'The reject options of a task (backModel reject | backToStart)',
  query: z.object({ taskId: idString, backModel: z.enum(['reject', 'backToStart', 'rejectToAnyNode']).optional() }),
  reply: taskToRejectVo,
});

/** 0 handled, 1 can claim, 2 no claim needed, 3 can cancel the claim, 4 claimed by someone else (5, 6: not used). */
const lockCode = z.number().int().min(0).max(6);
const lockQuery = z.object({ taskId: idString, leaderId: z.string().max(64).optional(), idempotencyKey });
export const canLock = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/canLock',
  summary: 'What claiming means for me: 0 handled, 1 can claim, 2 no claim needed, 3 can cancel my claim, 4 claimed by another',
  query: lockQuery, reply: lockCode,
});
export const lockUnlock = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/lockUnlock',
  summary: 'Claim (签收) a shared task when canLock is 1, cancel my claim when it is 3; answers the code it acted on',
  query: lockQuery, reply: lockCode,
});

export const delegate = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/delegate',
  summary: 'Transfer (转办) the task to one other person; I may take it back while they have not acted',
  body: z.object({ taskId: idString, userId: idString, opinion, messageType: z.string().max(50).optional(), files: attachments, idempotencyKey }),
  reply: actionReply,
});

/** TaskTransParamObject of the original (流转, approval and sign lines). */
const transBody = z.object({
  taskId: idString,
  instanceId: z.string().max(64).optional(),
  userIds,
  opinion,
  action: z.string().max(20).optional(),
  decideType: z.string().max(20).optional(),
  voteType: z.string().max(20).optional(),
  voteAmount: z.union([z.number(), z.string().max(20)]).optional(),
  signType: z.string().max(20).optional(),
  notifyType: z.string().max(50).optional(),
  data: formData,
  files: attachments,
  idempotencyKey,
});
export const taskToTrans = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/taskToTrans',
  summary: 'Circulate for opinions (流转): each person gets a task to agree or oppose; I decide after all of them answered',
  body: transBody, reply: actionReply,
});
export const userTaskToSign = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/userTaskToSign',
  summary: 'Add approvers (加签) to an ordinary task; I decide after they all answered',
  body: transBody, reply: actionReply,
});
export const taskToApproveLine = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/taskToApproveLine',
  summary: 'Parallel approval line (并行审批): approvers answer in parallel before I decide (an add-sign)',
  body: transBody, reply: actionReply,
});
export const taskToSignLine = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/taskToSignLine',
  summary: 'Parallel sign line (并行签署): signers answer in parallel before I decide (an add-sign)',
  body: transBody, reply: actionReply,
});
export const taskToSignSequence = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/taskToSignSequence',
  summary: 'Sequential sign line (顺序签署): signers answer one after the other before I decide (an add-sign in turn)',
  body: transBody, reply: actionReply,
});
export const taskSignUsers = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/taskSignUsers',
  summary: 'Add voters to a sign task (会签加签), or approvers to an ordinary task',
  body: z.object({ taskId: idString, userId: userIds.optional(), userIds: userIds.optional(), opinion, files: attachments, idempotencyKey })
    .refine((b) => b.userId !== undefined || b.userIds !== undefined, { message: 'give userId or userIds', path: ['userIds'] }),
  reply: actionReply,
});
export const userAddSignFeedback = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/userAddSignFeedback',
  summary: 'Answer an add-sign task: agree or oppose',
  body: z.object({ taskId: idString, actionName: z.enum(['agree', 'oppose', 'abandon']).default('agree'), opinion, files: attachments, idempotencyKey }),
  reply: actionReply,
});

const askBody = z.object({
  taskId: idString,
  instId: z.string().max(64).optional(),
  defId: z.string().max(64).optional(),
  userId: userIds.optional(),
  userIds: userIds.optional(),
  opinion,
  messageType: z.string().max(50).optional(),
  files: attachments,
  idempotencyKey,
}).refine((b) => b.userId !== undefined || b.userIds !== undefined, { message: 'give userId or userIds', path: ['userIds'] });
export const taskToInqu = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/taskToInqu',
  summary: 'Ask others for their opinion (征询); I decide after they replied',
  body: askBody, reply: actionReply,
});
export const communicate = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/communicate',
  summary: 'Ask others for feedback (沟通); I may still decide meanwhile',
  body: askBody, reply: actionReply,
});
const answerBody = z.object({ taskId: idString, opinion, files: attachments, idempotencyKey });
export const taskToInquReply = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/taskToInquReply',
  summary: 'Reply to an inquiry (征询回复)', body: answerBody, reply: actionReply,
});
export const revokeInqu = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/revokeInqu',
  summary: 'Withdraw my inquiry (撤回征询): those who have not replied are taken back and I may decide again',
  body: z.object({ taskId: idString, opinion, idempotencyKey }), reply: actionReply,
});

const taskIdQuery = z.object({ taskId: idString, idempotencyKey });
export const retrieveBpmTask = endpoint({
  host, method: 'GET', path: '/runtime/task/v1/retrieveBpmTask',
  summary: 'Take back a task I transferred, while the new handler has not acted on it',
  query: taskIdQuery, reply: actionReply,
});
export const addReadRecord = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/addReadRecord',
  summary: 'Record that I opened a task (or a circulated notice): its pending record shows as read',
  query: taskIdQuery, reply: actionReply,
});
export const noticeTurnDode = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/noticeTurnDode',
  summary: 'Mark circulated notices of mine as read (待阅 -> 已阅); taskId holds notice ids, comma-separated',
  query: z.object({ taskId: z.string().min(1).max(5000), idempotencyKey }), reply: actionReply,
});
export const delBpmTaskNoticeById = endpoint({
  host, method: 'POST', path: '/runtime/task/v1/delBpmTaskNoticeById',
  summary: 'Withdraw a notice I circulated (the reader no longer sees it)',
  query: z.object({ id: idString, idempotencyKey }), reply: actionReply,
});

// ---- instance actions (/runtime/instance/v1) ----

/** The urgency levels; one issue that lists them, whatever was sent instead (a number, a digit, anything). */
export const URGENCY_LEVELS = [0, 1, 2] as const;
const urgency = z.union([z.number(), z.string()]).superRefine((value, ctx) => {
  if (!URGENCY_LEVELS.some((level) => String(level) === String(value))) ctx.addIssue({ code: 'invalid_value', values: [...URGENCY_LEVELS], input: value });
});

/** StartFlowParamObject of the original. */
export const startBody = z.object({
  defId: z.string().max(64).optional(),
  flowKey: z.string().max(64).optional(),
  subject: z.string().max(500).optional(),
  /** An existing draft to start (or to save again). */
  proInstId: z.string().max(64).optional(),
  data: formData,
  businessKey: z.string().max(64).optional(),
  /** The starter's opinion. */
  expression: opinion,
  /** Urgency: 0 normal, 1 urgent, 2 very urgent (getUrgentStateConf's levels), as a number or its digit; anything else is refused naming the field. */
  urgentStateValue: urgency.optional(),
  /** Start on behalf of this leader (the caller is their agent). */
  agentLeaderId: z.string().max(64).optional(),
  files: attachments,
  idempotencyKey,
}).refine((b) => b.defId || b.flowKey || b.proInstId, { message: 'give defId, flowKey or proInstId', path: ['defId'] });

/** StartResult of the original: the envelope plus the instance id. */
export const startResult = commonResult(z.string()).extend({ instId: z.string().optional() });

export const start = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/start',
  summary: 'Start a process (or a saved draft) with its form data; the first tasks are created at once',
  body: startBody, reply: startResult,
});
export const saveDraft = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/saveDraft',
  summary: 'Save the form as a draft (草稿) without starting; saving again with proInstId updates it',
  body: startBody, reply: startResult,
});
export const startForm = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/startForm',
  summary: 'Start a process from data-template business data: ?defKey&businessKey&boAlias, the form data in the body',
  query: z.object({ defKey: z.string().min(1).max(64), businessKey: z.string().min(1).max(64), boAlias: z.string().max(64).optional() }),
  body: z.object({ data: formData, subject: z.string().max(500).optional(), idempotencyKey }),
  reply: startResult,
});
export const saveFormData = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/saveFormData',
  summary: 'Save changed form data of a running instance without acting: the holder of one of its tasks, within the fields the node lets them write',
  body: z.object({ proInstId: idString, data: formData, taskId: z.string().max(64).optional(), expression: opinion, idempotencyKey }),
  reply: actionReply,
});
export const removeDraftById = endpoint({
  host, method: 'DELETE', path: '/runtime/instance/v1/removeDraftById',
  summary: 'Delete my drafts (ids comma-separated); anything that is not my draft is refused and nothing is deleted',
  query: z.object({ ids: z.string().min(1).max(5000) }), reply: actionReply,
});

export const revokeInstance = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/revokeInstance',
  summary: 'Revoke (撤回) while the next node has not acted: with taskId a handler takes back that agreement (the task returns to them); else the starter takes the instance back to the start',
  body: z.object({
    instanceId: idString, taskId: z.string().max(64).optional(), cause: opinion, messageType: z.string().max(50).optional(),
    isHandRevoke: z.boolean().optional(), revokeNodeId: z.string().max(64).optional(), idempotencyKey,
  }),
  reply: actionReply,
});
export const transToMore = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/transToMore',
  summary: 'Circulate (传阅) an instance to readers: from a task I hold (taskId) or, as its starter, the whole instance (instanceId)',
  body: z.object({
    instanceId: z.string().max(64).optional(), taskId: z.string().max(64).optional(), userId: userIds, opinion,
    copyToType: z.union([z.number(), z.string().max(4)]).optional(), messageType: z.string().max(50).optional(),
    files: attachments, selectNodeId: z.string().max(64).optional(), idempotencyKey,
  }).refine((b) => b.instanceId || b.taskId, { message: 'give instanceId or taskId', path: ['instanceId'] }),
  reply: actionReply,
});
export const doEndProcess = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/doEndProcess',
  summary: 'End the instance (终止) from a task I hold whose node offers it',
  body: z.object({ taskId: idString, endReason: opinion, messageType: z.string().max(50).optional(), files: attachments, idempotencyKey }),
  reply: actionReply,
});
export const doEndProcessById = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/doEndProcessById',
  summary: 'End an instance by id: through a task of it I hold, or as an administrator',
  query: z.object({ id: idString, reason: opinion, idempotencyKey }), reply: actionReply,
});
export const doNextcommu = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/doNextcommu',
  summary: 'Give the feedback asked for by a communicate task (沟通反馈)', body: answerBody, reply: actionReply,
});
export const doNextCopyto = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/doNextCopyto',
  summary: 'Reply to an instance circulated to me (传阅回复): an opinion record, and the notice marked read',
  body: z.object({ instId: idString, taskId: z.string().max(64).optional(), opinion: z.string().trim().min(1).max(4000), files: attachments, idempotencyKey }),
  reply: actionReply,
});
export const sendBpmTaskUrgent = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/sendBpmTaskUrgent',
  summary: 'Urge (催办) everyone holding an open task of the instance; the starter or an administrator',
  body: z.object({
    instId: idString, nodeId: z.string().max(64).optional(), appointeeId: z.string().max(5000).optional(),
    content: z.string().max(2000).optional(), opinion, type: z.string().max(50).optional(), idempotencyKey,
  }),
  // At most one urge of a holder in ten minutes.
  guards: ['rateLimit'],
  reply: actionReply,
});
/** Withdrawing a sign line: the task whose added approvers have not answered yet. */
const revokeSignBody = z.object({ taskId: idString, instanceId: z.string().max(64).optional(), opinion, idempotencyKey });
export const revokeTrans = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/revokeTrans',
  summary: 'Take back a task I transferred (same as retrieveBpmTask)',
  body: z.object({ taskId: idString, opinion, idempotencyKey }), reply: actionReply,
});
export const revokeSignSequence = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/revokeSignSequence',
  summary: 'Withdraw a sequential sign line (撤回顺序签署): the approvers still to answer are taken back; same as revokeSignLine',
  body: revokeSignBody, reply: actionReply,
});
export const revokeSignLine = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/revokeSignLine',
  summary: 'Withdraw added approvers (撤回加签): those who have not answered are taken back and the holder may decide',
  body: revokeSignBody, reply: actionReply,
});
