import type { eamApi } from '@wp/contract';

/** The contract's maintenance shapes under short names (the package exports them in its `eamApi` namespace). */
export type AssetMeter = eamApi.AssetMeter;
export type MeterKind = eamApi.MeterKind;
export type MaintainIntervalUnit = eamApi.MaintainIntervalUnit;
export type MaintainPart = eamApi.MaintainPart;
export type MaintainPlanAction = eamApi.MaintainPlanAction;
export type MaintainPlanDetail = eamApi.MaintainPlanDetail;
export type MaintainPlanDeleted = eamApi.MaintainPlanDeleted;
export type MaintainPlanRow = eamApi.MaintainPlanRow;
export type MaintainProjectStatus = eamApi.MaintainProjectStatus;
export type MaintainTaskAction = eamApi.MaintainTaskAction;
export type MaintainTaskDetail = eamApi.MaintainTaskDetail;
export type MaintainTaskProject = eamApi.MaintainTaskProject;
export type MaintainTaskRow = eamApi.MaintainTaskRow;
export type MaintainTaskStatus = eamApi.MaintainTaskStatus;
export type MaintainTaskStatusCount = eamApi.MaintainTaskStatusCount;
export type MaintainTrigger = eamApi.MaintainTrigger;
export type MaintainType = eamApi.MaintainType;
export type MaintainGroup = eamApi.MaintainGroup;
