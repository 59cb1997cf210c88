import type { FormField } from '@wp/contract';
import { seededRandom } from '../portal/readings.js';
import { PLANT, type SeedTemplate } from './common.js';

/** 物资台账: stores of chemicals, spares and protective gear, each with its stock-in/out ledger. */

const materialCategories = [
  { key: 'chemical', name: '药剂' }, { key: 'spare', name: '备品备件' }, { key: 'reagent', name: '化验试剂' },
  { key: 'ppe', name: '劳保用品' }, { key: 'tool', name: '工器具' },
];

export const materialFields: FormField[] = [
  { key: 'code', label: '物资编码', type: 'text', maxLength: 30, required: true },
  { key: 'name', label: '物资名称', type: 'text', maxLength: 100, required: true },
  { key: 'spec', label: '规格型号', type: 'text', maxLength: 100 },
  { key: 'category', label: '类别', type: 'select', required: true, options: materialCategories },
  { key: 'unit', label: '单位', type: 'text', maxLength: 10, required: true },
  { key: 'stock', label: '当前库存', type: 'number', min: 0, precision: 1, required: true },
  { key: 'safetyStock', label: '安全库存', type: 'number', min: 0, precision: 1, required: true },
  { key: 'margin', label: '库存余量', type: 'computed', expression: 'stock - safetyStock', precision: 1, help: '当前库存−安全库存，小于0需补货' },
  { key: 'location', label: '存放位置', type: 'text', maxLength: 100 },
  { key: 'keeper', label: '保管人', type: 'user' },
  {
    key: 'moves', label: '出入库记录', type: 'subtable', columns: [
      { key: 'moveDate', label: '日期', type: 'date', required: true },
      { key: 'direction', label: '出/入库', type: 'select', required: true, options: [{ key: 'in', name: '入库' }, { key: 'out', name: '出库' }] },
      { key: 'quantity', label: '数量', type: 'number', min: 0, precision: 1, required: true },
      { key: 'handler', label: '经办人', type: 'user', required: true },
      { key: 'note', label: '说明', type: 'text', maxLength: 200 },
    ],
  },
];

export const materialTemplate: SeedTemplate = {
  alias: 'materials', name: '物资台账', boAlias: 'materials', formKey: 'materials', pageSize: 20,
  right: PLANT,
  displayField: [
    { name: 'code', desc: '物资编码' }, { name: 'name', desc: '物资名称' }, { name: 'spec', desc: '规格型号' }, { name: 'category', desc: '类别' },
    { name: 'unit', desc: '单位' }, { name: 'stock', desc: '当前库存' }, { name: 'safetyStock', desc: '安全库存' }, { name: 'margin', desc: '库存余量' },
    { name: 'location', desc: '存放位置' }, { name: 'keeper', desc: '保管人' },
  ],
  conditionField: [
    { name: 'code', desc: '物资编码', qt: 'LK', ct: 'input' }, { name: 'name', desc: '物资名称', qt: 'LK', ct: 'input' },
    { name: 'category', desc: '类别', qt: 'EQ', ct: 'select' }, { name: 'margin', desc: '库存余量低于', qt: 'LT', ct: 'number' },
  ],
  manageField: [
    { name: 'add', desc: '新增', right: { roles: ['equipAdmin'], posts: ['equipmentHead'] } },
    { name: 'edit', desc: '出入库登记', right: { roles: ['equipAdmin'], posts: ['equipmentHead'] } },
    { name: 'del', desc: '删除', right: { posts: ['equipmentHead'] } },
    { name: 'detail', desc: '查看' },
    { name: 'sub', desc: '出入库明细' },
    { name: 'export', desc: '导出' },
    { name: 'record', desc: '修改记录', right: { orgs: ['equipment'] } },
  ],
  exportField: [
    { name: 'code', desc: '物资编码' }, { name: 'name', desc: '物资名称' }, { name: 'spec', desc: '规格型号' }, { name: 'category', desc: '类别' },
    { name: 'unit', desc: '单位' }, { name: 'stock', desc: '当前库存' }, { name: 'safetyStock', desc: '安全库存' }, { name: 'location', desc: '存放位置' }, { name: 'keeper', desc: '保管人' },
  ],
  sortField: [{ name: 'code', sort: 'ASC' }],
};

export interface Material {
  code: string; name: string; spec: string; category: string; unit: string; safetyStock: number; location: string;
  /** Opening stock a year ago, each receipt, and the usual issue. */
  opening: number; receipt: number; issue: number; issuesPerMonth: number; issueNote: string;
}

