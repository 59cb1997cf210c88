import type { EamInspectionPointItemTable, EamInspectionTaskItemTable, EamInspectionTaskPointTable, EamInspectionTaskTable } from '../../../db/schema.js';
import { newId } from '../../../platform/clock.js';
import { formatPlantDate } from '../../sys/date-format.js';

/** What a task copies from its plan. */
export interface PlanForTask {
  id: string; tenant_id: string; plan_code: string; name: string; notes: string | null; route_name: string; group_id: string;
  inspection_method: string; completion_time: number;
}
/** A point of the route with its position's path. */
export interface RoutePoint { id: string; code: string; name: string; content: string | null; asset_id: string | null; sort: number; position_name: string | null }

/** The task's code: the plan's code and the planned start in plant time (XJ-YCL-202603020800). */
export const taskCodeOf = (planCode: string, planStart: Date) => `${planCode}-${formatPlantDate(planStart, 'yyyyMMddHHmm')}`;

/**
 * A new waiting task of one plan occurrence: the task, a copy of every route point in order and of every point's
 * check items (so editing a point or an item later never rewrites this round).
 */
export function buildTask(plan: PlanForTask, points: RoutePoint[], items: EamInspectionPointItemTable[], planStart: Date, createdAt: string) {
  const taskId = newId();
  const deadline = new Date(planStart.getTime() + Number(plan.completion_time) * 3_600_000);
  const task: EamInspectionTaskTable = {
    id: taskId, tenant_id: plan.tenant_id, task_code: taskCodeOf(plan.plan_code, planStart), plan_id: plan.id, plan_name: plan.name, plan_notes: plan.notes,
    route_name: plan.route_name, group_id: plan.group_id, inspection_method: plan.inspection_method, task_status: 'wait',
    plan_start_time: planStart.toISOString(), deadline: deadline.toISOString(), act_start_time: null, act_finish_time: null, act_total_cost: null,
    content: null, finished_by: null, point_count: points.length, point_normal_count: 0, point_abnormal_count: 0, point_wait_count: points.length,
    point_none_count: 0, created_at: createdAt,
  };
  const taskPoints: EamInspectionTaskPointTable[] = [];
  const taskItems: EamInspectionTaskItemTable[] = [];
  [...points].sort((a, b) => a.sort - b.sort).forEach((p, index) => {
    const taskPointId = newId();
    taskPoints.push({
      id: taskPointId, tenant_id: plan.tenant_id, task_id: taskId, point_id: p.id, sort: index + 1, point_code: p.code, point_name: p.name,
      point_content: p.content, asset_id: p.asset_id, position_name: p.position_name, point_status: 'wait', insp_method: null, oper_time: null,
      oper_user_id: null, content: null, action_label: null, pics_json: null, client_id: null, record_time: null, abnormal_item_count: 0,
    });
    for (const item of items.filter((i) => i.point_id === p.id).sort((a, b) => a.sort - b.sort)) {
      taskItems.push({
        id: newId(), tenant_id: plan.tenant_id, task_point_id: taskPointId, task_id: taskId, point_code: p.code, item_code: item.code, item_name: item.name,
        check_desc: item.check_desc, type: item.type, unit: item.unit, config_json: item.config_json, def_value: item.def_value, sort: item.sort,
        result: null, result_meta: null, value_num: null, abnormal: 0, pics_json: null, oper_time: null,
      });
    }
  });
  return { task, points: taskPoints, items: taskItems };
}
