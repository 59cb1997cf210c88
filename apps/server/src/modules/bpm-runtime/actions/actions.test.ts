import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowSeedDeps } from '../../../seed/workflow/index.js';
import { createKit, R, type Kit } from '../test-kit.js';

let k: Kit;
const T = `${R}/task/v1`;
const I = `${R}/instance/v1`;

/** A purchase form: amount and item are the starter's, `note` the department head may write. */
const purchaseForm = {
  fields: [
    { key: 'item', label: '采购事项', type: 'text', required: true },
    { key: 'amount', label: '采购金额', type: 'money', required: true },
    { key: 'note', label: '备注', type: 'textarea' },
  ],
};

beforeAll(async () => {
  k = await createKit();
  await k.deploy('t_purchase', 'purchase', {
    form: purchaseForm,
    settings: { nodes: {
      deptHead: { assignees: [{ type: 'starterDeptHead' }], form: { formKey: 'purchaseForm', permissions: { note: 'w' } } },
      director: { assignees: [{ type: 'post', codes: ['director'] }], opinionRequired: true, resubmit: 'direct' },
    } },
  });
  await k.deploy('t_vehicle', 'vehicle');
  await k.deploy('t_three', 'three-step');
  await k.deploy('t_doc', 'doc-sign');
  await k.deploy('t_overhaul', 'overhaul');
});
afterAll(() => k.close());

const db = () => k.t.db;
const instanceRow = (id: string) => db().selectFrom('bpm_instance').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tasksOf = (instId: string) => db().selectFrom('bpm_task').selectAll().where('inst_id', '=', instId).orderBy('created_at').execute();
const opinionsOf = (instId: string) => db().selectFrom('bpm_opinion').selectAll().where('inst_id', '=', instId).orderBy('rev').orderBy('ord').orderBy('create_time').execute();
const messagesTo = (account: string, refId?: string) => {
  let q = db().selectFrom('sys_message as m').innerJoin('sys_message_receiver as r', 'r.message_id', 'm.id')
    .select(['m.subject', 'm.content', 'm.message_type', 'm.ref_type', 'm.ref_id', 'r.handled']).where('r.receiver_id', '=', k.uid[account]);
  if (refId) q = q.where('m.ref_id', '=', refId);
  return q.orderBy('m.created_at').execute();
};

