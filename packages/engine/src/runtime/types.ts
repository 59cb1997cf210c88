import type { OrgDirectory } from '../directory.js';
import type { RejectMode, ResubmitMode, SignRule } from '../definition/settings.js';
import type { WorkCalendar } from '../definition/timers.js';

export type InstanceStatus = 'draft' | 'running' | 'end' | 'manualend' | 'backToStart' | 'back' | 'revoke';

/**
 * How an ended instance came out. approved / refused: it ran to an end event (refused when that end event is
 * declared refusing, or the decision that led there was an oppose or a failed sign vote); withdrawn: the
 * starter ended their own request from the start; terminated: a holder or an administrator ended it.
 */
export type InstanceOutcome = 'approved' | 'refused' | 'withdrawn' | 'terminated';

/**
 * NORMAL: an approval task; DELIVERTO: transferred to me; BACK: returned by a reject; ADDSIGN: an extra
 * approver's task under someone else's; SIGN: one member of a sign task; COMMU: give feedback; INQU: reply.
 */
export type TaskStatus = 'NORMAL' | 'DELIVERTO' | 'BACK' | 'ADDSIGN' | 'SIGN' | 'COMMU' | 'INQU';

export type Vote = 'agree' | 'oppose' | 'abandon';

/**
 * Opinion statuses of the original platform, plus three the engine adds so that every action leaves a
 * record: unlockTask (claim cancelled), urge (催办) and taskDelay (due time changed); timeout: a timer fired;
 * callEnd: the instance a call activity started has ended.
 */
export type OpinionStatus =
  | 'start' | 'end' | 'manual_end' | 'awaiting_check' | 'agree' | 'oppose' | 'abandon' | 'reject'
  | 'backToStart' | 'reSubmit' | 'skip' | 'revoker' | 'revoker_to_start' | 'retracted' | 'signPass'
  | 'signNotPass' | 'start_commu' | 'awaiting_feedback' | 'feedback' | 'deliverto' | 'deliverto_cancel'
  | 'addsign' | 'signLineRetracted' | 'copyto' | 'inqu' | 'inqu_reply' | 'inquRetracted' | 'lockTask' | 'unlockTask' | 'urge' | 'taskDelay' | 'timeout' | 'callEnd';

/** The vote state of one multi-instance activation, kept on its token. */
export interface SignGroup {
  groupId: string;
  sequential: boolean;
  rule: SignRule;
  percent?: number;
  /** Current holder per position (a transfer replaces the holder, not the position). */
  members: string[];
  /** Vote per position; null while not cast. */
  votes: Array<Vote | null>;
}

/** Where an execution waits: at a user task (or the start event, after a reject or revoke), a timer event or a call activity. */
export interface Token {
  id: string;
  nodeId: string;
  /** The user nodes whose completion led here: the targets of a reject to the previous step. */
  prev: string[];
  /**
   * User nodes this token passed since it was born (at start, a split or a join), each once, ordered by its
   * latest pass: a loop moves a node to the end instead of adding it again, so the trail stays bounded.
   */
  trail: string[];
  sign?: SignGroup;
  /** Set on a token sent back by a reject with 'direct' resubmission: where it returns afterwards. */
  returnTo?: ReturnTo;
}

/**
 * A token that reached a join gateway over `flowId` and waits for the others; at a sub-process, a token that
 * reached one of its end events (`flowId` is that end event's id) while others run inside.
 */
export interface Arrival {
  flowId: string;
  prev: string[];
}

/** Where a task completed after a reject goes when resubmission is 'direct'. */
export interface ReturnTo {
  id: string;
  /** 'token': only this execution moves back; 'instance': the nodes listed are activated afresh. */
  scope: 'token' | 'instance';
  nodes: string[];
}

export interface Task {
  id: string;
  nodeId: string;
  name: string;
  tokenId: string;
  /** The one person who holds the task; null while it is shared by the candidates. */
  assigneeId: string | null;
  candidates: string[];
  /** Who transferred the task here (and may retrieve it). */
  ownerId?: string;
  status: TaskStatus;
  createdAt: string;
  dueAt?: string;
  /** A shared task claimed by one candidate (签收). */
  lockedBy?: string;
  sign?: { groupId: string; order: number };
  /** COMMU, INQU and ADDSIGN tasks hang under the task that asked for them. */
  parentTaskId?: string;
  /** Add-sign approvers still to be asked, one after the other (顺序签署): the next opens when the open one answers. */
  signQueue?: string[];
  /** The pending opinion record this task completes. */
  opinionId: string;
}

