import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Dialog } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { ProcessForm, TaskGetVo } from '@wp/contract';
import { actionKey, useFinishAction } from '../../domains/approval/finish-action.js';
import { approvalKeys } from '../../domains/approval/keys.js';
import { formProblem, problemOfFailure, reportFormProblem, showFailure, type FormSaveProblem } from '../../domains/approval/form-save.js';
import type { FormValues } from '../../lib/form/model.js';
import { CallError, isNetworkFailure } from '../../lib/http/client.js';
import { notify } from '../../lib/notify.js';
import { actionOf, type PeopleCall, type RejectMode } from './actions.js';
import { complete } from './api/complete.js';
import { communicate } from './api/communicate.js';
import { delegate } from './api/delegate.js';
import { doEndProcess } from './api/doEndProcess.js';
import { doNextcommu } from './api/doNextcommu.js';
import { LockCode } from './api/canLock.js';
import { lockUnlock } from './api/lockUnlock.js';
import { saveDueTime } from './api/saveDueTime.js';
import { saveFormData } from './api/saveFormData.js';
import { revokeInqu } from './api/revokeInqu.js';
import { revokeSignLine } from './api/revokeSignLine.js';
import { taskSignUsers } from './api/taskSignUsers.js';
import { taskToSignSequence } from './api/taskToSignSequence.js';
import { taskToInqu } from './api/taskToInqu.js';
import { taskToInquReply } from './api/taskToInquReply.js';
import { taskToTrans } from './api/taskToTrans.js';
import { transToMore } from './api/transToMore.js';
import { NoteDialog, type NoteSpec } from './components/NoteDialog.js';
import { useTranslation } from '../../i18n/index.js';

// A task view opens without the pickers of transfer, reject and due time: they load on first use.
const dialogs = () => import('./components/action-dialogs.js');
const PeopleDialog = lazy(() => dialogs().then((m) => ({ default: m.PeopleDialog })));
const RejectDialog = lazy(() => dialogs().then((m) => ({ default: m.RejectDialog })));
const DueTimeDialog = lazy(() => dialogs().then((m) => ({ default: m.DueTimeDialog })));

/** Where the list is when the task view was opened without an in-app history (a link from a message). */
export const TASK_FALLBACK = '/work/myMatters/0';

/** What the task view hands the actions: the task, the form as it stands, the opinion, and the screen's hooks. */
export interface TaskActionContext {
  vo: TaskGetVo;
  leaderId: string | undefined;
  userId: string | undefined;
  /** The form's definition (null: the process has none; undefined: not loaded); `formFailed` when it could not load. */
  form: Pick<ProcessForm, 'fields'> | null | undefined;
  formFailed: boolean;
  /** The form values this node may write (undefined when it may write none), after validating them. */
  writableData(): { data?: FormValues; check?: { ok: boolean; errors: import('../../lib/form/validate.js').FieldError[]; message: string } };
  opinion: string;
  files: string[];
  /** The server refused fields of the form: mark them. */
  onServerErrors(errors: FormSaveProblem['errors']): void;
  /** After an action the server took that leaves the task (the device draft of its form is done with). */
  onSucceeded?(): Promise<void> | void;
  /** The opinion must be written first: bring the input into view. */
  focusOpinion(): void;
  openDiagram(): void;
  showHistory(): void;
}

type Open =
  | { kind: 'people'; call: PeopleCall; multiple: boolean; title: string }
  | { kind: 'reject'; mode: RejectMode }
  | { kind: 'note'; spec: NoteSpec }
  | { kind: 'due' };

/**
 * An action that waits on this device when there is no network (ADR 0029): the call, its body without the key,
 * and what the waiting list calls it. Sent again with the same key, so one that reached the server acts once.
 */
interface Keepable {
  kind: 'complete' | 'saveFormData';
  payload: Record<string, unknown>;
  label: string;
}

const confirmDialog = (content: string) => Dialog.confirm({ content });
const isConflict = (e: unknown) => e instanceof CallError && e.status === 409;

/**
 * Every action of the task view: what each button does, its dialog, the call with the right payload, and
 * what follows (spec section 8): the server's message as a success toast for 1500 ms, then back to the list.
 * Actions that leave the task with me (claim, due time, save, copy to, communicate) stay on the page and
 * refresh it instead.
 */