describe('start and complete', () => {
  it('starts: the first task, the start record and a pending one, and an inbox message with the subject', async () => {
    const res = await k.post(`${I}/start`, 'chenjing', { flowKey: 't_purchase', data: { item: '水泵', amount: 60000 }, expression: '急需' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ state: true, message: '流程启动成功' });
    expect(body.instId).toBe(body.value);
    const inst = await instanceRow(body.instId);
    expect(inst).toMatchObject({ status: 'running', revision: 1, subject: '采购申请（60000元）', starter_id: k.uid.chenjing, starter_name: '陈静', def_key: 't_purchase' });
    expect(JSON.parse(inst.form_data!)).toEqual({ item: '水泵', amount: 60000 });
    const tasks = await tasksOf(body.instId);
    expect(tasks.map((x) => [x.node_id, x.assignee_id, x.open, x.status])).toEqual([['deptHead', k.uid.wangfang, 1, 'NORMAL']]);
    const ops = await opinionsOf(body.instId);
    expect(ops.map((o) => [o.status, o.auditor_name, o.origin])).toEqual(expect.arrayContaining([['start', '陈静', 'action'], ['awaiting_check', null, 'engine']]));
    expect(ops.find((o) => o.status === 'start')!.opinion).toBe('急需');
    const msgs = await messagesTo('wangfang', tasks[0].id);
    expect(msgs).toEqual([expect.objectContaining({ subject: '【待办】采购申请（60000元）', message_type: 'bpm.newTask', ref_type: 'task', handled: 0 })]);
    expect(msgs[0].content).toContain('陈静提交的「采购申请（60000元）」已到达「部门负责人审批」');
  });

  it('accepts the form data as Base64 of JSON text, as the original client sends it', async () => {
    const data = Buffer.from(JSON.stringify({ item: '阀门', amount: 80000 })).toString('base64');
    const instId = await k.start('chenjing', 't_purchase', undefined, { data });
    expect(JSON.parse((await instanceRow(instId)).form_data!)).toEqual({ item: '阀门', amount: 80000 });
    await k.agree('wangfang', instId);
    // amount > 50000 goes on to the director: the condition read the decoded data.
    expect((await tasksOf(instId)).filter((x) => x.open === 1).map((x) => x.node_id)).toEqual(['director']);
  });

  it('refuses bad form data and a missing required field with 400 naming the field, starting nothing', async () => {
    const before = (await db().selectFrom('bpm_instance').select('id').execute()).length;
    const bad = await k.post(`${I}/start`, 'chenjing', { flowKey: 't_purchase', data: '%%%not base64 json' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^data: /);
    const missing = await k.post(`${I}/start`, 'chenjing', { flowKey: 't_purchase', data: { amount: 10 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('data.item: 采购事项不能为空');
    expect((await db().selectFrom('bpm_instance').select('id').execute()).length).toBe(before);
  });

  it('refuses a start without the start right (403) and an unknown process (404)', async () => {
    await workflowSeedDeps(db()).definitions.deploy(k.tenantId, null, { key: 't_directors_only', name: 'x', xml: (await import('node:fs')).readFileSync(new URL('../../../../../../packages/engine/fixtures/three-step.bpmn', import.meta.url), 'utf8'), settings: { nodes: { deptHead: { assignees: [{ type: 'starterDeptHead' }] }, office: { assignees: [{ type: 'post', codes: ['officeHead'] }] }, director: { assignees: [{ type: 'post', codes: ['director'] }] } } } });
    await workflowSeedDeps(db()).startRights.grant(k.tenantId, 't_directors_only', [{ type: 'role', id: 'director' }]);
    const res = await k.post(`${I}/start`, 'chenjing', { flowKey: 't_directors_only' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: false, message: '您没有发起该流程的权限', code: 403 });
    expect((await k.post(`${I}/start`, 'liuyang', { flowKey: 't_directors_only' })).statusCode).toBe(200);
    expect((await k.post(`${I}/start`, 'chenjing', { flowKey: 'no_such_flow' })).statusCode).toBe(404);
  });

  it('completes: the pending record becomes the decision, the next task opens, the handled message is marked handled', async () => {
    const instId = await k.start('chenjing', 't_purchase', { item: '水泵', amount: 60000 });
    const first = await k.taskOf('wangfang', instId);
    const res = await k.post(`${T}/complete`, 'wangfang', { taskId: first, actionName: 'agree', opinion: '同意采购', data: { item: '水泵', amount: 60000, note: '预算内' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '任务办理成功', value: '' });
    const tasks = await tasksOf(instId);
    expect(tasks.find((x) => x.id === first)).toMatchObject({ open: 0, close_reason: 'completed', completed_by: k.uid.wangfang });
    expect(tasks.filter((x) => x.open === 1).map((x) => [x.node_id, x.assignee_id])).toEqual([['director', k.uid.zhangwei]]);
    const decided = (await opinionsOf(instId)).filter((o) => o.task_id === first);
    expect(decided).toEqual([expect.objectContaining({ status: 'agree', opinion: '同意采购', auditor_name: '王芳', origin: 'action' })]);
    expect(JSON.parse((await instanceRow(instId)).form_data!).note).toBe('预算内');
    expect((await messagesTo('wangfang', first)).map((m) => m.handled)).toEqual([1]);
    expect(await messagesTo('zhangwei', tasks.find((x) => x.open === 1)!.id)).toHaveLength(1);
  });

  it('refuses a change to a field the node shows read-only, changing nothing', async () => {
    const instId = await k.start('chenjing', 't_purchase', { item: '水泵', amount: 60000 });
    const taskId = await k.taskOf('wangfang', instId);
    const res = await k.post(`${T}/complete`, 'wangfang', { taskId, actionName: 'agree', data: { item: '水泵', amount: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('data.amount: 当前节点不可修改采购金额');
    expect((await instanceRow(instId)).revision).toBe(1);
  });

  it('needs an opinion where the node says so (400) and refuses a stranger (403), both changing nothing', async () => {
    const instId = await k.start('chenjing', 't_purchase', { item: '水泵', amount: 60000 });
    await k.agree('wangfang', instId);
    const taskId = await k.taskOf('zhangwei', instId);
    const revision = (await instanceRow(instId)).revision;
    const noOpinion = await k.post(`${T}/complete`, 'zhangwei', { taskId, actionName: 'agree' });
    expect(noOpinion.statusCode).toBe(400);
    expect(noOpinion.json().message).toBe('该节点必须填写审批意见');
    const stranger = await k.post(`${T}/complete`, 'heping', { taskId, actionName: 'agree', opinion: 'x' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('您不是该任务的处理人，无权操作');
    expect(stranger.headers['content-type']).toMatch(/json/);
    expect((await instanceRow(instId)).revision).toBe(revision);
  });

  it('answers 409 already handled for a task that was handled, and English with lang en-US', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    await k.agree('wangfang', instId);
    const again = await k.post(`${T}/complete`, 'wangfang', { taskId, actionName: 'agree' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ state: false, message: '该任务已被处理或已不存在，请刷新后重试', code: 409 });
    const en = await k.post(`${T}/complete`, 'wangfang', { taskId, actionName: 'agree' }, { lang: 'en-US' });
    expect(en.json().message).toBe('The task has already been handled or no longer exists; refresh and try again');
  });

  // A refusal reads in the caller's language: no English sentence in a Chinese toast, English for English readers.
  const englishSentence = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/;
  it.each([
    ['an unknown person to hand the task to', (taskId: string) => [`${T}/delegate`, { taskId, userId: 'u-nobody' }], '用户不存在或已停用：u-nobody', /^Unknown or inactive user: u-nobody$/],
    ['an opinion over the length limit', (taskId: string) => [`${T}/complete`, { taskId, actionName: 'agree', opinion: '好'.repeat(4001) }], 'body.opinion: 最多4000个字符', /^body\.opinion: must be at most 4000 characters$/],
    ['a circulation to nobody', (taskId: string) => [`${I}/transToMore`, { taskId, userId: [] }], 'userId: 请至少选择一位传阅人', /^userId: choose at least one reader$/],
    ['an unknown action', (taskId: string) => [`${T}/complete`, { taskId, actionName: 'approve' }], expect.stringMatching(/^body\.actionName: 应为以下之一：agree、/), /^body\.actionName: must be one of: agree, /],
  ] as const)('refuses %s in Chinese and in English', async (_, request, zh, en) => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    const [url, body] = request(taskId) as [string, object];
    const chinese = (await k.post(url, 'wangfang', body)).json().message;
    expect(chinese).toEqual(zh);
    expect(chinese.replace(/^body\.\w+: /, '').replace(/u-nobody|agree|oppose|abandon|reject|backToStart/g, '')).not.toMatch(englishSentence);
    expect((await k.post(url, 'wangfang', body, { lang: 'en-US' })).json().message).toMatch(en);
  });
});

describe('reject and resubmit', () => {
  it('rejects to the starter; the resubmission returns straight to the rejecting node (resubmit direct)', async () => {
    const instId = await k.start('chenjing', 't_purchase', { item: '水泵', amount: 60000 });
    await k.agree('wangfang', instId);
    const director = await k.taskOf('zhangwei', instId);
    const options = await k.get(`${T}/taskToReject?taskId=${director}&backModel=reject`, 'zhangwei');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ canReject: true, canRejectToStart: true, canRejectToAnyNode: true, backNode: [{ nodeId: 'deptHead', name: '部门负责人审批' }] });
    expect(options.json().allowNormalNode.map((n: { nodeId: string }) => n.nodeId)).toEqual(['deptHead']);
    expect((await k.get(`${T}/taskToReject?taskId=${director}`, 'heping')).statusCode).toBe(403);

    const res = await k.post(`${T}/complete`, 'zhangwei', { taskId: director, actionName: 'backToStart', opinion: '请补充报价' });
    expect(res.json()).toEqual({ state: true, message: '驳回成功', value: '' });
    expect((await instanceRow(instId)).status).toBe('backToStart');
    const back = (await tasksOf(instId)).filter((x) => x.open === 1);
    expect(back.map((x) => [x.node_id, x.status, x.assignee_id])).toEqual([['start', 'BACK', k.uid.chenjing]]);
    expect((await messagesTo('chenjing', back[0].id))[0]).toMatchObject({ subject: '【驳回】采购申请（60000元）', message_type: 'bpm.reject' });

    await k.post(`${T}/complete`, 'chenjing', { taskId: back[0].id, actionName: 'agree', opinion: '已补充', data: { item: '水泵', amount: 60000 } });
    expect((await tasksOf(instId)).filter((x) => x.open === 1).map((x) => x.node_id)).toEqual(['director']);
    expect((await instanceRow(instId)).status).toBe('running');
    const resubmitted = (await opinionsOf(instId)).find((o) => o.status === 'reSubmit');
    expect(resubmitted).toMatchObject({ auditor_name: '陈静', opinion: '已补充' });
  });

  it('rejects to the previous step by default and to a chosen node with destination', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    await k.agree('wangfang', instId);
    await k.agree('sunyan', instId);
    const director = await k.taskOf('zhangwei', instId);
    await k.post(`${T}/complete`, 'zhangwei', { taskId: director, actionName: 'reject', destination: 'deptHead', opinion: '重新审核' });
    expect((await tasksOf(instId)).filter((x) => x.open === 1).map((x) => [x.node_id, x.assignee_id])).toEqual([['deptHead', k.uid.wangfang]]);
    await k.agree('wangfang', instId);
    const office = await k.taskOf('sunyan', instId);
    await k.post(`${T}/complete`, 'sunyan', { taskId: office, actionName: 'reject', opinion: '退回' });
    expect((await tasksOf(instId)).filter((x) => x.open === 1).map((x) => x.node_id)).toEqual(['deptHead']);
    const bad = await k.post(`${T}/complete`, 'wangfang', { taskId: await k.taskOf('wangfang', instId), actionName: 'reject', destination: 'director', opinion: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^不能驳回到该节点/);
  });
});

describe('claim (签收)', () => {
  it('claims a shared task: codes 1 and 4, the others lose it from their to-do and inbox, and cancelling gives it back', async () => {
    const instId = await k.start('chenjing', 't_vehicle', {});
    const [task] = (await tasksOf(instId));
    expect(task.assignee_id).toBeNull();
    const cands = await db().selectFrom('bpm_task_candidate').select('user_id').where('task_id', '=', task.id).execute();
    expect(cands.map((c) => c.user_id).sort()).toEqual([k.uid.lijun, k.uid.zhaolei].sort());
    expect((await k.get(`${T}/canLock?taskId=${task.id}`, 'lijun')).json()).toBe(1);
    expect((await k.get(`${T}/lockUnlock?taskId=${task.id}`, 'lijun')).json()).toBe(1);
    expect((await db().selectFrom('bpm_task').select('locked_by').where('id', '=', task.id).executeTakeFirstOrThrow()).locked_by).toBe(k.uid.lijun);
    expect((await k.get(`${T}/canLock?taskId=${task.id}`, 'zhaolei')).json()).toBe(4);
    expect((await k.get(`${T}/lockUnlock?taskId=${task.id}`, 'zhaolei')).json()).toBe(4);
    expect((await messagesTo('zhaolei', task.id)).map((m) => m.handled)).toEqual([1]);
    expect((await messagesTo('lijun', task.id)).map((m) => m.handled)).toEqual([0]);
    const todo = await k.post(`${T}/getTodoList`, 'zhaolei', { querys: [{ property: 'procInstId', value: instId, operation: 'EQUAL' }] });
    expect(todo.json().total).toBe(0);
    expect((await k.post(`${T}/complete`, 'zhaolei', { taskId: task.id, actionName: 'agree' })).statusCode).toBe(403);

    expect((await k.get(`${T}/canLock?taskId=${task.id}`, 'lijun')).json()).toBe(3);
    expect((await k.get(`${T}/lockUnlock?taskId=${task.id}`, 'lijun')).json()).toBe(3);
    expect((await messagesTo('zhaolei', task.id)).map((m) => m.handled)).toEqual([0]);
    expect((await k.get(`${T}/canLock?taskId=${task.id}`, 'heping')).statusCode).toBe(403);
    const wangfangTask = await k.taskOf('wangfang', await k.start('chenjing', 't_three', {}));
    expect((await k.get(`${T}/canLock?taskId=${wangfangTask}`, 'wangfang')).json()).toBe(2);
  });
});

describe('transfer (转办) and take-back', () => {
  it('transfers, shows in my transfers with take-back possible, takes back, and transfers again to be finished', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    const res = await k.post(`${T}/delegate`, 'wangfang', { taskId, userId: k.uid.liqiang, opinion: '请李强处理' });
    expect(res.json()).toMatchObject({ state: true, message: '转办成功' });
    const given = await k.taskOf('liqiang', instId);
    expect((await tasksOf(instId)).find((x) => x.id === given)).toMatchObject({ status: 'DELIVERTO', owner_id: k.uid.wangfang });
    const mine = (await k.post(`${T}/getDelegate`, 'wangfang', { querys: [{ property: 'procInstId', value: instId }] })).json();
    expect(mine.rows).toEqual([expect.objectContaining({ taskId: given, status: 'running', assigneeName: '李强', preconditions: expect.objectContaining({ canRetrieve: true }) })]);

    expect((await k.get(`${T}/retrieveBpmTask?taskId=${given}`, 'liqiang')).statusCode).toBe(403);
    const back = await k.get(`${T}/retrieveBpmTask?taskId=${given}`, 'wangfang');
    expect(back.json()).toMatchObject({ state: true, message: '取回成功' });
    const again = await k.taskOf('wangfang', instId);
    expect((await db().selectFrom('bpm_transfer').select('status').where('task_id', '=', given).executeTakeFirstOrThrow()).status).toBe('cancel');

    await k.post(`${T}/delegate`, 'wangfang', { taskId: again, userId: k.uid.liqiang });
    await k.agree('liqiang', instId);
    const rows = (await k.post(`${T}/getDelegate`, 'wangfang', { querys: [{ property: 'procInstId', value: instId }] })).json().rows;
    const finished = rows.find((r: { status: string }) => r.status === 'finish');
    expect(finished.preconditions).toEqual({ canRevoke: false, canUrge: false, canRetrieve: false, reason: { retrieve: '任务已被处理' } });
    expect((await opinionsOf(instId)).filter((o) => o.status === 'deliverto').map((o) => o.auditor_name)).toEqual(['王芳', '王芳']);
  });
});

describe('circulate (传阅)', () => {
  it('circulates to readers: notices, inbox messages, to-read list, read marks, reply, withdrawal', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    const res = await k.post(`${I}/transToMore`, 'wangfang', { taskId, userId: `${k.uid.maqian},${k.uid.hezhen}`, opinion: '请知悉' });
    expect(res.json()).toMatchObject({ state: true, message: '传阅成功' });
    const notices = await db().selectFrom('bpm_notice').selectAll().where('inst_id', '=', instId).execute();
    expect(notices.map((n) => n.user_id).sort()).toEqual([k.uid.maqian, k.uid.hezhen].sort());
    expect(notices.every((n) => n.task_id === taskId && n.node_id === 'deptHead' && n.opinion === '请知悉')).toBe(true);
    expect((await messagesTo('maqian', instId))[0]).toMatchObject({ subject: '【传阅】三级审批', ref_type: 'instance' });
    // The circulator's task is still open: circulating is not handling.
    expect((await tasksOf(instId)).find((x) => x.id === taskId)!.open).toBe(1);

    const unread = (await k.post(`${T}/getNoticeTodoReadList`, 'maqian', { querys: [{ property: 'procInstId', value: instId }] })).json();
    expect(unread.rows).toEqual([expect.objectContaining({ procInstId: instId, name: '部门负责人审批', ownerName: '王芳', assigneeName: '马倩', isRead: 0 })]);
    const noticeId = unread.rows[0].id;
    expect((await k.get(`${I}/instanceFlowOpinions?instId=${instId}`, 'maqian')).statusCode).toBe(200);
    expect((await k.post(`${T}/noticeTurnDode?taskId=${noticeId}`, 'hezhen')).statusCode).toBe(403);
    expect((await k.post(`${T}/noticeTurnDode?taskId=${noticeId}`, 'maqian')).json()).toMatchObject({ state: true });
    expect((await k.post(`${T}/getNoticeTodoReadList`, 'maqian', { querys: [{ property: 'procInstId', value: instId }] })).json().total).toBe(0);
    expect((await k.post(`${T}/getNoticeDoneReadList`, 'maqian', { querys: [{ property: 'procInstId', value: instId }] })).json().rows[0]).toMatchObject({ id: noticeId, isRead: 1 });
    expect((await k.get(`${T}/getBpmTaskNoticeDoneById?id=${noticeId}`, 'maqian')).json()).toMatchObject({ id: noticeId, isRead: 1 });
    const sent = (await k.post(`${T}/getMyNoticeReadList`, 'wangfang', { querys: [{ property: 'procInstId', value: instId }] })).json();
    expect(sent.total).toBe(2);

    const reply = await k.post(`${I}/doNextCopyto`, 'maqian', { instId, opinion: '已阅，无异议' });
    expect(reply.json()).toMatchObject({ state: true, message: '传阅回复成功' });
    expect((await opinionsOf(instId)).find((o) => o.status === 'copyto_reply')).toMatchObject({ auditor_name: '马倩', opinion: '已阅，无异议' });
    expect((await k.post(`${I}/doNextCopyto`, 'heping', { instId, opinion: 'x' })).statusCode).toBe(403);

    const other = notices.find((n) => n.user_id === k.uid.hezhen)!.id;
    expect((await k.post(`${T}/delBpmTaskNoticeById?id=${other}`, 'maqian')).statusCode).toBe(403);
    expect((await k.post(`${T}/delBpmTaskNoticeById?id=${other}`, 'wangfang')).json()).toMatchObject({ state: true, message: '撤回成功' });
    expect(await db().selectFrom('bpm_notice').select('id').where('id', '=', other).execute()).toEqual([]);
  });

  it('lets the starter circulate the whole instance without a task, and nobody else', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    expect((await k.post(`${I}/transToMore`, 'chenjing', { instanceId: instId, userId: [k.uid.xiemei] })).statusCode).toBe(200);
    expect((await k.post(`${I}/transToMore`, 'wangfang', { instanceId: instId, userId: [k.uid.xiemei] })).statusCode).toBe(403);
    expect((await k.post(`${I}/transToMore`, 'chenjing', { instanceId: instId, userId: '' })).statusCode).toBe(400);
  });
});

describe('inquiry, communication, add-sign', () => {
  it('inquires: the holder waits for the reply, then decides', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    expect((await k.post(`${T}/taskToInqu`, 'wangfang', { taskId, userId: k.uid.zhangmin, opinion: '设备是否需要更换？' })).json()).toMatchObject({ message: '征询成功' });
    const waiting = await k.post(`${T}/complete`, 'wangfang', { taskId, actionName: 'agree' });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().message).toBe('正在等待征询或加签人员的回复，暂不能处理');
    const inqu = await k.taskOf('zhangmin', instId);
    expect((await tasksOf(instId)).find((x) => x.id === inqu)).toMatchObject({ status: 'INQU', parent_task_id: taskId });
    expect((await messagesTo('zhangmin', inqu))[0]).toMatchObject({ subject: '【征询】三级审批', message_type: 'bpm.inquiry' });
    expect((await k.post(`${T}/taskToInquReply`, 'zhangmin', { taskId: inqu, opinion: '需要更换' })).json()).toMatchObject({ message: '征询回复成功' });
    expect((await messagesTo('wangfang', taskId)).some((m) => m.content.includes('已回复'))).toBe(true);
    await k.agree('wangfang', instId);
    expect((await opinionsOf(instId)).find((o) => o.status === 'inqu_reply')).toMatchObject({ auditor_name: '张敏', opinion: '需要更换' });
  });

  it('names whom the holder awaits in the task, and lets her withdraw the inquiry (revokeInqu) in her language', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    await k.post(`${T}/taskToInqu`, 'wangfang', { taskId, userIds: [k.uid.zhangmin, k.uid.guohui] });
    const page = (await k.get(`${T}/get?id=${taskId}`, 'wangfang')).json();
    expect(page.awaiting).toEqual([{ id: k.uid.zhangmin, name: '张敏', kind: 'inquiry' }, { id: k.uid.guohui, name: expect.any(String), kind: 'inquiry' }]);
    const buttons = (await k.get(`${T}/getButtonsBytaskId?taskId=${taskId}`, 'wangfang')).json().buttons;
    expect(buttons).toContainEqual({ alias: 'revokeInqu', name: '撤回征询' });
    expect((await k.post(`${T}/revokeInqu`, 'zhangmin', { taskId })).statusCode).toBe(403);
    const en = await k.post(`${T}/revokeInqu`, 'wangfang', { taskId, opinion: '已自行核实' }, { lang: 'en-US' });
    expect(en.json()).toMatchObject({ state: true, message: 'Inquiry withdrawn' });
    expect((await k.get(`${T}/get?id=${taskId}`, 'wangfang')).json().awaiting).toEqual([]);
    expect((await opinionsOf(instId)).at(-1)).toMatchObject({ status: 'inquRetracted', opinion: '已自行核实' });
    const again = await k.post(`${T}/revokeInqu`, 'wangfang', { taskId });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('没有等待回复的征询');
    await k.agree('wangfang', instId);
  });

  it('communicates without blocking; feedback still owed is withdrawn when the holder decides', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    await k.post(`${T}/communicate`, 'wangfang', { taskId, userIds: [k.uid.zhangmin, k.uid.guohui], opinion: '请反馈库存' });
    const commu = await k.taskOf('zhangmin', instId);
    expect((await k.post(`${I}/doNextcommu`, 'zhangmin', { taskId: commu, opinion: '库存充足' })).json()).toMatchObject({ message: '沟通反馈成功' });
    await k.agree('wangfang', instId);
    const guohuiTask = (await tasksOf(instId)).find((x) => x.assignee_id === k.uid.guohui)!;
    expect(guohuiTask).toMatchObject({ open: 0, close_reason: 'withdrawn' });
    expect((await messagesTo('guohui', guohuiTask.id)).map((m) => m.handled)).toEqual([1]);
  });

  it('adds approvers (加签): they answer with userAddSignFeedback before the holder decides; approval lines do the same', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    expect((await k.post(`${T}/userTaskToSign`, 'wangfang', { taskId, userIds: k.uid.zhaoli, opinion: '请会同安全部' })).json()).toMatchObject({ message: '加签成功' });
    const added = await k.taskOf('zhaoli', instId);
    expect((await k.post(`${T}/userAddSignFeedback`, 'wangfang', { taskId, actionName: 'agree' })).statusCode).toBe(403);
    expect((await k.post(`${T}/userAddSignFeedback`, 'zhaoli', { taskId: added, actionName: 'agree', opinion: '同意' })).statusCode).toBe(200);
    await k.agree('wangfang', instId);
    expect((await opinionsOf(instId)).filter((o) => o.status === 'addsign').length).toBe(1);

    const second = await k.start('chenjing', 't_three', {});
    const line = await k.taskOf('wangfang', second);
    expect((await k.post(`${T}/taskToApproveLine`, 'wangfang', { taskId: line, userIds: [k.uid.zhaoli] })).statusCode).toBe(200);
    expect((await tasksOf(second)).find((x) => x.assignee_id === k.uid.zhaoli)).toMatchObject({ status: 'ADDSIGN', parent_task_id: line });
  });

  it('asks added approvers in turn (taskToSignSequence) and withdraws those still to answer (revokeSignSequence)', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    const none = await k.post(`${I}/revokeSignLine`, 'wangfang', { taskId });
    expect(none.statusCode).toBe(403);
    expect((await k.post(`${T}/taskToSignSequence`, 'wangfang', { taskId, userIds: [k.uid.zhaoli, k.uid.zhengyu], opinion: '请依次会签' })).json()).toMatchObject({ message: '加签成功' });
    const open = async () => (await tasksOf(instId)).filter((x) => x.open === 1 && x.status === 'ADDSIGN').map((x) => x.assignee_id);
    expect(await open()).toEqual([k.uid.zhaoli]);
    const first = await k.taskOf('zhaoli', instId);
    expect((await k.post(`${T}/userAddSignFeedback`, 'zhaoli', { taskId: first, actionName: 'agree', opinion: '同意' })).statusCode).toBe(200);
    expect(await open()).toEqual([k.uid.zhengyu]);
    const { buttons } = (await k.get(`${T}/getButtonsBytaskId?taskId=${taskId}`, 'wangfang')).json();
    expect(buttons.map((b: { alias: string }) => b.alias)).toContain('revokeSign');

    // Only the holder withdraws; the added approver and strangers cannot.
    expect((await k.post(`${I}/revokeSignSequence`, 'zhengyu', { taskId })).statusCode).toBe(403);
    expect((await k.post(`${I}/revokeSignSequence`, 'wangfang', { taskId, opinion: '我来决定' })).json()).toMatchObject({ state: true, message: '已撤回加签' });
    expect(await open()).toEqual([]);
    expect((await messagesTo('zhengyu', instId)).every((m) => m.handled === 1)).toBe(true);
    expect((await opinionsOf(instId)).map((o) => o.status)).toEqual(['start', 'awaiting_check', 'addsign', 'agree', 'retracted', 'signLineRetracted']);
    await k.agree('wangfang', instId);
  });

  it('adds voters to a sign task (会签) with taskSignUsers', async () => {
    const instId = await k.start('sunyan', 't_doc', {});
    const member = await k.taskOf('wangfang', instId);
    expect((await k.post(`${T}/taskSignUsers`, 'wangfang', { taskId: member, userId: k.uid.zhengyu })).statusCode).toBe(200);
    const lines = (await k.get(`${R}/signline/v1/getSignLinesInstIdNodeId?instId=${instId}&nodeId=countersign`, 'sunyan')).json();
    expect(lines.map((l: { userName: string }) => l.userName).sort()).toEqual(['李强', '王芳', '赵丽', '郑宇'].sort());
    expect(lines.every((l: { type: string; status: string }) => l.type === 'SIGN' && l.status === 'awaiting_check')).toBe(true);
  });
});

