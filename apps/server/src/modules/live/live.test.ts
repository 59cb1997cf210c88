import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveApi, type LiveFrame } from '@wp/contract';
import { createKit, type Kit } from '../bpm-runtime/test-kit.js';

// three-step (三级审批): the starter's department head (chenjing's: wangfang) → office → director.
let k: Kit;
let base: string;
const EVENTS = '/portal/innermsg/live/v1/events';

beforeAll(async () => {
  k = await createKit({ env: { LIVE_POLL_MS: '50' } });
  await k.deploy('l_three', 'three-step');
  // vehicle (用车申请): a task shared by the candidates lijun and zhaolei, which either may claim.
  await k.deploy('l_vehicle', 'vehicle');
  await k.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(k.t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => k.close());

/** A tab's event stream, read as it comes over a real connection. */
async function connect(account: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(base + EVENTS, { headers: { authorization: `Bearer ${await k.token(account)}`, ...headers }, signal: controller.signal });
  const frames: LiveFrame[] = [];
  let text = '';
  const reading = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let end;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const frame = liveApi.parseLiveFrame(text.slice(0, end));
        text = text.slice(end + 2);
        if (frame) frames.push(frame);
      }
    }
  })();
  return {
    res, frames,
    /** The first frame matching, waiting up to 5 s for it. */
    async next(match: (f: LiveFrame) => boolean) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const found = frames.find(match);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no such event in ${JSON.stringify(frames)}`);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

const newTask = (f: LiveFrame) => f.event === 'message' && (f.data as { messageType: string }).messageType === 'bpm.newTask';

describe('live events', () => {
  it('tell the approver at once that a request reached them, and nobody else', async () => {
    const approver = await connect('wangfang');
    const other = await connect('lijun');
    expect(approver.res.headers.get('content-type')).toContain('text/event-stream');
    const instId = await k.start('chenjing', 'l_three', { reason: '年假' });
    const told = await approver.next(newTask);
    expect(told.id).toEqual(expect.any(Number));
    expect((told.data as { subject: string }).subject).toContain('【待办】');
    await new Promise((r) => setTimeout(r, 300));
    expect(other.frames).toEqual([]);
    await Promise.all([approver.close(), other.close()]);
    expect(instId).toBeTruthy();
  });

  it('tell the other candidates of a shared task that someone claimed it, and that it came back when released', async () => {
    const instId = await k.start('chenjing', 'l_vehicle');
    const taskId = await k.taskOf('lijun', instId);
    const [claimer, other] = [await connect('lijun'), await connect('zhaolei')];
    expect((await k.get(`/bpm-runtime/runtime/task/v1/lockUnlock?taskId=${taskId}`, 'lijun').then((r) => r.json()))).toBe(1);
    expect((await other.next((f) => f.event === 'task')).data).toEqual({ change: 'taken' });
    await k.get(`/bpm-runtime/runtime/task/v1/lockUnlock?taskId=${taskId}`, 'lijun');
    await other.next((f) => f.event === 'task' && (f.data as { change: string }).change === 'released');
    // The claimer's own list is theirs to change: they are not told of their own claim.
    expect(claimer.frames.filter((f) => f.event === 'task' && (f.data as { change: string }).change === 'taken')).toEqual([]);
    await Promise.all([claimer.close(), other.close()]);
  });

  it('tell the candidates a task left their list when it is handled', async () => {
    const instId = await k.start('chenjing', 'l_vehicle');
    const taskId = await k.taskOf('lijun', instId);
    const other = await connect('zhaolei');
    const done = await k.post('/bpm-runtime/runtime/task/v1/complete', 'lijun', { taskId, actionName: 'agree', opinion: '同意' });
    expect(done.statusCode).toBe(200);
    expect((await other.next((f) => f.event === 'task')).data).toEqual({ change: 'closed' });
    await other.close();
  });

  it('resume after a drop with what the tab missed, by the id of the last event it had', async () => {
    const first = await connect('wangfang');
    await k.start('chenjing', 'l_three', { reason: '调休' });
    const had = await first.next(newTask);
    await first.close();
    // Dropped: two more requests reach the approver meanwhile.
    await k.start('chenjing', 'l_three', { reason: '病假' });
    await k.start('chenjing', 'l_three', { reason: '事假' });
    const again = await connect('wangfang', { 'last-event-id': String(had.id) });
    await again.next((f) => newTask(f) && f.id! > had.id!);
    await new Promise((r) => setTimeout(r, 300));
    const ids = again.frames.map((f) => f.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => id! > had.id!)).toBe(true);
    await again.close();
  });

  it('tell a tab to reload when what it missed is no longer kept, then go on live', async () => {
    // Events older than an hour are deleted: here, all of them.
    await k.t.db.deleteFrom('live_event').execute();
    await k.start('chenjing', 'l_three', { reason: '婚假' });
    const stale = await connect('wangfang', { 'last-event-id': '1' });
    await stale.next((f) => f.event === 'reset');
    await k.start('chenjing', 'l_three', { reason: '产假' });
    await stale.next(newTask);
    await stale.close();
  });

  it('is refused without a session, and to the guest of a shared link, in the caller\'s language', async () => {
    const anonymous = await fetch(base + EVENTS, { headers: { lang: 'en-US' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ state: false, message: expect.stringMatching(/sign in/i) });
    const instId = await k.start('chenjing', 'l_three', { reason: '年假' });
    const code = (await k.post('/portal/portal/shorturlManage/v1/getShortUrlByLong', 'chenjing', { url: `/shareInst/${instId}/1` })).json().value;
    const guest = (await k.t.call({ method: 'GET', url: `/portal/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=${code}` })).json().value.guestToken as string;
    const refused = await fetch(base + EVENTS, { headers: { authorization: `Bearer ${guest}` } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ state: false, message: expect.any(String) });
  });

  it('end when the server closes, which does not wait for them', async () => {
    const open = await connect('wangfang');
    await Promise.race([k.t.app.close(), new Promise((_, reject) => setTimeout(() => reject(new Error('close waited for the stream')), 5000))]);
    await open.close();
  });
});
