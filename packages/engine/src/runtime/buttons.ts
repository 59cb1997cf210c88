import { afterJumpNodes, settingsOf, type CompiledDefinition } from '../definition/compile.js';
import { allRejectModes, viewButtons, type RejectMode } from '../definition/settings.js';
import type { InstanceState, Task, TaskStatus } from './types.js';

const decisions = ['agree', 'oppose', 'abandon'];
const rejects = ['reject', 'backToStart', 'rejectToAnyNode'];

// The original platform's buttons per task status (taskActionPlugins.xml), less 流转 (startTrans), which
// this engine does not offer. A SIGN member votes; it does not reject or end the whole instance alone.
const approval = ['inqu', ...decisions, ...rejects, 'endProcess', 'lockUnlock', 'delegate', 'startCommu', 'addSign', 'signSequence', 'instanceTrans', 'taskDelay'];
const byStatus: Record<TaskStatus, string[]> = {
  NORMAL: approval,
  BACK: approval,
  DELIVERTO: approval.filter((b) => b !== 'instanceTrans' && b !== 'taskDelay'),
  SIGN: [...decisions, 'inqu', 'delegate', 'startCommu', 'addSign', 'instanceTrans', 'taskDelay'],
  ADDSIGN: decisions,
  COMMU: ['commu'],
  INQU: ['inqu_reply'],
};
const startNode = ['agree', 'endProcess'];

/** The button that enables each reject mode besides the general 'reject' button (驳回). */
export const rejectButton: Record<RejectMode, string> = { rejectPre: 'reject', backToStart: 'backToStart', reject: 'rejectToAnyNode' };

/** Action buttons offered on the task to whoever holds it, node settings and task state applied. */
export function allowedButtons(def: CompiledDefinition, state: InstanceState, task: Task): string[] {
  if (task.status === 'COMMU' || task.status === 'INQU' || task.status === 'ADDSIGN') return byStatus[task.status];
  if (task.nodeId === def.model.startId) return startNode;
  const settings = settingsOf(def, task.nodeId);
  const modes = settings.rejectModes ?? allRejectModes;
  let buttons = task.sign ? byStatus.SIGN : byStatus[task.status];
  // Adding approvers in turn is a way of adding approvers: a node that offers one offers the other.
  if (settings.buttons) buttons = buttons.filter((b) => settings.buttons!.includes(b) || (b === 'signSequence' && settings.buttons!.includes('addSign')));
  const offered = buttons.filter((b) => {
    if (b === 'lockUnlock') return task.assigneeId === null;
    if (b === 'reject') return modes.length > 0;
    if (b === 'backToStart') return modes.includes('backToStart');
    if (b === 'rejectToAnyNode') return modes.includes('reject') && afterJumpNodes(def, task.nodeId).length > 0;
    // Inquiries and add-sign approvers must answer before the holder decides or hands the task on.
    if (decisions.includes(b) || b === 'delegate') return !hasBlockingChildren(state, task);
    return true;
  });
  // Added approvers and inquiries not answered can be taken back (撤回加签, 撤回征询), whatever the node's buttons.
  if (hasBlockingChildren(state, task, 'ADDSIGN')) offered.push('revokeSign');
  if (hasBlockingChildren(state, task, 'INQU')) offered.push('revokeInqu');
  return offered;
}

/** Buttons to show a user on a task: the action buttons when the user may act on it, then the view buttons. */
export function buttonsFor(def: CompiledDefinition, state: InstanceState, task: Task, userId: string): string[] {
  const open = state.tasks.find((t) => t.id === task.id);
  return open && mayAct(open, userId) ? [...allowedButtons(def, state, open), ...viewButtons] : [...viewButtons];
}

/** The user holds the task, or is a candidate of a shared task nobody else has claimed. */
function mayAct(task: Task, userId: string): boolean {
  if (task.assigneeId !== null) return task.assigneeId === userId;
  return task.candidates.includes(userId) && (task.lockedBy === undefined || task.lockedBy === userId);
}

/** Open inquiries (征询) and add-sign tasks under the task: the holder waits for them. */
export function hasBlockingChildren(state: InstanceState, task: Task, only?: 'INQU' | 'ADDSIGN'): boolean {
  return state.tasks.some((t) => t.parentTaskId === task.id && (only ? t.status === only : t.status === 'INQU' || t.status === 'ADDSIGN'));
}

/** Who the holder of a task waits for before deciding: open inquiries, open and queued added approvers. */
export function awaitedOn(state: InstanceState, task: Task): Array<{ userId: string; kind: 'inquiry' | 'addSign' }> {
  const open = state.tasks.filter((t) => t.parentTaskId === task.id && (t.status === 'INQU' || t.status === 'ADDSIGN'));
  return [
    ...open.map((t) => ({ userId: t.assigneeId!, kind: t.status === 'INQU' ? 'inquiry' as const : 'addSign' as const })),
    ...(task.signQueue ?? []).map((userId) => ({ userId, kind: 'addSign' as const })),
  ];
}
