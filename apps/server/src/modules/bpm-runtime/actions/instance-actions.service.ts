import type { runtimeActionApi, runtimeMiscApi } from '@wp/contract';
import { renderSubject, type InstanceState } from '@wp/engine';
import type { Transaction } from 'kysely';
import type { BpmInstanceTable, Database } from '../../../db/schema.js';
import { newId, type Clock } from '../../../platform/clock.js';
import { AppError, conflict, forbidden, invalidField, notFound } from '../../../platform/errors.js';
import { t, type MessageKey } from '../../../platform/messages.js';
import type { LoadedDefinition } from '../../bpm-model/definitions.service.js';
import { draftFacts } from '../shared/instance-facts.js';
import type { AccessService } from '../detail/access.service.js';
import type { ActionRunner, Loaded } from './action-runner.js';
import {
  attachmentIds, decodeFormData, fieldPermissions, fileIdsIn, mergeFormData, parseForm, userIdList, valueChecksOf, withSerialNumbers, type FormData,
} from './form-data.js';
import type { AttachmentStore, Definitions, Dictionaries, Directory, Seals, Serials, StartRights } from '../shared/ports.js';
import type { RecordsRepository } from '../detail/records.repository.js';
import type { RuntimeRepository } from './runtime.repository.js';
import { requireReason } from './reasons.js';
import { formChange, type Caller } from './task-actions.service.js';
import { URGE_INTERVAL_MS, urgeAgainAt, urgeTooSoon } from './urge-limit.js';
import type { BodyIn } from './wire.js';

type StartBody = BodyIn<typeof runtimeActionApi.start>;
type Reply = { state: true; message: string; value: string };
type StartReply = Reply & { instId: string };

const ok = (c: Caller, key: MessageKey): Reply => ({ state: true, message: t(c.lang, key), value: '' });

/**
 * The instance actions of the flow runtime: start (also from a draft or business data), drafts, form
 * saves, revoke, circulate, end, urge, and the reader's side of circulated notices and follow-ups.
 */
