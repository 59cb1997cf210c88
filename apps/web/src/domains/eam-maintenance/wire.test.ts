import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config.js';
import { useSession } from '../../lib/session/store.js';
import { saveEamToken } from '../../lib/eam/token.js';
import { executeTask } from './api/executeTask.js';
import { finishTask } from './api/finishTask.js';
import { queryTaskPagedList } from './api/queryTaskPagedList.js';

vi.mock('../../lib/notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

/** What went on the wire, per request; every call answers `data`. */
const seen: Array<{ url: string; body: URLSearchParams }> = [];
function answer(data: unknown, status = 200) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, body: init.body as URLSearchParams });
    return new Response(JSON.stringify(status === 200 ? { success: true, code: '00', message: '', data } : data), { status });
  });
}

beforeEach(() => {
  seen.length = 0;
  setRuntimeConfig({ hosts: { uc: '/uc', portal: '/portal', bpmRunTime: '/bpm-runtime', bpmModel: '/bpm-model', form: '/form', mobile: '/mobile', eam: '/service-eam', app: '' },
    rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
  useSession.setState({ user: { token: 'portal-tok', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
  saveEamToken({ token: 'eam-tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: { id: 'e1', account: 'wangfang', name: '王芳', rights: [] }, portalUserId: 'u1' });
});

describe('maintenance calls on the asset system\'s wire', () => {
  it('execute sends the projects and the parts as JSON text, one form field each', async () => {
    answer({ id: 't1' });
    await executeTask({ taskId: 't1', projects: [{ id: 'j1', status: 'executed', pictureIds: ['f1', 'f2'] }, { id: 'j2', status: 'none', content: '停运' }],
      parts: [{ name: '润滑脂', qty: 0.5, unit: 'kg' }] });
    expect(seen[0].url).toBe('/service-eam/eam-maintain-task/execute');
    const body = seen[0].body;
    expect(body.getAll('projects')).toHaveLength(1);
    expect(JSON.parse(body.get('projects')!)).toEqual([{ id: 'j1', status: 'executed', pictureIds: ['f1', 'f2'] }, { id: 'j2', status: 'none', content: '停运' }]);
    expect(JSON.parse(body.get('parts')!)).toEqual([{ name: '润滑脂', qty: 0.5, unit: 'kg' }]);
  });

  it('execute sends an emptied parts list as [], and leaves the field out to keep the list', async () => {
    answer({ id: 't1' });
    await executeTask({ taskId: 't1', projects: [{ id: 'j1', status: 'executed' }], parts: [] });
    await executeTask({ taskId: 't1', projects: [{ id: 'j1', status: 'executed' }] });
    expect(seen[0].body.get('parts')).toBe('[]');
    expect(seen[1].body.has('parts')).toBe(false);
  });

  it('a task page asks by status, scope and overdue as form text', async () => {
    answer({ list: [], pageIndex: 1, pageSize: 10, totalRowCount: 0, pageCount: 0 });
    await queryTaskPagedList({ status: 'wait', overdue: true, scope: 'group', text: '' }, 2);
    expect(seen[0].body.toString()).toBe('pageIndex=2&pageSize=10&status=wait&scope=group&overdue=true&sortType=asc');
  });

  it('a refused finish reaches the caller with the server\'s message', async () => {
    answer({ success: false, code: 'conflict', message: '以下保养项目尚未执行：清洗进风滤网' }, 409);
    const err = await finishTask({ id: 't1', actTotalCost: 2 }).catch((e: unknown) => e);
    expect((err as Error).message).toBe('以下保养项目尚未执行：清洗进风滤网');
    expect(seen[0].body.toString()).toBe('id=t1&actTotalCost=2');
  });
});
