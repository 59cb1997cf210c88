/**
 * The demo plant's inspection rounds (点巡检): groups of operators, routes over the process line with points tied to
 * ledger assets, and check items with the plant's normal ranges. Data only; inspection.ts writes it.
 */

export interface SeedOption { code: string; label: string; abnormal: boolean }
export interface SeedItem {
  code: string; name: string; type: 'input' | 'radiobox' | 'number_range'; unit?: string; checkDesc?: string;
  min?: number; max?: number; options?: SeedOption[]; defValue?: string;
  /** Decimals a reading is written with (number items). */
  digits?: number;
}
export interface SeedPoint { code: string; name: string; assetCode: string; content: string; items: SeedItem[] }
export interface SeedRoute {
  code: string; name: string; group: string; points: SeedPoint[];
  /** Start times of its rounds (default: every shift, SHIFTS) and the hours each round has (default COMPLETION_HOURS). */
  shifts?: string[]; completionHours?: number;
}

export const inspectionGroups = [
  { code: 'YX1', name: '运行一班', leader: 'lijun', members: ['lijun', 'chenjing', 'yangfan', 'huangli', 'zhangmin'] },
  { code: 'YX2', name: '运行二班', leader: 'zhaolei', members: ['zhaolei', 'zhoujie', 'wuhao', 'xuqiang'] },
  { code: 'YX3', name: '运行三班', leader: 'liuhui', members: ['liuhui', 'tianye', 'guohui', 'zhaoli'] },
];

/** Every route runs at each shift start; the shift has its whole eight hours for the round. */
export const SHIFTS = ['00:00', '08:00', '16:00'];
export const COMPLETION_HOURS = 8;

export const processActions = [
  { code: 'scrap', name: '报废', classValue: 'asset', notes: '设备无修复价值，完成任务时将资产状态改为已报废' },
  { code: 'repair', name: '报修', classValue: 'repair', notes: '需维修班组处理，转报修单' },
  { code: 'clean', name: '清洁', classValue: 'maintain', notes: '现场清洁、清理栅渣或探头' },
  { code: 'lubricate', name: '加油', classValue: 'maintain', notes: '补充润滑油或润滑脂' },
  { code: 'tighten', name: '紧固', classValue: 'maintain', notes: '紧固松动的螺栓、接线或管件' },
];

// ---- check items, as the plant's operating manual gives them
const yesNo = (code: string, name: string, bad: string): SeedItem => ({
  code, name, type: 'radiobox', defValue: 'no', options: [{ code: 'no', label: '无', abnormal: false }, { code: 'yes', label: bad, abnormal: true }],
});
const noise = yesNo('noise', '有无异响', '有异响');
const leak = yesNo('leak', '有无泄漏', '有泄漏');
const alarm = yesNo('alarm', '报警指示', '有报警');
const oilLevel: SeedItem = {
  code: 'oilLevel', name: '油位', type: 'radiobox', checkDesc: '看油窗，油位在上下刻线之间', defValue: 'normal',
  options: [{ code: 'normal', label: '正常', abnormal: false }, { code: 'low', label: '偏低', abnormal: false }, { code: 'none', label: '缺油', abnormal: true }],
};
const running: SeedItem = {
  code: 'running', name: '运行状态', type: 'radiobox', defValue: 'run',
  options: [{ code: 'run', label: '运行', abnormal: false }, { code: 'standby', label: '备用', abnormal: false }, { code: 'fault', label: '故障', abnormal: true }],
};
const num = (code: string, name: string, unit: string, min: number | undefined, max: number | undefined, digits: number, checkDesc?: string): SeedItem =>
  ({ code, name, type: 'number_range', unit, min, max, digits, checkDesc });
const pressure = (min: number, max: number) => num('outletPressure', '出口压力', 'MPa', min, max, 2, '读出口压力表');
const current = (max: number) => num('motorCurrent', '电机电流', 'A', undefined, max, 1, '读就地柜或变频器电流');
const bearingTemp = num('bearingTemp', '轴承温度', '℃', undefined, 75, 1, '红外测温枪测前后轴承');
const vibration = num('vibration', '振动速度', 'mm/s', undefined, 4.5, 1, '测振仪测电机驱动端');
const other: SeedItem = { code: 'other', name: '其他情况', type: 'input' };

