import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config.js';
import { useSession } from '../../lib/session/store.js';
import { saveEamToken } from '../../lib/eam/token.js';
import { createOrder } from './api/createOrder.js';
import { finishRepair } from './api/finishRepair.js';
import { saveGroup } from './api/saveGroup.js';
import { queryOrderPagedList } from './api/queryOrderPagedList.js';

vi.mock('../../lib/notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

/** What went on the wire, as the asset system reads a urlencoded body (the last of repeated fields wins). */
const sent: Array<{ url: string; fields: Record<string, string> }> = [];

beforeEach(() => {
  sent.length = 0;
  setRuntimeConfig({ hosts: { uc: '/uc', portal: '/portal', bpmRunTime: '/bpm-runtime', bpmModel: '/bpm-model', form: '/form', mobile: '/mobile', eam: '/service-eam', app: '' },
    rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
  useSession.setState({ user: { token: 'portal-tok', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
  saveEamToken({ token: 'eam-tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), portalUserId: 'u1', user: { id: 'u1', account: 'wangfang', name: '王芳', rights: [] } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, fields: Object.fromEntries(init.body as URLSearchParams) });
    return new Response(JSON.stringify({ success: true, code: '00', message: '', data: { id: 'o-1', list: [], pageIndex: 1, pageSize: 10, totalRowCount: 0, pageCount: 0 } }));
  });
});

describe('repair calls on the asset system\'s wire', () => {
  it('sends a report\'s photos as one JSON array field and the asset-down flag as yes/no', async () => {
    await createOrder({ assetId: 'a-1', urgencyId: 'ug-1', content: '异响', pictureIds: ['f-1', 'f-2'], assetDown: true, repairType: 'self_repair' });
    expect(sent[0].url).toBe('/service-eam/eam-repair-order/create');
    expect(sent[0].fields).toEqual({ assetId: 'a-1', urgencyId: 'ug-1', content: '异响', pictureIds: '["f-1","f-2"]', assetDown: 'yes', repairType: 'self_repair' });
  });

  it('sends a finish\'s parts and photos as JSON array fields, numbers as text', async () => {
    await finishRepair({ orderId: 'o-1', cause: '磨损', remedy: '更换', failureMode: 'VIB', parts: [{ name: '轴承', qty: 2, unit: '个' }], laborHours: 1.5, pictureIds: [] });
    expect(sent[0].url).toBe('/service-eam/eam-repair-order-act/finish');
    expect(sent[0].fields).toEqual({
      orderId: 'o-1', cause: '磨损', remedy: '更换', failureMode: 'VIB', parts: '[{"name":"轴承","qty":2,"unit":"个"}]', laborHours: '1.5', pictureIds: '[]',
    });
  });

  it('sends a team\'s members as one JSON array field, and a list\'s filters by the original\'s names', async () => {
    await saveGroup({ name: '机修一班', leaderId: 'u-li', memberIds: ['u-li', 'u-zhao'], status: 'enable' });
    expect(sent[0].fields).toEqual({ name: '机修一班', leaderId: 'u-li', memberIds: '["u-li","u-zhao"]', status: 'enable' });
    await queryOrderPagedList({ scope: 'team', status: 'repairing', text: '泵' }, 2);
    expect(sent[1].url).toBe('/service-eam/eam-repair-order/query-paged-list');
    expect(sent[1].fields).toEqual({ pageIndex: '2', pageSize: '10', scope: 'team', repairStatus: 'repairing', searchValue: '泵' });
  });
});
