import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config.js';
import { useSession } from '../../lib/session/store.js';
import { notify } from '../../lib/notify.js';
import { useActivity } from '../../lib/http/activity.js';
import { setReplyKeeper } from '../../lib/http/client.js';
import { deviceCopyTime, servedFromNetwork } from '../../lib/offline/status.js';
import { forgetReadAhead, readTasksAhead } from '../../domains/approval/read-ahead.js';
import { defGet } from '../../domains/approval/api/defGet.js';
import { getByTypeKeyForComBo } from '../../domains/portal/api/getByTypeKeyForComBo.js';
import { getTask } from './api/getTask.js';
import { getButtonsBytaskId } from './api/getButtonsBytaskId.js';
import { canLock } from './api/canLock.js';
import { instanceFlowOpinions } from './api/instanceFlowOpinions.js';

vi.mock('../../lib/notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

/** The device's reply store, in memory. */
const kept = new Map<string, { data: unknown; savedAt: number }>();
setReplyKeeper({
  keep: (userId, id, data) => void kept.set(`${userId}|${id}`, { data, savedAt: 1000 }),
  kept: async (userId, id) => kept.get(`${userId}|${id}`),
});

/** What a task's page reads, per task: t2 is shared (nobody assigned), the rest are wangfang's. */
const taskReply = (id: string) => ({ bpmTask: { taskId: id, procInstId: `inst-${id}`, procDefId: 'def-leave', open: true, assigneeId: id === 't2' ? null : 'u1' }, data: { days: 1 } });
/** The leave form: a choice from a dictionary, and a sub-table whose column chooses from another. */
const leaveForm = { fields: [
  { key: 'leaveType', label: '请假类型', type: 'select', dictKey: 'leaveType' },
  { key: 'days', label: '天数', type: 'number' },
  { key: 'legs', label: '行程', type: 'subtable', columns: [{ key: 'city', label: '城市', type: 'radio', dictKey: 'city' }] },
] };
/** Paths the server was asked, with their query. */
let asked: string[] = [];
/** The server: `answer` may override a path+query with a status (a refusal) or 'down' (no network). */
function serve(answer: (pathAndQuery: string) => number | 'down' | undefined = () => undefined) {
  vi.stubGlobal('fetch', async (url: string) => {
    const u = new URL(url, 'http://plant.local');
    const what = `${u.pathname.replace(/^\/bpm-(runtime|model)/, '')}?${u.searchParams}`;
    asked.push(what);
    const special = answer(what);
    if (special === 'down') throw new TypeError('Failed to fetch');
    if (special) return new Response(JSON.stringify({ state: false, message: '任务不存在' }), { status: special });
    const q = Object.fromEntries(u.searchParams);
    const data = u.pathname.endsWith('/runtime/task/v1/get') ? taskReply(q.id)
      : u.pathname.endsWith('getButtonsBytaskId') ? { buttons: [{ name: '同意', alias: 'agree' }] }
        : u.pathname.endsWith('instanceFlowOpinions') ? [{ id: `op-${q.instId}` }]
          : u.pathname.endsWith('canLock') ? 1
            : u.pathname.endsWith('defGet') ? { defId: q.defId, form: leaveForm }
              : u.pathname.endsWith('getByTypeKeyForComBo') ? [{ key: `${q.typeKey}-1`, name: q.typeKey }]
                : null;
    return new Response(JSON.stringify(data), { status: data === null ? 404 : 200 });
  });
}
const offline = () => {
  vi.stubGlobal('fetch', async () => { throw new TypeError('Failed to fetch'); });
  return vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
};
const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const run = (taskIds: string[], signal = new AbortController().signal) => readTasksAhead(taskIds, signal);

beforeEach(() => {
  kept.clear();
  asked = [];
  forgetReadAhead();
  servedFromNetwork();
  vi.mocked(notify.danger).mockClear();
  vi.mocked(notify.warning).mockClear();
  setRuntimeConfig({ hosts: { uc: '/uc', portal: '/portal', bpmRunTime: '/bpm-runtime', bpmModel: '/bpm-model', form: '/form', mobile: '/mobile', app: '' },
    rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
  useSession.setState({ user: { token: 'tok', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('to-dos read ahead for offline', () => {
  it('keeps what the task page asks for, so a to-do never opened opens offline, marked as the device\'s copy', async () => {
    serve();
    let busiest = 0;
    const unsubscribe = useActivity.subscribe((s) => void (busiest = Math.max(busiest, s.pending)));
    expect(await run(['t1', 't2'])).toBe(2);
    unsubscribe();
    expect(busiest).toBe(0); // background work: no progress bar

    const onLine = offline();
    try {
      expect(await getTask('t1')).toEqual(taskReply('t1'));
      expect(await getButtonsBytaskId('t1', '0')).toEqual({ buttons: [{ name: '同意', alias: 'agree' }] });
      expect(await instanceFlowOpinions('inst-t1')).toEqual([{ id: 'op-inst-t1' }]);
      expect(await defGet('def-leave')).toEqual({ defId: 'def-leave', form: leaveForm });
      expect(await getByTypeKeyForComBo('leaveType')).toEqual([{ key: 'leaveType-1', name: 'leaveType' }]);
      expect(await getByTypeKeyForComBo('city')).toEqual([{ key: 'city-1', name: 'city' }]);
      expect(await canLock('t2', '0')).toBe(1);
      expect(deviceCopyTime()).toBe(1000);
      // The claim state only of the shared task, as the page asks it.
      await expect(canLock('t1', '0')).rejects.toMatchObject({ offline: true });
    } finally {
      onLine.mockRestore();
    }
    expect(notify.danger).not.toHaveBeenCalled();
  });

  it('reads at most the first 20, each once in a page\'s life, one definition per process and each dictionary once', async () => {
    serve();
    expect(await run(ids(25))).toBe(20);
    expect(asked.filter((a) => a.startsWith('/runtime/task/v1/get?'))).toHaveLength(20);
    expect(asked.filter((a) => a.includes('t21'))).toEqual([]);
    expect(asked.filter((a) => a.includes('defGet'))).toHaveLength(1);
    expect(asked.filter((a) => a.includes('getByTypeKeyForComBo'))).toEqual([
      '/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=leaveType', '/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=city']);
    asked = [];
    expect(await run(ids(22))).toBe(0);
    expect(asked).toEqual([]);
  });

  it('reads nothing on a Save-Data or metered connection, nor offline', async () => {
    serve();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    expect(await run(ids(3))).toBe(0);
    Object.defineProperty(navigator, 'connection', { value: { saveData: false, metered: true }, configurable: true });
    expect(await run(ids(3))).toBe(0);
    Reflect.deleteProperty(navigator, 'connection');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(await run(ids(3))).toBe(0);
    } finally {
      onLine.mockRestore();
    }
    expect(asked).toEqual([]);
  });

  it('passes over a task the server refuses, stops when the network fails, and never says a word', async () => {
    serve((what) => (what === '/runtime/task/v1/get?id=t1' ? 404 : what === '/runtime/task/v1/get?id=t3' ? 'down' : undefined));
    expect(await run(ids(5))).toBe(1);
    expect(asked.filter((a) => a.startsWith('/runtime/task/v1/get?'))).toEqual(['/runtime/task/v1/get?id=t1', '/runtime/task/v1/get?id=t2', '/runtime/task/v1/get?id=t3']);
    expect(notify.danger).not.toHaveBeenCalled();
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('stops when the list leaves the screen, and keeps nothing for a user signed out meanwhile', async () => {
    serve();
    const leave = new AbortController();
    leave.abort();
    expect(await run(ids(3), leave.signal)).toBe(0);
    useSession.setState({ user: null });
    expect(await run(ids(3))).toBe(0);
    expect(asked).toEqual([]);
    expect(kept.size).toBe(0);
  });
});
