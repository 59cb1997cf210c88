import { nodeOf, settingsOf, type CompiledDefinition } from '../definition/compile.js';
import { EngineError } from '../errors.js';
import { addDuration } from '../definition/timers.js';
import type { NodeDef } from '../definition/model.js';
import type { Call, CloseReason, Effect, InstanceState, NodeVisit, NotifyKind, OpinionOrigin, OpinionRecord, OpinionStatus, StepContext, Task, Timer, Token } from './types.js';

/** The fields of a task its creator chooses; the rest (id, name, time, pending opinion) come from the run. */
export type TaskSpec = Pick<Task, 'nodeId' | 'tokenId' | 'assigneeId' | 'candidates' | 'status'> &
  Partial<Pick<Task, 'ownerId' | 'sign' | 'parentTaskId' | 'dueAt'>>;

interface RecordSpec {
  taskId: string | null;
  nodeId: string | null;
  auditorId: string | null;
  status: OpinionStatus;
  opinion?: string;
  qualified?: string[];
  files?: string[];
}

// One command may walk through gateways and skipped nodes, but never this many: a model whose skip rules
// send the token round a loop would otherwise spin for ever.
const moveLimit = 10_000;

/**
 * One step in progress: the working copy of the state (already cloned, so it may be mutated) and the
 * effects collected so far. Every change to tasks, opinions and visits goes through here so that the
 * state and the effects can never disagree.
 */
export class Run {
  readonly effects: Effect[] = [];
  /** Every end event reached in this step, with the nodes whose decisions led there (the outcome; the last one names the 'end' record). */
  readonly endsReached: Array<{ nodeId: string; after: string[] }> = [];
  private moves = 0;

  constructor(
    readonly def: CompiledDefinition,
    readonly state: InstanceState,
    readonly ctx: StepContext,
    /** The person whose command this is. */
    readonly actorId: string,
  ) {}

  get now(): string {
    return this.ctx.now;
  }

  /** Writes a new opinion record: completed now, or pending when its status awaits someone. */
  record(origin: OpinionOrigin, spec: RecordSpec, pending = false): OpinionRecord {
    const record: OpinionRecord = {
      id: this.ctx.newId(),
      instId: this.state.id,
      taskId: spec.taskId,
      nodeId: spec.nodeId,
      nodeName: spec.nodeId ? (this.def.model.nodes[spec.nodeId]?.name ?? '') : '',
      auditorId: spec.auditorId,
      qualified: spec.qualified ?? [],
      status: spec.status,
      opinion: spec.opinion ?? '',
      files: spec.files ?? [],
      createTime: this.now,
      completeTime: pending ? null : this.now,
    };
    this.effects.push({ type: 'opinion', origin, record });
    return record;
  }

  /** Completes a task's pending record in place: the task's one opinion row gets its final status. */
  completeRecord(origin: OpinionOrigin, id: string, status: OpinionStatus, auditorId: string | null, opinion = '', files: string[] = []): void {
    this.effects.push({ type: 'opinionCompleted', origin, id, status, opinion, auditorId, files, completeTime: this.now });
  }

  /** Opens a task with its pending opinion record, due-time timer and notification. */
  openTask(spec: TaskSpec, notify = true): Task {
    const node = nodeOf(this.def, spec.nodeId);
    const id = this.ctx.newId();
    const awaiting = spec.status === 'COMMU' || spec.status === 'INQU' ? 'awaiting_feedback' : 'awaiting_check';
    const qualified = spec.assigneeId ? [spec.assigneeId] : spec.candidates;
    const pending = this.record('engine', { taskId: id, nodeId: node.id, auditorId: null, status: awaiting, qualified }, true);
    // Optional fields left undefined are dropped, so the state survives a JSON round trip unchanged.
    const task = Object.fromEntries(
      Object.entries({ id, name: node.name, createdAt: this.now, opinionId: pending.id, ...spec, candidates: [...spec.candidates] }).filter(([, v]) => v !== undefined),
    ) as unknown as Task;
    const dueAt = task.dueAt ?? this.dueFromSettings(task);
    if (dueAt) task.dueAt = dueAt;
    this.state.tasks.push(task);
    this.effects.push({ type: 'taskCreated', task: structuredClone(task) });
    this.armDueTimers(task);
    if (notify) this.notify(notifyKindFor(task), qualified, id);
    return task;
  }

  /** Closes an open task and, first, the COMMU/INQU/ADDSIGN tasks hanging under it. */
  closeTask(task: Task, reason: CloseReason, retract: boolean): void {
    for (const child of this.state.tasks.filter((t) => t.parentTaskId === task.id)) this.closeTask(child, 'withdrawn', true);
    const index = this.state.tasks.indexOf(task);
    if (index < 0) return;
    this.state.tasks.splice(index, 1);
    this.effects.push({ type: 'taskClosed', taskId: task.id, reason });
    // A task that ends without its holder acting still must not leave a pending row behind.
    if (retract) this.completeRecord('engine', task.opinionId, 'retracted', null);
  }

  /** Publishes an in-place change of an open task (claim, due time). */
  updateTask(task: Task): void {
    this.effects.push({ type: 'taskUpdated', task: structuredClone(task) });
  }

  notify(kind: NotifyKind, userIds: string[], taskId?: string, text?: string): void {
    if (userIds.length === 0) return;
    const effect: Effect = { type: 'notify', kind, userIds: [...new Set(userIds)] };
    if (taskId) effect.taskId = taskId;
    if (text) effect.text = text;
    this.effects.push(effect);
  }

