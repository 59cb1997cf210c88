import type { FormField } from '@wp/contract';
import type { DailyReading } from '../portal/readings.js';
import { seededRandom } from '../portal/readings.js';
import { PLANT, addDays, dayOfYear, round, type SeedTemplate } from './common.js';
import { SAMPLING_SPOT_DICT } from './sampling-spots.js';

/** 化验数据: one record per sampling point and day, the effluent held to GB 18918-2002 class 1A. */

export const samplePoints = [
  { key: 'influent', name: '进水' },
  { key: 'secondary', name: '二沉池出水' },
  { key: 'effluent', name: '总出水' },
] as const;
type PointKey = (typeof samplePoints)[number]['key'];

/**
 * GB 18918-2002 一级A (mg/L, pH none). Ammonia nitrogen is 5, or 8 when the water is at 12 °C or colder
 * (the standard's "5(8)"). Only the plant's discharge (总出水) is held to them: influent and the
 * clarifiers' effluent are process samples.
 */
export const effluentLimits = { cod: 50, bod5: 10, ss: 10, tn: 15, nh3n: 5, nh3nCold: 8, coldAtOrBelow: 12, tp: 0.5, phMin: 6, phMax: 9 } as const;

export interface LabValues { cod: number; bod5: number; nh3n: number; tn: number; tp: number; ss: number; ph: number; waterTemp: number }

/** The items of an effluent sample over its limit, as the list shows them ('总磷 0.63'), empty when within every limit. */
export function overLimitItems(v: LabValues): string[] {
  const L = effluentLimits;
  const nh3nLimit = v.waterTemp <= L.coldAtOrBelow ? L.nh3nCold : L.nh3n;
  return [
    v.cod > L.cod && `COD ${v.cod}`, v.bod5 > L.bod5 && `BOD5 ${v.bod5}`, v.ss > L.ss && `SS ${v.ss}`, v.tn > L.tn && `总氮 ${v.tn}`,
    v.nh3n > nh3nLimit && `氨氮 ${v.nh3n}`, v.tp > L.tp && `总磷 ${v.tp}`, (v.ph < L.phMin || v.ph > L.phMax) && `pH ${v.ph}`,
  ].filter((x): x is string => typeof x === 'string');
}

const mgL = (key: string, label: string, precision: number, max: number): FormField =>
  ({ key, label, type: 'number', min: 0, max, precision, unit: 'mg/L', required: true });

export const labFields: FormField[] = [
  { key: 'sampleDate', label: '采样日期', type: 'date', required: true },
  { key: 'sampleTime', label: '采样时间', type: 'time' },
  { key: 'samplePoint', label: '采样点', type: 'select', required: true, options: samplePoints.map((p) => ({ ...p })) },
  { key: 'sampleSpot', label: '取样位置', type: 'select', dictKey: SAMPLING_SPOT_DICT, dependsOn: 'samplePoint' },
  { key: 'waterTemp', label: '水温', type: 'number', min: 0, max: 40, precision: 1, unit: '℃', required: true, help: '氨氮限值：水温>12℃时5 mg/L，≤12℃时8 mg/L' },
  mgL('cod', 'COD', 1, 2000), mgL('bod5', 'BOD5', 1, 1000), mgL('nh3n', '氨氮(NH3-N)', 2, 200), mgL('tn', '总氮(TN)', 2, 300),
  mgL('tp', '总磷(TP)', 2, 50), mgL('ss', '悬浮物(SS)', 0, 2000),
  { key: 'ph', label: 'pH', type: 'number', min: 0, max: 14, precision: 2, required: true },
  { key: 'overLimit', label: '是否超标', type: 'switch', help: '总出水任一指标超出GB 18918-2002一级A标准' },
  { key: 'overItems', label: '超标项目', type: 'text', maxLength: 200 },
  { key: 'analyst', label: '化验员', type: 'user', required: true },
  { key: 'reviewer', label: '审核人', type: 'user' },
  { key: 'remark', label: '备注', type: 'textarea', maxLength: 500 },
];