/** One pass of the flow over a node: emitted as a `visit` effect and kept by the server as an append-only row. */
export interface NodeVisit {
  nodeId: string;
  status: 'done' | 'current' | 'rejected';
  at: string;
  by?: string;
}

/**
 * What the state keeps of a node's visits: the latest finished one (done or rejected), which is all the diagram
 * and the re-activation of a node read, so the state grows with the model, not with the number of actions.
 */
export interface LatestVisit {
  status: 'done' | 'rejected';
  at: string;
  /** Who last completed or rejected a task here; kept when a later pass had nobody (a timeout, a skip). */
  by?: string;
}

export interface InstanceState {
  id: string;
  defId: string;
  status: InstanceStatus;
  starterId: string;
  /**
   * Who started it on the starter's behalf (代发起: a secretary for the director). The agent acts as the
   * starter on the instance as a whole (urge, revoke, circulate) and gets the start task when it comes back.
   */
  agentId?: string;
  subject: string;
  vars: Record<string, unknown>;
  tokens: Token[];
  joins: Record<string, Arrival[]>;
  /** Open tasks only; closed tasks leave through taskClosed effects. */
  tasks: Task[];
  /** Per node, its latest finished visit (the full trail of visits leaves as `visit` effects). */
  visits: Record<string, LatestVisit>;
  /** The `prev` each user node had when last activated, so a later reject to the previous step finds it. */
  prevOf: Record<string, string[]>;
  /** Someone other than the starter acted since the last submission: revoke is no longer possible. */
  actedSinceSubmit: boolean;
  /** The decision that last moved the flow on, while nobody has acted since: its handler may still revoke it. */
  lastHandoff?: Handoff;
  createdAt: string;
  endedAt?: string;
  /** Timers waiting to fire (absent when none ever did); the server keeps a due job per timer. */
  timers?: Timer[];
  /** Call activities waiting for the instance they started (absent when none ever did); the server links that instance. */
  calls?: Call[];
  /** Set when the instance ends, never before. */
  outcome?: InstanceOutcome;
  revision: number;
}

/**
 * A timer of the instance. boundary / catch: a BPMN timer event (on the user task the token waits at, or the
 * intermediate event it waits on); dueReminder / due: a task's reminder before its due time and the due time.
 */
export interface Timer {
  id: string;
  kind: 'boundary' | 'catch' | 'dueReminder' | 'due';
  /** ISO-8601 time it fires. */
  at: string;
  /** The timer event's node, or the task's user node. */
  nodeId: string;
  tokenId: string;
  /** dueReminder / due: the task it watches. */
  taskId?: string;
}

/** A token waiting at a call activity for the instance it started (ADR 0015); `callEnded {callId}` lets it go on. */
export interface Call {
  id: string;
  /** The call activity. */
  nodeId: string;
  tokenId: string;
}

export interface Handoff {
  taskId: string;
  nodeId: string;
  userId: string;
}

export interface OpinionRecord {
  id: string;
  instId: string;
  taskId: string | null;
  nodeId: string | null;
  nodeName: string;
  auditorId: string | null;
  /** Who may act while the record is pending. */
  qualified: string[];
  status: OpinionStatus;
  opinion: string;
  files: string[];
  createTime: string;
  completeTime: string | null;
}

/** 'action': the one record of the command's own actor; 'engine': records the flow writes by itself. */
export type OpinionOrigin = 'action' | 'engine';

export type CloseReason = 'completed' | 'cancelled' | 'transferred' | 'withdrawn' | 'skipped';

/** dueSoon: the due time is near; overdue: it has passed. */
export type NotifyKind = 'dueSoon' | 'overdue' | 'newTask' | 'urge' | 'copyTo' | 'reject' | 'communicate' | 'inquiry' | 'end' | 'revoke';