const pump = (code: string, name: string, assetCode: string, p: [number, number], amps: number): SeedPoint => ({
  code, name, assetCode, content: '检查出口压力、电流、轴承温度和振动，听有无异响，看密封有无泄漏',
  items: [pressure(...p), current(amps), bearingTemp, vibration, noise, leak],
});

export const inspectionRoutes: SeedRoute[] = [
  {
    code: 'YCL', name: '预处理巡检路线（格栅及提升泵房）', group: 'YX1',
    points: [
      { code: 'XJ-YC-01', name: '1#粗格栅', assetCode: 'YC-SC-001', content: '检查格栅运行、栅渣量和减速机油位', items: [running, { code: 'screenings', name: '栅渣量', type: 'radiobox', options: [{ code: 'few', label: '少', abnormal: false }, { code: 'some', label: '中', abnormal: false }, { code: 'many', label: '多', abnormal: false }] }, oilLevel, noise] },
      { code: 'XJ-YC-02', name: '2#粗格栅', assetCode: 'YC-SC-002', content: '检查格栅运行、栅渣量和减速机油位', items: [running, oilLevel, noise] },
      pump('XJ-TS-01', '1#进水提升泵', 'TS-PU-001', [0.2, 0.45], 92),
      pump('XJ-TS-02', '2#进水提升泵', 'TS-PU-002', [0.2, 0.45], 92),
      pump('XJ-TS-03', '4#进水提升泵', 'TS-PU-004', [0.2, 0.45], 92),
      { code: 'XJ-TS-04', name: '1#提升泵变频器', assetCode: 'PD-EL-029', content: '检查运行频率、柜内温度和报警', items: [num('frequency', '运行频率', 'Hz', 30, 50, 1), num('cabinetTemp', '柜内温度', '℃', undefined, 40, 1), alarm] },
      { code: 'XJ-TS-05', name: '进水泵房液位计', assetCode: 'TS-IN-003', content: '核对就地显示与中控液位', items: [num('level', '集水井液位', 'm', 1.5, 4.5, 2), yesNo('display', '显示异常', '显示异常')] },
      { code: 'XJ-YC-03', name: '1#细格栅', assetCode: 'YC-SC-004', content: '检查前后液位差和冲洗水压力', items: [num('levelDiff', '前后液位差', 'm', undefined, 0.3, 2), num('washPressure', '冲洗水压力', 'MPa', 0.3, 0.6, 2), oilLevel, noise] },
      { code: 'XJ-YC-04', name: '1#螺旋输送压榨机', assetCode: 'YC-SC-007', content: '检查输送压榨运行和有无卡阻', items: [running, noise, other] },
      { code: 'XJ-YC-05', name: '1#沉砂池罗茨风机', assetCode: 'YC-BL-001', content: '检查出口压力、轴承温度、油位和振动', items: [pressure(0.03, 0.06), bearingTemp, vibration, oilLevel, noise] },
    ],
  },
  {
    code: 'SHC', name: '生化池巡检路线（生物池及鼓风机房）', group: 'YX1',
    points: [
      ...[1, 2, 3].map((n): SeedPoint => ({
        code: `XJ-BL-0${n}`, name: `${n}#磁悬浮鼓风机`, assetCode: `SH-BL-00${n}`, content: '检查出口压力、电流、进风过滤器压差和振动',
        items: [pressure(0.055, 0.075), current(280), num('filterDiff', '进风过滤器压差', 'kPa', undefined, 0.5, 2), vibration, noise],
      })),
      { code: 'XJ-SH-01', name: '1#生物池溶解氧', assetCode: 'SH-IN-002', content: '读好氧区溶解氧，检查探头', items: [num('do', '溶解氧（DO）', 'mg/L', 1.5, 3.0, 2, '好氧区末端'), yesNo('probe', '探头附着物', '有附着物')] },
      { code: 'XJ-SH-02', name: '1#生物池污泥浓度', assetCode: 'SH-IN-005', content: '读污泥浓度', items: [num('mlss', '污泥浓度（MLSS）', 'mg/L', 3000, 4500, 0)] },
      { code: 'XJ-SH-03', name: '1#缺氧区推流器', assetCode: 'SH-MX-005', content: '检查电流和水面流态', items: [current(10), yesNo('surface', '水面流态', '翻花或死区'), noise] },
      { code: 'XJ-SH-04', name: '1#内回流泵', assetCode: 'SH-PU-001', content: '检查电流和有无异响', items: [current(45), noise, leak] },
      { code: 'XJ-SH-05', name: '2#生物池溶解氧', assetCode: 'SH-IN-008', content: '读好氧区溶解氧，检查探头', items: [num('do', '溶解氧（DO）', 'mg/L', 1.5, 3.0, 2, '好氧区末端'), yesNo('probe', '探头附着物', '有附着物')] },
      { code: 'XJ-SH-06', name: '2#生物池污泥浓度', assetCode: 'SH-IN-012', content: '读污泥浓度', items: [num('mlss', '污泥浓度（MLSS）', 'mg/L', 3000, 4500, 0)] },
      { code: 'XJ-SH-07', name: '2#缺氧区推流器', assetCode: 'SH-MX-013', content: '检查电流和水面流态', items: [current(10), yesNo('surface', '水面流态', '翻花或死区'), noise] },
    ],
  },
  {
    code: 'SDC', name: '二沉池及深度处理巡检路线', group: 'YX2',
    points: [
      { code: 'XJ-EC-01', name: '1#二沉池', assetCode: 'EC-SD-001', content: '检查刮吸泥机运行、泥位和出水堰', items: [running, num('sludgeBlanket', '泥位', 'm', undefined, 1.0, 2), yesNo('weir', '出水堰浮渣', '有浮渣')] },
      { code: 'XJ-EC-02', name: '3#二沉池', assetCode: 'EC-SD-003', content: '检查刮吸泥机运行、泥位和出水堰', items: [running, num('sludgeBlanket', '泥位', 'm', undefined, 1.0, 2), yesNo('weir', '出水堰浮渣', '有浮渣')] },
      pump('XJ-EC-03', '2#外回流污泥泵', 'EC-PU-002', [0.1, 0.25], 60),
      pump('XJ-EC-04', '1#剩余污泥泵', 'EC-PU-005', [0.15, 0.3], 25),
      { code: 'XJ-FL-01', name: '1#V型滤池', assetCode: 'SC-FL-001', content: '检查水头损失和反冲洗', items: [num('headLoss', '过滤水头损失', 'm', undefined, 2.0, 2), running] },
      pump('XJ-FL-02', '1#反冲洗水泵', 'SC-PU-001', [0.15, 0.3], 75),
      { code: 'XJ-FL-03', name: '1#反冲洗风机', assetCode: 'SC-BL-001', content: '检查出口压力、轴承温度和油位', items: [pressure(0.04, 0.07), bearingTemp, oilLevel, noise] },
      { code: 'XJ-UV-01', name: '1#紫外消毒模块', assetCode: 'XD-UV-001', content: '检查紫外强度、灯管报警和清洗', items: [num('uvIntensity', '紫外强度', '%', 60, undefined, 0), yesNo('lampAlarm', '灯管报警', '有灯管报警'), running] },
      { code: 'XJ-UV-02', name: '2#紫外消毒模块', assetCode: 'XD-UV-002', content: '检查紫外强度、灯管报警和清洗', items: [num('uvIntensity', '紫外强度', '%', 60, undefined, 0), yesNo('lampAlarm', '灯管报警', '有灯管报警'), running] },
      { code: 'XJ-XD-01', name: '出水浊度', assetCode: 'SC-IN-001', content: '读出水浊度，核对中控', items: [num('turbidity', '浊度', 'NTU', undefined, 5, 2)] },
    ],
  },
  {
    code: 'WNJY', name: '污泥脱水及加药巡检路线', group: 'YX2',
    points: [
      ...[1, 2].map((n): SeedPoint => ({
        code: `XJ-WN-0${n}`, name: `${n}#离心脱水机`, assetCode: `WN-SL-00${n}`, content: '检查主电机电流、差速、振动和轴承温度',
        items: [current(110), num('diffSpeed', '差速', 'r/min', 2, 8, 1), num('vibration', '振动速度', 'mm/s', undefined, 7.1, 1), bearingTemp, noise],
      })),
      pump('XJ-WN-03', '1#污泥螺杆泵', 'WN-PU-001', [0.2, 0.6], 30),
      { code: 'XJ-WN-04', name: '1#PAM制备装置', assetCode: 'JY-DS-011', content: '检查溶液液位和搅拌', items: [{ code: 'solution', name: '溶液液位', type: 'radiobox', defValue: 'normal', options: [{ code: 'normal', label: '正常', abnormal: false }, { code: 'low', label: '偏低', abnormal: false }, { code: 'empty', label: '过低', abnormal: true }] }, running] },
      { code: 'XJ-WN-05', name: '1#泥饼输送机', assetCode: 'WN-SL-007', content: '检查输送机运行和有无撒漏', items: [running, noise, other] },
      ...([['XJ-JY-01', '1#PAC计量泵', 'JY-DS-001'], ['XJ-JY-02', '1#碳源计量泵', 'JY-DS-005'], ['XJ-JY-03', '1#次氯酸钠计量泵', 'JY-DS-008']] as const).map(([code, name, assetCode]): SeedPoint => ({
        code, name, assetCode, content: '检查出口压力、冲程和管路泄漏', items: [pressure(0.2, 0.5), leak, noise],
      })),
      { code: 'XJ-JY-04', name: '除磷加药间储罐', assetCode: 'JY-IN-001', content: '读储罐液位，低于1米通知补药', items: [num('tankLevel', '储罐液位', 'm', 1.0, 3.5, 2)] },
    ],
  },
  {
    code: 'PDZK', name: '配电室及中控室巡检路线', group: 'YX3', shifts: ['08:00', '20:00'], completionHours: 12,
    points: [
      ...[1, 2].map((n): SeedPoint => ({
        code: `XJ-PD-0${n}`, name: `${n}#干式变压器`, assetCode: `PD-EL-00${n}`, content: '检查绕组温度、风机和有无异响异味',
        items: [num('windingTemp', '绕组温度', '℃', undefined, 100, 1, '读温控器'), yesNo('fan', '风机故障', '风机故障'), yesNo('smell', '异响异味', '有异响或异味')],
      })),
      { code: 'XJ-PD-03', name: '1#高压开关柜', assetCode: 'PD-EL-005', content: '检查带电显示、分合闸指示和柜内温度', items: [yesNo('indicator', '指示异常', '指示异常'), num('cabinetTemp', '柜内温度', '℃', undefined, 40, 1)] },
      { code: 'XJ-PD-04', name: '1#低压开关柜', assetCode: 'PD-EL-015', content: '读母线电压和电流', items: [num('busVoltage', '母线电压', 'V', 380, 420, 0), num('busCurrent', '母线电流', 'A', undefined, 1600, 0)] },
      { code: 'XJ-PD-05', name: '1#无功补偿柜', assetCode: 'PD-EL-043', content: '读功率因数', items: [num('powerFactor', '功率因数', '', 0.9, 1.0, 2)] },
      { code: 'XJ-PD-06', name: '应急柴油发电机', assetCode: 'PD-EL-045', content: '检查燃油、蓄电池电压和冷却液', items: [oilLevel, num('batteryVoltage', '蓄电池电压', 'V', 24, 28, 1)] },
      { code: 'XJ-ZK-01', name: '中控室主站PLC', assetCode: 'ZK-PLC-001', content: '检查运行指示和通讯', items: [running, yesNo('comm', '通讯中断', '通讯中断')] },
      { code: 'XJ-ZK-02', name: '1#机房UPS', assetCode: 'XX-DC-001', content: '读负载率，检查电池告警', items: [num('load', '负载率', '%', undefined, 80, 0), alarm] },
      { code: 'XJ-ZK-03', name: '2#机房精密空调', assetCode: 'XX-DC-004', content: '读机房温湿度', items: [num('roomTemp', '机房温度', '℃', 18, 27, 1), num('humidity', '相对湿度', '%', 40, 60, 0)] },
    ],
  },
];