export function createInstanceActionsService(deps: {
  runner: ActionRunner; repo: RuntimeRepository; records: RecordsRepository; access: AccessService; definitions: Definitions;
  organisation: Directory; startRights: StartRights; files: AttachmentStore; clock: Clock; serials: Serials; dictionaries: Dictionaries;
  /** Without it no signature field may change (valueChecksOf). */
  seals?: Seals;
}) {
  const { runner, repo, records, access, definitions, organisation, startRights, files, clock, serials } = deps;
  const now = () => clock.now().toISOString();

  /** An action that is not an engine step: its writes and the idempotent reply in one transaction. */
  async function plainAction<R>(c: Caller, key: string | undefined, work: (tx: Transaction<Database>) => Promise<void>, reply: R): Promise<R> {
    const earlier = await runner.storedReply<R>(c.session, key);
    if (earlier !== undefined) return earlier;
    const outcome = await repo.commit({
      tenantId: c.session.tenantId, extra: work,
      idempotency: key ? { userId: c.session.userId, key, reply, now: now() } : undefined,
    });
    if (outcome === 'duplicateKey') return (await runner.storedReply<R>(c.session, key)) as R;
    return reply;
  }

  /** Checks readable attachments and grants them to the instance's readers. */
  async function grantFiles(c: Caller, ids: string[], instId: string) {
    for (const id of ids) await files.info(c.session, id);
    return async () => { for (const id of ids) await files.grant(id, 'instance', instId); };
  }

  /** The process a start or draft is about (its newest version), and the user's draft when one is named. */
  /**
   * The definition to start, the draft being continued, and the leader on whose behalf (the body's, else the
   * draft's: a draft saved on a leader's behalf starts on it), after the start-right check.
   */
  async function resolve(c: Caller, body: Pick<StartBody, 'defId' | 'flowKey' | 'proInstId' | 'agentLeaderId'>): Promise<{ def: LoadedDefinition; draft?: BpmInstanceTable; leader?: string }> {
    const tenantId = c.session.tenantId;
    let draft: BpmInstanceTable | undefined;
    let key = body.flowKey;
    if (body.proInstId) {
      draft = await records.instance(tenantId, body.proInstId);
      if (!draft) throw notFound('bpm.instanceNotFound');
      if (draft.status !== 'draft') throw conflict('bpm.alreadyHandled');
      if (draft.starter_id !== c.session.userId) throw forbidden('bpm.notDraft', { id: draft.id });
      key = draft.def_key;
    } else if (body.defId) {
      const row = await definitions.row(tenantId, body.defId);
      if (!row) throw notFound('bpm.definitionNotFound');
      key = row.def_key;
    }
    if (!key) throw invalidField('defId', 'field.startWhich');
    const def = await definitions.loadMain(tenantId, key);
    const asked = body.agentLeaderId ?? draft?.agent_leader_id ?? undefined;
    const leader = asked && asked !== c.session.userId ? asked : undefined;
    if (!(await startRights.mayStart(c.session, key, leader))) throw forbidden('bpm.startForbidden');
    return { def, draft, leader };
  }

  /**
   * The start form's data merged over a draft's, within the start node's field permissions, checked against
   * the form (a 400 naming the field and rule) and with its computed fields worked out here.
   */
  async function startData(c: Caller, def: LoadedDefinition, stored: FormData, data: unknown, checkRequired: boolean): Promise<FormData> {
    const form = parseForm(def.row.form_json);
    const startId = def.def.model.startId;
    const submitted = decodeFormData(data);
    return mergeFormData(form, fieldPermissions(form, def.def.settings.nodes[startId]?.form?.permissions, true), stored, submitted, {
      ...(await valueChecksOf(deps, c.session, form)), checkRequired,
    });
  }

  async function start(c: Caller, body: StartBody & { businessKey?: string }): Promise<StartReply> {
    const { def, draft, leader } = await resolve(c, body);
    const tenantId = c.session.tenantId;
    const me = c.session.userId;
    const stored = (draft?.form_data ? JSON.parse(draft.form_data) : {}) as FormData;
    const data = await startData(c, def, stored, body.data, true);
    const form = parseForm(def.row.form_json);
    const fileIds = [...attachmentIds(body.files), ...fileIdsIn(form, data)];
    const urgency = body.urgentStateValue === undefined ? (draft?.urgent_state ?? 0) : Number(body.urgentStateValue);
    const id = draft?.id ?? newId();
    const at = now();
    const dir = await organisation.forTenant(tenantId);
    const row: BpmInstanceTable = draft ?? {
      id, tenant_id: tenantId, def_id: def.row.id, def_key: def.row.def_key, def_name: def.row.name, type_id: def.row.type_id, subject: '', status: 'running',
      starter_id: me, starter_name: dir.nameOf(me), starter_org_id: dir.mainOrgOf(leader ?? me), agent_leader_id: leader ?? null,
      biz_key: body.businessKey ?? null, form_data: null, state_json: null, revision: 0, urgent_state: urgency, created_at: at, updated_at: at, end_time: null, outcome: null,
      ...draftFacts,
    };
    return runner.act(c.session, body.idempotencyKey, {
      // A draft starts from the newest version, whatever version it was saved under.
      load: async (): Promise<Loaded> => (draft ? { row: draft, isNew: false, state: null, def, dir } : runner.fresh({ ...row })),
      plan: () => ({
        instanceId: id,
        command: { type: 'start', starterId: leader ?? me, agentId: leader ? me : undefined, vars: data, subject: body.subject, opinion: body.expression, files: attachmentIds(body.files) },
        fileIds,
        rowPatch: {
          def_id: def.row.id, def_key: def.row.def_key, def_name: def.row.name, type_id: def.row.type_id, form_data: JSON.stringify(data), urgent_state: urgency,
          agent_leader_id: leader ?? null, ...(body.businessKey ? { biz_key: body.businessKey } : {}), ...(draft ? { created_at: at } : {}),
          form_id: def.row.form_id ?? null,
        },
        // Serial numbers are taken in the start's own transaction: unique, and no gap when the start fails.
        extra: form?.fields.some((f) => f.type === 'serialNo')
          ? async (tx) => records.setFormData(id, JSON.stringify(await withSerialNumbers(form, data, (alias) => serials.next(tenantId, alias, tx))), tx)
          : undefined,
      }),
      reply: (_l, result) => ({ state: true as const, message: t(c.lang, 'bpm.started'), value: result.state.id, instId: result.state.id }),
    });
  }

  return {
    /** Starts a process (or a saved draft); the first tasks are created in the same transaction. */
    start,

    /** Starts from business data of a data template: the form data comes with it. */
    startForm: (c: Caller, query: { defKey: string; businessKey: string }, body: BodyIn<typeof runtimeActionApi.startForm>) =>
      start(c, { flowKey: query.defKey, businessKey: query.businessKey, data: body.data, subject: body.subject, idempotencyKey: body.idempotencyKey }),

    /** Saves the start form as a draft (new, or again under the same id); no engine state until started. */
    async saveDraft(c: Caller, body: StartBody): Promise<StartReply> {
      const { def, draft, leader } = await resolve(c, body);
      const tenantId = c.session.tenantId;
      const me = c.session.userId;
      const stored = (draft?.form_data ? JSON.parse(draft.form_data) : {}) as FormData;
      const data = await startData(c, def, stored, body.data, false);
      const id = draft?.id ?? newId();
      const at = now();
      const subject = body.subject?.trim() || renderSubject(def.def.settings.subjectTemplate ?? def.row.name, data) || def.row.name;
      const fileIds = [...attachmentIds(body.files), ...fileIdsIn(parseForm(def.row.form_json), data)];
      const grant = await grantFiles(c, fileIds, id);
      const dir = await organisation.forTenant(tenantId);
      const urgency = body.urgentStateValue === undefined ? (draft?.urgent_state ?? 0) : Number(body.urgentStateValue);
      const reply: StartReply = { state: true, message: t(c.lang, 'bpm.draftSaved'), value: id, instId: id };
      const result = await plainAction(c, body.idempotencyKey, async (tx) => {
        if (draft) {
          const saved = await records.updateDraft(tenantId, id, me, draft.revision, {
            def_id: def.row.id, def_key: def.row.def_key, def_name: def.row.name, type_id: def.row.type_id, subject, form_data: JSON.stringify(data), urgent_state: urgency,
            agent_leader_id: leader ?? null, starter_org_id: dir.mainOrgOf(leader ?? me), updated_at: at, form_id: def.row.form_id ?? null,
          }, tx);
          if (!saved) throw conflict('bpm.alreadyHandled');
        } else {
          await records.insertDraft({
            id, tenant_id: tenantId, def_id: def.row.id, def_key: def.row.def_key, def_name: def.row.name, type_id: def.row.type_id, subject, status: 'draft',
            starter_id: me, starter_name: dir.nameOf(me), starter_org_id: dir.mainOrgOf(leader ?? me), agent_leader_id: leader ?? null, biz_key: body.businessKey ?? null,
            form_data: JSON.stringify(data), state_json: null, revision: 0, urgent_state: urgency, created_at: at, updated_at: at, end_time: null, outcome: null,
            form_id: def.row.form_id ?? null, ...draftFacts,
          }, tx);
        }
      }, reply);
      await grant();
      return result;
    },

    /** Saves form data of a running instance, as the holder of one of its tasks, within that node's field permissions. */
    async saveFormData(c: Caller, body: BodyIn<typeof runtimeActionApi.saveFormData>): Promise<Reply> {
      const l = await runner.byInstance(c.session, body.proInstId);
      const me = c.session.userId;
      /** The tasks of `state` the caller holds (one named task, or any). */
      const heldIn = (state: InstanceState | null) => (!state || state.status === 'end' || state.status === 'manualend' ? null
        : state.tasks.filter((x) => (body.taskId ? x.id === body.taskId : true)
          && (c.session.isAdmin || (x.assigneeId !== null ? x.assigneeId === me : x.candidates.includes(me) && (!x.lockedBy || x.lockedBy === me)))));
      const held = heldIn(l.state);
      if (!held) throw conflict('bpm.notRunning');
      if (held.length === 0) throw forbidden('bpm.notHolder');
      const checks = await valueChecksOf(deps, c.session, parseForm(l.def.row.form_json));
      const change = formChange(l, held[0].nodeId, body.data, checks);
      if (!change) throw invalidField('data', 'field.formData');
      const grant = await grantFiles(c, change.newFiles, l.row.id);
      const result = await plainAction(c, body.idempotencyKey, async (tx) => {
        // Under the instance's lock, as the engine's steps are: a vote committed since the read above moved the
        // revision on without taking the caller's task away, so the save is worked out again on the row as it is.
        const row = await repo.lockedInstance(tx, c.session.tenantId, l.row.id);
        let data = change.data;
        if (row && row.revision !== l.row.revision) {
          const state = row.state_json ? (JSON.parse(row.state_json) as InstanceState) : null;
          const still = heldIn(state);
          if (!still?.length) throw conflict('bpm.alreadyHandled');
          const again = formChange({ ...l, row, state }, still[0].nodeId, body.data, checks);
          if (!again) throw invalidField('data', 'field.formData');
          data = again.data;
        }
        if (!row || !(await records.updateFormData(c.session.tenantId, l.row.id, row.revision, JSON.stringify(data), now(), tx))) throw conflict('bpm.alreadyHandled');
      }, ok(c, 'bpm.formSaved'));
      await grant();
      return result;
    },

    /** Deletes my drafts; all of them or, when any id is not my draft, none. */
    async removeDrafts(c: Caller, idsText: string): Promise<Reply> {
      const ids = userIdList(idsText);
      if (ids.length === 0) throw invalidField('ids', 'field.someId');
      const mine = new Set(await records.draftIds(c.session.tenantId, c.session.userId, ids));
      const foreign = ids.find((id) => !mine.has(id));
      if (foreign) throw forbidden('bpm.notDraft', { id: foreign });
      return plainAction(c, undefined, async (tx) => {
        if ((await records.deleteDrafts(c.session.tenantId, c.session.userId, ids, tx)) !== ids.length) throw conflict('bpm.alreadyHandled');
      }, ok(c, 'bpm.draftRemoved'));
    },

    /** A handler takes back their agreement (`taskId`), or the starter the instance, while the next node has not acted. */
    revoke: (c: Caller, body: BodyIn<typeof runtimeActionApi.revokeInstance>) =>
      runner.act(c.session, body.idempotencyKey, {
        load: () => runner.byInstance(c.session, body.instanceId),
        plan: () => ({ command: { type: 'revoke', userId: c.session.userId, taskId: body.taskId, opinion: body.cause } }),
        reply: () => ok(c, 'bpm.revoked'),
      }),

    /** Circulates the instance to readers, from a task I hold or, as its starter, as a whole. */
    copyTo(c: Caller, body: BodyIn<typeof runtimeActionApi.transToMore>) {
      const userIds = userIdList(body.userId);
      if (userIds.length === 0) throw invalidField('userId', 'field.chooseReader');
      const fileIds = attachmentIds(body.files);
      const taskId = body.taskId || null;
      return runner.act(c.session, body.idempotencyKey, {
        load: () => (taskId ? runner.byTask(c.session, taskId) : runner.byInstance(c.session, body.instanceId!)),
        plan: () => ({
          command: { type: 'copyTo', taskId, userId: c.session.userId, userIds, opinion: body.opinion, files: fileIds },
          fileIds, copy: { taskId, opinion: body.opinion ?? null },
        }),
        reply: () => ok(c, 'bpm.copied'),
      });
    },

    /** Ends an instance by id: through a task of it I hold, or as an administrator. */
    endById: (c: Caller, query: { id: string; reason?: string; idempotencyKey?: string }) =>
      runner.act(c.session, query.idempotencyKey, {
        load: () => runner.byInstance(c.session, query.id),
        plan: (l) => {
          const me = c.session.userId;
          const tasks = l.state?.tasks ?? [];
          const held = tasks.find((x) => (x.assigneeId !== null ? x.assigneeId === me : x.candidates.includes(me) && (!x.lockedBy || x.lockedBy === me)));
          if (!held && !c.session.isAdmin) throw tasks.length === 0 && l.state?.status !== 'end' && l.state?.status !== 'manualend' ? conflict('bpm.noOpenTask') : forbidden('bpm.noPermission');
          return { command: { type: 'endProcess', taskId: held?.id ?? null, userId: me, reason: query.reason }, accept: () => requireReason(query.reason, 'reason', 'field.endReason') };
        },
        reply: () => ok(c, 'bpm.ended'),
      }),

    /** Urges the holders of the instance's open tasks; the starter or an administrator; a holder at most once in ten minutes. */
    urge: (c: Caller, body: BodyIn<typeof runtimeActionApi.sendBpmTaskUrgent>) =>
      runner.act(c.session, body.idempotencyKey, {
        load: () => runner.byInstance(c.session, body.instId),
        plan: (l) => ({
          command: { type: 'urge', userId: c.session.userId, opinion: body.content ?? body.opinion },
          // Read under the instance's lock: two urges at once cannot both pass.
          async accept(result, tx) {
            const at = clock.now();
            const holders = result.effects.flatMap((e) => (e.type === 'notify' && e.kind === 'urge' ? e.userIds : []));
            const past = await records.recentUrges(l.row.id, new Date(at.getTime() - URGE_INTERVAL_MS).toISOString(), tx);
            const again = urgeAgainAt(past, holders, at);
            if (again) throw urgeTooSoon(again, at);
          },
        }),
        reply: () => ok(c, 'bpm.urged'),
      }),

    /** A reader's reply to an instance circulated to them (传阅回复). */
    async copyReply(c: Caller, body: BodyIn<typeof runtimeActionApi.doNextCopyto>): Promise<Reply> {
      const tenantId = c.session.tenantId;
      if (!(await records.instance(tenantId, body.instId))) throw notFound('bpm.instanceNotFound');
      if (!(await records.isReader(tenantId, c.session.userId, body.instId))) throw forbidden('bpm.notReader');
      const fileIds = attachmentIds(body.files);
      const infos = await Promise.all(fileIds.map((id) => files.info(c.session, id)));
      const dir = await organisation.forTenant(tenantId);
      const at = now();
      const result = await plainAction(c, body.idempotencyKey, async (tx) => {
        await records.insertCopyReply({
          id: newId(), tenant_id: tenantId, inst_id: body.instId, node_id: null, node_name: '', auditor_id: c.session.userId, auditor_name: dir.nameOf(c.session.userId),
          opinion: body.opinion, now: at,
          files_json: infos.length ? JSON.stringify(infos.map((f) => ({ id: f.fileId, name: f.fileName, size: f.size, mimeType: f.mimeType }))) : null,
        }, tx);
        await records.markInstanceNoticesRead(tenantId, c.session.userId, body.instId, at, tx);
      }, ok(c, 'bpm.copyReplied'));
      for (const id of fileIds) await files.grant(id, 'instance', body.instId);
      return result;
    },

    /** Records that I opened a task (its pending record then shows as read), or reads a notice of mine. */
    async addReadRecord(c: Caller, taskId: string, key?: string): Promise<Reply> {
      const task = await records.task(c.session.tenantId, taskId);
      if (task) {
        await access.readableInstance(c.session, task.inst_id);
        return plainAction(c, key, (tx) => records.addReadRecord({ inst_id: task.inst_id, task_id: task.id, user_id: c.session.userId, read_time: now() }, tx).then(() => undefined), ok(c, 'bpm.readRecorded'));
      }
      const notice = await records.notice(c.session.tenantId, taskId);
      if (!notice) throw notFound('bpm.taskNotFound');
      if (notice.user_id !== c.session.userId) throw forbidden('bpm.notReader');
      return plainAction(c, key, (tx) => records.markNoticesRead(c.session.tenantId, c.session.userId, [notice.id], now(), tx).then(() => undefined), ok(c, 'bpm.readRecorded'));
    },

    /** Marks notices circulated to me read (待阅 -> 已阅); every id must be one of mine. */
    async noticesRead(c: Caller, idsText: string, key?: string): Promise<Reply> {
      const ids = userIdList(idsText);
      const mine = new Set(await records.noticesOfReader(c.session.tenantId, c.session.userId, ids));
      if (ids.length === 0 || ids.some((id) => !mine.has(id))) throw forbidden('bpm.notReader');
      return plainAction(c, key, (tx) => records.markNoticesRead(c.session.tenantId, c.session.userId, ids, now(), tx).then(() => undefined), ok(c, 'bpm.noticesRead'));
    },

    /** The circulator (or an administrator) withdraws a notice. */
    async withdrawNotice(c: Caller, id: string, key?: string): Promise<Reply> {
      const notice = await records.notice(c.session.tenantId, id);
      if (!notice) throw notFound('bpm.noticeNotFound');
      if (notice.from_user_id !== c.session.userId && !c.session.isAdmin) throw forbidden('bpm.noPermission');
      return plainAction(c, key, (tx) => records.deleteNotice(id, tx).then(() => undefined), ok(c, 'bpm.noticeWithdrawn'));
    },

    /** Follows user-task nodes of an instance I may read; the list replaces the earlier one. */
    async saveFollow(c: Caller, body: BodyIn<typeof runtimeMiscApi.saveFollow>) {
      const inst = await access.readableInstance(c.session, body.instId);
      const nodeIds = userIdList(body.nodeIds);
      const def = await definitions.load(c.session.tenantId, inst.def_id);
      const bad = nodeIds.find((id) => def.def.model.nodes[id]?.type !== 'userTask');
      if (bad) throw new AppError(400, 'bpm.notFollowable', 'bpm.notFollowable', { nodeId: bad });
      return plainAction(c, body.idempotencyKey, (tx) => records.saveFollow(inst.id, c.session.userId, nodeIds, now(), tx),
        { state: true as const, message: t(c.lang, 'bpm.followSaved'), value: nodeIds });
    },
  };
}
export type InstanceActionsService = ReturnType<typeof createInstanceActionsService>;
