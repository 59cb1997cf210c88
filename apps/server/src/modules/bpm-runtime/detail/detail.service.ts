import type {
  Button, DataTemplatePermission, DueTimeInfo, FlowImage, InstanceDetail, NodeProperties, NoticeRow, OpinionRecordRow, PredictedPath, TaskGetVo, TaskRow, UserDetail,
} from '@wp/contract';
import { afterJumpNodes, awaitedOn, buttonsFor, diagramStatus, knownButtons, predictPath, viewButtons } from '@wp/engine';
import type { BpmInstanceTable, BpmTaskTable } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { conflict, forbidden, notFound } from '../../../platform/errors.js';
import { t } from '../../../platform/messages.js';
import { layoutNodes, wireNodeType } from '../../bpm-model/definition-view.js';
import type { LoadedDefinition } from '../../bpm-model/definitions.service.js';
import type { AccessService } from './access.service.js';
import { fieldPermissions, parseForm } from '../actions/form-data.js';
import { label, urgencyLevels } from '../shared/labels.js';
import type { Definitions, Directory } from '../shared/ports.js';
import type { RecordsRepository } from './records.repository.js';
import { outcomeFields, parseState, readersByTask, toInstanceRow, toNoticeRow, toOpinionRow, toTaskRow, type Viewer, viewerOf } from '../shared/rows.js';
import type { Caller } from '../actions/task-actions.service.js';
import { addWorkingDays, workingDaysBetween } from '../timers/working-days.js';

/** The user detail and organisations of the user centre, for the home summary and related information. */
export interface People {
  detail(session: Session, accountOrId: string): Promise<UserDetail>;
  orgsOfUser(session: Session, userId: string): Promise<Array<{ id: string; pathName: string; isMaster: number }>>;
}

const decisions = new Set(['agree', 'oppose', 'abandon', 'reject', 'backToStart', 'reSubmit', 'deliverto', 'manual_end', 'start']);
const consultStatuses = new Set(['start_commu', 'feedback', 'awaiting_feedback', 'inqu', 'inqu_reply']);

/** A node's settings as the client needs them, with its field permissions. */
export function nodeProperties(def: LoadedDefinition, nodeId: string): NodeProperties {
  const node = def.def.model.nodes[nodeId];
  if (!node) throw notFound('bpm.nodeNotFound', { nodeId });
  const s = def.def.settings.nodes[nodeId];
  const form = parseForm(def.row.form_json);
  const isStart = node.type === 'start';
  return {
    defId: def.row.id, nodeId, name: node.name, nodeType: wireNodeType(node),
    // Answer buttons (commu, inqu_reply) belong to communication and inquiry tasks, not to a node.
    buttons: isStart ? ['agree', 'endProcess', ...viewButtons] : (s?.buttons ?? knownButtons.filter((b) => b !== 'commu' && b !== 'inqu_reply')),
    opinionRequired: s?.opinionRequired ?? false, dueHours: s?.dueHours ?? null, skipIfSameApprover: s?.skipIfSameApprover ?? false,
    rejectModes: isStart ? [] : (s?.rejectModes ?? ['rejectPre', 'backToStart', 'reject']), resubmit: s?.resubmit ?? 'rewalk',
    sign: node.multi ? { rule: s?.sign?.rule ?? 'all', ...(s?.sign?.percent !== undefined ? { percent: s.sign.percent } : {}), sequential: node.multi.sequential } : null,
    formKey: s?.form?.formKey ?? null, permissions: fieldPermissions(form, s?.form?.permissions, isStart),
  };
}

/**
 * The task and instance queries of the flow runtime: buttons, task and notice pages, node settings,
 * opinions, the diagram, who handles what, the predicted path, sign lines, due times and the home summary.
 * Every one checks the caller may read the instance first.
 */
