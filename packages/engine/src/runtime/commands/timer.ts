import { nodeOf, settingsOf } from '../../definition/compile.js';
import { headAbove } from '../assignees.js';
import { passOn, proceed, setOutcome } from '../flow.js';
import { takeWaiting } from '../guards.js';
import type { Run } from '../run.js';
import { castVote } from '../sign.js';
import type { Command, Task, Timer } from '../types.js';
import { finishSign } from './complete.js';
import { reopen } from './transfer.js';

type TimerFired = Extract<Command, { type: 'timerFired' }>;

/**
 * timerFired: a timer's time came (the server's job executor sends it). A catch event lets its token go on; a
 * boundary event takes the token off its task (interrupting) or sends a new one out beside it; a task's
 * reminder and due time notify, escalate or pass the task by the node's settings. The one record of the step
 * has no auditor: the system acted.
 */
export function timerFired(run: Run, command: TimerFired): void {
  const { item: timer, token } = takeWaiting(run, 'timers', command.timerId);
  const event = nodeOf(run.def, timer.nodeId);
  switch (timer.kind) {
    case 'catch':
      run.record('action', { taskId: null, nodeId: event.id, auditorId: null, status: 'timeout' });
      passOn(run, token, event);
      return;
    case 'boundary':
      run.record('action', { taskId: null, nodeId: event.id, auditorId: null, status: 'timeout' });
      if (event.interrupting === false) {
        passOn(run, run.newToken(event.id, token.prev, []), event);
        return;
      }
      for (const task of run.tasksOf(token)) run.closeTask(task, 'cancelled', true);
      passOn(run, token, event);
      return;
    case 'dueReminder':
    case 'due':
      dueTimer(run, timer, taskOf(run, timer), command.opinion);
  }
}

function taskOf(run: Run, timer: Timer): Task {
  const task = run.state.tasks.find((t) => t.id === timer.taskId);
  if (!task) throw new Error(`Timer '${timer.id}' watches no open task: the instance state is inconsistent`);
  return task;
}

/** Who the task waits for: its holder, else the candidate who claimed it, else every candidate. */
const holdersOf = (task: Task) => (task.assigneeId ? [task.assigneeId] : task.lockedBy ? [task.lockedBy] : task.candidates);

function dueTimer(run: Run, timer: Timer, task: Task, opinion: string | undefined): void {
  const holders = holdersOf(task);
  if (timer.kind === 'dueReminder') {
    run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: null, status: 'urge' });
    run.notify('dueSoon', holders, task.id);
    return;
  }
  // A reminder that has not fired yet is pointless now.
  run.dropTimers((t) => t.taskId === task.id && t.kind === 'dueReminder');
  const action = settingsOf(run.def, task.nodeId).overdue ?? 'remind';
  // Only the node's own approval can be escalated or passed: a returned task, an extra approver's or a
  // consultation is the holder's alone to answer, so it is reminded.
  const approval = task.status === 'NORMAL' || task.status === 'DELIVERTO' || task.status === 'SIGN';
  // Escalation climbs by the head rule the assignees use: never to the starter, someone gone, or a holder already.
  const head = holders.length === 1 ? headAbove(run.ctx.directory, holders[0], [run.state.starterId, task.assigneeId, ...task.candidates]) : null;
  if (approval && action === 'autoPass') return autoPass(run, task, opinion);
  if (approval && head && action === 'transferToHead') {
    run.completeRecord('action', task.opinionId, 'deliverto', null, '');
    run.closeTask(task, 'transferred', false);
    reopen(run, task, head, 'DELIVERTO', holders[0]);
    run.notify('overdue', holders, task.id);
    return;
  }
  if (approval && head && action === 'addHead') {
    run.completeRecord('action', task.opinionId, 'timeout', null, '');
    run.closeTask(task, 'withdrawn', false);
    run.openTask({
      nodeId: task.nodeId, tokenId: task.tokenId, assigneeId: null, candidates: [...holders, head], status: task.status,
      ...(task.sign ? { sign: task.sign } : {}), ...(task.ownerId ? { ownerId: task.ownerId } : {}), dueAt: task.dueAt,
    });
    run.notify('overdue', holders, task.id);
    return;
  }
  run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: null, status: 'timeout' });
  run.notify('overdue', [...holders, run.state.starterId], task.id);
}

/** Passes an overdue approval as if its holder had agreed, with the system's opinion and no auditor. */
function autoPass(run: Run, task: Task, opinion: string | undefined): void {
  const { state } = run;
  run.completeRecord('action', task.opinionId, 'agree', null, opinion ?? '');
  run.closeTask(task, 'completed', false);
  const token = run.tokenOf(task);
  run.visit(task.nodeId, 'done');
  run.markActed();
  if (task.sign) {
    const outcome = castVote(run, token, task.sign.order, 'agree');
    if (outcome) finishSign(run, token, outcome);
    return;
  }
  setOutcome(state, task.nodeId, 'agree');
  proceed(run, token);
}
