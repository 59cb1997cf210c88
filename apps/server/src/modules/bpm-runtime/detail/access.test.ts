import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPng } from '../../../seed/png.js';
import { createKit, R, type Kit } from '../test-kit.js';

let k: Kit;
const T = `${R}/task/v1`;
const I = `${R}/instance/v1`;
let instId: string;
let taskId: string;
let noticeId: string;
let draftId: string;

const form = { fields: [{ key: 'title', label: '标题', type: 'text' }, { key: 'files', label: '附件', type: 'attachment' }] };

beforeAll(async () => {
  k = await createKit();
  await k.deploy('a_three', 'three-step', { form });
  instId = await k.start('chenjing', 'a_three', { title: '申请' });
  taskId = await k.taskOf('wangfang', instId);
  await k.post(`${I}/transToMore`, 'wangfang', { taskId, userId: [k.uid.maqian] });
  noticeId = (await k.t.db.selectFrom('bpm_notice').select('id').where('inst_id', '=', instId).executeTakeFirstOrThrow()).id;
  draftId = (await k.post(`${I}/saveDraft`, 'chenjing', { flowKey: 'a_three', data: { title: '草稿' } })).json().instId;
});
afterAll(() => k.close());

const NOT_PARTICIPANT = '您不是该流程的参与人，无权查看';

/** Every read of an instance, its tasks, opinions, diagram and records: [label, method, url, body?]. */
const reads = (): Array<[string, 'GET' | 'POST', string, unknown?]> => [
  ['task get', 'GET', `${T}/get?id=${taskId}`],
  ['getNotice', 'GET', `${T}/getNotice?id=${noticeId}`],
  ['getButtonsBytaskId', 'GET', `${T}/getButtonsBytaskId?taskId=${taskId}`],
  ['taskNode', 'GET', `${T}/taskNode?taskId=${taskId}`],
  ['getCurNodeProperties', 'GET', `${T}/getCurNodeProperties?taskId=${taskId}`],
  ['nodeOpinion', 'GET', `${T}/nodeOpinion?instId=${instId}&nodeId=deptHead`],
  ['getTaskKeyByTaskId', 'GET', `${T}/getTaskKeyByTaskId?taskId=${taskId}`],
  ['getTaskKeyByNodeId', 'GET', `${T}/getTaskKeyByNodeId?nodeId=deptHead&instId=${instId}`],
  ['getBpmTaskByInstId', 'GET', `${T}/getBpmTaskByInstId?instId=${instId}`],
  ['getBpmTaskNoticeById', 'GET', `${T}/getBpmTaskNoticeById?id=${noticeId}`],
  ['getBpmTaskNoticeDoneById', 'GET', `${T}/getBpmTaskNoticeDoneById?id=${noticeId}`],
  ['getAfterJumpNodes', 'POST', `${T}/getAfterJumpNodes`, { taskId }],
  ['isEnd', 'POST', `${T}/isEnd?procInstId=${instId}`],
  ['taskToReject', 'GET', `${T}/taskToReject?taskId=${taskId}`],
  ['instanceFlowOpinions', 'GET', `${I}/instanceFlowOpinions?instId=${instId}`],
  ['instanceFlowImage', 'GET', `${I}/instanceFlowImage?proInstId=${instId}`],
  ['getBpmImage', 'GET', `${I}/getBpmImage?taskId=${taskId}`],
  ['getInstanceByInstId', 'GET', `${I}/getInstanceByInstId?instId=${instId}`],
  ['instance get', 'GET', `${I}/get?id=${instId}`],
  ['getRelatedInformationById', 'GET', `${I}/getRelatedInformationById?id=${instId}`],
  ['getExcutorNameByInstId', 'GET', `${I}/getExcutorNameByInstId?instId=${instId}`],
  ['predictPath', 'GET', `${I}/predictPath?instId=${instId}`],
  ['getUrgrntById', 'POST', `${I}/getUrgrntById`, { querys: [{ property: 'instId', value: instId }] }],
  ['getUrgentStateConf', 'POST', `${I}/getUrgentStateConf`, { instId }],
  ['getByRecordInstId', 'POST', `${I}/getByRecordInstId`, { querys: [{ property: 'procInstId', value: instId }] }],
  ['getSignLinesInstIdNodeId', 'GET', `${R}/signline/v1/getSignLinesInstIdNodeId?instId=${instId}&nodeId=deptHead`],
  ['bpmTaskDueTime getByTaskId', 'GET', `${R}/bpmTaskDueTime/v1/getByTaskId?taskId=${taskId}`],
  ['getExpirationDate', 'GET', `${R}/bpmTaskDueTime/v1/getExpirationDate?id=${taskId}&addDueTime=1`],
  ['getFollowedNode', 'GET', `${R}/taskFollow/v1/getFollowedNode?instId=${instId}`],
  ['taskFollow save', 'POST', `${R}/taskFollow/v1/save`, { instId, nodeIds: ['office'] }],
  ['addReadRecord', 'POST', `${T}/addReadRecord?taskId=${taskId}`],
  ['defGet by instance', 'GET', `/bpm-model/flow/def/v1/defGet?instId=${instId}`],
];

