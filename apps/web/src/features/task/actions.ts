import type { Button } from '@wp/contract';

/** Who an action asks for and which call it makes. */
export type PeopleCall = 'delegate' | 'copyTo' | 'communicate' | 'inquire' | 'addSign' | 'signSequence' | 'trans';
export type RejectMode = 'pre' | 'start' | 'node';

/** What tapping a task button does, by the button's alias (the original platform's action names). */
export type TaskAction =
  | { kind: 'decide'; actionName: 'agree' | 'oppose' | 'abandon' }
  | { kind: 'reject'; mode: RejectMode }
  | { kind: 'people'; call: PeopleCall; multiple: boolean }
  | { kind: 'answer'; call: 'feedback' | 'inquiryReply' }
  | { kind: 'endProcess' }
  | { kind: 'withdrawSign' }
  | { kind: 'withdrawInquiry' }
  | { kind: 'claim' }
  | { kind: 'dueTime' }
  | { kind: 'saveForm' }
  | { kind: 'view'; what: 'diagram' | 'history' | 'print' };

const actions: Record<string, TaskAction> = {
  agree: { kind: 'decide', actionName: 'agree' },
  oppose: { kind: 'decide', actionName: 'oppose' },
  abandon: { kind: 'decide', actionName: 'abandon' },
  reject: { kind: 'reject', mode: 'pre' },
  backToStart: { kind: 'reject', mode: 'start' },
  rejectToAnyNode: { kind: 'reject', mode: 'node' },
  delegate: { kind: 'people', call: 'delegate', multiple: false },
  instanceTrans: { kind: 'people', call: 'copyTo', multiple: true },
  startCommu: { kind: 'people', call: 'communicate', multiple: true },
  inqu: { kind: 'people', call: 'inquire', multiple: true },
  addSign: { kind: 'people', call: 'addSign', multiple: true },
  signSequence: { kind: 'people', call: 'signSequence', multiple: true },
  revokeSign: { kind: 'withdrawSign' },
  revokeInqu: { kind: 'withdrawInquiry' },
  startTrans: { kind: 'people', call: 'trans', multiple: true },
  trans: { kind: 'people', call: 'trans', multiple: true },
  commu: { kind: 'answer', call: 'feedback' },
  inqu_reply: { kind: 'answer', call: 'inquiryReply' },
  endProcess: { kind: 'endProcess' },
  lockUnlock: { kind: 'claim' },
  taskDelay: { kind: 'dueTime' },
  saveDraft: { kind: 'saveForm' },
  flowImage: { kind: 'view', what: 'diagram' },
  approvalHistory: { kind: 'view', what: 'history' },
  print: { kind: 'view', what: 'print' },
};

/** The action of a button alias; null for one this client does not know (it is left out of the bar). */
export const actionOf = (alias: string): TaskAction | null => actions[alias] ?? null;

/** Buttons that only show something or keep the form: having only these means the user may not act on the task. */
const passive = new Set(['flowImage', 'approvalHistory', 'print', 'saveDraft']);

/** Whether the server's buttons let the user act on the task (decide, answer, hand on ...). */
export const canAct = (buttons: readonly Button[]) => buttons.some((b) => !passive.has(b.alias) && b.alias in actions);

// What most people come to do goes first: the decision or the answer, then the reject family.
const leading = ['agree', 'commu', 'inqu_reply', 'reject', 'backToStart', 'rejectToAnyNode', 'oppose'];

/**
 * The server's buttons as the bar shows them: only the ones this client can act on, the usual decision first
 * (so it sits inline), the rest in the server's order (they go under 'more'); the reject family as one button.
 */
export function orderButtons(buttons: readonly Button[]): Button[] {
  // One 'reject' button opens the dialog that offers every reject mode the task allows (previous step,
  // starter, a chosen node), so its two narrower siblings would only repeat it.
  const hasReject = buttons.some((b) => b.alias === 'reject');
  const known = buttons.filter((b) => b.alias in actions && !(hasReject && (b.alias === 'backToStart' || b.alias === 'rejectToAnyNode')));
  const rank = (b: Button) => {
    const i = leading.indexOf(b.alias);
    return i < 0 ? leading.length : i;
  };
  return known.map((b, i) => ({ b, i })).sort((x, y) => rank(x.b) - rank(y.b) || x.i - y.i).map((x) => x.b);
}
