/** Per-node settings: the JSON document deployed beside the BPMN file (assignees, buttons, form, rules). */

export type AssigneeRule =
  | { type: 'user'; ids: string[] }
  | { type: 'role'; codes: string[] }
  | { type: 'post'; codes: string[] }
  | { type: 'org'; ids: string[] }
  | { type: 'starter' }
  | { type: 'starterDeptHead' }
  | { type: 'prevApproverHead' }
  | { type: 'formUser'; field: string };

export type FieldPermission = 'w' | 'b' | 'r' | 'n';
export type RejectMode = 'reject' | 'rejectPre' | 'backToStart';
export type ResubmitMode = 'rewalk' | 'direct';
export type SignRule = 'all' | 'percent' | 'oneVote';

export interface NodeSettings {
  assignees: AssigneeRule[];
  /** Button aliases of the original platform; when absent, every button fitting the task status is shown. */
  buttons?: string[];
  form?: { formKey: string; permissions?: Record<string, FieldPermission> };
  opinionRequired?: boolean;
  dueHours?: number;
  /** Skip the node when its single approver is the person whose action just reached it. */
  skipIfSameApprover?: boolean;
  /** Multi-instance nodes only: how the votes decide. Default: all must agree. */
  sign?: { rule: SignRule; percent?: number };
  /** Which reject modes this node offers. Default: all three. */
  rejectModes?: RejectMode[];
  /** After a reject from this node: walk the flow again, or go straight back to this node. Default rewalk. */
  resubmit?: ResubmitMode;
}

export interface DefinitionSettings {
  nodes: Record<string, NodeSettings>;
  /** Instance subject with `{variable}` placeholders, used when start gives no subject. */
  subjectTemplate?: string;
}

/** Buttons that only show something; they are never refused. */
export const viewButtons = ['flowImage', 'approvalHistory', 'print', 'saveDraft'] as const;

/** Every button alias the engine knows (action buttons map to commands, view buttons to screens). */
export const knownButtons: readonly string[] = [
  'agree', 'oppose', 'abandon', 'reject', 'backToStart', 'rejectToAnyNode',
  'delegate', 'instanceTrans', 'startCommu', 'commu', 'inqu', 'inqu_reply', 'addSign',
  'endProcess', 'lockUnlock', 'taskDelay', ...viewButtons,
];

/** The reject modes a node offers when its settings do not say. */
export const allRejectModes: readonly RejectMode[] = ['rejectPre', 'backToStart', 'reject'];