const call = (account: string, [, method, url, body]: [string, 'GET' | 'POST', string, unknown?]) =>
  method === 'GET' ? k.get(url, account) : k.post(url, account, body ?? {});

describe("a shared link's guest", () => {
  const guestOf = async (account: string, url: string) => {
    const code = (await k.post('/portal/portal/shorturlManage/v1/getShortUrlByLong', account, { url })).json().value;
    return (await k.t.call({ method: 'GET', url: `/portal/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=${code}` })).json().value.guestToken as string;
  };

  it('reads the shared instance with its form definition (asked by instance), and nothing else', async () => {
    const token = await guestOf('chenjing', `/shareInst/${instId}/1`);
    const as = (url: string) => k.t.call({ method: 'GET', url, token });
    expect((await as(`${I}/getInstanceByInstId?instId=${instId}`)).statusCode).toBe(200);
    const def = await as(`/bpm-model/flow/def/v1/defGet?instId=${instId}`);
    expect(def.statusCode).toBe(200);
    expect(def.json().form).toEqual(form);
    // Never by a definition id, nor for another instance.
    expect((await as(`/bpm-model/flow/def/v1/defGet?defId=${def.json().id}`)).statusCode).toBe(403);
    expect((await as(`/bpm-model/flow/def/v1/defGet?instId=${draftId}`)).statusCode).toBe(403);
    expect((await as(`/bpm-model/flow/def/v1/defGet?instId=${instId}&defId=${def.json().id}`)).statusCode).toBe(403);
  });

  it('is told it may neither revoke, retrieve nor urge, whatever the sharer may', async () => {
    const url = `${I}/getInstanceByInstId?instId=${instId}`;
    const sharer = (await k.get(url, 'chenjing')).json().preconditions;
    expect([sharer.canRevoke, sharer.canUrge]).toEqual([true, true]);
    const token = await guestOf('chenjing', `/shareInst/${instId}/1`);
    const guest = (await k.t.call({ method: 'GET', url, token })).json().preconditions;
    const readOnly = '通过分享链接只能查看，不能办理';
    expect(guest).toEqual({ canRevoke: false, canRetrieve: false, canUrge: false, reason: { revoke: readOnly, retrieve: readOnly, urge: readOnly } });
  });

  it('defGet names the missing field when neither defId nor instId is given', async () => {
    const res = await k.get('/bpm-model/flow/def/v1/defGet', 'chenjing');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('defId');
  });
});

describe('reading an instance', () => {
  it('refuses every read to a stranger with 403 and a clear message', async () => {
    for (const r of reads()) {
      const res = await call('heping', r);
      expect([r[0], res.statusCode, res.json().message]).toEqual([r[0], 403, NOT_PARTICIPANT]);
    }
  });

  it('answers every read to participants: starter, handler, reader, and to administrators', async () => {
    for (const account of ['chenjing', 'wangfang', 'maqian', 'admin']) {
      for (const r of reads()) {
        if (r[0] === 'getBpmTaskNoticeDoneById' || r[0] === 'taskToReject') continue;
        const res = await call(account, r);
        expect([account, r[0], res.statusCode]).toEqual([account, r[0], 200]);
      }
    }
    expect((await k.get(`${T}/taskToReject?taskId=${taskId}`, 'wangfang')).statusCode).toBe(200);
    expect((await k.get(`${T}/taskToReject?taskId=${taskId}`, 'chenjing')).statusCode).toBe(403);
  });

  it('does not show another tenant an instance at all (404)', async () => {
    const hxTenant = (await k.t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow()).id;
    const token = await k.t.login('hxadmin', 'Water@2026', hxTenant);
    const res = await k.t.call({ method: 'GET', url: `${I}/getInstanceByInstId?instId=${instId}`, token });
    expect(res.statusCode).toBe(404);
    const todo = await k.t.call({ method: 'POST', url: `${T}/getTodoList`, token, payload: {} });
    expect(todo.json().rows.map((r: { procInstId: string }) => r.procInstId)).not.toContain(instId);
  });

  it('answers 401 without a session', async () => {
    expect((await k.post(`${T}/getTodoList`, null, {})).statusCode).toBe(401);
    expect((await k.post(`${T}/complete`, null, { taskId, actionName: 'agree' })).statusCode).toBe(401);
  });
});

