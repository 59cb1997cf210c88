import type { DefinitionDetail, InstanceDetail, OpinionRecordRow, Preconditions, TaskGetVo } from '@wp/contract';

/** The purchase process as defGet answers it: a small form and per-node permissions (test code only). */
export const purchaseDef: DefinitionDetail = {
  id: 'def-purchase', key: 'purchase', name: '采购申请', version: 1, isMain: 1, typeId: 't-finance', typeName: '采购财务',
  description: '物资采购', status: 'deployed', supportMobile: 1, createTime: '2026-11-01T00:00:00.000Z', bpmnXml: '<xml/>',
  nodes: [
    { nodeId: 'start', nodeType: 'START', name: '提交' }, { nodeId: 'deptHead', nodeType: 'USERTASK', name: '部门负责人审批' },
    { nodeId: 'gw', nodeType: 'EXCLUSIVEGATEWAY', name: '金额' }, { nodeId: 'director', nodeType: 'USERTASK', name: '厂长审批' },
    { nodeId: 'end', nodeType: 'END', name: '结束' },
  ],
  form: {
    fields: [
      { key: 'item', label: '采购事项', type: 'text', required: true },
      { key: 'amount', label: '采购金额', type: 'money', required: true },
      { key: 'supplier', label: '供应商', type: 'text' },
      { key: 'secret', label: '内部备注', type: 'text' },
    ],
  },
  permissions: {
    start: { item: 'w', amount: 'w', supplier: 'w', secret: 'n' },
    deptHead: { item: 'r', amount: 'r', supplier: 'w', secret: 'n' },
    director: { item: 'r', amount: 'r', supplier: 'r', secret: 'n' },
  },
};

export const allowed: Preconditions = { canRevoke: true, canRetrieve: true, canUrge: true, reason: {} };

export const opinion = (id: string, over: Partial<OpinionRecordRow> = {}): OpinionRecordRow => ({
  id, procInstId: 'inst-1', taskId: null, taskKey: 'start', taskName: '提交', qualfieds: '[]', qualfiedNames: '', auditor: 'u-chenjing',
  auditorName: '陈静', opinion: '', status: 'start', statusVal: '提交', isRead: 1, createTime: '2026-11-20T02:00:00.000Z',
  completeTime: '2026-11-20T02:00:00.000Z', durMs: 0, files: '[]', zfiles: '[]', ...over,
});

const formData = { item: '2号离心泵备件', amount: 52000, supplier: '', secret: '只给财务看' };

/** Wang Fang's open task at the department head's node of a purchase request. */
export const taskVo = (over: Partial<TaskGetVo['bpmTask']> = {}, node: Partial<TaskGetVo['curNodeDef']> = {}): TaskGetVo => ({
  bpmTask: {
    id: 'task-1', taskId: 'task-1', name: '部门负责人审批', subject: '采购离心泵备件 52,000 元', procInstId: 'inst-1', procDefId: 'def-purchase',
    procDefKey: 'purchase', procDefName: '采购申请', nodeId: 'deptHead', taskKey: 'deptHead', status: 'NORMAL', createTime: '2026-11-20T02:00:00.000Z',
    creator: '陈静', creatorId: 'u-chenjing', assigneeId: 'u-wangfang', assigneeName: '王芳', ownerId: null, ownerName: null, lockedBy: null,
    parentId: null, dueTime: null, urgentStateValue: 0, instStatus: 'running', typeId: 't-finance', supportMobile: 1, preconditions: allowed,
    open: true, ...over,
  },
  bpmDefLayout: { defId: 'def-purchase', defKey: 'purchase', name: '采购申请', listLayout: purchaseDef.nodes },
  opinionList: [
    opinion('o2', { taskKey: 'deptHead', taskName: '部门负责人审批', status: 'awaiting_check', statusVal: '待审批', auditor: null, auditorName: null,
      qualfiedNames: '王芳', completeTime: null, isRead: 0 }),
    opinion('o1'),
  ],
  bpmIdentities: [{ id: 'u-wangfang', name: '王芳', type: 'user' }],
  awaiting: [],
  curNodeDef: {
    defId: 'def-purchase', nodeId: 'deptHead', name: '部门负责人审批', nodeType: 'USERTASK', buttons: [], opinionRequired: false, dueHours: null,
    skipIfSameApprover: false, rejectModes: ['rejectPre', 'backToStart', 'reject'], resubmit: 'rewalk', sign: null, formKey: 'purchaseForm',
    permissions: purchaseDef.permissions.deptHead, ...node,
  },
  formKey: 'purchaseForm',
  data: formData,
  outcome: 'inProgress',
  outcomeName: '审批中',
  agentLeaderName: null,
});

/** The instance behind the task, as getInstanceByInstId answers. */
export const instanceDetail = (over: Partial<InstanceDetail> = {}): InstanceDetail => ({
  id: 'inst-1', subject: '采购离心泵备件 52,000 元', procDefId: 'def-purchase', procDefKey: 'purchase', procDefName: '采购申请', typeId: 't-finance',
  status: 'end', statusName: '已结束', creator: '陈静', createBy: 'u-chenjing', createOrgId: 'o-prod', createTime: '2026-11-20T02:00:00.000Z',
  updateTime: '2026-11-21T02:00:00.000Z', endTime: '2026-11-21T02:00:00.000Z', bizKey: null, urgentState: 0, supportMobile: 1, taskName: '',
  outcome: 'approved', outcomeName: '已通过',
  preconditions: { canRevoke: false, canRetrieve: false, canUrge: false, reason: { revoke: '流程已结束', urge: '流程已结束' } },
  data: { ...formData, supplier: '南方泵业' }, formKey: 'purchaseForm', agentLeaderId: null, agentLeaderName: null, curNodes: [], ...over,
});
