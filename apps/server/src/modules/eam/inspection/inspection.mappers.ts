import type {
  CheckItemType, InspectedAsset, InspectionAbnormalRow, InspectionAbnormalStatus, InspectionCheckResult, InspectionMethod, InspectionPointStatus,
  InspectionTaskPointRow, InspectionTaskRow, InspectionTaskStatus, PointCheckInMethod,
} from './types.js';
import type { EamInspectionTaskItemTable } from '../../../db/schema.js';
import type { InspectionRepository } from './inspection.repository.js';
import { configOf, type CheckItem } from './readings.js';
import { isOpen } from './task-rules.js';

type TaskRow = NonNullable<Awaited<ReturnType<InspectionRepository['taskById']>>>;
type PointRow = NonNullable<Awaited<ReturnType<InspectionRepository['pointById']>>>;
type AbnormalRow = NonNullable<Awaited<ReturnType<InspectionRepository['abnormalById']>>>;

/** File ids stored as a JSON array; anything else reads as none. */
export const idsOf = (json: string | null): string[] => {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

const assetOf = (r: { asset_id: string | null; asset_code: string | null; asset_name: string | null }): InspectedAsset | null =>
  r.asset_id && r.asset_code && r.asset_name ? { id: r.asset_id, assetCode: r.asset_code, name: r.asset_name } : null;

/** A task as its list shows it; overdue by `now`. */
export const toTaskRow = (r: TaskRow, now: Date): InspectionTaskRow => ({
  id: r.id, taskCode: r.task_code, planName: r.plan_name, routeName: r.route_name, taskStatus: r.task_status as InspectionTaskStatus,
  inspectionMethod: r.inspection_method as InspectionMethod, group: { id: r.group_id, name: r.group_name },
  planStartTime: r.plan_start_time, deadline: r.deadline, overdue: isOpen(r.task_status) && r.deadline < now.toISOString(),
  actStartTime: r.act_start_time, actFinishTime: r.act_finish_time,
  pointCount: Number(r.point_count), pointNormalCount: Number(r.point_normal_count), pointAbnormalCount: Number(r.point_abnormal_count),
  pointWaitCount: Number(r.point_wait_count), pointNoneCount: Number(r.point_none_count),
});

export const toPointRow = (r: PointRow): InspectionTaskPointRow => ({
  id: r.id, taskId: r.task_id, sort: Number(r.sort), pointCode: r.point_code, pointName: r.point_name, positionName: r.position_name,
  asset: assetOf(r), pointStatus: r.point_status as InspectionPointStatus, inspMethod: r.insp_method as PointCheckInMethod | null,
  operTime: r.oper_time, operUserName: r.oper_user_name, content: r.content, abnormalItemCount: Number(r.abnormal_item_count),
});

/** A stored check item as the rules read it. */
export const toCheckItem = (r: EamInspectionTaskItemTable): CheckItem => ({
  id: r.id, itemCode: r.item_code, itemName: r.item_name, type: r.type as CheckItemType, unit: r.unit, config: configOf(r.config_json),
});

export const toCheckResult = (r: EamInspectionTaskItemTable, trend: InspectionCheckResult['trend']): InspectionCheckResult => ({
  id: r.id, itemCode: r.item_code, itemName: r.item_name, checkDesc: r.check_desc, type: r.type as CheckItemType, unit: r.unit,
  config: configOf(r.config_json), defValue: r.def_value, result: r.result, resultMetaData: r.result_meta, abnormal: Number(r.abnormal) === 1,
  pics: idsOf(r.pics_json), trend,
});

export const toAbnormalRow = (r: AbnormalRow): InspectionAbnormalRow => ({
  id: r.id, taskId: r.task_id, taskCode: r.task_code, taskPointId: r.task_point_id, pointCode: r.point_code, pointName: r.point_name,
  positionName: r.position_name, asset: assetOf(r), summary: r.summary, content: r.content, pics: idsOf(r.pics_json),
  status: r.status as InspectionAbnormalStatus, operUserName: r.oper_user_name, operTime: r.oper_time, repairOrderId: r.repair_order_id,
});