describe('acting on a task', () => {
  /** Every action a stranger might try on the instance: [label, method, url, body?]. */
  const actions = (): Array<[string, 'GET' | 'POST' | 'DELETE', string, unknown?]> => [
    ['complete', 'POST', `${T}/complete`, { taskId, actionName: 'agree' }],
    ['reject', 'POST', `${T}/complete`, { taskId, actionName: 'backToStart' }],
    ['delegate', 'POST', `${T}/delegate`, { taskId, userId: k.uid.luobin }],
    ['communicate', 'POST', `${T}/communicate`, { taskId, userIds: [k.uid.luobin] }],
    ['taskToInqu', 'POST', `${T}/taskToInqu`, { taskId, userIds: [k.uid.luobin] }],
    ['taskToInquReply', 'POST', `${T}/taskToInquReply`, { taskId, opinion: 'x' }],
    ['revokeInqu', 'POST', `${T}/revokeInqu`, { taskId }],
    ['doNextcommu', 'POST', `${I}/doNextcommu`, { taskId, opinion: 'x' }],
    ['userTaskToSign', 'POST', `${T}/userTaskToSign`, { taskId, userIds: [k.uid.luobin] }],
    ['taskSignUsers', 'POST', `${T}/taskSignUsers`, { taskId, userId: k.uid.luobin }],
    ['taskToApproveLine', 'POST', `${T}/taskToApproveLine`, { taskId, userIds: [k.uid.luobin] }],
    ['taskToSignLine', 'POST', `${T}/taskToSignLine`, { taskId, userIds: [k.uid.luobin] }],
    ['taskToSignSequence', 'POST', `${T}/taskToSignSequence`, { taskId, userIds: [k.uid.luobin] }],
    ['revokeSignLine', 'POST', `${I}/revokeSignLine`, { taskId }],
    ['revokeSignSequence', 'POST', `${I}/revokeSignSequence`, { taskId }],
    ['taskToTrans', 'POST', `${T}/taskToTrans`, { taskId, userIds: [k.uid.luobin] }],
    ['userAddSignFeedback', 'POST', `${T}/userAddSignFeedback`, { taskId, actionName: 'agree' }],
    ['canLock', 'GET', `${T}/canLock?taskId=${taskId}`],
    ['lockUnlock', 'GET', `${T}/lockUnlock?taskId=${taskId}`],
    ['retrieveBpmTask', 'GET', `${T}/retrieveBpmTask?taskId=${taskId}`],
    ['revokeTrans', 'POST', `${I}/revokeTrans`, { taskId }],
    ['doEndProcess', 'POST', `${I}/doEndProcess`, { taskId }],
    ['doEndProcessById', 'GET', `${I}/doEndProcessById?id=${instId}`],
    ['revokeInstance', 'POST', `${I}/revokeInstance`, { instanceId: instId }],
    ['sendBpmTaskUrgent', 'POST', `${I}/sendBpmTaskUrgent`, { instId }],
    ['transToMore from the task', 'POST', `${I}/transToMore`, { taskId, userId: k.uid.luobin }],
    ['transToMore the instance', 'POST', `${I}/transToMore`, { instanceId: instId, userId: k.uid.luobin }],
    ['saveFormData', 'POST', `${I}/saveFormData`, { proInstId: instId, data: { title: 'x' } }],
    ['bpmTaskDueTime save', 'POST', `${R}/bpmTaskDueTime/v1/save`, { taskId, addDueTime: 1 }],
    ['doNextCopyto', 'POST', `${I}/doNextCopyto`, { instId, opinion: 'x' }],
    ['noticeTurnDode', 'POST', `${T}/noticeTurnDode?taskId=${noticeId}`],
    ['delBpmTaskNoticeById', 'POST', `${T}/delBpmTaskNoticeById?id=${noticeId}`],
    ['removeDraftById', 'DELETE', `${I}/removeDraftById?ids=${draftId}`],
    ['saveDraft over another draft', 'POST', `${I}/saveDraft`, { proInstId: draftId }],
    ['start another draft', 'POST', `${I}/start`, { proInstId: draftId }],
  ];

  it('refuses every action to a stranger with 403 and changes nothing', async () => {
    const before = await k.t.db.selectFrom('bpm_instance').select(['id', 'revision']).where('id', 'in', [instId, draftId]).orderBy('id').execute();
    const opinions = (await k.t.db.selectFrom('bpm_opinion').select('id').where('inst_id', '=', instId).execute()).length;
    for (const [label, method, url, body] of actions()) {
      const res = method === 'GET' ? await k.get(url, 'heping') : method === 'DELETE' ? await k.del(url, 'heping') : await k.post(url, 'heping', body ?? {});
      expect([label, res.statusCode]).toEqual([label, 403]);
      expect(res.json().message).toMatch(/无权|不是|只有|没有|不持有|只能/);
    }
    expect(await k.t.db.selectFrom('bpm_instance').select(['id', 'revision']).where('id', 'in', [instId, draftId]).orderBy('id').execute()).toEqual(before);
    expect((await k.t.db.selectFrom('bpm_opinion').select('id').where('inst_id', '=', instId).execute()).length).toBe(opinions);
  });

  it('reports a stranger in a batch as refused, per task', async () => {
    const res = await k.post(`${T}/batchComplete`, 'heping', { taskIds: [taskId], actionName: 'agree' });
    expect(res.json().value).toEqual([{ taskId, state: false, message: '您不是该任务的处理人，无权操作' }]);
  });

  it('lets an administrator act on any task (干预)', async () => {
    const other = await k.start('yangfan', 'a_three');
    const task = await k.taskOf('wangfang', other);
    expect((await k.post(`${T}/complete`, 'admin', { taskId: task, actionName: 'agree', opinion: '管理员干预' })).statusCode).toBe(200);
  });
});