export const labTemplate: SeedTemplate = {
  alias: 'lab_results', name: '化验数据', boAlias: 'lab_results', formKey: 'lab_results', pageSize: 20,
  right: PLANT,
  displayField: [
    { name: 'sampleDate', desc: '采样日期' }, { name: 'samplePoint', desc: '采样点' }, { name: 'waterTemp', desc: '水温(℃)' },
    { name: 'cod', desc: 'COD' }, { name: 'bod5', desc: 'BOD5' }, { name: 'nh3n', desc: '氨氮' }, { name: 'tn', desc: '总氮' },
    { name: 'tp', desc: '总磷' }, { name: 'ss', desc: 'SS' }, { name: 'ph', desc: 'pH' },
    { name: 'overLimit', desc: '是否超标' }, { name: 'overItems', desc: '超标项目' }, { name: 'analyst', desc: '化验员' },
  ],
  conditionField: [
    { name: 'sampleDate', desc: '采样日期', qt: 'BETWEEN', ct: 'date' },
    { name: 'samplePoint', desc: '采样点', qt: 'EQ', ct: 'select' },
    { name: 'overLimit', desc: '是否超标', qt: 'EQ', ct: 'switch' },
  ],
  manageField: [
    { name: 'add', desc: '新增', right: { orgs: ['laboratory'] } },
    { name: 'edit', desc: '编辑', right: { orgs: ['laboratory'] } },
    { name: 'del', desc: '删除', right: { posts: ['labHead'] } },
    { name: 'detail', desc: '查看' },
    { name: 'export', desc: '导出' },
    // Results of the lab's instruments arrive as spreadsheets: the lab imports them.
    { name: 'import', desc: '导入', right: { orgs: ['laboratory'] } },
    { name: 'record', desc: '修改记录', right: { orgs: ['laboratory'] } },
  ],
  // Process samples are for the lab, operations and management; everyone else sees what the plant discharges.
  filterField: [
    { key: 'allPoints', name: '全部采样点', right: { orgs: ['laboratory', 'production', 'plantOffice'], roles: ['deptHead'] },
      condition: [{ property: 'samplePoint', operation: 'IN', value: samplePoints.map((p) => p.key) }] },
    { key: 'discharge', name: '总出水', right: PLANT, condition: [{ property: 'samplePoint', operation: 'EQ', value: 'effluent' }] },
  ],
  exportField: [
    { name: 'sampleDate', desc: '采样日期' }, { name: 'sampleTime', desc: '采样时间' }, { name: 'samplePoint', desc: '采样点' }, { name: 'waterTemp', desc: '水温(℃)' },
    { name: 'cod', desc: 'COD(mg/L)' }, { name: 'bod5', desc: 'BOD5(mg/L)' }, { name: 'nh3n', desc: '氨氮(mg/L)' }, { name: 'tn', desc: '总氮(mg/L)' },
    { name: 'tp', desc: '总磷(mg/L)' }, { name: 'ss', desc: 'SS(mg/L)' }, { name: 'ph', desc: 'pH' }, { name: 'overLimit', desc: '是否超标' },
    { name: 'overItems', desc: '超标项目' }, { name: 'analyst', desc: '化验员' }, { name: 'reviewer', desc: '审核人' }, { name: 'remark', desc: '备注' },
  ],
  sortField: [{ name: 'sampleDate', sort: 'DESC' }, { name: 'sampleTime', sort: 'ASC' }],
  alarmField: { flag: 'overLimit', items: 'overItems' },
};

/** The day's sample of one point, before people are filled in. */
export interface LabSample { day: string; point: PointKey; time: string; values: LabValues; remark?: string }

/**
 * Upsets of the year (days before today) and what the lab noted: the effluent values they push over a limit.
 * None falls in the last 30 days for COD or ammonia, which the plant-daily page (readings.ts) already shows.
 */
