import type { eamApi, EamPaged } from '@wp/contract';

/** Rows of an asset's history as the asset system answers them (contract shapes), for the page tests. */
export const order = (code: string, extra: Partial<eamApi.RepairOrderRow> = {}): eamApi.RepairOrderRow => ({
  id: `o-${code}`, businessCode: code, repairStatus: 'finish', assetId: 'id-P-001', assetCode: 'P-001', assetName: '1#进水提升泵',
  positionName: '预处理区 / 提升泵房', content: '运行时异响，振动大', categoryTplName: '轴承磨损', urgency: { id: 'ug-1', code: 'U1', name: '紧急' },
  repairType: 'self_repair', assetDown: false, reporter: { id: 'u-wang', name: '王芳' }, reportedAt: '2026-05-03T01:30:00.000Z', planFinishDate: null,
  groupName: '机修一班', executor: { id: 'u-li', name: '李强' }, responseDeadline: '2026-05-03T03:30:00.000Z', responseOverdue: false, pictureId: null,
  ...extra,
});

export const task = (code: string, extra: Partial<eamApi.MaintainTaskRow> = {}): eamApi.MaintainTaskRow => ({
  id: `t-${code}`, businessCode: code, name: '提升泵月度保养', status: 'finish', maintainType: 'first', planId: 'plan-1',
  asset: { id: 'id-P-001', assetCode: 'P-001', name: '1#进水提升泵', model: 'KWP-200', positionName: null },
  planStartTime: '2026-04-01T00:00:00.000Z', timeout: 48, deadline: '2026-04-03T00:00:00.000Z', overdue: false,
  group: { id: 'g-1', name: '保养一组' }, executor: { id: 'u-zhao', name: '赵伟' }, actStartTime: '2026-04-01T01:00:00.000Z',
  actFinishTime: '2026-04-01T06:00:00.000Z', projectDone: 4, projectTotal: 4, ...extra,
});

export const point = (id: string, extra: Partial<eamApi.inspection.AssetInspectionRow> = {}): eamApi.inspection.AssetInspectionRow => ({
  id, taskId: 'task-1', sort: 1, pointCode: 'XJ-01', pointName: '1#提升泵', positionName: null, asset: { id: 'id-P-001', assetCode: 'P-001', name: '1#进水提升泵' },
  pointStatus: 'normal', inspMethod: 'scan', operTime: '2026-05-02T00:15:00.000Z', operUserName: '孙磊', content: null, abnormalItemCount: 0,
  taskCode: 'XJ20260502-01', planName: '早班巡检', ...extra,
});

/** One page of rows; `total` rows in all. */
export const page = <R>(list: R[], pageIndex = 1, total = list.length): EamPaged<R> =>
  ({ list, pageIndex, pageSize: 10, totalRowCount: total, pageCount: Math.ceil(total / 10) });

/** The figures the repair tab reads of the asset's 12-month KPI summary (the rest of the summary it leaves alone). */
export const figures = (extra: Partial<Pick<eamApi.KpiSummary, 'failures' | 'downtimeHours' | 'availability' | 'mttr'>> = {}) => ({
  failures: 3, downtimeHours: 20.4, availability: 0.9976,
  mttr: { repairs: 3, hours: 5.25, waitingHours: 1, repairHours: 4, acceptanceHours: 0.25 }, ...extra,
});
