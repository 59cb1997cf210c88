import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../test-kit.js';
import { bookings } from '../../../seed/portal/meetings.js';

// Subjects written for the seed date's months.
const [{ subject: overhaulMeeting }, , { subject: qualityMeeting }] = bookings(new Date());

let t: TestApp;
let k: PortalKit;
let clockMs = Date.now();
const clock = { now: () => new Date(clockMs) };

const PENDING = '/portal/portal/meetingRoomAppointment/v1/pendingJson';
const subjects = async (account: string, body: unknown = {}) => {
  const res = await k.post(PENDING, await k.token(account), body);
  expect(res.statusCode).toBe(200);
  return (res.json().rows as Array<{ subject: string }>).map((r) => r.subject);
};

beforeAll(async () => {
  // The clock moves forward by days here: tokens must outlive that.
  t = await createTestApp({ clock, env: { TOKEN_LIFETIME_SECONDS: String(30 * 24 * 3600) } });
  k = portalKit(t);
});
afterAll(() => t.close());

describe('POST /portal/meetingRoomAppointment/v1/pendingJson', () => {
  it('lists the bookings the caller made or attends that have not ended, soonest first', async () => {
    expect(await subjects('wangfang')).toEqual([overhaulMeeting, qualityMeeting, '中控系统报警策略讨论', '厂长办公会']);
    const res = await k.post(PENDING, await k.token('wangfang'), {});
    expect(res.json().total).toBe(4);
    const row = res.json().rows.find((r: { subject: string }) => r.subject === '中控系统报警策略讨论');
    expect(row).toMatchObject({ roomName: '中控室会商区', location: '中控楼二层', booker: '王芳', isBooker: true, attendeeCount: 3 });
    expect(Date.parse(row.endTime) - Date.parse(row.startTime)).toBe(3_600_000);
    expect(res.json().rows[0]).toMatchObject({ isBooker: false, booker: '李强', attendeeCount: 5 });
  });

  it('leaves out ended and cancelled bookings, and other people\'s', async () => {
    // liqiang booked the cancelled supplier meeting; wangfang's past dispatch meeting has ended.
    expect(await subjects('liqiang')).toEqual([overhaulMeeting, '厂长办公会']);
    expect(await subjects('chenjing')).toEqual(['安全生产培训动员会', '中控系统报警策略讨论']);
    expect(await subjects('caoxue')).toEqual([]);
  });

  it('drops a meeting from the list once it has ended', async () => {
    clockMs = Date.parse((await t.db.selectFrom('meeting_booking').select('end_time').where('subject', '=', overhaulMeeting).executeTakeFirstOrThrow()).end_time) + 1;
    expect(await subjects('liqiang')).toEqual(['厂长办公会']);
  });

  it('filters, sorts and pages through the whitelist; unknown properties are 400', async () => {
    expect(await subjects('zhangwei', { querys: [{ property: 'roomName', value: '第一会议室' }] })).toEqual([qualityMeeting, '厂长办公会']);
    expect(await subjects('zhangwei', { sorter: [{ property: 'startTime', direction: 'DESC' }] })).toEqual(['厂长办公会', qualityMeeting]);
    const page = await k.post(PENDING, await k.token('wangfang'), { pageBean: { page: 2, pageSize: 2 } });
    expect(page.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    const bad = await k.post(PENDING, await k.token('wangfang'), { querys: [{ property: 'booker_id', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps tenants apart', async () => {
    expect((await k.post(PENDING, await k.otherTenantToken(), {})).json()).toMatchObject({ rows: [], total: 0 });
  });
});
