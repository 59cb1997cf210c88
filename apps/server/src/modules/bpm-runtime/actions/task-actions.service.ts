import type { BatchResult, runtimeActionApi, runtimeMiscApi } from '@wp/contract';
import { LockCode, lockStatus, type Command, type Task } from '@wp/engine';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError, conflict, forbidden, invalidField } from '../../../platform/errors.js';
import { t, type Lang, type MessageKey } from '../../../platform/messages.js';
import type { ActionRunner, Loaded, Plan } from './action-runner.js';
import { engineCall } from './engine-errors.js';
import {
  attachmentIds, decodeFormData, fieldPermissions, fileIdsIn, mergeFormData, parseForm, userIdList, valueChecksOf, type FormData, type ValueChecks,
} from './form-data.js';
import type { Dictionaries, Seals } from '../shared/ports.js';
import { requireReason } from './reasons.js';
import { addWorkingDays } from '../timers/working-days.js';
import type { BodyIn } from './wire.js';

/** Who acts, and the language their replies are in. */
export interface Caller { session: Session; lang: Lang }

type CompleteBody = BodyIn<typeof runtimeActionApi.complete>;
type Reply = { state: true; message: string; value: string };

const ok = (lang: Lang, key: MessageKey): Reply => ({ state: true, message: t(lang, key), value: '' });

/** The open task of a loaded instance, if it is still open. */
const openTask = (l: Loaded, taskId: string): Task | undefined => l.state?.tasks.find((x) => x.id === taskId);

/**
 * Form data a handler sends with a decision, merged into the stored data within the node's field
 * permissions and checked with `checks` (valueChecksOf); new attachments in it must be readable by the
 * handler. Returns undefined when none was sent.
 */
export function formChange(l: Loaded, nodeId: string | undefined, data: unknown, checks: ValueChecks = {}): { data: FormData; newFiles: string[] } | undefined {
  const submitted = decodeFormData(data);
  if (!submitted || !nodeId) return undefined;
  const form = parseForm(l.def.row.form_json);
  const stored = (l.row.form_data ? JSON.parse(l.row.form_data) : {}) as FormData;
  const isStart = nodeId === l.def.def.model.startId;
  const merged = mergeFormData(form, fieldPermissions(form, l.def.def.settings.nodes[nodeId]?.form?.permissions, isStart), stored, submitted, { ...checks, checkRequired: true });
  const before = new Set(fileIdsIn(form, stored));
  return { data: merged, newFiles: fileIdsIn(form, merged).filter((id) => !before.has(id)) };
}

/**
 * The task actions of the flow runtime: complete and reject, batches, claims, transfers, add-sign and its
 * variants, inquiries and communication, take-backs and due times. Each runs as one engine step through
 * the action runner (one transaction, revision-checked, idempotent).
 */
