import { requireButton, requireHolder, requireLive, requireStarter, requireTask, requireUsers } from '../guards.js';
import type { Run } from '../run.js';
import type { Command } from '../types.js';

type CopyTo = Extract<Command, { type: 'copyTo' }>;
type Urge = Extract<Command, { type: 'urge' }>;

/** copyTo (传阅 / transToMore): readers get a notice of the instance; they approve nothing. */
export function copyTo(run: Run, command: CopyTo): void {
  let nodeId: string | null = null;
  if (command.taskId !== null) {
    const task = requireTask(run, command.taskId);
    requireHolder(run, task, command.userId);
    requireButton(run, task, 'instanceTrans');
    nodeId = task.nodeId;
  } else {
    // Without a task the starter circulates the whole case, finished or not.
    requireStarter(run, command.userId, 'circulate the instance without a task');
  }
  const users = requireUsers(run, command.userIds);
  for (const userId of users) run.effects.push({ type: 'copyCreated', notice: { id: run.ctx.newId(), userId, nodeId, fromUserId: command.userId } });
  run.notify('copyTo', users, command.taskId ?? undefined, command.opinion);
  run.record('action', { taskId: command.taskId, nodeId, auditorId: command.userId, status: 'copyto', opinion: command.opinion, qualified: users, files: command.files });
}

/** urge (催办): reminds everyone holding an open task of the instance. */
export function urge(run: Run, command: Urge): void {
  requireLive(run.state);
  requireStarter(run, command.userId, 'urge the instance');
  const holders = run.state.tasks.flatMap((t) => (t.assigneeId ? [t.assigneeId] : t.candidates));
  run.notify('urge', holders, undefined, command.opinion);
  run.record('action', { taskId: null, nodeId: null, auditorId: command.userId, status: 'urge', opinion: command.opinion, qualified: [...new Set(holders)] });
}
