import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, R, type Kit } from '../test-kit.js';

/** Heads and the director file their own requests on the seeded processes of the demo plant. */

let k: Kit;
const I = `${R}/instance/v1`;
const T = `${R}/task/v1`;

// A Tuesday: one working day whichever way the server counts the days.
const leave = { leaveType: 'personal', startDate: '2026-12-01', endDate: '2026-12-01', days: 1, reason: '家中有事' };
const purchase = { item: '加药泵备件', amount: 3000, items: [{ name: '隔膜', spec: 'DN25', qty: 2, unitPrice: 1500 }], reason: '备件更换' };

beforeAll(async () => {
  k = await createKit();
});
afterAll(() => k.close());

async function holders(instId: string): Promise<string[]> {
  const res = await k.get(`${I}/getInstanceByInstId?instId=${instId}`, 'admin');
  expect(res.statusCode, res.body).toBe(200);
  const rows = await k.t.db.selectFrom('bpm_task').select(['assignee_id', 'node_id']).where('inst_id', '=', instId).where('open', '=', 1).execute();
  const account = Object.fromEntries(Object.entries(k.uid).map(([a, id]) => [id, a]));
  return rows.map((r) => `${r.node_id}:${account[r.assignee_id ?? ''] ?? '?'}`);
}

describe("a head's own request", () => {
  it('王芳 (head of 生产运行部) files leave: it goes to the director 张伟, not to herself', async () => {
    const instId = await k.start('wangfang', 'leave', leave);
    expect(await holders(instId)).toEqual(['deptHead:zhangwei']);
    const todo = (await k.post(`${T}/getTodoList`, 'zhangwei', { querys: [{ property: 'procDefKey', value: 'leave', operation: 'EQUAL' }] })).json();
    expect(todo.rows.map((r: { procInstId: string }) => r.procInstId)).toContain(instId);
    expect((await k.post(`${T}/getTodoList`, 'wangfang', {})).json().rows.map((r: { procInstId: string }) => r.procInstId)).not.toContain(instId);
    await k.agree('zhangwei', instId);
    expect((await k.get(`${I}/getInstanceByInstId?instId=${instId}`, 'wangfang')).json()).toMatchObject({ status: 'end' });
  });

  it('王芳 files a purchase: the director approves it as her head', async () => {
    const instId = await k.start('wangfang', 'purchase', purchase);
    expect(await holders(instId)).toEqual(['deptHead:zhangwei']);
  });

  it("an employee's leave still goes to the head of the department", async () => {
    const instId = await k.start('chenjing', 'leave', leave);
    expect(await holders(instId)).toEqual(['deptHead:wangfang']);
  });
});

describe("the director's own request", () => {
  it('张伟 files leave: nobody is above him, the head step is skipped and the timeline says why, in the reader\'s language', async () => {
    const instId = await k.start('zhangwei', 'leave', leave);
    expect(await holders(instId)).toEqual([]);
    expect((await k.get(`${I}/getInstanceByInstId?instId=${instId}`, 'zhangwei')).json()).toMatchObject({ status: 'end' });
    const skip = (lang: string) => k.get(`${I}/instanceFlowOpinions?instId=${instId}`, 'zhangwei', { lang })
      .then((res) => res.json().find((o: { status: string }) => o.status === 'skip'));
    expect(await skip('zh-CN')).toMatchObject({ taskKey: 'deptHead', auditor: null, statusVal: '跳过执行', opinion: '没有可处理的人（如发起人已是最高负责人），按节点规则自动跳过' });
    expect(await skip('en-US')).toMatchObject({ statusVal: 'Skipped', opinion: expect.stringMatching(/^Nobody to handle this step/) });
    expect(await skip('zh-TW')).toMatchObject({ opinion: '沒有可處理的人（如發起人已是最高負責人），依節點規則自動跳過' });
  });

  it('张伟 files a long leave: the head step is skipped and the director step follows its own rule', async () => {
    const instId = await k.start('zhangwei', 'leave', { ...leave, endDate: '2026-12-07', days: 5 });
    expect(await holders(instId)).toEqual(['director:zhangwei']);
  });
});