export function createTaskActionsService(deps: { runner: ActionRunner; clock: Clock; dictionaries: Dictionaries; seals?: Seals }) {
  const { runner, clock } = deps;

  /** Runs one command on the instance of a task. */
  function onTask(c: Caller, taskId: string, key: string | undefined, message: MessageKey, plan: (l: Loaded) => Plan | Promise<Plan>): Promise<Reply> {
    return runner.act(c.session, key, { load: () => runner.byTask(c.session, taskId), plan, reply: () => ok(c.lang, message) });
  }

  async function complete(c: Caller, body: CompleteBody, key = body.idempotencyKey): Promise<Reply> {
    const userId = c.session.userId;
    const isReject = body.actionName === 'reject' || body.actionName === 'backToStart';
    // Form data sent with a decision is checked like a start's; what it is checked against is read here, not in
    // the plan, which may be worked out again inside the instance's transaction.
    const checks = body.data === undefined ? undefined
      : await valueChecksOf(deps, c.session, parseForm((await runner.byTask(c.session, body.taskId)).def.row.form_json));
    return onTask(c, body.taskId, key, isReject ? 'bpm.rejected' : 'bpm.completed', (l) => {
      const change = formChange(l, openTask(l, body.taskId)?.nodeId, body.data, checks);
      const files = [...attachmentIds(body.files), ...attachmentIds(body.zfiles, 'zfiles')];
      const common = { taskId: body.taskId, userId, opinion: body.opinion, files };
      const command: Command = isReject
        ? {
          type: 'reject', ...common,
          mode: body.actionName === 'backToStart' ? 'backToStart' : body.destination ? 'reject' : 'rejectPre',
          ...(body.destination ? { targetNodeId: body.destination } : {}),
          ...(body.backHandMode ? { resubmit: body.backHandMode === 'direct' ? 'direct' : 'rewalk' } : {}),
        }
        : { type: 'complete', ...common, action: body.actionName as 'agree' | 'oppose' | 'abandon', ...(change ? { vars: change.data } : {}) };
      return {
        command, fileIds: [...files, ...(change?.newFiles ?? [])],
        rowPatch: change ? { form_data: JSON.stringify(change.data) } : undefined,
        accept: isReject ? () => requireReason(body.opinion, 'opinion', 'field.rejectReason') : undefined,
      };
    });
  }

  /** A lock code for the user, 0 when the task is gone; administrators who are not candidates get 5 (no lock button). */
  async function lockCode(c: Caller, taskId: string): Promise<number> {
    let l: Loaded;
    try {
      l = await runner.byTask(c.session, taskId);
    } catch (e) {
      if (e instanceof AppError && e.statusCode === 409) return LockCode.handled;
      throw e;
    }
    if (!l.state) return LockCode.handled;
    const task = openTask(l, taskId);
    const me = c.session.userId;
    const concerned = task && (task.assigneeId === me || task.candidates.includes(me));
    if (task && !concerned) {
      // An administrator who is not a candidate has no claim button (5); anyone else may not ask.
      if (c.session.isAdmin) return 5;
      throw forbidden('bpm.notAssignee');
    }
    return engineCall(() => lockStatus(l.state!, taskId, c.session.userId));
  }

  const ask = (type: 'communicate' | 'inquire', message: MessageKey) =>
    (c: Caller, body: { taskId: string; userId?: string | string[]; userIds?: string | string[]; opinion?: string; files?: unknown; idempotencyKey?: string }) => {
      const files = attachmentIds(body.files);
      const userIds = userIdList([...userIdList(body.userIds), ...userIdList(body.userId)]);
      if (userIds.length === 0) throw invalidField('userIds', 'field.choosePerson');
      return onTask(c, body.taskId, body.idempotencyKey, message, () => ({
        command: { type, taskId: body.taskId, userId: c.session.userId, userIds, opinion: body.opinion, files }, fileIds: files,
      }));
    };

  const answer = (type: 'feedback' | 'inquiryReply', message: MessageKey) =>
    (c: Caller, body: { taskId: string; opinion?: string; files?: unknown; idempotencyKey?: string }) => {
      const files = attachmentIds(body.files);
      return onTask(c, body.taskId, body.idempotencyKey, message, () => ({
        command: { type, taskId: body.taskId, userId: c.session.userId, opinion: body.opinion, files }, fileIds: files,
      }));
    };

  /** Add-sign and the approval/sign lines mapped onto it: extra approvers answer before the holder decides. */
  /** Approvers all asked at once, or one after the other when `signType` is 'seq' (顺序签署). */
  function addSign(c: Caller, body: { taskId: string; userIds?: string | string[]; userId?: string | string[]; signType?: string; opinion?: string; files?: unknown; idempotencyKey?: string }) {
    const files = attachmentIds(body.files);
    const userIds = userIdList([...userIdList(body.userIds), ...userIdList(body.userId)]);
    if (userIds.length === 0) throw invalidField('userIds', 'field.choosePerson');
    return onTask(c, body.taskId, body.idempotencyKey, 'bpm.addSigned', () => ({
      command: { type: 'addSign', taskId: body.taskId, userId: c.session.userId, userIds, sequential: body.signType === 'seq', opinion: body.opinion, files }, fileIds: files,
    }));
  }

  const retrieve = (c: Caller, taskId: string, opinion: string | undefined, key: string | undefined) =>
    onTask(c, taskId, key, 'bpm.retrieved', () => ({ command: { type: 'retrieveTransfer', taskId, userId: c.session.userId, opinion } }));

  return {
    /** complete: agree / oppose / abandon, or reject (to the previous step, `destination`, or the starter). */
    complete,

    /** Several decisions with one opinion; each task in its own transaction, a result per task. */
    async batchComplete(c: Caller, body: BodyIn<typeof runtimeActionApi.batchComplete>): Promise<{ state: true; message: string; value: BatchResult[] }> {
      const results: BatchResult[] = [];
      for (const taskId of [...new Set(body.taskIds)]) {
        try {
          // Each task gets its own key under the batch's: a retried batch repeats no decision that was made.
          const reply = await complete(c, { taskId, actionName: body.actionName, opinion: body.opinion }, body.idempotencyKey ? `${body.idempotencyKey}:${taskId}` : undefined);
          results.push({ taskId, state: true, message: reply.message });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          results.push({ taskId, state: false, message: e.key ? t(c.lang, e.key, e.vars) : e.message });
        }
      }
      const done = results.filter((r) => r.state).length;
      return { state: true, message: t(c.lang, 'bpm.batchDone', { ok: done, failed: results.length - done }), value: results };
    },

    /** canLock: what claiming means for me now. */
    canLock: (c: Caller, taskId: string) => lockCode(c, taskId),

    /** lockUnlock: claims when the code is 1, cancels my claim when it is 3; answers the code it acted on. */
    async lockUnlock(c: Caller, taskId: string, key?: string): Promise<number> {
      const earlier = await runner.storedReply<number>(c.session, key);
      if (earlier !== undefined) return earlier;
      const code = await lockCode(c, taskId);
      if (code !== LockCode.canClaim && code !== LockCode.canUnclaim) return code;
      const type = code === LockCode.canClaim ? 'claim' : 'unclaim';
      try {
        return await runner.act(c.session, key, {
          load: () => runner.byTask(c.session, taskId),
          plan: () => ({ command: { type, taskId, userId: c.session.userId } }),
          reply: () => code,
        });
      } catch (e) {
        // Another candidate claimed it first: say so as the original's code does.
        if (e instanceof AppError && e.key === 'bpm.lockedByOther') return LockCode.lockedByOther;
        throw e;
      }
    },

    /** delegate (转办): the task goes to one other person. */
    delegate(c: Caller, body: BodyIn<typeof runtimeActionApi.delegate>) {
      const files = attachmentIds(body.files);
      return onTask(c, body.taskId, body.idempotencyKey, 'bpm.transferred', () => ({
        command: { type: 'transfer', taskId: body.taskId, userId: c.session.userId, toUserId: body.userId, opinion: body.opinion, files }, fileIds: files,
      }));
    },

    communicate: ask('communicate', 'bpm.communicated'),
    inquire: ask('inquire', 'bpm.inquired'),
    feedback: answer('feedback', 'bpm.feedbackGiven'),
    inquiryReply: answer('inquiryReply', 'bpm.inquiryReplied'),

    /** userTaskToSign, taskSignUsers, taskToApproveLine, taskToSignLine and taskToTrans all add approvers. */
    addSign,

    /** The answer of an add-sign approver: agree, oppose or abstain. */
    userAddSignFeedback(c: Caller, body: BodyIn<typeof runtimeActionApi.userAddSignFeedback>) {
      const files = attachmentIds(body.files);
      return onTask(c, body.taskId, body.idempotencyKey, 'bpm.completed', (l) => {
        const task = openTask(l, body.taskId);
        if (task && task.status !== 'ADDSIGN') throw forbidden('bpm.notAddSign');
        return { command: { type: 'complete', taskId: body.taskId, userId: c.session.userId, action: body.actionName ?? 'agree', opinion: body.opinion, files }, fileIds: files };
      });
    },

    /** revokeSignLine / revokeSignSequence: take back the added approvers who have not answered yet. */
    withdrawSign: (c: Caller, taskId: string, opinion: string | undefined, key: string | undefined) =>
      onTask(c, taskId, key, 'bpm.signWithdrawn', () => ({ command: { type: 'withdrawSign', taskId, userId: c.session.userId, opinion } })),

    /** revokeInqu (撤回征询): take back the inquiries not answered yet. */
    withdrawInquiry: (c: Caller, body: BodyIn<typeof runtimeActionApi.revokeInqu>) =>
      onTask(c, body.taskId, body.idempotencyKey, 'bpm.inquiryWithdrawn', () => ({ command: { type: 'withdrawInquiry', taskId: body.taskId, userId: c.session.userId, opinion: body.opinion } })),

    /** Take back a task I transferred (retrieveBpmTask, revokeTrans). */
    retrieve,

    /** End the instance from a task I hold (终止). */
    endProcess(c: Caller, body: BodyIn<typeof runtimeActionApi.doEndProcess>) {
      const files = attachmentIds(body.files);
      return onTask(c, body.taskId, body.idempotencyKey, 'bpm.ended', () => ({
        command: { type: 'endProcess', taskId: body.taskId, userId: c.session.userId, reason: body.endReason, files }, fileIds: files,
        accept: () => requireReason(body.endReason, 'endReason', 'field.endReason'),
      }));
    },

    /** Extend a task's due time (延期) by working days or to a date. */
    async saveDueTime(c: Caller, body: BodyIn<typeof runtimeMiscApi.saveDueTime>): Promise<{ state: true; message: string; value: string }> {
      let dueAt = '';
      return runner.act(c.session, body.idempotencyKey, {
        load: () => runner.byTask(c.session, body.taskId),
        plan: (l) => {
          const task = openTask(l, body.taskId);
          if (!task) throw conflict('bpm.alreadyHandled');
          if (body.dueTime !== undefined) {
            if (Number.isNaN(Date.parse(body.dueTime))) throw invalidField('dueTime', 'field.dateTime');
            dueAt = new Date(body.dueTime).toISOString();
          } else {
            const from = task.dueAt ? new Date(task.dueAt) : clock.now();
            dueAt = addWorkingDays(from, body.addDueTime ?? 0).toISOString();
          }
          return { command: { type: 'setDueTime', taskId: body.taskId, userId: c.session.userId, dueAt } };
        },
        reply: () => ({ state: true as const, message: t(c.lang, 'bpm.dueTimeSaved'), value: dueAt }),
      });
    },
  };
}
export type TaskActionsService = ReturnType<typeof createTaskActionsService>;
