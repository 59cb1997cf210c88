import { z } from 'zod';
import { idString, pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';
import { layoutNode } from './model.js';
import { instanceOutcome, instanceRow, opinionRecord } from './runtime-common.js';

/** Instance queries of the flow runtime (/runtime/instance/v1, GET unless noted). Participants and administrators only. */

const host = 'bpmRunTime' as const;

export const opinionsQuery = z.object({
  instId: idString,
  taskId: z.string().max(64).optional(),
  /** false leaves out communicate and inquiry records. */
  isCommu: z.enum(['true', 'false']).optional(),
  isRelFlow: z.enum(['true', 'false']).optional(),
});
export const instanceFlowOpinions = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/instanceFlowOpinions',
  summary: 'The approval records of an instance, newest first; pending ones name who may act (qualfiedNames)',
  query: opinionsQuery, reply: z.array(opinionRecord),
});

export const nodeStatus = z.enum(['done', 'current', 'rejected', 'untouched']);
/** The diagram of an instance: the definition's BPMN XML and what each node should show. */
export const flowImage = z.object({
  defId: z.string(),
  procInstId: z.string().nullable(),
  bpmnXml: z.string(),
  nodes: z.array(layoutNode.extend({ status: nodeStatus })),
  /** nodeId -> status, the same information keyed for the viewer's markers. */
  nodeStatus: z.record(z.string(), nodeStatus),
});
export type FlowImage = z.infer<typeof flowImage>;

const imageQuery = z.object({
  proInstId: z.string().max(64).optional(),
  instId: z.string().max(64).optional(),
  defId: z.string().max(64).optional(),
  taskId: z.string().max(64).optional(),
}).refine((q) => q.proInstId || q.instId || q.defId || q.taskId, { message: 'give proInstId, instId, taskId or defId', path: ['proInstId'] });
export const instanceFlowImage = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/instanceFlowImage',
  summary: "An instance's diagram: BPMN XML plus each node's status (done, current, rejected, untouched)",
  query: imageQuery, reply: flowImage,
});
export const getBpmImage = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/getBpmImage',
  summary: 'A diagram by instance, task or definition id (a definition alone: every node untouched)',
  query: imageQuery, reply: flowImage,
});

/** An instance with its form data and where it waits now. */
export const instanceDetail = instanceRow.extend({
  /** The form's field list is served by defGet; here only the values. */
  data: z.record(z.string(), z.unknown()),
  formKey: z.string().nullable(),
  /** The open tasks: node, who may act. */
  curNodes: z.array(z.object({ taskId: z.string(), nodeId: z.string(), name: z.string(), userIds: z.array(z.string()), userNames: z.string() })),
  /** Started by a call activity (调用活动): the instance that called it. */
  parentInstId: z.string().optional(),
  /** The instances this one's call activities started, oldest first; absent when it started none. */
  childInstIds: z.array(z.string()).optional(),
});
export type InstanceDetail = z.infer<typeof instanceDetail>;

export const getInstanceByInstId = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/getInstanceByInstId',
  summary: 'An instance with its form data and open tasks', query: z.object({ instId: idString }), reply: instanceDetail,
});
export const get = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/get',
  summary: 'An instance with its form data and open tasks (by id)', query: z.object({ id: idString }), reply: instanceDetail,
});

export const getRelatedInformationById = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/getRelatedInformationById',
  summary: "An instance's starter, subject, the starter's department path and the process name",
  query: z.object({ id: idString }),
  reply: z.object({ name: z.string(), subject: z.string(), deptName: z.string(), template: z.string() }),
});

/** One user-task node of an instance and its people: who handled it, holds it now, or would get it. */
export const nodeExecutor = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  status: z.enum(['done', 'current', 'coming', 'untouched']),
  userIds: z.array(z.string()),
  /** Names joined by ','. */
  excutorName: z.string(),
});
export const getExcutorNameByInstId = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/getExcutorNameByInstId',
  summary: 'Every user-task node of an instance with the people who handled, hold or would get it',
  query: z.object({ instId: idString }), reply: z.array(nodeExecutor),
});