describe('attachments', () => {
  /** Uploads a png as `account`; returns its file id. */
  async function upload(account: string) {
    const boundary = `----rt${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.png"\r\nContent-Type: image/png\r\n\r\n`),
      avatarPng(`rt-${account}`, 32), Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await k.t.call({ method: 'POST', url: '/portal/system/file/v1/upload', token: await k.token(account), payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(200);
    return res.json().value.fileId as string;
  }
  const download = async (account: string, fileId: string) =>
    (await k.t.call({ method: 'GET', url: `/portal/system/file/v1/downloadFile?fileId=${fileId}`, token: await k.token(account) })).statusCode;

  it('makes files of the form and of opinions readable to participants only', async () => {
    const inForm = await upload('chenjing');
    const withOpinion = await upload('wangfang');
    expect(await download('wangfang', inForm)).toBe(403);
    const started = await k.start('chenjing', 'a_three', { title: '带附件', files: [inForm] });
    const task = await k.taskOf('wangfang', started);
    expect(await download('wangfang', inForm)).toBe(200);
    expect(await download('heping', inForm)).toBe(403);
    await k.post(`${T}/complete`, 'wangfang', { taskId: task, actionName: 'agree', files: JSON.stringify([{ id: withOpinion, name: 'scan.png' }]) });
    expect(await download('chenjing', withOpinion)).toBe(200);
    expect(await download('heping', withOpinion)).toBe(403);
    const record = (await k.get(`${I}/instanceFlowOpinions?instId=${started}`, 'chenjing')).json().find((o: { status: string }) => o.status === 'agree');
    expect(JSON.parse(record.files)).toEqual([{ id: withOpinion, name: 'scan.png', size: expect.any(Number), mimeType: 'image/png' }]);
  });

  it("refuses to attach a file the actor may not read", async () => {
    const foreign = await upload('luobin');
    const res = await k.post(`${I}/start`, 'chenjing', { flowKey: 'a_three', data: { title: 'x', files: [foreign] } });
    expect(res.statusCode).toBe(403);
    expect(await k.t.db.selectFrom('bpm_instance').select('id').where('subject', '=', 'x').execute()).toEqual([]);
  });
});
