import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { eamApi } from '@wp/contract';
import { useSession } from '../../../../lib/session/store.js';
import { roundStore } from '../offline/store.js';

type TaskRow = eamApi.inspection.InspectionTaskRow;
type Task = eamApi.inspection.InspectionTaskDetail;
type PointRow = eamApi.inspection.InspectionTaskPointRow;
type Point = eamApi.inspection.InspectionTaskPointDetail;
type Item = eamApi.inspection.InspectionCheckResult;

export const USER_ID = 'u-wang';

/** Signs the test's worker in (the device's rounds are kept per portal user). */
export function signIn() {
  useSession.setState({ user: { token: 'portal-tok', account: 'wangfang', userId: USER_ID, username: '王芳', loginTime: Date.now(), expiration: 3600 } });
}

export const taskRow = (id: string, extra: Partial<TaskRow> = {}): TaskRow => ({
  id, taskCode: `XJ-20260302-${id}`, planName: '早班设备巡检', routeName: '预处理区巡检路线', taskStatus: 'acting', inspectionMethod: 'order',
  group: { id: 'g1', name: '运行一班' }, planStartTime: '2026-03-02T00:00:00.000Z', deadline: '2026-03-02T04:00:00.000Z', overdue: false,
  actStartTime: '2026-03-02T00:10:00.000Z', actFinishTime: null, pointCount: 3, pointNormalCount: 1, pointAbnormalCount: 0, pointWaitCount: 2,
  pointNoneCount: 0, ...extra,
});

export const pointRow = (id: string, sort: number, extra: Partial<PointRow> = {}): PointRow => ({
  id, taskId: 't1', sort, pointCode: `XJ-YCL-0${sort}`, pointName: `${sort}#提升泵`, positionName: '预处理区 / 提升泵房',
  asset: { id: `a${sort}`, assetCode: `TS-PU-00${sort}`, name: `${sort}#进水提升泵` }, pointStatus: 'wait', inspMethod: null, operTime: null,
  operUserName: null, content: null, abnormalItemCount: 0, ...extra,
});

export const task = (extra: Partial<Task> = {}): Task => ({
  ...taskRow('t1'), planNotes: '注意泵房通风', actTotalCost: null, content: null, canRecord: true,
  members: [{ id: 'm1', name: '王芳', leader: true }, { id: 'm2', name: '李工', leader: false }],
  points: [
    pointRow('p1', 1, { pointStatus: 'normal', inspMethod: 'scan', operTime: '2026-03-02T00:10:00.000Z', operUserName: '王芳' }),
    pointRow('p2', 2),
    pointRow('p3', 3),
  ],
  ...extra,
});

export const pressure = (extra: Partial<Item> = {}): Item => ({
  id: 'r-pressure', itemCode: 'PRESSURE', itemName: '出口压力', checkDesc: '看压力表', type: 'number_range', unit: 'MPa',
  config: { min: 0.2, max: 0.45 }, defValue: null, result: null, resultMetaData: null, abnormal: false, pics: [],
  trend: [{ operTime: '2026-03-01T00:10:00Z', value: 0.31, abnormal: false }, { operTime: '2026-03-01T08:10:00Z', value: 0.33, abnormal: false },
    { operTime: '2026-03-01T16:10:00Z', value: 0.5, abnormal: true }],
  ...extra,
});

export const oil = (extra: Partial<Item> = {}): Item => ({
  id: 'r-oil', itemCode: 'OIL', itemName: '油位', checkDesc: null, type: 'radiobox', unit: null,
  config: { options: [{ code: 'ok', label: '正常', abnormal: false }, { code: 'low', label: '缺油', abnormal: true }] },
  defValue: null, result: null, resultMetaData: null, abnormal: false, pics: [], trend: [], ...extra,
});

export const noise = (extra: Partial<Item> = {}): Item => ({
  id: 'r-noise', itemCode: 'NOISE', itemName: '运行声音', checkDesc: '听有无异响', type: 'input', unit: null, config: {}, defValue: null,
  result: null, resultMetaData: null, abnormal: false, pics: [], trend: [], ...extra,
});

export const point = (extra: Partial<Point> = {}): Point => ({
  ...pointRow('p2', 2),
  task: { id: 't1', taskCode: 'XJ-20260302-t1', planName: '早班设备巡检', taskStatus: 'acting', planStartTime: '2026-03-02T00:00:00.000Z', inspectionMethod: 'random' },
  pointContent: '检查泵的出口压力、油位和运行声音', actionLabel: null, pics: [], abnormalId: null, recordTime: null, canRecord: true,
  items: [pressure(), oil(), noise()],
  ...extra,
});

export const paged = <R,>(list: R[]) => ({ list, pageIndex: 1, pageSize: 10, totalRowCount: list.length, pageCount: 1 });

/** Renders routes as the app's router does (nested routes: a list and its item), at `path`. */
export function renderRoutes(path: string, routes: RouteObject[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return { ...view, router, client };
}

/** A screen at `path` with stand-ins for the screens it links to. */
export const at = (path: string, element: ReactElement, others: Record<string, ReactElement> = {}) =>
  renderRoutes(path, [{ path: path.split('?')[0], element }, ...Object.entries(others).map(([p, el]) => ({ path: p, element: el }))]);

/** Empties the device's queue and copies of the test user (the store is the app's, in fake-indexeddb). */
export async function clearDevice() {
  const store = roundStore();
  for (const r of await store.records(USER_ID)) await store.removeRecord(r.clientId);
}

/** Makes the browser believe it is offline (or online again). */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