describe('on behalf of a leader', () => {
  it("keeps the leader of a draft saved on a leader's behalf, and starts it on that behalf", async () => {
    const saved = await k.post(`${I}/saveDraft`, 'hezhen', { flowKey: 't_vehicle', agentLeaderId: k.uid.zhangwei, data: {} });
    expect(saved.statusCode).toBe(200);
    const draftId = saved.json().instId as string;
    expect(await instanceRow(draftId)).toMatchObject({ status: 'draft', starter_id: k.uid.hezhen, agent_leader_id: k.uid.zhangwei });
    // Saved again and then started without naming the leader: the draft's leader holds.
    expect((await k.post(`${I}/saveDraft`, 'hezhen', { proInstId: draftId, data: {} })).statusCode).toBe(200);
    const started = await k.post(`${I}/start`, 'hezhen', { proInstId: draftId, data: {} });
    expect([started.statusCode, started.json().message]).toEqual([200, '流程启动成功']);
    const row = await instanceRow(draftId);
    expect(row).toMatchObject({ status: 'running', starter_id: k.uid.hezhen, agent_leader_id: k.uid.zhangwei });
    expect(JSON.parse(row.state_json!).starterId).toBe(k.uid.zhangwei);
    // Someone who is nobody's agent cannot save a draft for a leader.
    expect((await k.post(`${I}/saveDraft`, 'chenjing', { flowKey: 't_vehicle', agentLeaderId: k.uid.zhangwei, data: {} })).statusCode).toBe(403);
  });
});

