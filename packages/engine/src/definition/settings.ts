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
/**
 * When a task's due time passes: 'remind' the holder and the starter; escalate to the holder's department head,
 * who gets the task ('transferToHead') or shares it with the holder ('addHead'); or 'autoPass' it with a
 * system opinion.
 */
export type OverdueAction = 'remind' | 'transferToHead' | 'addHead' | 'autoPass';
export const overdueActions: readonly OverdueAction[] = ['remind', 'transferToHead', 'addHead', 'autoPass'];

/** What reaching an end event means, when the end event says so itself. */
export type EndOutcome = 'approved' | 'refused';

export interface NodeSettings {
  assignees: AssigneeRule[];
  /** Button aliases of the original platform; when absent, every button fitting the task status is shown. */
  buttons?: string[];
  form?: { formKey: string; permissions?: Record<string, FieldPermission> };
  opinionRequired?: boolean;
  /** Time allowed for the task; whole 24 hours count as working days of the plant's calendar (StepContext.calendar). */
  dueHours?: number;
  /** A reminder to the holder before the due time: when `percent` of the allowed time has passed, or `hours` before it. */
  remindBefore?: { percent?: number; hours?: number };
  /** What happens when the due time passes. Default 'remind'. */
  overdue?: OverdueAction;
  /**
   * When the assignee rules name nobody on arrival: 'skip' to the next node, recording a system 'skip'
   * opinion, or 'refuse' the action that led here. Default: skip when all rules are head rules, else refuse.
   */
  whenNoAssignee?: 'skip' | 'refuse';
  /** Skip the node when its single approver is the person whose action just reached it. */
  skipIfSameApprover?: boolean;
  /** Multi-instance nodes only: how the votes decide. Default: all must agree. */
  sign?: { rule: SignRule; percent?: number };
  /** Which reject modes this node offers. Default: all three. */
  rejectModes?: RejectMode[];
  /** After a reject from this node: walk the flow again, or go straight back to this node. Default rewalk. */
  resubmit?: ResubmitMode;
  /**
   * End events only (their settings need nothing else): the instance ends refused, or approved, whatever the
   * last decision was. Without it the last decision decides (an oppose or a failed sign vote refuses).
   */
  outcome?: EndOutcome;
  /** Timer events (intermediate catch and boundary): the days of their duration are working days. */
  workingDays?: boolean;
}

export interface DefinitionSettings {
  /** User tasks and the start event: NodeSettings; end events: { outcome }; timer events: { workingDays }. */
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
