import { z } from 'zod';
import { commonResult, idString } from '../common.js';
import { endpoint } from '../endpoint.js';
import { fieldPermission, processForm } from './form.js';

/**
 * The flow model calls (host `bpmModel`): a definition with its diagram and form, common approval phrases,
 * start rights, and the administrators' deploy.
 */

/** Node types as the original platform names them; SIGNTASK is a multi-instance user task (会签). */
/** Node kinds as the original platform names them; timer events (catch, and boundary on a task) are ours. */
export const nodeType = z.enum(['START', 'END', 'USERTASK', 'SIGNTASK', 'EXCLUSIVEGATEWAY', 'PARALLELGATEWAY', 'INCLUSIVEGATEWAY', 'TIMERCATCHEVENT', 'BOUNDARYEVENT', 'SUBPROCESS', 'CALLACTIVITY']);
export type NodeTypeValue = z.infer<typeof nodeType>;

export const layoutNode = z.object({ nodeId: z.string(), nodeType, name: z.string() });
export type LayoutNode = z.infer<typeof layoutNode>;

/** One version of a process definition, everything a client needs to draw it and render its form. */
export const definitionDetail = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  /** 1 on the version new requests start from. */
  isMain: z.number().int(),
  /** The FLOW_TYPE category. */
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
  supportMobile: z.number().int(),
  createTime: z.string(),
  /** BPMN 2.0 XML with diagram interchange, for the bpmn-js viewer. */
  bpmnXml: z.string(),
  /** The flow nodes in document order. */
  nodes: z.array(layoutNode),
  /** The form's field list; null when the process has no form. */
  form: processForm.nullable(),
  /**
   * Field permissions per node (the start event and each user task), with defaults filled in: a field the
   * settings do not name is 'w' at the start and 'r' at a user task.
   */
  permissions: z.record(z.string(), z.record(z.string(), fieldPermission)),
});
export type DefinitionDetail = z.infer<typeof definitionDetail>;

export const defGet = endpoint({
  host: 'bpmModel', method: 'GET', path: '/flow/def/v1/defGet',
  summary: 'A process definition version: BPMN XML, layout nodes, form and per-node field permissions; by defId, or by instId (the version an instance runs, for whoever may read that instance, a shared link\'s guest included)',
  query: z.object({ defId: idString.optional(), instId: idString.optional() })
    .refine((q) => q.defId !== undefined || q.instId !== undefined, { message: 'defId or instId is required', path: ['defId'] }),
  reply: definitionDetail,
});

const defKey = z.string().trim().min(1).max(64);

export const getApprovalByDefKeyAndTypeId = endpoint({
  host: 'bpmModel', method: 'GET', path: '/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId',
  summary: "Common approval phrases for a process: the shared ones, then the user's own; no duplicates",
  query: z.object({ defKey, typeId: z.string().max(64).optional() }),
  reply: z.array(z.string()),
});

/** Longest common phrase, in characters. */
export const APPROVAL_PHRASE_MAX = 200;
/** How many own phrases one user may keep. */
export const APPROVAL_PHRASES_PER_USER = 100;

export const saveApprovalItem = endpoint({
  host: 'bpmModel', method: 'POST', path: '/flow/approvalItem/v1/save',
  summary: 'Save a personal common phrase, for one process (defKey) or for all; saving a phrase already there changes nothing',
  body: z.object({
    expression: z.string().trim().min(1).max(APPROVAL_PHRASE_MAX),
    defKey: defKey.optional(),
  }),
  /** value: true when the phrase was added, false when it was already there. */
  reply: commonResult(z.boolean()),
});

export const startRight = endpoint({
  host: 'bpmModel', method: 'GET', path: '/flow/defAuthorize/v1/startRight',
  summary: 'May the signed-in user start this process (by key or by a version id), for themselves or on behalf of a leader',
  query: z.object({ defKey: defKey.optional(), defId: idString.optional(), leaderId: idString.optional() })
    .refine((q) => q.defKey !== undefined || q.defId !== undefined, { message: 'give defKey or defId', path: ['defKey'] }),
  /** value: the answer; message says why not when it is false. */
  reply: commonResult(z.boolean()),
});

export const permissionList = z.object({
  /** Keys of the processes the user may start. */
  defKeys: z.array(z.string()),
  /** Leaders the user may start processes for (agent of a director, ...), with the keys allowed for each. */
  leaders: z.array(z.object({ id: z.string(), name: z.string(), defKeys: z.array(z.string()) })),
});
export type PermissionList = z.infer<typeof permissionList>;

export const getPermissionList = endpoint({
  host: 'bpmModel', method: 'GET', path: '/flow/defAuthorize/v1/getPermissionList',
  summary: 'Which processes the signed-in user may start, and for which leaders',
  reply: permissionList,
});

export const deploy = endpoint({
  host: 'bpmModel', method: 'POST', path: '/flow/def/v1/deploy',
  summary: 'Administrators: deploy a process (a new version of its key); a bad model is a 400 listing every problem',
  body: z.object({
    key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must start with a letter; letters, digits and _ (at most 64)'),
    name: z.string().trim().min(1).max(200),
    typeId: idString.nullable().optional(),
    description: z.string().max(1000).nullable().optional(),
    bpmnXml: z.string().min(1).max(512 * 1024),
    /** Node settings (assignees, buttons, form permissions ...): checked by the engine, every problem listed. */
    settings: z.object({ nodes: z.record(z.string(), z.unknown()), subjectTemplate: z.string().max(500).optional() }).loose(),
    /** The form (see ProcessForm in bpm/form.ts): checked with the BPMN so one reply lists every problem. */
    form: z.unknown().optional(),
  }),
  reply: commonResult(z.object({ id: z.string(), key: z.string(), version: z.number().int() })),
});

/** Who may start a process: everyone, or a user (id), role (code), post (code) or organisation (id) of the tenant. */
export const startRightRef = z.discriminatedUnion('type', [
  z.object({ type: z.literal('everyone') }),
  z.object({ type: z.enum(['user', 'role', 'post', 'org']), id: z.string().trim().min(1).max(64) }),
]);
export type StartRightRef = z.infer<typeof startRightRef>;

export const grantStartRights = endpoint({
  host: 'bpmModel', method: 'POST', path: '/flow/defAuthorize/v1/grant',
  summary: 'Administrators: let these people start a deployed process (every version of its key); rights it already has are kept, a repeated grant adds nothing; an unknown user, role, post or organisation is a 400 naming the entry',
  body: z.object({ defKey, rights: z.array(startRightRef).min(1).max(200) }),
  /** value: every start right of the process after the grant, and how many of them this call added. */
  reply: commonResult(z.object({ defKey: z.string(), added: z.number().int(), rights: z.array(startRightRef) })),
});
