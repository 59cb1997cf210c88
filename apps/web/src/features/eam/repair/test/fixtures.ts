import type { EamPaged, EamUser } from '@wp/contract';
import { useSession } from '../../../../lib/session/store.js';
import { saveEamToken } from '../../../../lib/eam/token.js';
import type {
  RepairCategory, RepairCategoryTpl, RepairGroup, RepairOrderDetail, RepairOrderRow, RepairStatusCount, RepairUrgency,
} from '../../../../domains/eam-repair/types.js';

export { bodiesOf, serveEam } from '../../devices/test/fixtures.js';

/** Signs `rights` in: the portal session and the asset token the screens read the user's rights from. */
export function signIn(rights: EamUser['rights'] = [], userId = 'u-wang') {
  useSession.setState({ user: { token: 'portal-tok', account: 'wangfang', userId, username: '王芳', loginTime: Date.now(), expiration: 3600 } });
  saveEamToken({
    token: 'eam-tok', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), portalUserId: userId,
    user: { id: userId, account: 'wangfang', name: '王芳', rights },
  });
}

export const pagedOf = <R>(list: R[]): EamPaged<R> => ({ list, pageIndex: 1, pageSize: 10, totalRowCount: list.length, pageCount: 1 });

export const urgencies: RepairUrgency[] = [
  { id: 'ug-1', code: 'urgent', name: '紧急', sort: 1, responseHours: 2, usedCount: 4 },
  { id: 'ug-2', code: 'important', name: '重要', sort: 2, responseHours: 8, usedCount: 0 },
  { id: 'ug-3', code: 'normal', name: '一般', sort: 3, responseHours: 24, usedCount: 9 },
];

export const categories: RepairCategory[] = [
  { id: 'c-mech', parentId: null, code: 'MECH', name: '机械', hierarchyName: '机械', sort: 1 },
  { id: 'c-pump', parentId: 'c-mech', code: 'PUMP', name: '泵类', hierarchyName: '机械/泵类', sort: 1 },
  { id: 'c-elec', parentId: null, code: 'ELEC', name: '电气', hierarchyName: '电气', sort: 2 },
];

export const template = (extra: Partial<RepairCategoryTpl> = {}): RepairCategoryTpl => ({
  id: 'tpl-seal', code: 'PUMP-001', name: '机械密封泄漏', repairSolution: '更换机械密封，检查轴套磨损', costTime: 3,
  categoryId: 'c-pump', categoryName: '泵类', categoryHierarchyName: '机械/泵类', usedCount: 2, ...extra,
});

const wang = { id: 'u-wang', name: '王芳' };
const li = { id: 'u-li', name: '李强' };
const zhao = { id: 'u-zhao', name: '赵伟' };
export const people = { wang, li, zhao };

export const groups: RepairGroup[] = [
  { id: 'g-1', name: '机修一班', leader: li, members: [li, zhao], status: 'enable', notes: null, openOrderCount: 3 },
  { id: 'g-2', name: '电仪班', leader: wang, members: [wang], status: 'enable', notes: '负责仪表', openOrderCount: 1 },
];

export const orderRow = (extra: Partial<RepairOrderRow> = {}): RepairOrderRow => ({
  id: 'o-1', businessCode: 'BX20261126-001', repairStatus: 'not_dispatch', assetId: 'id-P-001', assetCode: 'P-001', assetName: '1#进水提升泵',
  positionName: '预处理区 / 提升泵房', content: '泵体振动大，有异响', categoryTplName: '机械密封泄漏', urgency: { id: 'ug-1', code: 'urgent', name: '紧急' },
  repairType: 'self_repair', assetDown: true, reporter: wang, reportedAt: '2026-11-26T01:30:00.000Z', planFinishDate: '2026-11-28',
  groupName: null, executor: null, responseDeadline: '2026-11-26T03:30:00.000Z', responseOverdue: false, pictureId: null, ...extra,
});

export const counts = (extra: Partial<RepairStatusCount> = {}): RepairStatusCount => ({
  all: 0, approval: 0, not_dispatch: 0, dispatched: 0, repairing: 0, wait_acceptance: 0, acceptance_failed: 0, finish: 0, cancel: 0, ...extra,
});

export const orderDetail = (extra: Partial<RepairOrderDetail> = {}): RepairOrderDetail => {
  const row = orderRow();
  return {
    ...row, pictureIds: [], sourceAbnormalId: null, procId: null,
    asset: { id: row.assetId, assetCode: row.assetCode, name: row.assetName, model: 'KWP-200', positionName: row.positionName, assetStatus: 'repair' },
    categoryTpl: { id: 'tpl-seal', code: 'PUMP-001', name: '机械密封泄漏', repairSolution: '更换机械密封', costTime: 3, categoryName: '泵类', categoryHierarchyName: '机械/泵类' },
    urgency: { id: 'ug-1', code: 'urgent', name: '紧急', responseHours: 2 },
    dispatch: null, act: null, acts: [], acceptance: null, acceptances: [],
    times: { reportedAt: row.reportedAt, approvedAt: null, dispatchedAt: null, startedAt: null, finishedAt: null, acceptedAt: null, cancelledAt: null, downtimeEnd: null },
    timeline: [{ id: 'p-1', label: 'report', processContent: '泵体振动大，有异响', pictureIds: [], rcdTime: row.reportedAt, user: wang }],
    actions: [],
    ...extra,
  };
};

/** The order as it stands after dispatch to 机修一班 / 赵伟. */
export const dispatched = (extra: Partial<RepairOrderDetail> = {}): RepairOrderDetail => orderDetail({
  repairStatus: 'dispatched', groupName: '机修一班', executor: zhao,
  dispatch: { group: { id: 'g-1', name: '机修一班', leader: li }, executor: zhao, dispatcher: li },
  times: { ...orderDetail().times, dispatchedAt: '2026-11-26T02:00:00.000Z' },
  ...extra,
});