describe('end, revoke, urge, due time', () => {
  it('ends from a task (doEndProcess): manualend, every task closed, the starter told', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    expect((await k.post(`${I}/doEndProcess`, 'wangfang', { taskId, endReason: '取消采购' })).json()).toMatchObject({ message: '终止流程成功' });
    const inst = await instanceRow(instId);
    expect(inst.status).toBe('manualend');
    expect(inst.end_time).not.toBeNull();
    expect((await tasksOf(instId)).every((x) => x.open === 0)).toBe(true);
    expect((await messagesTo('chenjing', instId)).find((m) => m.message_type === 'bpm.end')!.content).toContain('已被王芳终止');
    const again = await k.post(`${I}/doEndProcess`, 'wangfang', { taskId, endReason: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('ends by id: a holder or an administrator; anyone else gets 403', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    expect((await k.get(`${I}/doEndProcessById?id=${instId}`, 'chenjing')).statusCode).toBe(403);
    expect((await k.get(`${I}/doEndProcessById?id=${instId}&reason=${encodeURIComponent('管理员终止')}`, 'admin')).statusCode).toBe(200);
    expect((await instanceRow(instId)).status).toBe('manualend');
  });

  it('revokes: only the starter, only before the next node acted; it waits at the start', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const other = await k.post(`${I}/revokeInstance`, 'wangfang', { instanceId: instId });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('无法撤回：只有发起人可以撤回');
    const res = await k.post(`${I}/revokeInstance`, 'chenjing', { instanceId: instId, cause: '填错了' });
    expect(res.json()).toMatchObject({ state: true, message: '撤回成功' });
    expect((await instanceRow(instId)).status).toBe('revoke');
    expect((await tasksOf(instId)).filter((x) => x.open === 1).map((x) => [x.node_id, x.status])).toEqual([['start', 'BACK']]);
    expect((await messagesTo('wangfang', instId)).find((m) => m.message_type === 'bpm.revoke')).toBeTruthy();

    const acted = await k.start('chenjing', 't_three', {});
    await k.agree('wangfang', acted);
    const late = await k.post(`${I}/revokeInstance`, 'chenjing', { instanceId: acted });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('无法撤回：下一节点已处理');
  });

  it('lets a handler revoke their agreement from the done list while the next node has not acted', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    await k.agree('wangfang', instId, '同意');
    const doneRow = async () => (await k.post(`${I}/getDoneList`, 'wangfang', { querys: [{ property: 'id', value: instId }] })).json().rows[0];
    const row = await doneRow();
    expect(row.preconditions).toMatchObject({ canRevoke: true });
    // The next handler may not take back someone else's decision.
    const next = (await tasksOf(instId)).find((x) => x.open === 1)!;
    expect((await k.post(`${I}/revokeInstance`, 'chenjing', { instanceId: instId, taskId: row.taskId })).statusCode).toBe(409);
    const res = await k.post(`${I}/revokeInstance`, 'wangfang', { instanceId: instId, taskId: row.taskId, cause: '还需核实' });
    expect(res.json()).toMatchObject({ state: true, message: '撤回成功' });
    expect((await instanceRow(instId)).status).toBe('running');
    const open = (await tasksOf(instId)).filter((x) => x.open === 1);
    expect(open.map((x) => [x.node_id, x.assignee_id, x.status])).toEqual([[row.taskKey, k.uid.wangfang, 'NORMAL']]);
    expect((await tasksOf(instId)).find((x) => x.id === next.id)).toMatchObject({ open: 0, close_reason: 'withdrawn' });
    // The next handler's to-do message is marked handled, and a message says why.
    const told = await messagesTo(Object.keys(k.uid).find((a) => k.uid[a] === next.assignee_id)!, instId);
    expect(told.filter((m) => m.message_type !== 'bpm.revoke').every((m) => m.handled === 1)).toBe(true);
    expect(told.find((m) => m.message_type === 'bpm.revoke')!.content).toContain('还需核实');
    expect((await opinionsOf(instId)).some((o) => o.status === 'revoker' && o.opinion === '还需核实')).toBe(true);
    // Her row says she took it back, not that the next node acted.
    expect((await doneRow()).preconditions).toMatchObject({ canRevoke: false, reason: { revoke: '您已撤回这次审批' } });
  });

  it('urges: the starter reminds the holders; others may not; the record is listed', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    expect((await k.post(`${I}/sendBpmTaskUrgent`, 'wangfang', { instId })).statusCode).toBe(403);
    expect((await k.post(`${I}/sendBpmTaskUrgent`, 'chenjing', { instId, content: '请尽快审批' })).json()).toMatchObject({ message: '催办成功' });
    expect((await messagesTo('wangfang', instId)).find((m) => m.message_type === 'bpm.urge')!.subject).toBe('【催办】三级审批');
    const list = (await k.post(`${I}/getUrgrntById`, 'chenjing', { querys: [{ property: 'instId', value: instId }] })).json();
    expect(list.rows).toEqual([expect.objectContaining({ promoter: '陈静', appointee: '王芳', content: '请尽快审批' })]);
  });

  it('extends a due time by working days and reports it', async () => {
    const instId = await k.start('chenjing', 't_three', {});
    const taskId = await k.taskOf('wangfang', instId);
    const preview = (await k.get(`${R}/bpmTaskDueTime/v1/getExpirationDate?id=${taskId}&addDueTime=3`, 'wangfang')).json();
    const res = await k.post(`${R}/bpmTaskDueTime/v1/save`, 'wangfang', { taskId, addDueTime: 3 });
    expect(res.statusCode).toBe(200);
    const due = res.json().value as string;
    expect(Date.parse(due) - Date.parse(preview.value)).toBeLessThan(60_000);
    const day = new Date(Date.parse(due) + 8 * 3_600_000).getUTCDay();
    expect([0, 6]).not.toContain(day);
    const info = (await k.get(`${R}/bpmTaskDueTime/v1/getByTaskId?taskId=${taskId}`, 'wangfang')).json();
    expect(info).toMatchObject({ taskId, dueTime: due, remainingWorkingDays: 3, overdue: false });
    expect(info.history).toEqual([expect.objectContaining({ dueTime: due, userName: '王芳' })]);
    expect((await k.post(`${R}/bpmTaskDueTime/v1/save`, 'heping', { taskId, addDueTime: 1 })).statusCode).toBe(403);
  });
});