  /** Records a pass over a node: an effect for the server's visit rows, and the latest finished one on the state. */
  visit(nodeId: string, status: NodeVisit['status'], by?: string): void {
    const visit: NodeVisit = { nodeId, status, at: this.now };
    if (by) visit.by = by;
    this.effects.push({ type: 'visit', visit });
    if (status === 'current') return;
    const handler = by ?? this.state.visits[nodeId]?.by;
    this.state.visits[nodeId] = handler ? { status, at: this.now, by: handler } : { status, at: this.now };
  }

  newToken(nodeId: string, prev: string[], trail: string[]): Token {
    const token: Token = { id: this.ctx.newId(), nodeId, prev: [...prev], trail: [...trail] };
    this.state.tokens.push(token);
    return token;
  }

  removeToken(token: Token): void {
    const index = this.state.tokens.indexOf(token);
    if (index >= 0) this.state.tokens.splice(index, 1);
  }

  tokenOf(task: Task): Token {
    const token = this.state.tokens.find((t) => t.id === task.tokenId);
    if (!token) throw new Error(`Task '${task.id}' has no token: the instance state is inconsistent`);
    return token;
  }

  tasksOf(token: Token): Task[] {
    return this.state.tasks.filter((t) => t.tokenId === token.id);
  }

  /** Someone acted on a task since the last submission, so the starter can no longer revoke. */
  markActed(): void {
    this.state.actedSinceSubmit = true;
    delete this.state.lastHandoff;
  }

  countMove(): void {
    this.moves += 1;
    if (this.moves > moveLimit) throw new EngineError('LOOP', 'The flow keeps moving without reaching a task; check the skip rules and loops of the model');
  }

  /** Starts a timer: kept in the state and scheduled by the server as a job that sends `timerFired` back. */
  addTimer(spec: Omit<Timer, 'id'>): Timer {
    const timer: Timer = { id: this.ctx.newId(), ...spec };
    (this.state.timers ??= []).push(timer);
    const effect: Effect = { type: 'timer', timerId: timer.id, at: timer.at };
    if (timer.taskId) effect.taskId = timer.taskId;
    this.effects.push(effect);
    return timer;
  }

  /** Stops the timers that match (their job is cancelled). */
  dropTimers(match: (timer: Timer) => boolean): void {
    const timers = this.state.timers ?? [];
    for (const timer of timers.filter(match)) this.effects.push({ type: 'timerCancelled', timerId: timer.id });
    this.state.timers = timers.filter((t) => !match(t));
  }

  /**
   * Starts a call: the token waits at the call activity, and the server starts an instance of the called process
   * for the starter with `vars` (`callStarted`), sending `callEnded` back when it ends.
   */
  addCall(token: Token, node: NodeDef, vars: Record<string, unknown>): Call {
    const call: Call = { id: this.ctx.newId(), nodeId: node.id, tokenId: token.id };
    (this.state.calls ??= []).push(call);
    this.effects.push({ type: 'callStarted', callId: call.id, nodeId: node.id, tokenId: token.id, processKey: node.calledElement ?? '', starterId: this.state.starterId, vars });
    return call;
  }

  /** Stops waiting for the calls that match (the server ends the instances they started). */
  dropCalls(match: (call: Call) => boolean): void {
    const calls = this.state.calls ?? [];
    for (const call of calls.filter(match)) this.effects.push({ type: 'callCancelled', callId: call.id });
    this.state.calls = calls.filter((c) => !match(c));
  }

  /** A task's due-time timers: the reminder before it (by the node's remindBefore) and the due time; none in the past. */
  armDueTimers(task: Task): void {
    this.dropTimers((t) => t.taskId === task.id);
    if (!task.dueAt || task.dueAt <= this.now) return;
    const base = { nodeId: task.nodeId, tokenId: task.tokenId, taskId: task.id };
    const remind = settingsOf(this.def, task.nodeId).remindBefore;
    const due = Date.parse(task.dueAt);
    const reminderMs = remind?.percent !== undefined ? Date.parse(this.now) + (due - Date.parse(this.now)) * (remind.percent / 100)
      : remind?.hours !== undefined ? due - remind.hours * 3_600_000 : undefined;
    if (reminderMs !== undefined && reminderMs > Date.parse(this.now)) this.addTimer({ ...base, kind: 'dueReminder', at: new Date(reminderMs).toISOString() });
    this.addTimer({ ...base, kind: 'due', at: task.dueAt });
  }

  /**
   * The first due time by the node's dueHours: whole days count as working days of the plant's calendar (a task
   * created on Friday evening with 24 hours is due on Monday evening), the rest as hours.
   */
  private dueFromSettings(task: Task): string | undefined {
    const hours = settingsOf(this.def, task.nodeId).dueHours;
    if (!hours || task.status === 'COMMU' || task.status === 'INQU') return undefined;
    const days = Math.floor(hours / 24);
    return addDuration(this.now, { years: 0, months: 0, days, hours: hours - days * 24, minutes: 0, seconds: 0 }, { workingDays: true, calendar: this.ctx.calendar });
  }
}

function notifyKindFor(task: Task): NotifyKind {
  if (task.status === 'BACK') return 'reject';
  if (task.status === 'COMMU') return 'communicate';
  if (task.status === 'INQU') return 'inquiry';
  return 'newTask';
}
