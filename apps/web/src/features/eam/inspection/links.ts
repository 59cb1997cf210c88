import type { eamApi } from '@wp/contract';

/** The round screens' URLs (the spec's spelling `inspectioin`), and where they lead. */
export const inspectionLinks = {
  list: '/eam/inspectioin',
  detail: (taskId: string) => `/eam/inspectioin/detail?id=${encodeURIComponent(taskId)}`,
  /** `by`: how the worker reached the point — its tag scanned, else picked or typed (manual). */
  point: (pointId: string, by: eamApi.inspection.PointCheckInMethod = 'manual') =>
    `/eam/inspectioin/pointDo?id=${encodeURIComponent(pointId)}${by === 'scan' ? '&by=scan' : ''}`,
  /** The asset's basic information (the contract gives a point's asset no kind, so not its kind's details page). */
  asset: (assetCode: string) => `/eam/basic-info/${encodeURIComponent(assetCode)}`,
  /** A repair request raised from a defect of a round (the repair screens prefill it). */
  repair: (assetId: string | null | undefined, abnormalId: string) => {
    const q = new URLSearchParams({ new: '1' });
    if (assetId) q.set('assetId', assetId);
    q.set('abnormalId', abnormalId);
    return `/eam/maintenance2/deviceFix?${q.toString()}`;
  },
};
