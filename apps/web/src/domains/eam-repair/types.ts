import type { eamApi } from '@wp/contract';

// The repair contract's types under short names (the contract's top level re-exports only the ledger's).
export type RepairScope = eamApi.RepairScope;
export type RepairStatus = eamApi.RepairStatus;
export type RepairStatusCount = eamApi.RepairStatusCount;
export type RepairAction = eamApi.RepairAction;
export type RepairType = eamApi.RepairType;
export type RepairAcceptResult = eamApi.RepairAcceptResult;
export type RepairOrderRow = eamApi.RepairOrderRow;
export type RepairOrderDetail = eamApi.RepairOrderDetail;
export type RepairOrderAct = eamApi.RepairOrderAct;
export type RepairAcceptance = eamApi.RepairAcceptance;
export type RepairProcess = eamApi.RepairProcess;
export type RepairProcessLabel = eamApi.RepairProcessLabel;
export type RepairPart = eamApi.RepairPart;
export type RepairUserRef = eamApi.RepairUserRef;
export type RepairCategory = eamApi.RepairCategory;
export type RepairCategoryTpl = eamApi.RepairCategoryTpl;
export type RepairUrgency = eamApi.RepairUrgency;
export type RepairGroup = eamApi.RepairGroup;
export type RepairGroupStatus = eamApi.RepairGroupStatus;
export type FailureMode = eamApi.FailureMode;
export type FailureMechanism = eamApi.FailureMechanism;
export type FailureCause = eamApi.FailureCause;