export type Effect =
  | { type: 'taskCreated'; task: Task }
  | { type: 'taskUpdated'; task: Task }
  | { type: 'taskClosed'; taskId: string; reason: CloseReason }
  /** The flow passed a node: the server appends it to the instance's visit rows (the state keeps the latest only). */
  | { type: 'visit'; visit: NodeVisit }
  | { type: 'opinion'; origin: OpinionOrigin; record: OpinionRecord }
  | { type: 'opinionCompleted'; origin: OpinionOrigin; id: string; status: OpinionStatus; opinion: string; auditorId: string | null; files: string[]; completeTime: string }
  | { type: 'notify'; kind: NotifyKind; userIds: string[]; taskId?: string; text?: string }
  | { type: 'copyCreated'; notice: { id: string; userId: string; nodeId: string | null; fromUserId: string } }
  /** Schedule `timerFired {timerId}` at `at` (a task's due times name the task). */
  | { type: 'timer'; timerId: string; at: string; taskId?: string }
  /** The timer will not fire any more (its task or token moved on): its job may go. */
  | { type: 'timerCancelled'; timerId: string }
  /**
   * A token reached a call activity: start an instance of the process `processKey` for `starterId` with `vars`, and
   * send `callEnded {callId}` back when it ends.
   */
  | { type: 'callStarted'; callId: string; nodeId: string; tokenId: string; processKey: string; starterId: string; vars: Record<string, unknown> }
  /** The token waiting at the call left another way (a reject, a revoke, an end): the called instance is not waited for any more. */
  | { type: 'callCancelled'; callId: string };

interface Attachments {
  files?: string[];
}

export type Command =
  | ({ type: 'start'; starterId: string; agentId?: string; vars?: Record<string, unknown>; subject?: string; opinion?: string } & Attachments)
  | ({ type: 'complete'; taskId: string; userId: string; action: Vote; opinion?: string; vars?: Record<string, unknown> } & Attachments)
  | ({ type: 'reject'; taskId: string; userId: string; opinion?: string; mode: RejectMode; targetNodeId?: string; resubmit?: ResubmitMode } & Attachments)
  | { type: 'claim'; taskId: string; userId: string }
  | { type: 'unclaim'; taskId: string; userId: string }
  | ({ type: 'transfer'; taskId: string; userId: string; toUserId: string; opinion?: string } & Attachments)
  | { type: 'retrieveTransfer'; taskId: string; userId: string; opinion?: string }
  | ({ type: 'addSign'; taskId: string; userId: string; userIds: string[]; sequential?: boolean; opinion?: string } & Attachments)
  | { type: 'withdrawSign'; taskId: string; userId: string; opinion?: string }
  | ({ type: 'copyTo'; taskId: string | null; userId: string; userIds: string[]; opinion?: string } & Attachments)
  | ({ type: 'communicate'; taskId: string; userId: string; userIds: string[]; opinion?: string } & Attachments)
  | ({ type: 'feedback'; taskId: string; userId: string; opinion?: string } & Attachments)
  | ({ type: 'inquire'; taskId: string; userId: string; userIds: string[]; opinion?: string } & Attachments)
  | ({ type: 'inquiryReply'; taskId: string; userId: string; opinion?: string } & Attachments)
  | { type: 'withdrawInquiry'; taskId: string; userId: string; opinion?: string }
  | ({ type: 'endProcess'; taskId: string | null; userId: string; reason?: string } & Attachments)
  | { type: 'revoke'; userId: string; taskId?: string; opinion?: string }
  | { type: 'urge'; userId: string; opinion?: string }
  | { type: 'setDueTime'; taskId: string; userId: string; dueAt: string }
  /** A timer's time came (sent by the server's job executor); `opinion` is the text of an automatic pass. */
  | { type: 'timerFired'; timerId: string; opinion?: string }
  /**
   * The instance a call activity started has ended with `outcome` (sent by the server); `vars` are merged into the
   * variables, `opinion` is the text of the step's record.
   */
  | { type: 'callEnded'; callId: string; outcome: InstanceOutcome; vars?: Record<string, unknown>; opinion?: string };

export interface StepContext {
  /** ISO-8601 time of the action. */
  now: string;
  newId(): string;
  directory: OrgDirectory;
  /** The plant's working calendar, for due times and working-day timers; without it days are calendar days. */
  calendar?: WorkCalendar;
  /** A process administrator may act on any task (干预) and end or urge any instance. */
  isAdmin?: boolean;
}

export interface StepResult {
  state: InstanceState;
  effects: Effect[];
}
