import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnreadMessage, type Message } from '@wp/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../test-kit.js';

let t: TestApp;
let k: PortalKit;
let clockMs = Date.parse('2026-11-22T08:00:00Z');
const clock = { now: () => new Date(clockMs) };

const LIST = '/portal/innermsg/messageReceiver/v1/list';
const GET = '/portal/innermsg/messageReceiver/v1/get';
const BADGE = '/portal/innermsg/messageReceiver/v1/getMsgbadge';

/** The messages the workflow would have written: id -> receivers. */
const ids = { repair: 'msg-repair', leave: 'msg-leave', purchase: 'msg-purchase', patrol: 'msg-patrol', onlyChen: 'msg-chen', broadcast: 'msg-all', other: 'msg-hx' };

beforeAll(async () => {
  // With the demo instances: their actions wrote the inbox the first case reads.
  t = await createTestApp({ clock, demoInstances: true });
  k = portalKit(t);
});
afterAll(() => t.close());

describe('the messages the seeded processes sent', () => {
  it('are listed for their receivers, the badge counting the unread ones about open work', async () => {
    const counts = await t.db.selectFrom('sys_message_receiver as r').innerJoin('uc_user as u', 'u.id', 'r.receiver_id')
      .select(['u.account', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('u.tenant_id', '=', await k.plantId()).where('u.status', '=', 1).groupBy('u.account').orderBy('u.account').execute();
    expect(counts.length).toBeGreaterThan(0);
    for (const { account, n } of counts.slice(0, 6)) {
      const token = await k.token(account);
      const id = (await k.user(account)).id;
      expect((await k.post(LIST, token, { pageBean: { page: 1, pageSize: 100 } })).json().total, account).toBe(Number(n));
      const waiting = await t.db.selectFrom('sys_message_receiver').select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('receiver_id', '=', id).where('receive_time', 'is', null).where('handled', '=', 0).executeTakeFirstOrThrow();
      expect((await k.get(BADGE, token)).json().value, account).toBe(Number(waiting.n));
    }
  });
});

describe('with fixed messages', () => {
  /** Fixed messages for the cases below, in place of the seeded ones. */
  beforeAll(async () => {
    await t.db.deleteFrom('sys_message_receiver').execute();
    await t.db.deleteFrom('sys_message').execute();
    const plant = await k.plantId();
    const zhangmin = await k.user('zhangmin');
    const chenjing = await k.user('chenjing');
    const zhangwei = await k.user('zhangwei');
    const hx = await t.db.selectFrom('uc_user as u').innerJoin('uc_tenant as tn', 'tn.id', 'u.tenant_id').select(['u.id', 'u.tenant_id'])
      .where('tn.code', '=', 'hxwater').where('u.account', '=', 'hxadmin').executeTakeFirstOrThrow();
    const message = (id: string, tenantId: string, subject: string, content: string, created: string) => ({
      id, tenant_id: tenantId, subject, content, owner_id: zhangwei.id, owner: '张伟', message_type: 'inner', ref_type: 'task', ref_id: null, created_at: created,
    });
    await t.db.insertInto('sys_message').values([
      message(ids.repair, plant, '设备维修申请待审批', '张伟提交的《2号鼓风机异响》等待您审批', '2026-11-20T08:00:00.000Z'),
      message(ids.leave, plant, '请假申请已通过', '您的年假申请已审批通过，流程结束', '2026-11-21T08:00:00.000Z'),
      message(ids.purchase, plant, '采购申请被驳回', '请补充比价单后重新提交', '2026-11-19T08:00:00.000Z'),
      message(ids.patrol, plant, '巡检任务提醒', '今日16:00前完成鼓风机房巡检', '2026-11-18T08:00:00.000Z'),
      message(ids.onlyChen, plant, '交接班记录待确认', '夜班交接班记录需要您确认', '2026-11-21T09:00:00.000Z'),
      message(ids.broadcast, plant, '停电检修通知', '11月25日综合楼停电检修', '2026-11-17T08:00:00.000Z'),
      message(ids.other, hx.tenant_id, '华兴水务的消息', '只给华兴水务的人看', '2026-11-21T10:00:00.000Z'),
    ]).execute();
    const receipt = (id: string, messageId: string, user: { id: string; fullname?: string }, extra: { receive_time?: string; handled?: number } = {}) => ({
      id, message_id: messageId, receiver_id: user.id, receiver_name: user.fullname ?? 'x', receive_time: extra.receive_time ?? null, handled: extra.handled ?? 0,
      created_at: '2026-11-17T08:00:00.000Z',
    });
    await t.db.insertInto('sys_message_receiver').values([
      receipt('r1', ids.repair, zhangmin),
      receipt('r2', ids.leave, zhangmin),
      receipt('r3', ids.purchase, zhangmin, { receive_time: '2026-11-19T09:00:00.000Z' }),
      receipt('r4', ids.patrol, zhangmin, { handled: 1 }),
      receipt('r5', ids.onlyChen, chenjing),
      receipt('r6', ids.broadcast, zhangmin),
      receipt('r7', ids.broadcast, chenjing),
      receipt('r8', ids.other, { id: hx.id, fullname: '钱进' }),
    ]).execute();
  });

  const listIds = async (token: string, body: unknown = {}) => {
    const res = await k.post(LIST, token, body);
    expect(res.statusCode).toBe(200);
    return (res.json().rows as Array<{ id: string }>).map((r) => r.id);
  };

  describe('POST /innermsg/messageReceiver/v1/list', () => {
    it("lists only the caller's messages: unread first, then newest, with the spec's row fields", async () => {
      const zm = await k.token('zhangmin');
      const res = await k.post(LIST, zm, { pageBean: { page: 1, pageSize: 20, showTotal: true } });
      expect(res.json()).toMatchObject({ total: 5, page: 1, pageSize: 20 });
      // Unread first: the message about a task somebody already handled (patrol) is not unread, like an opened one.
      expect(res.json().rows.map((r: { id: string }) => r.id)).toEqual([ids.leave, ids.repair, ids.broadcast, ids.purchase, ids.patrol]);
      expect(res.json().rows.map((r: { handled: boolean }) => r.handled)).toEqual([false, false, false, false, true]);
      const zhangwei = await k.user('zhangwei');
      expect(res.json().rows[0]).toEqual({
        id: ids.leave, rid: 'r2', subject: '请假申请已通过', content: '您的年假申请已审批通过，流程结束', owner: '张伟', ownerId: zhangwei.id,
        messageType: 'inner', createTime: '2026-11-21T08:00:00.000Z', receiveTime: null, receiverName: '张敏', handled: false,
      });
      expect(res.json().rows[3].receiveTime).toBe('2026-11-19T09:00:00.000Z');
    });

    it("never shows another user's messages, whatever the client filters on", async () => {
      const cj = await k.token('chenjing');
      expect(await listIds(cj)).toEqual([ids.onlyChen, ids.broadcast]);
      // A condition naming someone else's receipt cannot widen the list: the receiver condition is the server's.
      expect(await listIds(cj, { querys: [{ property: 'subject', value: '设备维修', operation: 'LIKE' }] })).toEqual([]);
    });

    it('searches subject OR content with a contains pattern (the quick-search group)', async () => {
      const zm = await k.token('zhangmin');
      const quick = (word: string) => ({
        querys: [
          { property: 'subject', value: word, operation: 'LIKE', relation: 'OR', group: 'quickSearch' },
          { property: 'content', value: word, operation: 'LIKE', relation: 'OR', group: 'quickSearch' },
        ],
      });
      expect(await listIds(zm, quick('鼓风机'))).toEqual([ids.repair, ids.patrol]);
      expect(await listIds(zm, quick('流程结束'))).toEqual([ids.leave]);
      expect(await listIds(zm, quick('100%'))).toEqual([]);
    });

    it("honours the spec's sorter (receiver_name_ DESC, CREATE_TIME_ DESC) and pages", async () => {
      const zm = await k.token('zhangmin');
      const sorter = [{ property: 'receiver_name_', direction: 'DESC' }, { property: 'CREATE_TIME_', direction: 'DESC' }];
      expect(await listIds(zm, { sorter })).toEqual([ids.leave, ids.repair, ids.purchase, ids.patrol, ids.broadcast]);
      const page2 = await k.post(LIST, zm, { sorter, pageBean: { page: 2, pageSize: 2 } });
      expect(page2.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(page2.json().rows.map((r: { id: string }) => r.id)).toEqual([ids.purchase, ids.patrol]);
    });

    it('refuses unknown properties and bad bodies with 400, and answers 401 without a token', async () => {
      const zm = await k.token('zhangmin');
      const bad = await k.post(LIST, zm, { querys: [{ property: 'receiver_id', value: 'x' }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/querys\.property: unknown property 'receiver_id'/);
      expect((await k.post(LIST, zm, { pageBean: { page: 0 } })).statusCode).toBe(400);
      expect((await k.post(LIST, undefined, {})).statusCode).toBe(401);
    });

    it('keeps tenants apart', async () => {
      expect(await listIds(await k.otherTenantToken())).toEqual([ids.other]);
    });
  });

  describe('GET /innermsg/messageReceiver/v1/get and getMsgbadge', () => {
    it('counts unread messages, leaving out those about tasks already handled', async () => {
      const res = await k.get(BADGE, await k.token('zhangmin'));
      expect(res.json()).toMatchObject({ state: true, value: 3 });
      expect((await k.get(BADGE, await k.token('chenjing'))).json().value).toBe(2);
      // The badge counts exactly what the list marks unread, by the contract's one rule.
      const rows = (await k.post(LIST, await k.token('zhangmin'), {})).json().rows as Message[];
      expect(rows.filter(isUnreadMessage).length).toBe(3);
    });

    it('opens a message: the first opening records the read time, the badge drops, later openings keep it', async () => {
      const zm = await k.token('zhangmin');
      const first = await k.get(`${GET}?id=${ids.repair}`, zm);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: ids.repair, subject: '设备维修申请待审批', receiveTime: '2026-11-22T08:00:00.000Z' });
      expect((await k.get(BADGE, zm)).json().value).toBe(2);
      clockMs += 3_600_000;
      expect((await k.get(`${GET}?id=${ids.repair}`, zm)).json().receiveTime).toBe('2026-11-22T08:00:00.000Z');
      const rows = (await k.post(LIST, zm, {})).json().rows as Array<{ id: string; receiveTime: string | null }>;
      expect(rows.find((r) => r.id === ids.repair)!.receiveTime).toBe('2026-11-22T08:00:00.000Z');
      // Read ones go after the unread ones.
      expect(rows.map((r) => r.id).indexOf(ids.repair)).toBeGreaterThan(rows.map((r) => r.id).indexOf(ids.broadcast));
    });

    it("refuses another user's message with 403 and leaves it unread; unknown and other-tenant ids are 404", async () => {
      const zm = await k.token('zhangmin');
      const res = await k.get(`${GET}?id=${ids.onlyChen}`, zm);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ state: false, message: '只能查看发给自己的消息', code: 403 });
      const chen = await t.db.selectFrom('sys_message_receiver').select('receive_time').where('id', '=', 'r5').executeTakeFirstOrThrow();
      expect(chen.receive_time).toBeNull();
      expect((await k.get(`${GET}?id=nope`, zm)).statusCode).toBe(404);
      expect((await k.get(`${GET}?id=${ids.repair}`, await k.otherTenantToken())).statusCode).toBe(404);
      expect((await k.get(`${GET}?id=${ids.onlyChen}`, zm, { lang: 'en-US' })).json().message).toBe('You can only read messages sent to you');
    });

    it('opening a shared message marks only the caller\'s receipt read', async () => {
      await k.get(`${GET}?id=${ids.broadcast}`, await k.token('chenjing'));
      const receipts = await t.db.selectFrom('sys_message_receiver').select(['id', 'receive_time']).where('message_id', '=', ids.broadcast).orderBy('id').execute();
      expect(receipts).toEqual([{ id: 'r6', receive_time: null }, { id: 'r7', receive_time: '2026-11-22T09:00:00.000Z' }]);
    });

    it('needs an id', async () => {
      expect((await k.get(GET, await k.token('zhangmin'))).statusCode).toBe(400);
    });
  });
});