export function useTaskActions(ctx: TaskActionContext): { run(alias: string): void; dialogs: ReactNode; busy: boolean } {
  const { t } = useTranslation('task');
  const client = useQueryClient();
  const finish = useFinishAction(TASK_FALLBACK);
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);
  const task = ctx.vo.bpmTask;
  const taskId = task.taskId;
  const instId = task.procInstId;
  const files = ctx.files.length ? { files: ctx.files } : {};

  const refresh = () => client.invalidateQueries({ queryKey: approvalKeys.all });

  /** Keeps an action the network did not take, to be sent when it returns; false when the device cannot. */
  async function keepForLater(key: string, keepable: Keepable): Promise<boolean> {
    try {
      const { queueAction } = await import('../../lib/offline/actions.js');
      return !!(await queueAction({ id: key, title: task.subject, ...keepable }));
    } catch {
      return false;
    }
  }

  /**
   * Sends one action; `stay` keeps the user on the task (toast and refresh) instead of going back to the list.
   * A `keepable` action without a network waits on the device instead (the user is told, and leaves as after it).
   */
  async function send(run: (key: string) => Promise<{ message: string }>, opts: { stay?: boolean; silent?: boolean; keepable?: Keepable } = {}) {
    setOpen(null);
    setBusy(true);
    const key = actionKey();
    const kept = async () => {
      if (!opts.keepable || !(await keepForLater(key, opts.keepable))) return false;
      if (opts.stay) {
        notify.success(t('offline.queued'));
        setBusy(false);
      } else {
        await finish(t('offline.queued'));
      }
      return true;
    };
    if (opts.keepable && !navigator.onLine && (await kept())) return;
    try {
      const reply = await run(key);
      if (opts.stay) {
        if (reply.message) notify.success(reply.message);
        await refresh();
        setBusy(false);
      } else {
        await ctx.onSucceeded?.();
        await finish(reply.message);
      }
    } catch (e) {
      if (isNetworkFailure(e) && (await kept())) return;
      setBusy(false);
      // Someone was first (409, already handled): show the task as it is now, handled or gone, not still actionable.
      if (isConflict(e)) void refresh();
      if (!opts.silent) return; // the error catalogue has told the user
      const problem = problemOfFailure(e, ctx.form);
      if (problem) {
        ctx.onServerErrors(problem.errors);
        await reportFormProblem(problem, confirmDialog);
      } else {
        showFailure(e);
      }
    }
  }

  /** The form data to send with a decision, or null when the form stops it (shown to the user). */
  async function formData(): Promise<{ data?: FormValues } | null> {
    if (ctx.formFailed) {
      const go = await reportFormProblem(formProblem({ form: undefined, loadFailed: true })!, confirmDialog);
      return go ? {} : null;
    }
    const { data, check } = ctx.writableData();
    const problem = check && !check.ok ? formProblem({ form: ctx.form, check }) : null;
    if (problem) {
      await reportFormProblem(problem, confirmDialog);
      return null;
    }
    return data ? { data } : {};
  }

  function opinionOk(required: boolean, text = ctx.opinion) {
    if (!required || text.trim()) return true;
    notify.warning(t('opinion.needed'));
    ctx.focusOpinion();
    return false;
  }

  async function decide(actionName: 'agree' | 'oppose' | 'abandon') {
    const form = await formData();
    if (!form || !opinionOk(ctx.vo.curNodeDef.opinionRequired)) return;
    const body = { taskId, actionName, opinion: ctx.opinion.trim(), ...files, ...form };
    await send((key) => complete(body, key), { silent: true, keepable: { kind: 'complete', payload: body, label: actionName } });
  }

  async function claim() {
    setBusy(true);
    try {
      const code = await lockUnlock(taskId, ctx.leaderId);
      if (code === LockCode.canClaim) notify.success(t('claim.claimed'));
      else if (code === LockCode.canUnclaim) notify.success(t('claim.unclaimed'));
      else if (code === LockCode.lockedByOther) notify.warning(t('claim.byOther'));
      else if (code === LockCode.handled) notify.warning(t('claim.handled'));
      await refresh();
    } catch (e) {
      // the error catalogue has told the user; a 409 means the task moved on: show it as it is now
      if (isConflict(e)) await refresh();
    } finally {
      setBusy(false);
    }
  }

  async function saveForm() {
    const { data } = ctx.writableData();
    const body = { proInstId: instId, taskId, data: data ?? {} };
    await send((key) => saveFormData(body, key), { stay: true, silent: true, keepable: { kind: 'saveFormData', payload: body, label: 'saveForm' } });
  }

  function toPeople(call: PeopleCall, userIds: string[], note: string) {
    const opinion = note ? { opinion: note } : {};
    switch (call) {
      case 'delegate': return send(() => delegate({ taskId, userId: userIds[0], ...opinion, ...files }));
      case 'copyTo': return send(() => transToMore({ taskId, instanceId: instId, userId: userIds, ...opinion, ...files }), { stay: true });
      case 'communicate': return send(() => communicate({ taskId, instId, userIds, ...opinion, ...files }), { stay: true });
      case 'inquire': return send(() => taskToInqu({ taskId, instId, userIds, ...opinion, ...files }));
      case 'addSign': return send(() => taskSignUsers({ taskId, userIds, ...opinion, ...files }));
      case 'signSequence': return send(() => taskToSignSequence({ taskId, instanceId: instId, userIds, ...opinion, ...files }));
      case 'trans': return send(() => taskToTrans({ taskId, instanceId: instId, userIds, ...opinion, ...files }));
    }
  }

  function run(alias: string) {
    const action = actionOf(alias);
    if (!action) return;
    switch (action.kind) {
      case 'decide': return void decide(action.actionName);
      case 'reject': return setOpen({ kind: 'reject', mode: action.mode });
      case 'people': return setOpen({ kind: 'people', call: action.call, multiple: action.multiple, title: t(`people.title.${action.call}`) });
      case 'answer':
        if (!opinionOk(true)) return;
        return void send(() => (action.call === 'feedback' ? doNextcommu : taskToInquReply)({ taskId, opinion: ctx.opinion.trim(), ...files }));
      case 'endProcess':
        return setOpen({ kind: 'note', spec: {
          title: t('end.title'), message: t('end.message'), noteLabel: t('end.reason'), placeholder: t('end.placeholder'),
          initialNote: ctx.opinion, noteRequired: true, confirmText: t('end.confirm'), danger: true,
          onConfirm: (reason) => void send(() => doEndProcess({ taskId, endReason: reason, ...files })),
        } });
      case 'withdrawSign':
        return setOpen({ kind: 'note', spec: {
          title: t('withdrawSign.title'), message: t('withdrawSign.message'), noteLabel: t('withdrawSign.reason'), placeholder: t('withdrawSign.placeholder'),
          confirmText: t('withdrawSign.confirm'),
          onConfirm: (note) => void send(() => revokeSignLine({ taskId, instanceId: instId, ...(note ? { opinion: note } : {}) }), { stay: true }),
        } });
      case 'withdrawInquiry':
        return setOpen({ kind: 'note', spec: {
          title: t('withdrawInquiry.title'), message: t('withdrawInquiry.message'), noteLabel: t('withdrawSign.reason'), placeholder: t('withdrawSign.placeholder'),
          confirmText: t('withdrawSign.confirm'),
          onConfirm: (note) => void send(() => revokeInqu({ taskId, ...(note ? { opinion: note } : {}) }), { stay: true }),
        } });
      case 'claim': return void claim();
      case 'dueTime': return setOpen({ kind: 'due' });
      case 'saveForm': return void saveForm();
      case 'view':
        if (action.what === 'diagram') return ctx.openDiagram();
        if (action.what === 'history') return ctx.showHistory();
        return window.print();
    }
  }

  const close = () => setOpen(null);
  const dialog = open && (
    open.kind === 'people' ? (
      <PeopleDialog title={open.title} multiple={open.multiple} initialNote={ctx.opinion} exclude={ctx.userId ? new Set([ctx.userId]) : undefined}
        onCancel={close} onConfirm={(ids, note) => void toPeople(open.call, ids, note)} />
    ) : open.kind === 'reject' ? (
      <RejectDialog taskId={taskId} initialMode={open.mode} resubmit={ctx.vo.curNodeDef.resubmit} initialOpinion={ctx.opinion} onCancel={close}
        onConfirm={(c) => {
          const actionName = c.mode === 'start' ? 'backToStart' : 'reject';
          const body = { taskId, actionName, opinion: c.opinion, backHandMode: c.backHandMode, ...(c.nodeId ? { destination: c.nodeId } : {}), ...files } as const;
          void send((key) => complete(body, key), { silent: true, keepable: { kind: 'complete', payload: body, label: actionName } });
        }} />
    ) : open.kind === 'note' ? (
      <NoteDialog spec={open.spec} onCancel={close} />
    ) : (
      <DueTimeDialog taskId={taskId} onCancel={close} onConfirm={(days) => void send(() => saveDueTime({ taskId, addDueTime: days }), { stay: true })} />
    )
  );
  return { run, dialogs: dialog && <Suspense fallback={null}>{dialog}</Suspense>, busy };
}
