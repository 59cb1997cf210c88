import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setRuntimeConfig } from '../../../../lib/runtime-config.js';
import { useSession } from '../../../../lib/session/store.js';
import { saveEamToken } from '../../../../lib/eam/token.js';
import { CallError } from '../../../../lib/http/client.js';
import { notify } from '../../../../lib/notify.js';
import { assetOrdersQueryOptions } from '../../../../domains/eam-repair/api/queryOrdersByAsset.js';
import { assetTasksQueryOptions } from '../../../../domains/eam-maintenance/api/queryTasksByAsset.js';
import { assetPointsQueryOptions } from '../../../../domains/eam-inspection/api/pointQueryByAsset.js';

vi.mock('../../../../lib/notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

/** What went on the wire; every call answers `reply` with `status`. */
const seen: Array<{ url: string; fields: Record<string, string>; auth: string | null }> = [];
function answer(reply: unknown, status = 200) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, fields: Object.fromEntries(init.body as URLSearchParams), auth: new Headers(init.headers).get('Authorization') });
    return new Response(JSON.stringify(reply), { status });
  });
}
const paged = (list: unknown[], pageIndex: number, totalRowCount: number) =>
  ({ success: true, code: '00', message: '', data: { list, pageIndex, pageSize: 10, totalRowCount, pageCount: Math.ceil(totalRowCount / 10) } });

beforeEach(() => {
  seen.length = 0;
  vi.mocked(notify.danger).mockClear();
  setRuntimeConfig({ hosts: { uc: '/uc', portal: '/portal', bpmRunTime: '/bpm-runtime', bpmModel: '/bpm-model', form: '/form', mobile: '/mobile', eam: '/service-eam', app: '' },
    rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
  useSession.setState({ user: { token: 'portal-tok', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
  saveEamToken({ token: 'eam-tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), portalUserId: 'u1', user: { id: 'u1', account: 'wangfang', name: '王芳', rights: [] } });
});

/** The three tabs of an asset's history: each its own call, the same paging and the same silence. Their rows differ,
 * which these tests do not read: one options type serves the table. */
type HistoryOptions = typeof assetOrdersQueryOptions;
describe.each([
  { tab: 'repair orders', path: '/eam-repair-order/query-by-asset', options: assetOrdersQueryOptions },
  { tab: 'maintenance tasks', path: '/eam-maintain-task/query-by-asset', options: assetTasksQueryOptions as unknown as HistoryOptions },
  { tab: 'inspection records', path: '/eam-inspection-task-point/query-by-asset', options: assetPointsQueryOptions as unknown as HistoryOptions },
])("an asset's $tab on the asset system's wire", ({ path, options: optionsOf }) => {
  it('asks its call for a page of the asset\'s rows with the asset token, and pages on until every row is loaded', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: `r-${i}` }));
    answer(paged(rows, 1, 11));
    const client = new QueryClient();
    const first = await client.fetchInfiniteQuery(optionsOf('a-1'));
    expect(seen).toEqual([{ url: `/service-eam${path}`, fields: { assetId: 'a-1', pageIndex: '1', pageSize: '10' }, auth: 'Bearer eam-tok' }]);
    expect(first.pages[0]).toEqual({ rows, total: 11, page: 1, pageSize: 10 });
    const options = optionsOf('a-1');
    expect(options.getNextPageParam(first.pages[0], first.pages, 1, first.pageParams)).toBe(2);
    const last = { rows: [{ id: 'r-10' }], total: 11, page: 2, pageSize: 10 };
    expect(options.getNextPageParam(last as never, [first.pages[0], last] as never, 2, [1, 2])).toBeUndefined();
  });

  it('an asset of no one\'s tenant is a 404 the tab shows itself: no message pops up', async () => {
    answer({ success: false, code: 'notFound', message: '未找到该资产：a-9' }, 404);
    const client = new QueryClient();
    const error = await client.fetchInfiniteQuery(optionsOf('a-9')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallError);
    expect((error as CallError).status).toBe(404);
    expect(notify.danger).not.toHaveBeenCalled();
  });
});
