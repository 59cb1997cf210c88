import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, R, type Kit } from '../test-kit.js';

/** 代发起 with the demo plant: 何珍 (综合办公室) is the seeded agent of the director 张伟; the app centre's 代领导报修 starts repair. */

let k: Kit;
const I = `${R}/instance/v1`;
const T = `${R}/task/v1`;
const fault = { device: '2号鼓风机', location: '鼓风机房', faultLevel: 'serious', description: '轴承异响，温度偏高' };

beforeAll(async () => {
  k = await createKit();
});
afterAll(() => k.close());

const forDirector = () => k.start('hezhen', 'repair', fault, { agentLeaderId: k.uid.zhangwei });
type Row = { id: string; creator: string; createBy: string; agentLeaderId: string | null; agentLeaderName: string | null; preconditions: { canUrge: boolean; canRevoke: boolean } };
const myRequests = async (account: string): Promise<Row[]> => {
  const res = await k.post(`${I}/myRequest`, account, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows;
};

describe('代领导报修: the seeded app for its seeded agent', () => {
  it('starts repair for the director, through the API, as 何珍', async () => {
    const instId = await forDirector();
    const detail = (await k.get(`${I}/getInstanceByInstId?instId=${instId}`, 'hezhen')).json();
    expect(detail).toMatchObject({ status: 'running', creator: '何珍', createBy: k.uid.hezhen, agentLeaderId: k.uid.zhangwei, agentLeaderName: '张伟' });
    // The approvers' task view names the leader too.
    const task = (await k.get(`${T}/get?id=${await k.taskOf('liqiang', instId)}`, 'liqiang')).json();
    expect(task).toMatchObject({ bpmTask: { creator: '何珍' }, agentLeaderName: '张伟' });
  });

  it("applies the head rules to the leader, not the agent: the director's leave filed by 何珍 skips the head step", async () => {
    const instId = await k.start('hezhen', 'leave', { leaveType: 'annual', startDate: '2026-12-01', endDate: '2026-12-01', days: 1, reason: '年假' }, { agentLeaderId: k.uid.zhangwei });
    expect((await k.get(`${I}/getInstanceByInstId?instId=${instId}`, 'hezhen')).json()).toMatchObject({ status: 'end', agentLeaderName: '张伟' });
    const records = (await k.get(`${I}/instanceFlowOpinions?instId=${instId}`, 'zhangwei')).json() as Array<{ status: string; taskKey: string }>;
    expect(records.find((r) => r.status === 'skip')).toMatchObject({ taskKey: 'deptHead' });
  });

  it('refuses a start for the director by someone who is not his agent', async () => {
    const res = await k.post(`${I}/start`, 'luoxia', { flowKey: 'repair', data: fault, agentLeaderId: k.uid.zhangwei });
    expect(res.statusCode).toBe(403);
  });
});

describe("the request in both people's 我的请求", () => {
  it("lists it for the agent and for the leader, marked 代发起 with the leader's name", async () => {
    const instId = await forDirector();
    for (const account of ['hezhen', 'zhangwei']) {
      const row = (await myRequests(account)).find((r) => r.id === instId);
      expect(row, account).toMatchObject({ creator: '何珍', agentLeaderId: k.uid.zhangwei, agentLeaderName: '张伟' });
    }
    const own = await k.start('hezhen', 'leave', { leaveType: 'annual', startDate: '2026-12-01', endDate: '2026-12-01', days: 1, reason: '年假' });
    expect((await myRequests('hezhen')).find((r) => r.id === own)).toMatchObject({ agentLeaderId: null, agentLeaderName: null });
    expect((await myRequests('zhangwei')).map((r) => r.id)).not.toContain(own);
  });

  it("counts it on both people's 我的请求 tile, as many as the list shows", async () => {
    await forDirector();
    for (const account of ['hezhen', 'zhangwei']) {
      const tile = (await k.get(`${I}/getDefaultInfoMap`, account)).json().myRequest;
      const list = (await k.post(`${I}/myRequest`, account, { pageBean: { page: 1, pageSize: 50, showTotal: true } })).json();
      expect(Number(tile.dataText), account).toBe(list.total);
      expect(Number(tile.dataText), account).toBeGreaterThan(0);
    }
  });

  it('lets both urge', async () => {
    const instId = await forDirector();
    for (const account of ['hezhen', 'zhangwei']) {
      expect((await myRequests(account)).find((r) => r.id === instId)!.preconditions.canUrge, account).toBe(true);
    }
    const byAgent = await k.post(`${I}/sendBpmTaskUrgent`, 'hezhen', { instId, content: '请尽快处理' });
    expect(byAgent.statusCode, byAgent.body).toBe(200);
    const second = await forDirector();
    const byLeader = await k.post(`${I}/sendBpmTaskUrgent`, 'zhangwei', { instId: second, content: '请尽快处理' });
    expect(byLeader.statusCode, byLeader.body).toBe(200);
    expect((await k.post(`${I}/sendBpmTaskUrgent`, 'luoxia', { instId: second, content: '催' })).statusCode).toBe(403);
  });
});

describe("the agent's withdrawal", () => {
  it('takes the request back while the first node has not acted; the form comes back to the agent', async () => {
    const instId = await forDirector();
    expect((await myRequests('hezhen')).find((r) => r.id === instId)!.preconditions.canRevoke).toBe(true);
    const res = await k.post(`${I}/revokeInstance`, 'hezhen', { instanceId: instId, cause: '信息有误' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.get(`${I}/getInstanceByInstId?instId=${instId}`, 'hezhen')).json()).toMatchObject({ status: 'revoke' });
    const todo = (await k.post(`${T}/getTodoList`, 'hezhen', {})).json().rows;
    expect(todo.find((r: { procInstId: string }) => r.procInstId === instId)).toMatchObject({ nodeId: 'start' });
  });

  it('is refused once the first node acted, in the caller\'s language', async () => {
    const instId = await forDirector();
    await k.agree('liqiang', instId);
    expect((await myRequests('hezhen')).find((r) => r.id === instId)!.preconditions.canRevoke).toBe(false);
    const zh = await k.post(`${I}/revokeInstance`, 'hezhen', { instanceId: instId, cause: '信息有误' });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toBe('无法撤回：下一节点已处理');
    const en = await k.post(`${I}/revokeInstance`, 'hezhen', { instanceId: instId, cause: 'wrong' }, { lang: 'en-US' });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toMatch(/^Cannot revoke: /);
  });
});
