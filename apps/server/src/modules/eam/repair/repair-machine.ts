import type { eamApi } from '@wp/contract';

type RepairAction = eamApi.RepairAction;
type RepairProcessLabel = eamApi.RepairProcessLabel;
type RepairStatus = eamApi.RepairStatus;

/** What can happen to an order: the actions of its users, and the approval's verdicts. */
export type RepairEvent = 'approve' | 'refuse' | 'dispatch' | 'cancel' | 'start' | 'finish' | 'accept' | 'fail';

/**
 * The order's status machine (Foxnic's repairStatus): approval only when the plant's setting names an approval
 * process; a failed acceptance waits for the executor to start again; cancel only before the repair starts (while
 * the approval runs, its request is withdrawn in the approval instead).
 */
const MACHINE: Record<RepairStatus, Partial<Record<RepairEvent, RepairStatus>>> = {
  approval: { approve: 'not_dispatch', refuse: 'cancel' },
  not_dispatch: { dispatch: 'dispatched', cancel: 'cancel' },
  dispatched: { start: 'repairing', cancel: 'cancel' },
  repairing: { finish: 'wait_acceptance' },
  wait_acceptance: { accept: 'finish', fail: 'acceptance_failed' },
  acceptance_failed: { start: 'repairing' },
  finish: {},
  cancel: {},
};

/** The status `event` leads to from `status`, or null when it cannot happen there. */
export function nextStatus(status: RepairStatus, event: RepairEvent): RepairStatus | null {
  return MACHINE[status][event] ?? null;
}

/** The timeline step an event writes. */
export const LABEL_OF: Record<RepairEvent, RepairProcessLabel> = {
  approve: 'approved', refuse: 'refused', dispatch: 'dispatch', cancel: 'cancel', start: 'start', finish: 'finish', accept: 'accept', fail: 'acceptance_failed',
};

/** Who the caller is to an order. */
export interface RepairRole {
  /** An administrator or a holder of the repair manager role. */
  manager: boolean;
  reporter: boolean;
  /** The order's executor, or a member of its assigned team. */
  worker: boolean;
  /** Leads an enabled team (may dispatch to it). */
  leader: boolean;
}

/** Who may take each action (the status aside). */
const ALLOWED: Record<RepairAction, (r: RepairRole) => boolean> = {
  dispatch: (r) => r.manager || r.leader,
  cancel: (r) => r.reporter || r.manager,
  start: (r) => r.worker,
  finish: (r) => r.worker,
  accept: (r) => r.reporter || r.manager,
};

/** The event an action sends (acceptance: passed; failed is the same action with the other verdict). */
const EVENT_OF: Record<RepairAction, RepairEvent> = { dispatch: 'dispatch', cancel: 'cancel', start: 'start', finish: 'finish', accept: 'accept' };

/** Whether the role allows the action, whatever the status. */
export const roleAllows = (action: RepairAction, role: RepairRole): boolean => ALLOWED[action](role);

/** The actions the caller may take on an order in `status` now. */
export function actionsFor(status: RepairStatus, role: RepairRole): RepairAction[] {
  return (Object.keys(EVENT_OF) as RepairAction[]).filter((a) => nextStatus(status, EVENT_OF[a]) !== null && roleAllows(a, role));
}