describe('drafts and form data', () => {
  it('saves a draft, saves it again, starts it under the same id, and deletes only own drafts', async () => {
    const first = await k.post(`${I}/saveDraft`, 'chenjing', { flowKey: 't_purchase', data: { item: '电机' } });
    expect(first.json()).toMatchObject({ state: true, message: '保存草稿成功' });
    const id = first.json().instId;
    expect(await instanceRow(id)).toMatchObject({ status: 'draft', state_json: null, subject: '采购申请' });
    await k.post(`${I}/saveDraft`, 'chenjing', { proInstId: id, data: { amount: 3000 } });
    expect(JSON.parse((await instanceRow(id)).form_data!)).toEqual({ item: '电机', amount: 3000 });
    const drafts = (await k.post(`${I}/myMobileDraft`, 'chenjing', { querys: [{ property: 'procDefKey', value: 't_purchase' }] })).json();
    expect(drafts.rows.map((r: { id: string }) => r.id)).toContain(id);
    expect((await k.post(`${I}/saveDraft`, 'wangfang', { proInstId: id, data: {} })).statusCode).toBe(403);

    const started = await k.post(`${I}/start`, 'chenjing', { proInstId: id });
    expect(started.json().instId).toBe(id);
    expect(await instanceRow(id)).toMatchObject({ status: 'running', subject: '采购申请（3000元）' });

    const other = (await k.post(`${I}/saveDraft`, 'chenjing', { flowKey: 't_three' })).json().instId;
    expect((await k.del(`${I}/removeDraftById?ids=${other},${id}`, 'chenjing')).statusCode).toBe(403);
    expect((await k.del(`${I}/removeDraftById?ids=${other}`, 'wangfang')).statusCode).toBe(403);
    expect((await k.del(`${I}/removeDraftById?ids=${other}`, 'chenjing')).json()).toMatchObject({ state: true, message: '删除草稿成功' });
    expect(await db().selectFrom('bpm_instance').select('id').where('id', '=', other).execute()).toEqual([]);
  });

  it('saves form data as the holder within the node permissions, and refuses others', async () => {
    const instId = await k.start('chenjing', 't_purchase', { item: '水泵', amount: 60000 });
    expect((await k.post(`${I}/saveFormData`, 'wangfang', { proInstId: instId, data: { note: '比价三家' } })).json()).toMatchObject({ message: '修改表单数据成功' });
    expect(JSON.parse((await instanceRow(instId)).form_data!)).toEqual({ item: '水泵', amount: 60000, note: '比价三家' });
    expect((await k.post(`${I}/saveFormData`, 'wangfang', { proInstId: instId, data: { amount: 1 } })).statusCode).toBe(400);
    const stranger = await k.post(`${I}/saveFormData`, 'chenjing', { proInstId: instId, data: { note: 'x' } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('您不持有该流程的任务，无权修改表单');
  });
});

describe('batch completion', () => {
  it('agrees several tasks, each in its own transaction, with a result per task', async () => {
    const a = await k.start('chenjing', 't_three', {});
    const b = await k.start('yangfan', 't_three', {});
    const c = await k.start('chenjing', 't_purchase', { item: '水泵', amount: 60000 });
    await k.agree('wangfang', c);
    const [ta, tb, tc] = [await k.taskOf('wangfang', a), await k.taskOf('wangfang', b), await k.taskOf('zhangwei', c)];
    const res = await k.post(`${T}/batchComplete`, 'wangfang', { taskIds: [ta, tb, tc], actionName: 'agree', opinion: '同意' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: true, message: '批量处理完成：成功2条，失败1条',
      value: [
        { taskId: ta, state: true, message: '任务办理成功' },
        { taskId: tb, state: true, message: '任务办理成功' },
        { taskId: tc, state: false, message: '您不是该任务的处理人，无权操作' },
      ],
    });
    expect((await tasksOf(c)).find((x) => x.id === tc)!.open).toBe(1);
  });
});

describe('embedded sub-processes', () => {
  it('runs a request through a sub-process: the layout shows it, its tasks know they are inside, its visits are rows', async () => {
    const instId = await k.start('chenjing', 't_overhaul');
    await k.agree('wangfang', instId);
    const equipment = await k.taskOf('liqiang', instId);
    const page = (await k.get(`${T}/get?id=${equipment}`, 'liqiang')).json();
    expect(page.bpmDefLayout.listLayout.find((n: { nodeId: string }) => n.nodeId === 'checks')).toEqual({ nodeId: 'checks', nodeType: 'SUBPROCESS', name: '联合检查' });
    expect((await k.get(`${T}/taskToReject?taskId=${equipment}`, 'liqiang')).json()).toMatchObject({ isInSubProcess: true });

    await k.agree('liqiang', instId);
    await k.agree('zhaoli', instId);
    await k.agree('zhengyu', instId);
    const director = await k.taskOf('zhangwei', instId);
    expect((await k.get(`${T}/taskToReject?taskId=${director}`, 'zhangwei')).json()).toMatchObject({ isInSubProcess: false });
    await k.agree('zhangwei', instId);
    expect(await instanceRow(instId)).toMatchObject({ status: 'end', outcome: 'approved' });
    const visits = await db().selectFrom('bpm_visit').select(['node_id', 'status']).where('inst_id', '=', instId).where('node_id', 'in', ['checks', 'labTests']).orderBy('rev').orderBy('ord').execute();
    expect(visits.map((v) => `${v.node_id}:${v.status}`)).toEqual(['checks:current', 'labTests:current', 'labTests:done', 'checks:done']);
  });
});
