import type { FormData } from '../../modules/form/data.js';
import { effluentLimits } from './lab.js';

/**
 * The plant's queries and charts over its data templates (化验数据, 运行日报, 物资台账): a query view of monthly
 * water quality, a custom query of materials by category for dynamic selects, and two trend charts.
 */
export async function seedPlantQueries(data: Pick<FormData, 'queries' | 'queryViews' | 'charts'>, tenantId: string, adminId: string): Promise<void> {
  await data.queryViews.define(tenantId, adminId, {
    sqlAlias: 'lab', alias: 'water_quality_monthly', name: '月度水质', view: 'water_quality_monthly',
    shows: [
      { fieldName: 'month', fieldDesc: '月份', defaultSort: 'DESC', sortSeq: 0 }, { fieldName: 'samplingPoint', fieldDesc: '采样点', defaultSort: 'ASC', sortSeq: 1 },
      { fieldName: 'cod', fieldDesc: 'COD均值(mg/L)' }, { fieldName: 'bod5', fieldDesc: 'BOD5均值(mg/L)' }, { fieldName: 'nh3n', fieldDesc: '氨氮均值(mg/L)' },
      { fieldName: 'tn', fieldDesc: '总氮均值(mg/L)' }, { fieldName: 'tp', fieldDesc: '总磷均值(mg/L)' }, { fieldName: 'ss', fieldDesc: 'SS均值(mg/L)' },
      { fieldName: 'ph', fieldDesc: 'pH均值' }, { fieldName: 'samples', fieldDesc: '样品数' }, { fieldName: 'overLimitCount', fieldDesc: '超标次数' },
    ],
    conditions: [
      { fieldName: 'monthFrom', fieldDesc: '起始月份', control: 'month' }, { fieldName: 'monthTo', fieldDesc: '截止月份', control: 'month' },
      { fieldName: 'samplingPoint', fieldDesc: '采样点', control: 'select' },
    ],
    buttons: [{ name: 'search', desc: '查询' }, { name: 'reset', desc: '重置' }, { name: 'export', desc: '导出' }],
    pageSize: 20,
  });

  // For a dynamic select: the materials of a category (the cascade's parent), by code or name as the user types.
  await data.queries.define(tenantId, adminId, {
    alias: 'materials_by_category', name: '按类别查询物资', source: { template: 'materials' },
    conditionfield: [
      { field: 'category', comment: '类别', condition: 'EQ' },
      { field: 'name', comment: '物资名称', condition: 'LK' },
      { field: 'code', comment: '物资编码', condition: 'RHK' },
    ],
    resultfield: [
      { field: 'code', comment: '物资编码' }, { field: 'name', comment: '物资名称' }, { field: 'spec', comment: '规格型号' },
      { field: 'unit', comment: '单位' }, { field: 'stock', comment: '当前库存' },
    ],
    sortfield: [{ field: 'code', sortType: 'ASC' }],
    pageSize: 20,
  });

  await data.charts.define(tenantId, adminId, {
    alias: 'inflow_trend', name: '进水量趋势', style: 'line', source: { template: 'daily_ops' },
    xaxisField: { field: 'reportDate', comment: '日期', bucket: 'day' },
    displayfield: [
      { field: 'inflow', comment: '进水量', aggregate: 'sum', precision: 0 },
      { field: 'outflow', comment: '出水量', aggregate: 'sum', precision: 0 },
    ],
    conf: { lastDays: 90, smooth: true, yaxisUnit: 'm³' },
  });

  // The discharge against GB 18918-2002 class 1A: COD on the left axis, ammonia and phosphorus on the right.
  await data.charts.define(tenantId, adminId, {
    alias: 'effluent_quality', name: '出水水质', style: 'line', source: { template: 'lab_results' },
    xaxisField: { field: 'sampleDate', comment: '采样日期', bucket: 'day' },
    displayfield: [
      { field: 'cod', comment: 'COD', aggregate: 'avg', precision: 1, limit: effluentLimits.cod },
      { field: 'nh3n', comment: '氨氮', aggregate: 'avg', precision: 2, yAxis: 1, limit: effluentLimits.nh3n },
      { field: 'tp', comment: '总磷', aggregate: 'avg', precision: 2, yAxis: 1, limit: effluentLimits.tp },
    ],
    conditionfield: [{ field: 'samplePoint', comment: '采样点', condition: 'EQ', defaultType: 'fixed', defaultValue: 'effluent' }],
    conf: { lastDays: 90, yaxisUnit: 'mg/L', yaxisUnit2: 'mg/L' },
  });
}
