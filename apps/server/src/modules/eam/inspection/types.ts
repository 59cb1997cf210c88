import type { eamApi } from '@wp/contract';

/** The contract's inspection shapes under short names (they live in the `eamApi.inspection` namespace). */
export type CheckItemType = eamApi.inspection.CheckItemType;
export type CheckItemConfig = eamApi.inspection.CheckItemConfig;
export type InspectedAsset = eamApi.inspection.InspectedAsset;
export type InspectionAbnormalRow = eamApi.inspection.InspectionAbnormalRow;
export type InspectionAbnormalStatus = eamApi.inspection.InspectionAbnormalStatus;
export type InspectionCheckResult = eamApi.inspection.InspectionCheckResult;
export type InspectionMethod = eamApi.inspection.InspectionMethod;
export type InspectionPointStatus = eamApi.inspection.InspectionPointStatus;
export type InspectionTaskPointRow = eamApi.inspection.InspectionTaskPointRow;
export type InspectionTaskPointDetail = eamApi.inspection.InspectionTaskPointDetail;
export type InspectionTaskRow = eamApi.inspection.InspectionTaskRow;
export type InspectionTaskDetail = eamApi.inspection.InspectionTaskDetail;
export type InspectionTaskStatus = eamApi.inspection.InspectionTaskStatus;
export type InspectionStatusCount = eamApi.inspection.InspectionStatusCount;
export type PointCheckInMethod = eamApi.inspection.PointCheckInMethod;
export type RecordedPointStatus = eamApi.inspection.RecordedPointStatus;
export type SyncRecordResult = eamApi.inspection.SyncRecordResult;
export type ItemHistory = eamApi.inspection.ItemHistory;
export type ProcessAction = eamApi.inspection.ProcessAction;
export type AssetInspectionRow = eamApi.inspection.AssetInspectionRow;