type Row = [code: string, name: string, spec: string, category: string, unit: string, safety: number, location: string, opening: number, receipt: number, issue: number, perMonth: number, note: string];
const rows: Row[] = [
  ['YJ-001', '聚合氯化铝(PAC)', '液体 含量≥10%', 'chemical', 't', 30, '加药间PAC储罐', 60, 60, 9, 4, '投加'],
  ['YJ-002', '聚丙烯酰胺(PAM)', '阳离子 分子量1200万', 'chemical', 'kg', 1500, '脱水机房药剂库', 3000, 4000, 400, 2, '脱水机配药'],
  ['YJ-003', '次氯酸钠', '有效氯≥10%', 'chemical', 't', 25, '加药间次氯酸钠储罐', 45, 60, 9, 8, '消毒投加'],
  ['YJ-004', '乙酸钠', '液体 含量25%', 'chemical', 't', 20, '加药间碳源储罐', 30, 40, 9, 4, '碳源投加'],
  ['BJ-001', '离心脱水机轴承', 'SKF 22228 CC/W33', 'spare', '套', 2, '备件库A-03', 4, 2, 1, 0.2, '3#离心机检修'],
  ['BJ-002', '鼓风机进风滤网', '610×610×48 G4', 'spare', '片', 12, '备件库A-07', 36, 24, 12, 0.34, '鼓风机换滤网'],
  ['BJ-003', '格栅除污机链条', '节距100mm 不锈钢', 'spare', '米', 10, '备件库B-01', 24, 0, 12, 0.1, '粗格栅检修'],
  ['BJ-004', '加药计量泵隔膜', 'LMI P056 配套', 'spare', '片', 4, '备件库A-12', 10, 6, 2, 0.5, '计量泵维修'],
  ['BJ-005', '紫外灯管', '320W 低压高强', 'spare', '支', 16, '备件库C-02', 48, 24, 8, 0.6, '紫外消毒更换灯管'],
  ['BJ-006', '机械密封', '潜污泵 Φ45', 'spare', '套', 3, '备件库A-05', 6, 4, 1, 0.4, '进水泵维修'],
  ['SJ-001', '重铬酸钾', '分析纯 500g', 'reagent', '瓶', 6, '化验室试剂柜1', 15, 10, 2, 1.5, 'COD测定'],
  ['SJ-002', '纳氏试剂', '500mL', 'reagent', '瓶', 4, '化验室试剂柜2', 10, 8, 1, 1.5, '氨氮测定'],
  ['SJ-003', '过硫酸钾', '分析纯 500g', 'reagent', '瓶', 5, '化验室试剂柜1', 12, 10, 2, 1, '总氮、总磷消解'],
  ['SJ-004', '浓硫酸', '优级纯 500mL', 'reagent', '瓶', 6, '化验室酸柜', 18, 12, 2, 1.2, 'COD测定'],
  ['LB-001', '防毒面具滤毒罐', '3M 6006', 'ppe', '个', 20, '安全环保部库房', 40, 30, 5, 1, '有限空间作业'],
  ['LB-002', '耐酸碱手套', '丁腈 加长', 'ppe', '双', 30, '安全环保部库房', 80, 60, 10, 1.5, '加药间作业'],
  ['LB-003', '安全帽', 'ABS V型', 'ppe', '顶', 10, '安全环保部库房', 25, 10, 3, 0.4, '新员工及外来人员'],
  ['LB-004', '五合一气体检测仪', 'O2/H2S/CO/CH4/NH3', 'ppe', '台', 2, '安全环保部库房', 4, 2, 1, 0.1, '配发班组'],
  ['GJ-001', '绝缘手套', '12kV', 'tool', '双', 4, '变配电室工具柜', 6, 4, 1, 0.15, '高压操作'],
  ['GJ-002', '便携式溶解氧仪', 'HQ30d', 'tool', '台', 1, '中控室', 3, 0, 1, 0.05, '生化池巡检'],
];

export const materials: Material[] = rows.map(([code, name, spec, category, unit, safetyStock, location, opening, receipt, issue, issuesPerMonth, issueNote]) =>
  ({ code, name, spec, category, unit, safetyStock, location, opening, receipt, issue, issuesPerMonth, issueNote }));

export interface Move { daysAgo: number; direction: 'in' | 'out'; quantity: number; handler: string; note: string }

/**
 * The year's ledger of a material, oldest first: the opening balance, issues as it is used (by whoever uses
 * it), and a receipt whenever stock would fall below its safety level — except a few that the supplier is
 * late with, so the list has something to warn about.
 */
export function movesOf(m: Material, index: number, issuers: readonly string[], keeper: string, days = 365): Move[] {
  const rnd = seededRandom(7_301 + index);
  const moves: Move[] = [{ daysAgo: days, direction: 'in', quantity: m.opening, handler: keeper, note: '期初结存' }];
  let stock = m.opening;
  const late = index % 7 === 3;
  const gap = Math.max(3, Math.round(30 / Math.max(m.issuesPerMonth, 0.05)));
  for (let ago = days - 1 - Math.floor(rnd() * gap); ago >= 1; ago -= Math.max(2, Math.round(gap * (0.7 + 0.6 * rnd())))) {
    const quantity = Math.min(stock, m.issue);
    if (quantity <= 0) break;
    stock -= quantity;
    moves.push({ daysAgo: ago, direction: 'out', quantity, handler: issuers[Math.floor(rnd() * issuers.length)], note: m.issueNote });
    if (stock < m.safetyStock && m.receipt > 0 && !(late && ago < 40)) {
      stock += m.receipt;
      moves.push({ daysAgo: Math.max(1, ago - 2), direction: 'in', quantity: m.receipt, handler: keeper, note: '采购入库' });
    }
  }
  return moves;
}

export const stockOf = (moves: readonly Move[]) => moves.reduce((s, x) => s + (x.direction === 'in' ? x.quantity : -x.quantity), 0);
