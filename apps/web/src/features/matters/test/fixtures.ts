import type { DelegateRow, DoneRow, InstanceRow, NoticeRow, PageList, Preconditions, TaskRow } from '@wp/contract';

export const allowed: Preconditions = { canRevoke: true, canRetrieve: true, canUrge: true, reason: {} };
export const refused = (reason: Preconditions['reason']): Preconditions => ({
  canRevoke: !('revoke' in reason), canRetrieve: !('retrieve' in reason), canUrge: !('urge' in reason), reason,
});

export const page = <R>(rows: R[], total = rows.length, pageNo = 1): PageList<R> => ({ rows, total, page: pageNo, pageSize: 20 });

export const task = (id: string, subject: string, over: Partial<TaskRow> = {}): TaskRow => ({
  id, taskId: id, name: '部门负责人审批', subject, procInstId: `inst-${id}`, procDefId: 'def-purchase', procDefKey: 'purchase',
  procDefName: '采购申请', nodeId: 'deptHead', taskKey: 'deptHead', status: 'NORMAL', createTime: '2026-11-20T02:00:00.000Z',
  creator: '李军', creatorId: 'u-lijun', assigneeId: 'u-wangfang', assigneeName: '王芳', ownerId: null, ownerName: null, lockedBy: null,
  parentId: null, dueTime: null, urgentStateValue: 0, instStatus: 'running', typeId: 't-finance', supportMobile: 1, preconditions: allowed,
  ...over,
});

export const instance = (id: string, subject: string, over: Partial<InstanceRow> = {}): InstanceRow => ({
  id, subject, procDefId: 'def-leave', procDefKey: 'leave', procDefName: '请假申请', typeId: 't-office', status: 'running', statusName: '运行中',
  creator: '李军', createBy: 'u-lijun', createOrgId: 'o-prod', createTime: '2026-11-20T02:00:00.000Z', updateTime: '2026-11-20T02:00:00.000Z',
  endTime: null, bizKey: null, urgentState: 0, supportMobile: 1, taskName: '部门负责人审批', outcome: 'inProgress', outcomeName: '审批中', preconditions: allowed,
  agentLeaderId: null, agentLeaderName: null,
  ...over,
});

export const done = (instId: string, taskId: string, subject: string, over: Partial<DoneRow> = {}): DoneRow => ({
  ...instance(instId, subject), taskId, taskKey: 'deptHead', nodeName: '部门负责人审批', opinionStatus: 'agree', opinionStatusName: '同意', opinion: '同意',
  completeTime: '2026-11-21T03:00:00.000Z', ...over,
});

export const delegated = (id: string, subject: string, over: Partial<DelegateRow> = {}): DelegateRow => ({
  id, taskId: `task-${id}`, taskName: '部门负责人审批', taskSubject: subject, nodeId: 'deptHead', procInstId: `inst-${id}`, procDefKey: 'leave',
  procDefName: '请假申请', ownerId: 'u-wangfang', ownerName: '王芳', assigneeId: 'u-zhangwei', assigneeName: '张伟', status: 'running',
  turnType: 'turn', createTime: '2026-11-21T03:00:00.000Z', finishTime: null, supportMobile: 1, preconditions: allowed, ...over,
});

export const notice = (id: string, subject: string, over: Partial<NoticeRow> = {}): NoticeRow => ({
  id, name: '部门负责人审批', subject, procInstId: `inst-${id}`, taskId: null, nodeId: 'deptHead', procDefId: 'def-leave', procDefKey: 'leave',
  procDefName: '请假申请', ownerId: 'u-zhangwei', ownerName: '张伟', assigneeId: 'u-wangfang', assigneeName: '王芳', status: 'running',
  outcome: 'inProgress', outcomeName: '审批中', createTime: '2026-11-21T03:00:00.000Z', opinion: null, isRead: 0, readTime: null, isRevoke: 0, ...over,
});