/** A step of the predicted path (beyond the original): a timeline of done, current and coming steps. */
export const pathStep = z.object({
  nodeId: z.string(),
  name: z.string(),
  userIds: z.array(z.string()),
  userNames: z.array(z.string()),
  /** done: when it was completed; current: when the task arrived. */
  time: z.string().nullable(),
  /** current steps: when the task is due. */
  dueTime: z.string().nullable(),
  /** done steps: the decision (agree, oppose, reject ...). */
  result: z.string().nullable(),
});
export const predictedPath = z.object({
  procInstId: z.string(),
  status: z.string(),
  /** How it came out (the timeline's end entry), and in words; null for a draft. */
  outcome: instanceOutcome.nullable(),
  outcomeName: z.string(),
  done: z.array(pathStep),
  current: z.array(pathStep),
  /** Nearest first; where a gateway's choice depends on data not known yet, every branch is listed. */
  coming: z.array(pathStep),
});
export type PredictedPath = z.infer<typeof predictedPath>;
export const predictPath = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/predictPath',
  summary: 'Done, current (with due time) and coming steps (with the people who would get them) of an instance',
  query: z.object({ instId: idString }), reply: predictedPath,
});

/** One urge (催办) record. */
export const urgeRow = z.object({
  id: z.string(),
  instId: z.string(),
  subject: z.string(),
  promoterId: z.string(),
  promoter: z.string(),
  appointeeId: z.string(),
  appointee: z.string(),
  content: z.string(),
  urgrntDate: z.string(),
});
export const getUrgrntById = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/getUrgrntById',
  summary: 'Urge records; querys instId EQUAL <id> (required), optionally promoterId',
  body: queryFilter, reply: pageList(urgeRow),
});

export const urgentLevel = z.object({ value: z.number().int(), name: z.string() });
export const getUrgentStateConf = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/getUrgentStateConf',
  summary: "The urgency levels, an instance's current level (value) and whether I may change it (right w or r)",
  body: z.object({ defId: z.string().max(64).optional(), nodeId: z.string().max(64).optional(), instId: z.string().max(64).optional() }),
  reply: z.object({ value: z.number().int().optional(), right: z.enum(['w', 'r']), levels: z.array(urgentLevel) }),
});

/** One tile of the home summary (InfoboxVo of the original); dataText is the count as text. */
export const infoBox = z.object({
  icon: z.string(), color: z.string(), dataText: z.string(), dataContent: z.string(), type: z.number().int(), url: z.string(),
});
export const defaultInfoMap = z.object({
  myTaks: infoBox,
  myRequest: infoBox,
  myAlready: infoBox,
  myNoticeRead: infoBox,
  myAccordingMatters: infoBox,
  /** The user detail merged in, as the original does. */
  user: z.object({ id: z.string(), account: z.string(), fullname: z.string(), status: z.number().int() }),
  role: z.string(),
  org: z.array(z.object({ orgId: z.string(), orgName: z.string(), orgCode: z.string(), isMaster: z.string() })),
  post: z.record(z.string(), z.object({ postId: z.string(), postName: z.string(), postCode: z.string(), orgId: z.string(), orgName: z.string(), isMaster: z.string() })),
  curPost: z.string(),
});
export const getDefaultInfoMap = endpoint({
  host, method: 'GET', path: '/runtime/instance/v1/getDefaultInfoMap',
  summary: 'The home summary: to-do, my requests, done, circulated-to-me-unread and transferred counts, plus my roles, orgs and posts',
  reply: defaultInfoMap,
});

/** What a user may do on a data template's rows; designed here (the original does not show it). */
export const dataTemplatePermission = z.object({
  add: z.boolean(), edit: z.boolean(), del: z.boolean(), view: z.boolean(), export: z.boolean(), import: z.boolean(),
  print: z.boolean(), startFlow: z.boolean(),
});
export type DataTemplatePermission = z.infer<typeof dataTemplatePermission>;
export const getDataTemplateButtonPermission = endpoint({
  host, method: 'POST', path: '/runtime/instance/v1/getDataTemplateButtonPermission',
  summary: 'The data-template buttons I may use, by role: administrators all; department heads and directors also delete and import; everyone adds, edits own rows, views, exports and prints',
  query: z.object({ alias: z.string().max(64).optional() }),
  body: z.object({ alias: z.string().max(64).optional(), defKey: z.string().max(64).optional() }).optional(),
  reply: dataTemplatePermission,
});