const upsets: Array<{ daysAgo: number; set: Partial<LabValues>; remark: string }> = [
  { daysAgo: 318, set: { cod: 54.2, bod5: 11.6 }, remark: '进水COD异常升高，疑似上游工业废水冲击；已通报环保部门并加密监测' },
  { daysAgo: 262, set: { tp: 0.63 }, remark: '除磷加药泵故障，已切换备用泵，次日复测达标' },
  { daysAgo: 204, set: { ss: 13, tp: 0.56 }, remark: '暴雨，进水量超设计负荷，高效沉淀池短时跑泥' },
  { daysAgo: 171, set: { ss: 12 }, remark: '2#滤池反冲洗阀门故障，滤后水浊度升高' },
  { daysAgo: 118, set: { tn: 16.4 }, remark: '低温期反硝化不足，已增加乙酸钠投加量' },
  { daysAgo: 86, set: { nh3n: 6.35 }, remark: '鼓风机故障，曝气量不足，已抢修恢复' },
  { daysAgo: 52, set: { tp: 0.58 }, remark: 'PAC到货延迟，投加量临时下调' },
];

/**
 * `days` days of samples ending on `today` (plant date), three points a day: seasonal water temperature
 * (coldest in late January), influent diluted in the rainy summer, nitrification slower in the cold, and
 * the upsets above. Where `readings` has the day, its COD and ammonia figures are used, so the two pages agree.
 */
export function generateLabSamples(today: string, days: number, readings: ReadonlyMap<string, DailyReading>, seed = 20250918): LabSample[] {
  const rnd = seededRandom(seed);
  const n = () => rnd() * 2 - 1;
  const out: LabSample[] = [];
  for (let ago = days - 1; ago >= 0; ago--) {
    const day = addDays(today, -ago);
    const season = Math.sin((2 * Math.PI * (dayOfYear(day) - 110)) / 365);
    const waterTemp = round(17.5 + 7.5 * season + 0.6 * n(), 1);
    const summerRain = Math.max(0, season) * 0.15;
    const cold = Math.max(0, 14 - waterTemp) / 4;
    const r = readings.get(day);
    const codIn = r?.cod_in ?? round((335 + 25 * n()) * (1 - summerRain), 1);
    const nh3nIn = r?.nh3n_in ?? round((33 + 3 * n()) * (1 - summerRain), 2);
    const influent: LabValues = {
      waterTemp, cod: codIn, bod5: round(codIn * (0.42 + 0.03 * n()), 1), nh3n: nh3nIn, tn: round(nh3nIn * 1.3 + 4 + 2 * n(), 2),
      tp: round(4.4 + 0.6 * n() - summerRain * 3, 2), ss: Math.round(230 + 35 * n()), ph: round(7.3 + 0.15 * n(), 2),
    };
    const secondary: LabValues = {
      waterTemp, cod: round(codIn * 0.095 + 2 * n(), 1), bod5: round(6.5 + 1.5 * n(), 1), nh3n: round(0.9 + 1.2 * cold + 0.3 * n(), 2),
      tn: round(11.5 + 1.5 * cold + 0.8 * n(), 2), tp: round(0.95 + 0.2 * n(), 2), ss: Math.round(15 + 4 * n()), ph: round(7.05 + 0.12 * n(), 2),
    };
    const effluent: LabValues = {
      waterTemp, cod: r?.cod_out ?? round(17 + 3 * n() + 2 * cold, 1), bod5: round(3.6 + 0.9 * n(), 1),
      nh3n: r?.nh3n_out ?? round(0.45 + 0.9 * cold + 0.15 * n(), 2), tn: round(9.8 + 1.6 * cold + 0.8 * n(), 2),
      tp: round(0.2 + 0.06 * n(), 2), ss: Math.round(5 + 1.5 * n()), ph: round(7.1 + 0.12 * n(), 2),
    };
    const upset = upsets.find((u) => u.daysAgo === ago);
    if (upset) Object.assign(effluent, upset.set);
    out.push({ day, point: 'influent', time: '08:00', values: influent });
    out.push({ day, point: 'secondary', time: '08:20', values: secondary });
    out.push({ day, point: 'effluent', time: '08:40', values: effluent, remark: upset?.remark });
  }
  return out;
}
