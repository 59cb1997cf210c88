import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, R, type Kit } from '../test-kit.js';

let k: Kit;
const T = `${R}/task/v1`;
const I = `${R}/instance/v1`;
const only = (key: string) => ({ property: 'procDefKey', value: key, operation: 'EQUAL' });

beforeAll(async () => {
  k = await createKit();
  await k.deploy('l_purchase', 'purchase');
  await k.deploy('l_three', 'three-step');
  await k.deploy('l_vehicle', 'vehicle');
});
afterAll(() => k.close());

describe('getTodoList', () => {
  it('lists my tasks newest first with paging and totals; quick search over subject and process name', async () => {
    const ids: string[] = [];
    for (const amount of [1000, 2000, 3000]) ids.push(await k.start('chenjing', 'l_purchase', { amount }));
    const page1 = (await k.post(`${T}/getTodoList`, 'wangfang', { pageBean: { page: 1, pageSize: 2 }, querys: [only('l_purchase')] })).json();
    expect(page1.total).toBe(3);
    expect(page1.rows.map((r: { procInstId: string }) => r.procInstId)).toEqual([ids[2], ids[1]]);
    expect(page1.rows[0]).toMatchObject({ name: '部门负责人审批', subject: '采购申请（3000元）', creator: '陈静', creatorId: k.uid.chenjing, assigneeName: '王芳', nodeId: 'deptHead', instStatus: 'running', procDefKey: 'l_purchase' });
    const page2 = (await k.post(`${T}/getTodoList`, 'wangfang', { pageBean: { page: 2, pageSize: 2 }, querys: [only('l_purchase')] })).json();
    expect(page2.rows.map((r: { procInstId: string }) => r.procInstId)).toEqual([ids[0]]);
    const search = (await k.post(`${T}/getTodoList`, 'wangfang', {
      querys: [
        { property: 'bt.subject_', value: '2000', operation: 'LIKE', relation: 'OR', group: 'quickSearch' },
        { property: 'bt.proc_def_name_', value: '2000', operation: 'LIKE', relation: 'OR', group: 'quickSearch' },
      ],
    })).json();
    expect(search.rows.map((r: { procInstId: string }) => r.procInstId)).toEqual([ids[1]]);
    const byName = (await k.post(`${T}/getTodoList`, 'wangfang', { querys: [{ property: 'bt.proc_def_name_', value: 'l_PURCH', operation: 'LIKE', group: 'quickSearch' }] })).json();
    expect(byName.total).toBe(3);
  });

  it("filters urgent items the way the to-do list's 'urgent' chip asks", async () => {
    const calm = await k.start('chenjing', 'l_purchase', { amount: 10 });
    const urgent = await k.start('chenjing', 'l_purchase', { amount: 20 }, { urgentStateValue: 2 });
    const rows = (await k.post(`${T}/getTodoList`, 'wangfang', {
      querys: [only('l_purchase'), { property: 'urgentStateValue', value: 0, operation: 'GREAT', relation: 'AND', group: 'urgent' }],
    })).json().rows.map((r: { procInstId: string; urgentStateValue: number }) => [r.procInstId, r.urgentStateValue]);
    expect(rows).toContainEqual([urgent, 2]);
    expect(rows.map(([id]: [string]) => id)).not.toContain(calm);
  });

  it('includes shared tasks for every candidate, and refuses unknown properties with 400', async () => {
    const instId = await k.start('chenjing', 'l_vehicle');
    for (const who of ['lijun', 'zhaolei']) {
      const rows = (await k.post(`${T}/getTodoList`, who, { querys: [only('l_vehicle')] })).json().rows;
      expect(rows).toEqual([expect.objectContaining({ procInstId: instId, assigneeId: null, assigneeName: null })]);
    }
    expect((await k.post(`${T}/getTodoList`, 'wangfang', { querys: [only('l_vehicle')] })).json().total).toBe(0);
    const bad = await k.post(`${T}/getTodoList`, 'wangfang', { querys: [{ property: 'password_hash', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querys.property: unknown property 'password_hash'/);
  });

  it('carries the preconditions: the starter may revoke and urge until someone acts', async () => {
    const instId = await k.start('yangfan', 'l_three');
    const mine = (await k.post(`${I}/myRequest`, 'yangfan', { querys: [{ property: 'id', value: instId }] })).json().rows[0];
    expect(mine.preconditions).toEqual({ canRevoke: true, canRetrieve: false, canUrge: true, reason: { retrieve: '不是您转办的任务' } });
  });
});

describe('my requests, done lists, related', () => {
  it('shows my requests with the current node and revoke turning impossible once the next node acted', async () => {
    const instId = await k.start('chenjing', 'l_three');
    let row = (await k.post(`${I}/myRequest`, 'chenjing', { querys: [{ property: 'id', value: instId }] })).json().rows[0];
    expect(row).toMatchObject({ id: instId, status: 'running', statusName: '运行中', taskName: '部门负责人审批', creator: '陈静' });
    expect(row.preconditions.canRevoke).toBe(true);
    await k.agree('wangfang', instId);
    row = (await k.post(`${I}/myMobileRequest`, 'chenjing', { querys: [{ property: 'id', value: instId }] })).json().rows[0];
    expect(row.taskName).toBe('综合办公室审核');
    expect(row.preconditions).toMatchObject({ canRevoke: false, canUrge: true, reason: { revoke: '下一节点已处理' } });
    const en = (await k.post(`${I}/myRequest`, 'chenjing', { querys: [{ property: 'id', value: instId }] }, { lang: 'en-US' })).json().rows[0];
    expect(en.preconditions.reason.revoke).toBe('the next node has already acted on it');
    expect(en.statusName).toBe('Running');
  });

  it('lists done actions and done instances of the handler, filterable by instance status', async () => {
    const instId = await k.start('chenjing', 'l_purchase', { amount: 100 });
    await k.agree('wangfang', instId, '可以');
    const done = (await k.post(`${I}/getDoneList`, 'wangfang', { querys: [{ property: 'id', value: instId }] })).json();
    expect(done.rows).toEqual([expect.objectContaining({ id: instId, taskKey: 'deptHead', nodeName: '部门负责人审批', opinionStatus: 'agree', opinion: '可以', status: 'end' })]);
    const insts = (await k.post(`${I}/getDoneInstList?status=end`, 'wangfang', { querys: [{ property: 'id', value: instId }] })).json();
    expect(insts.rows).toEqual([expect.objectContaining({ id: instId, completeTime: done.rows[0].completeTime })]);
    expect((await k.post(`${I}/getDoneInstList?status=running`, 'wangfang', { querys: [{ property: 'id', value: instId }] })).json().total).toBe(0);
    expect((await k.post(`${I}/getDoneList`, 'chenjing', { querys: [{ property: 'id', value: instId }] })).json().total).toBe(0);
  });

  it('the done tab lists one row per instance, its latest action, and the done tile counts exactly what it lists', async () => {
    const instId = await k.start('chenjing', 'l_three');
    await k.agree('wangfang', instId, '第一次同意');
    const office = await k.taskOf('sunyan', instId);
    expect((await k.post(`${T}/complete`, 'sunyan', { taskId: office, actionName: 'reject', opinion: '请补充说明' })).statusCode).toBe(200);
    await k.agree('wangfang', instId, '第二次同意');
    const mine = (await k.post(`${I}/getDoneList`, 'wangfang', { querys: [{ property: 'id', value: instId }] })).json();
    expect(mine.total).toBe(1);
    expect(mine.rows).toEqual([expect.objectContaining({ id: instId, taskKey: 'deptHead', opinionStatus: 'agree', opinion: '第二次同意' })]);
    for (const who of ['wangfang', 'sunyan', 'chenjing', 'zhangwei', 'liqiang', 'lijun']) {
      const tile = Number((await k.get(`${I}/getDefaultInfoMap`, who)).json().myAlready.dataText);
      const list = (await k.post(`${I}/getDoneList`, who, { pageBean: { page: 1, pageSize: 100 } })).json();
      expect({ who, tile }).toEqual({ who, tile: list.total });
      expect(new Set(list.rows.map((r: { id: string }) => r.id)).size).toBe(list.rows.length);
    }
  });

  it('lists related instances of a participant and instances by id, leaving out unreadable ones', async () => {
    const a = await k.start('chenjing', 'l_three');
    const b = await k.start('yangfan', 'l_three');
    const related = (await k.post(`${I}/relatedProcess`, 'chenjing', { querys: [only('l_three')] })).json().rows.map((r: { id: string }) => r.id);
    expect(related).toContain(a);
    expect(related).not.toContain(b);
    const byIds = (await k.post(`${I}/getInstanceByPks?pks=${a},${b}`, 'chenjing', {})).json();
    expect(byIds.rows.map((r: { id: string }) => r.id)).toEqual([a]);
    expect((await k.post(`${I}/getInstanceByPks?pks=${a},${b}`, 'wangfang', {})).json().total).toBe(2);
    expect((await k.post(`${I}/getInstanceByPks`, 'wangfang', {})).statusCode).toBe(400);
  });
});

describe('startable processes', () => {
  it('lists the processes I may start, by name, and groups them by FLOW_TYPE for mobile', async () => {
    const list = (await k.post(`${I}/newProcess`, 'chenjing', { pageBean: { page: 1, pageSize: 50 } })).json();
    const keys = list.rows.map((r: { defKey: string }) => r.defKey);
    expect(keys).toEqual(expect.arrayContaining(['leave', 'purchase', 'expense', 'vehicle', 'repair']));
    expect(keys).not.toContain('docSign');
    expect(list.rows.find((r: { defKey: string }) => r.defKey === 'leave')).toMatchObject({ name: '请假申请', typeName: '行政办公' });
    const search = (await k.post(`${I}/newProcess`, 'chenjing', { querys: [{ property: 'name', value: '请假', operation: 'LIKE' }] })).json();
    expect(search.rows.map((r: { defKey: string }) => r.defKey)).toEqual(['leave']);

    const groups = (await k.post(`${I}/myMobileProcess`, 'chenjing', {})).json().rows;
    const named = groups.filter((g: { typeId: string | null }) => g.typeId !== null);
    expect(named.map((g: { typeName: string }) => g.typeName)).toEqual(['行政办公', '采购财务', '生产运维']);
    expect(named[0].flowList.map((f: { defKey: string }) => f.defKey).sort()).toEqual(['leave', 'vehicle']);
    expect(JSON.parse(named[0].icon)).toMatchObject({ color: '#1677ff' });
    expect(groups.at(-1)).toMatchObject({ typeId: null, typeName: '未分类' });
    const officeHead = (await k.post(`${I}/myMobileProcess`, 'sunyan', {})).json().rows;
    expect(officeHead[0].flowList.map((f: { defKey: string }) => f.defKey)).toContain('docSign');
  });
});

describe('task and instance detail', () => {
  it('gives the buttons I may use now, with names in my language; readers get view buttons only', async () => {
    const instId = await k.start('chenjing', 'l_purchase', { amount: 60000 });
    const taskId = await k.taskOf('wangfang', instId);
    const mine = (await k.get(`${T}/getButtonsBytaskId?taskId=${taskId}`, 'wangfang')).json().buttons;
    expect(mine).toEqual(expect.arrayContaining([{ name: '同意', alias: 'agree' }, { name: '驳回', alias: 'reject' }, { name: '转办', alias: 'delegate' }, { name: '流程图', alias: 'flowImage' }]));
    expect(mine.map((b: { alias: string }) => b.alias)).not.toContain('lockUnlock');
    const starter = (await k.get(`${T}/getButtonsBytaskId?taskId=${taskId}`, 'chenjing')).json().buttons;
    expect(starter.map((b: { alias: string }) => b.alias)).toEqual(['flowImage', 'approvalHistory', 'print', 'saveDraft']);
    const leader = (await k.get(`${T}/getButtonsBytaskId?taskId=${taskId}&leaderId=${k.uid.zhangwei}`, 'wangfang')).json().buttons;
    expect(leader.map((b: { alias: string }) => b.alias)).toEqual(['agree', 'reject']);
    const en = (await k.get(`${T}/getButtonsBytaskId?taskId=${taskId}`, 'wangfang', { lang: 'en-US' })).json().buttons;
    expect(en[0]).toHaveProperty('name');
    expect(en.find((b: { alias: string }) => b.alias === 'agree').name).toBe('Agree');
  });

  it('gives the task page: layout, opinions, candidates, node settings and form data', async () => {
    const instId = await k.start('chenjing', 'l_vehicle', { destination: '北京' });
    const [task] = await k.t.db.selectFrom('bpm_task').select('id').where('inst_id', '=', instId).execute();
    const page = (await k.get(`${T}/get?id=${task.id}`, 'lijun')).json();
    expect(page.bpmTask).toMatchObject({ id: task.id, open: true, nodeId: 'shiftLeader', procDefKey: 'l_vehicle' });
    expect(page.bpmDefLayout.listLayout.map((n: { nodeType: string }) => n.nodeType)).toEqual(['START', 'USERTASK', 'USERTASK', 'END']);
    expect(page.bpmIdentities.map((i: { name: string }) => i.name).sort()).toEqual(['李军', '赵磊'].sort());
    expect(page.curNodeDef).toMatchObject({ nodeId: 'shiftLeader', nodeType: 'USERTASK', opinionRequired: false, resubmit: 'rewalk' });
    expect(page.data).toEqual({ destination: '北京' });
    expect(page.opinionList.map((o: { status: string }) => o.status)).toEqual(['awaiting_check', 'start']);
    expect(page.opinionList[0]).toMatchObject({ qualfiedNames: expect.stringMatching(/李军|赵磊/), statusVal: '待审批', completeTime: null, isRead: 0 });
  });

  it('marks the pending record read once a qualified person opens the task, and lists read records', async () => {
    const instId = await k.start('chenjing', 'l_three');
    const taskId = await k.taskOf('wangfang', instId);
    expect((await k.post(`${T}/addReadRecord?taskId=${taskId}`, 'wangfang')).statusCode).toBe(200);
    expect((await k.post(`${T}/addReadRecord?taskId=${taskId}`, 'wangfang')).statusCode).toBe(200);
    const ops = (await k.get(`${I}/instanceFlowOpinions?instId=${instId}`, 'chenjing')).json();
    expect(ops[0]).toMatchObject({ status: 'awaiting_check', isRead: 1, qualfiedNames: '王芳' });
    const reads = (await k.post(`${I}/getByRecordInstId`, 'chenjing', { querys: [{ property: 'procInstId', value: instId, operation: 'EQUAL' }], params: { distinct: '1' } })).json();
    expect(reads.rows).toEqual([expect.objectContaining({ taskId, userName: '王芳', taskName: '部门负责人审批' })]);
    expect((await k.post(`${I}/getByRecordInstId`, 'chenjing', {})).statusCode).toBe(400);
  });

  it('answers the node, opinion and path queries', async () => {
    const instId = await k.start('chenjing', 'l_purchase', { amount: 60000 });
    const first = await k.taskOf('wangfang', instId);
    await k.agree('wangfang', instId, '部门同意');
    const director = await k.taskOf('zhangwei', instId);

    expect((await k.get(`${T}/getTaskKeyByTaskId?taskId=${first}`, 'chenjing')).json()).toMatchObject({ taskKey: 'deptHead', status: 'agree', opinion: '部门同意' });
    expect((await k.get(`${T}/getTaskKeyByNodeId?nodeId=deptHead&instId=${instId}`, 'chenjing')).json()).toMatchObject({ taskId: first, auditorName: '王芳' });
    expect((await k.get(`${T}/getTaskKeyByNodeId?nodeId=nowhere&instId=${instId}`, 'chenjing')).statusCode).toBe(404);
    expect((await k.get(`${T}/nodeOpinion?instId=${instId}&nodeId=deptHead`, 'chenjing')).json()).toHaveLength(1);
    expect(Object.keys((await k.get(`${T}/nodeOpinion?instId=${instId}&nodeId=deptHead,director`, 'chenjing')).json())).toEqual(['deptHead', 'director']);
    expect((await k.post(`${T}/getAfterJumpNodes`, 'zhangwei', { taskId: director })).json()).toEqual({ taskId: director, nodeId: 'director', nodes: [{ nodeId: 'deptHead', nodeType: 'USERTASK', name: '部门负责人审批' }] });
    expect((await k.get(`${T}/getCurNodeProperties?taskId=${director}`, 'zhangwei')).json()).toMatchObject({ nodeId: 'director', opinionRequired: true, resubmit: 'direct' });
    const defId = (await k.t.db.selectFrom('bpm_instance').select('def_id').where('id', '=', instId).executeTakeFirstOrThrow()).def_id;
    expect((await k.get(`${T}/getCurNodeProperties?defId=${defId}`, 'yangfan')).json()).toMatchObject({ nodeId: 'start', nodeType: 'START' });
    expect((await k.post(`${T}/isEnd?procInstId=${instId}`, 'chenjing')).json()).toEqual({ state: true, message: '流程运行中', value: false });

    const image = (await k.get(`${I}/instanceFlowImage?proInstId=${instId}`, 'chenjing')).json();
    expect(image.bpmnXml).toContain('<bpmn:process id="purchase"');
    expect(image.nodeStatus).toMatchObject({ start: 'done', deptHead: 'done', director: 'current', end: 'untouched' });
    expect((await k.get(`${I}/getBpmImage?defId=${defId}`, 'yangfan')).json().nodeStatus.deptHead).toBe('untouched');

    const detail = (await k.get(`${I}/getInstanceByInstId?instId=${instId}`, 'chenjing')).json();
    expect(detail).toMatchObject({ id: instId, data: { amount: 60000 }, curNodes: [{ nodeId: 'director', userNames: '张伟' }] });
    expect((await k.get(`${I}/get?id=${instId}`, 'zhangwei')).json().id).toBe(instId);
    expect((await k.get(`${I}/getRelatedInformationById?id=${instId}`, 'zhangwei')).json()).toEqual({ name: '陈静', subject: '采购申请（60000元）', deptName: '清源再生水厂/生产运行部', template: 'l_purchase' });
    const executors = (await k.get(`${I}/getExcutorNameByInstId?instId=${instId}`, 'chenjing')).json();
    expect(executors).toEqual([
      { nodeId: 'deptHead', nodeName: '部门负责人审批', status: 'done', userIds: [k.uid.wangfang], excutorName: '王芳' },
      { nodeId: 'director', nodeName: '厂长审批', status: 'current', userIds: [k.uid.zhangwei], excutorName: '张伟' },
    ]);
    const path = (await k.get(`${I}/predictPath?instId=${instId}`, 'chenjing')).json();
    expect(path.done.map((s: { nodeId: string; result: string }) => [s.nodeId, s.result])).toEqual([['start', 'start'], ['deptHead', 'agree']]);
    expect(path.current).toEqual([expect.objectContaining({ nodeId: 'director', userNames: ['张伟'] })]);
    expect(path.coming).toEqual([]);
  });

  it('predicts the coming steps with their people, following the form data through gateways', async () => {
    const instId = await k.start('chenjing', 'l_purchase', { amount: 90000 });
    const path = (await k.get(`${I}/predictPath?instId=${instId}`, 'chenjing')).json();
    expect(path.current).toEqual([expect.objectContaining({ nodeId: 'deptHead', userNames: ['王芳'] })]);
    expect(path.coming).toEqual([expect.objectContaining({ nodeId: 'director', name: '厂长审批', userNames: ['张伟'] })]);
    const small = await k.start('chenjing', 'l_purchase', { amount: 10 });
    expect((await k.get(`${I}/predictPath?instId=${small}`, 'chenjing')).json().coming).toEqual([]);
  });

  it('follows nodes: saved, read back, and an inbox message when a followed node is handled', async () => {
    const instId = await k.start('chenjing', 'l_three');
    const saved = await k.post(`${R}/taskFollow/v1/save`, 'chenjing', { instId, nodeIds: ['deptHead', 'office'] });
    expect(saved.json()).toMatchObject({ state: true, value: ['deptHead', 'office'] });
    expect((await k.post(`${R}/taskFollow/v1/save`, 'chenjing', { instId, nodeIds: ['end'] })).statusCode).toBe(400);
    expect((await k.get(`${R}/taskFollow/v1/getFollowedNode?instId=${instId}`, 'chenjing')).json().value).toEqual(['deptHead', 'office']);
    const nodes = (await k.get(`${T}/taskNode?taskId=${await k.taskOf('wangfang', instId)}`, 'chenjing')).json();
    expect(nodes.followed).toEqual(['deptHead', 'office']);
    expect(nodes.nodes.map((n: { nodeId: string; status: string }) => [n.nodeId, n.status])).toEqual([['deptHead', 'current'], ['office', 'untouched'], ['director', 'untouched']]);
    await k.agree('wangfang', instId);
    const msgs = await k.t.db.selectFrom('sys_message as m').innerJoin('sys_message_receiver as r', 'r.message_id', 'm.id').select(['m.message_type', 'm.content'])
      .where('r.receiver_id', '=', k.uid.chenjing).where('m.ref_id', '=', instId).execute();
    expect(msgs.find((m) => m.message_type === 'bpm.follow')!.content).toContain('部门负责人审批');
  });

  it('answers the home summary with counts as text and my user detail merged in', async () => {
    const map = (await k.get(`${I}/getDefaultInfoMap`, 'wangfang')).json();
    const todo = (await k.post(`${T}/getTodoList`, 'wangfang', {})).json().total;
    expect(map.myTaks).toMatchObject({ dataText: String(todo), dataContent: '我的待办', url: '/work/myMatters/0' });
    expect(Number(map.myAlready.dataText)).toBeGreaterThan(0);
    expect(map.user).toMatchObject({ account: 'wangfang', fullname: '王芳' });
    expect(map.curPost).toBe('生产运行部 - 生产运行部部长');
    expect(map.role).toBe('部门负责人');
  });

  it('draws the statistics as ECharts options', async () => {
    const bar = (await k.get(`${R}/report/v1/getEchartsData?reportId=instanceByDef`, 'chenjing')).json().value;
    expect(bar.xAxis.data).toContain('l_three');
    expect(bar.series.map((s: { type: string }) => s.type)).toEqual(['bar', 'bar']);
    const trend = (await k.get(`${R}/report/v1/getEchartsData?reportId=taskTrend`, 'chenjing')).json().value;
    expect(trend.xAxis.data).toHaveLength(14);
    expect(trend.series[0].data.at(-1)).toBeGreaterThan(0);
    expect((await k.get(`${R}/report/v1/getEchartsData?reportId=nope`, 'chenjing')).statusCode).toBe(400);
  });

  it('designs data-template permissions by role, and urgency levels', async () => {
    expect((await k.post(`${I}/getDataTemplateButtonPermission`, 'chenjing', {})).json()).toMatchObject({ add: true, del: false, import: false });
    expect((await k.post(`${I}/getDataTemplateButtonPermission`, 'wangfang', {})).json()).toMatchObject({ del: true, import: true });
    const conf = (await k.post(`${I}/getUrgentStateConf`, 'chenjing', {})).json();
    expect(conf).toEqual({ right: 'w', levels: [{ value: 0, name: '普通' }, { value: 1, name: '紧急' }, { value: 2, name: '特急' }] });
    const instId = await k.start('chenjing', 'l_three', {}, { urgentStateValue: 2 });
    expect((await k.post(`${I}/getUrgentStateConf`, 'chenjing', { instId })).json()).toMatchObject({ value: 2, right: 'r' });
    expect((await k.post(`${T}/getTodoList`, 'wangfang', { querys: [{ property: 'procInstId', value: instId }] })).json().rows[0].urgentStateValue).toBe(2);
  });
});