export function createDetailService(deps: {
  records: RecordsRepository; access: AccessService; definitions: Definitions; organisation: Directory; people: People; clock: Clock;
  counts: (c: Caller) => Promise<{ todo: number; started: number; done: number; unread: number; delegated: number }>;
}) {
  const { records, access, definitions, organisation, people, clock, counts } = deps;

  async function viewer(c: Caller): Promise<Viewer> {
    const dir = await organisation.forTenant(c.session.tenantId);
    return viewerOf(c, dir);
  }

  const defOf = (c: Caller, inst: Pick<BpmInstanceTable, 'def_id'>) => definitions.load(c.session.tenantId, inst.def_id);
  const layout = (def: LoadedDefinition) => ({ defId: def.row.id, defKey: def.row.def_key, name: def.row.name, listLayout: layoutNodes(def.def.model) });
  const formData = (inst: BpmInstanceTable) => (inst.form_data ? (JSON.parse(inst.form_data) as Record<string, unknown>) : {});

  async function opinionRows(c: Caller, instId: string, keep: (status: string) => boolean = () => true): Promise<OpinionRecordRow[]> {
    const [rows, reads, v] = await Promise.all([records.opinionsOf(instId), records.readsOf(instId), viewer(c)]);
    const readers = readersByTask(reads);
    const now = clock.now();
    return rows.filter((o) => keep(o.status)).map((o) => toOpinionRow(v, o, readers, now));
  }

  function taskRow(v: Viewer, task: BpmTaskTable, inst: BpmInstanceTable): TaskRow {
    return toTaskRow(v, task, inst);
  }

  /** The instance of a diagram/detail query: by instance id, or by the task it holds. */
  async function instanceOf(c: Caller, q: { proInstId?: string; instId?: string; taskId?: string }) {
    if (q.taskId) return (await access.readableTask(c.session, q.taskId)).inst;
    const id = q.proInstId ?? q.instId;
    return id ? access.readableInstance(c.session, id) : undefined;
  }

  function flowImage(def: LoadedDefinition, inst: BpmInstanceTable | undefined): FlowImage {
    const state = inst ? parseState(inst.state_json) : null;
    const status = state ? diagramStatus(def.def, state) : Object.fromEntries(Object.keys(def.def.model.nodes).map((id) => [id, 'untouched' as const]));
    return {
      defId: def.row.id, procInstId: inst?.id ?? null, bpmnXml: def.row.bpmn_xml,
      nodes: layoutNodes(def.def.model).map((n) => ({ ...n, status: status[n.nodeId] ?? 'untouched' })), nodeStatus: status,
    };
  }

  async function instanceDetail(c: Caller, instId: string): Promise<InstanceDetail> {
    const inst = await access.readableInstance(c.session, instId);
    const [v, def, children] = await Promise.all([viewer(c), defOf(c, inst), records.childIdsOf(c.session.tenantId, instId)]);
    const state = parseState(inst.state_json);
    return {
      ...toInstanceRow(v, inst), data: formData(inst),
      formKey: def.def.settings.nodes[def.def.model.startId]?.form?.formKey ?? null,
      curNodes: (state?.tasks ?? []).map((x) => {
        const ids = x.assigneeId ? [x.assigneeId] : x.candidates;
        return { taskId: x.id, nodeId: x.nodeId, name: x.name, userIds: ids, userNames: ids.map((id) => v.nameOf(id)).join(',') };
      }),
      // The link of call activities (调用活动): which instance called this one, which ones it called.
      ...(inst.parent_inst_id ? { parentInstId: inst.parent_inst_id } : {}),
      ...(children.length > 0 ? { childInstIds: children } : {}),
    };
  }

  async function readableNotice(c: Caller, id: string): Promise<NoticeRow> {
    const n = await records.notice(c.session.tenantId, id);
    if (!n) throw notFound('bpm.noticeNotFound');
    await access.readableInstance(c.session, n.inst_id);
    const [v, def] = await Promise.all([viewer(c), definitions.load(c.session.tenantId, n.def_id)]);
    return toNoticeRow(v, n, (nodeId) => (nodeId ? (def.def.model.nodes[nodeId]?.name ?? '') : ''));
  }

  return {
    /** The buttons the caller may use on the task now; readers get the view buttons only. */
    async buttons(c: Caller, taskId: string, leaderId?: string): Promise<{ buttons: Button[] }> {
      const { task, inst } = await access.readableTask(c.session, taskId);
      const state = parseState(inst.state_json);
      const open = state?.tasks.find((x) => x.id === task.id);
      const def = await defOf(c, inst);
      let aliases = open && state ? buttonsFor(def.def, state, open, c.session.userId) : [...viewButtons];
      // Acting for a leader, the original keeps only these.
      if (leaderId && leaderId !== '0') aliases = aliases.filter((a) => a === 'agree' || a === 'reject' || a === 'lockUnlock');
      return { buttons: aliases.map((alias) => ({ name: label(c.lang, 'button', alias), alias })) };
    },

    /** What the reject dialog may offer on an open task I hold (TaskToRejectVo). */
    async rejectOptions(c: Caller, taskId: string, backModel = 'reject') {
      const { inst } = await access.readableTask(c.session, taskId);
      const state = parseState(inst.state_json);
      const open = state?.tasks.find((x) => x.id === taskId);
      if (!state || !open) throw conflict('bpm.alreadyHandled');
      const me = c.session.userId;
      const holds = open.assigneeId !== null ? open.assigneeId === me : open.candidates.includes(me) && (!open.lockedBy || open.lockedBy === me);
      if (!holds && !c.session.isAdmin) throw forbidden('bpm.notAssignee');
      const def = await defOf(c, inst);
      const buttons = holds ? buttonsFor(def.def, state, open, me) : [];
      const modes = def.def.settings.nodes[open.nodeId]?.rejectModes ?? ['rejectPre', 'backToStart', 'reject'];
      const model = def.def.model;
      const toNode = (id: string) => ({ nodeId: id, name: model.nodes[id]?.name ?? id, nodeType: model.nodes[id] ? wireNodeType(model.nodes[id]) : '' });
      const targets = afterJumpNodes(def.def, open.nodeId).map((n) => toNode(n.id));
      const token = state.tokens.find((tok) => tok.id === open.tokenId);
      const here = token ? token.trail.lastIndexOf(open.nodeId) : -1;
      const previous = token && here > 0 ? [token.trail[here - 1]] : (state.prevOf[open.nodeId] ?? token?.prev ?? []);
      const canReject = buttons.includes('reject');
      const gateways = new Set(['exclusive', 'parallel', 'inclusive']);
      return {
        taskId, backMode: backModel, backNode: previous.map(toNode), canReject,
        canRejectPreAct: canReject && modes.includes('rejectPre') && previous.length > 0,
        canRejectToStart: modes.includes('backToStart') && (canReject || buttons.includes('backToStart')),
        canRejectToAnyNode: modes.includes('reject') && (canReject || buttons.includes('rejectToAnyNode')) && targets.length > 0,
        allowDirectNode: targets, allowNormalNode: targets,
        isInGateway: state.tokens.length > 1 || Object.keys(state.joins).length > 0,
        isAfterGateway: (model.nodes[open.nodeId]?.incoming ?? []).some((f) => gateways.has(model.nodes[model.flows[f]?.source]?.type ?? '')),
        isInSubProcess: model.nodes[open.nodeId]?.scope !== undefined,
      };
    },

    /** A task (open or handled) with what its page shows. */
    async taskPage(c: Caller, taskId: string): Promise<TaskGetVo> {
      const { task, inst } = await access.readableTask(c.session, taskId);
      const [v, def, opinionList, candidates] = await Promise.all([viewer(c), defOf(c, inst), opinionRows(c, inst.id), records.candidatesOf([task.id])]);
      const holders = task.assignee_id ? [task.assignee_id] : candidates.map((x) => x.user_id);
      // Whom an open task's holder waits for (征询, 加签): the view explains the missing decision buttons.
      const state = task.open === 1 ? parseState(inst.state_json) : null;
      const open = state?.tasks.find((x) => x.id === task.id);
      return {
        bpmTask: { ...taskRow(v, task, inst), open: task.open === 1 }, bpmDefLayout: layout(def), opinionList,
        bpmIdentities: holders.map((id) => ({ id, name: v.nameOf(id), type: 'user' })), curNodeDef: nodeProperties(def, task.node_id),
        awaiting: open && state ? awaitedOn(state, open).map((w) => ({ id: w.userId, name: v.nameOf(w.userId), kind: w.kind })) : [],
        formKey: def.def.settings.nodes[task.node_id]?.form?.formKey ?? null, data: formData(inst), ...outcomeFields(v.lang, inst.outcome),
        agentLeaderName: inst.agent_leader_id ? v.nameOf(inst.agent_leader_id) : null,
      };
    },

    /** A circulated notice with its process layout, opinions and form data. */
    async noticePage(c: Caller, id: string) {
      const notice = await readableNotice(c, id);
      const inst = (await records.instance(c.session.tenantId, notice.procInstId))!;
      const def = await defOf(c, inst);
      return { notice, bpmDefLayout: layout(def), opinionList: await opinionRows(c, inst.id), data: formData(inst) };
    },

    /** A notice by id; `readOnly` answers 404 while it is unread. */
    async notice(c: Caller, id: string, readOnly: boolean): Promise<NoticeRow> {
      const notice = await readableNotice(c, id);
      if (readOnly && notice.isRead !== 1) throw notFound('bpm.noticeNotFound');
      return notice;
    },

    /** The user-task nodes one may follow, with their status, and the ones I follow. */
    async taskNodes(c: Caller, q: { taskId?: string; defId?: string }) {
      if (q.taskId) {
        const { task, inst } = await access.readableTask(c.session, q.taskId);
        const def = await defOf(c, inst);
        const state = parseState(inst.state_json);
        const status = state ? diagramStatus(def.def, state) : {};
        return {
          taskId: task.id, procInstId: inst.id, defId: def.row.id, followed: await records.followOf(inst.id, c.session.userId),
          nodes: layoutNodes(def.def.model).filter((n) => n.nodeType === 'USERTASK' || n.nodeType === 'SIGNTASK').map((n) => ({ ...n, status: status[n.nodeId] ?? 'untouched' })),
        };
      }
      const def = await definitions.load(c.session.tenantId, q.defId!);
      return {
        taskId: null, procInstId: null, defId: def.row.id, followed: [],
        nodes: layoutNodes(def.def.model).filter((n) => n.nodeType === 'USERTASK' || n.nodeType === 'SIGNTASK').map((n) => ({ ...n, status: 'untouched' as const })),
      };
    },

    /** The settings of a task's node, or of a definition's start node, or of an instance's current node. */
    async nodeProperties(c: Caller, q: { taskId?: string; defId?: string; instId?: string }): Promise<NodeProperties> {
      if (q.taskId) {
        const { task, inst } = await access.readableTask(c.session, q.taskId);
        return nodeProperties(await defOf(c, inst), task.node_id);
      }
      if (q.instId) {
        const inst = await access.readableInstance(c.session, q.instId);
        const def = await defOf(c, inst);
        return nodeProperties(def, parseState(inst.state_json)?.tasks[0]?.nodeId ?? def.def.model.startId);
      }
      const def = await definitions.load(c.session.tenantId, q.defId!);
      return nodeProperties(def, def.def.model.startId);
    },

    /** Opinion records at one node, or per node for several. */
    async nodeOpinions(c: Caller, instId: string, nodeIdsText: string) {
      await access.readableInstance(c.session, instId);
      const nodeIds = nodeIdsText.split(',').map((s) => s.trim()).filter(Boolean);
      const [rows, reads, v] = await Promise.all([records.opinionsOf(instId), records.readsOf(instId), viewer(c)]);
      const readers = readersByTask(reads);
      const now = clock.now();
      const at = (nodeId: string) => rows.filter((o) => o.node_id === nodeId).map((o) => toOpinionRow(v, o, readers, now));
      return nodeIds.length === 1 ? at(nodeIds[0]) : Object.fromEntries(nodeIds.map((id) => [id, at(id)]));
    },

    /** A task's own opinion record (created with the task, completed by its action). */
    async taskOpinion(c: Caller, taskId: string): Promise<OpinionRecordRow> {
      const { inst } = await access.readableTask(c.session, taskId);
      const rows = (await opinionRows(c, inst.id)).filter((o) => o.taskId === taskId);
      const own = rows.sort((a, b) => a.createTime.localeCompare(b.createTime))[0];
      if (!own) throw notFound('bpm.opinionNotFound');
      return own;
    },

    /** The latest opinion record at a node. */
    async latestNodeOpinion(c: Caller, instId: string, nodeId: string): Promise<OpinionRecordRow> {
      await access.readableInstance(c.session, instId);
      const latest = (await opinionRows(c, instId)).find((o) => o.taskKey === nodeId);
      if (!latest) throw notFound('bpm.opinionNotFound');
      return latest;
    },

    /** My open tasks in an instance. */
    async myTasksIn(c: Caller, instId: string): Promise<TaskRow[]> {
      const inst = await access.readableInstance(c.session, instId);
      const [v, open] = await Promise.all([viewer(c), records.tasksOf(instId, true)]);
      const cands = await records.candidatesOf(open.filter((x) => x.assignee_id === null).map((x) => x.id));
      const me = c.session.userId;
      return open.filter((x) => x.assignee_id === me || (x.assignee_id === null && (!x.locked_by || x.locked_by === me) && cands.some((k) => k.task_id === x.id && k.user_id === me)))
        .map((x) => taskRow(v, x, inst));
    },

    /** The earlier user-task nodes a reject from this task may target. */
    async afterJumpNodes(c: Caller, taskId: string) {
      const { task, inst } = await access.readableTask(c.session, taskId);
      const def = await defOf(c, inst);
      return { taskId: task.id, nodeId: task.node_id, nodes: afterJumpNodes(def.def, task.node_id).map((n) => ({ nodeId: n.id, nodeType: wireNodeType(n), name: n.name })) };
    },

    /** As the original: state true while the instance runs, false once it ended; value whether it ended. */
    async isEnd(c: Caller, instId: string) {
      const inst = await access.readableInstance(c.session, instId);
      const ended = inst.status === 'end' || inst.status === 'manualend';
      return { state: !ended, message: t(c.lang, ended ? 'bpm.isEnded' : 'bpm.running'), value: ended };
    },

    /**
     * The approval history, newest first; `isCommu=false` leaves out communication and inquiries; `taskId` one
     * task's records. The flow's own 'end' marker is left out, as the original does.
     */
    async opinions(c: Caller, q: { instId: string; taskId?: string; isCommu?: string }) {
      await access.readableInstance(c.session, q.instId);
      const rows = await opinionRows(c, q.instId, (status) => status !== 'end' && (q.isCommu !== 'false' || !consultStatuses.has(status)));
      return q.taskId ? rows.filter((o) => o.taskId === q.taskId) : rows;
    },

    /** The diagram of an instance (by instance or task) or of a definition. */
    async flowImage(c: Caller, q: { proInstId?: string; instId?: string; taskId?: string; defId?: string }): Promise<FlowImage> {
      const inst = await instanceOf(c, q);
      if (inst) return flowImage(await defOf(c, inst), inst);
      return flowImage(await definitions.load(c.session.tenantId, q.defId!), undefined);
    },

    instanceDetail,

    /** Starter, subject, the starter's department path and the process name. */
    async relatedInformation(c: Caller, instId: string) {
      const inst = await access.readableInstance(c.session, instId);
      const orgs = await people.orgsOfUser({ ...c.session, isAdmin: true }, inst.starter_id).catch(() => []);
      const main = orgs.find((o) => o.id === inst.starter_org_id) ?? orgs.find((o) => o.isMaster === 1) ?? orgs[0];
      return { name: inst.starter_name, subject: inst.subject, deptName: main?.pathName ?? '', template: inst.def_name };
    },

    /** Every user-task node with the people who handled, hold or would get it. */
    async executors(c: Caller, instId: string) {
      const inst = await access.readableInstance(c.session, instId);
      const [def, v, dir, opinions] = await Promise.all([defOf(c, inst), viewer(c), organisation.forTenant(c.session.tenantId), records.opinionsOf(instId)]);
      const state = parseState(inst.state_json);
      const coming = state ? new Map(predictPath(def.def, state, dir).map((p) => [p.nodeId, p.userIds])) : new Map<string, string[]>();
      return Object.values(def.def.model.nodes).filter((n) => n.type === 'userTask').map((n) => {
        const open = (state?.tasks ?? []).filter((x) => x.nodeId === n.id);
        const doneBy = [...new Set(opinions.filter((o) => o.node_id === n.id && o.auditor_id && decisions.has(o.status)).map((o) => o.auditor_id!))];
        const [status, ids]: [ 'current' | 'done' | 'coming' | 'untouched', string[]] = open.length > 0
          ? ['current', [...new Set(open.flatMap((x) => (x.assigneeId ? [x.assigneeId] : x.candidates)))]]
          : doneBy.length > 0 ? ['done', doneBy] : coming.has(n.id) ? ['coming', coming.get(n.id)!] : ['untouched', []];
        return { nodeId: n.id, nodeName: n.name, status, userIds: ids, excutorName: ids.map((id) => v.nameOf(id)).join(',') };
      });
    },

    /** Done, current and coming steps of an instance (beyond the original). */
    async predictedPath(c: Caller, instId: string): Promise<PredictedPath> {
      const inst = await access.readableInstance(c.session, instId);
      const [def, v, dir, opinions] = await Promise.all([defOf(c, inst), viewer(c), organisation.forTenant(c.session.tenantId), records.opinionsOf(instId)]);
      const state = parseState(inst.state_json);
      const names = (ids: string[]) => ids.map((id) => v.nameOf(id));
      const done = opinions.filter((o) => o.complete_time && o.auditor_id && decisions.has(o.status))
        .sort((a, b) => (a.complete_time ?? '').localeCompare(b.complete_time ?? ''))
        .map((o) => ({ nodeId: o.node_id ?? '', name: o.node_name, userIds: [o.auditor_id!], userNames: names([o.auditor_id!]), time: o.complete_time, dueTime: null, result: o.status }));
      const byNode = new Map<string, { name: string; ids: Set<string>; time: string; due: string | null }>();
      for (const x of state?.tasks ?? []) {
        const entry = byNode.get(x.nodeId) ?? { name: x.name, ids: new Set<string>(), time: x.createdAt, due: x.dueAt ?? null };
        for (const id of x.assigneeId ? [x.assigneeId] : x.candidates) entry.ids.add(id);
        if (x.dueAt && (!entry.due || x.dueAt < entry.due)) entry.due = x.dueAt;
        byNode.set(x.nodeId, entry);
      }
      const current = [...byNode].map(([nodeId, e]) => ({ nodeId, name: e.name, userIds: [...e.ids], userNames: names([...e.ids]), time: e.time, dueTime: e.due, result: null }));
      const live = state && state.status !== 'end' && state.status !== 'manualend';
      const coming = live ? predictPath(def.def, state, dir).map((p) => ({ nodeId: p.nodeId, name: p.name, userIds: p.userIds, userNames: names(p.userIds), time: null, dueTime: null, result: null })) : [];
      return { procInstId: inst.id, status: inst.status, ...outcomeFields(v.lang, inst.outcome), done, current, coming };
    },

    /** Sign task members and added approvers at a node, with their votes. */
    async signLines(c: Caller, instId: string, nodeId: string) {
      await access.readableInstance(c.session, instId);
      const [tasks, opinions, v] = await Promise.all([records.tasksOf(instId), records.opinionsOf(instId), viewer(c)]);
      return tasks.filter((x) => x.node_id === nodeId && (x.status === 'SIGN' || x.status === 'ADDSIGN')).map((x) => {
        const own = opinions.filter((o) => o.task_id === x.id).sort((a, b) => a.create_time.localeCompare(b.create_time))[0];
        const userId = x.assignee_id ?? '';
        return {
          taskId: x.id, type: x.status as 'SIGN' | 'ADDSIGN', userId, userName: v.nameOf(userId), status: own?.status ?? 'awaiting_check',
          statusVal: label(c.lang, 'opinion', own?.status ?? 'awaiting_check'), opinion: own?.opinion ?? '', createTime: x.created_at, completeTime: own?.complete_time ?? null,
        };
      });
    },

    /** A task's due time, working days left and extensions. */
    async dueTime(c: Caller, taskId: string): Promise<DueTimeInfo> {
      const { task } = await access.readableTask(c.session, taskId);
      const [changes, v] = await Promise.all([records.dueChangesOf(taskId), viewer(c)]);
      const now = clock.now();
      const due = task.due_at ? new Date(task.due_at) : null;
      return {
        taskId: task.id, taskName: task.name, createTime: task.created_at, dueTime: task.due_at,
        remainingWorkingDays: due ? workingDaysBetween(now, due) : null, overdue: due !== null && task.open === 1 && due.getTime() < now.getTime(),
        history: changes.map((o) => ({ dueTime: o.opinion, userId: o.auditor_id ?? '', userName: o.auditor_id ? v.nameOf(o.auditor_id) : '', time: o.create_time })),
      };
    },

    /** The due time a task would get when extended by some working days. */
    async expirationDate(c: Caller, taskId: string, days: number) {
      const { task } = await access.readableTask(c.session, taskId);
      const from = task.due_at ? new Date(task.due_at) : clock.now();
      return { state: true as const, message: t(c.lang, 'ok'), value: addWorkingDays(from, days).toISOString() };
    },

    /** The urgency levels, an instance's level, and whether the caller may set it (only when starting). */
    async urgentConf(c: Caller, q: { instId?: string }) {
      const levels = urgencyLevels.map((value) => ({ value, name: label(c.lang, 'urgency', String(value)) }));
      if (!q.instId) return { right: 'w' as const, levels };
      const inst = await access.readableInstance(c.session, q.instId);
      return { value: inst.urgent_state, right: inst.status === 'draft' && inst.starter_id === c.session.userId ? ('w' as const) : ('r' as const), levels };
    },

    /** The nodes I follow in an instance I may read. */
    async followed(c: Caller, instId: string) {
      await access.readableInstance(c.session, instId);
      return { state: true as const, message: t(c.lang, 'ok'), value: await records.followOf(instId, c.session.userId) };
    },

    /** The home summary: the five counts as the original's info boxes, plus my user detail. */
    async defaultInfoMap(c: Caller) {
      const [n, detail] = await Promise.all([counts(c), people.detail(c.session, c.session.userId)]);
      const box = (key: string, count: number, icon: string, color: string, url: string) =>
        ({ icon, color, dataText: String(count), dataContent: label(c.lang, 'tile', key), type: 0, url });
      const posts = Object.values(detail.post);
      const master = posts.find((p) => p.isMaster === '1') ?? posts[0];
      return {
        myTaks: box('myTaks', n.todo, 'fa-pencil-square-o', '#f39c12', '/work/myMatters/0'),
        myRequest: box('myRequest', n.started, 'fa-hand-o-up', '#3c8dbc', '/work/myRequest'),
        myAlready: box('myAlready', n.done, 'fa-flag', '#dd4b39', '/work/myMatters/1'),
        myNoticeRead: box('myNoticeRead', n.unread, 'fa-comments', '#00c0ef', '/work/myNotice'),
        myAccordingMatters: box('myAccordingMatters', n.delegated, 'fa-share', '#d81b60', '/work/myTurnOutList'),
        user: { id: detail.user.id, account: detail.user.account, fullname: detail.user.fullname, status: detail.user.status },
        role: detail.role,
        org: detail.org.map((o) => ({ orgId: o.orgId, orgName: o.orgName, orgCode: o.orgCode, isMaster: o.isMaster })),
        post: Object.fromEntries(posts.map((p) => [p.postId, { postId: p.postId, postName: p.postName, postCode: p.postCode, orgId: p.orgId, orgName: p.orgName, isMaster: p.isMaster }])),
        curPost: master ? `${master.orgName} - ${master.postName}` : '',
      };
    },

    /**
     * Data-template buttons by role: administrators may do everything; directors and department heads also
     * delete and import; everyone else adds, edits, views, exports, prints and starts flows from rows.
     */
    async dataTemplatePermission(c: Caller): Promise<DataTemplatePermission> {
      const dir = await organisation.forTenant(c.session.tenantId);
      const me = c.session.userId;
      const lead = c.session.isAdmin || dir.usersOfRole('sysAdmin').includes(me) || dir.usersOfRole('director').includes(me) || dir.usersOfRole('deptHead').includes(me);
      return { add: true, edit: true, view: true, export: true, print: true, startFlow: true, del: lead, import: lead };
    },

  };
}
export type DetailService = ReturnType<typeof createDetailService>;

