/**
 * The demo plant's asset ledger (清源再生水厂, 100 000 m³/d, A²O + deep-bed filters + UV): categories, the
 * position tree over the process line, and about 300 assets with models, makers, specs, purchase values and
 * maintenance contracts. Data and a seeded generator only; index.ts writes it. The same `today` gives the same
 * ledger on every install.
 */
import type { AssetKind, AssetStatus } from '@wp/contract';
import { seededRandom } from '../portal/readings.js';

export interface SeedCategory { code: string; name: string; kind: AssetKind }

export const categories: SeedCategory[] = [
  { code: 'PU', name: '水泵', kind: 'machinery' },
  { code: 'BL', name: '鼓风机', kind: 'machinery' },
  { code: 'MX', name: '搅拌推流设备', kind: 'machinery' },
  { code: 'SC', name: '格栅及除砂设备', kind: 'machinery' },
  { code: 'SD', name: '刮吸泥机', kind: 'machinery' },
  { code: 'FL', name: '过滤设备', kind: 'machinery' },
  { code: 'UV', name: '紫外消毒设备', kind: 'machinery' },
  { code: 'SL', name: '污泥处理设备', kind: 'machinery' },
  { code: 'DS', name: '加药设备', kind: 'machinery' },
  { code: 'VA', name: '阀门闸门', kind: 'machinery' },
  { code: 'IN', name: '在线仪表', kind: 'machinery' },
  { code: 'EL', name: '供配电设备', kind: 'machinery' },
  { code: 'PLC', name: '自控设备', kind: 'machinery' },
  { code: 'SV', name: '服务器', kind: 'server' },
  { code: 'NW', name: '网络设备', kind: 'network' },
  { code: 'ST', name: '存储设备', kind: 'storage' },
  { code: 'DC', name: '机房设施', kind: 'dataCenter' },
  { code: 'SE', name: '安防设备', kind: 'security' },
];

/** The position tree: area > building or structure > place, written as paths top first. */
export const positions: string[][] = [
  ['进水提升区', '进水泵房', '提升泵位'],
  ['预处理区', '粗格栅间', '格栅机位'],
  ['预处理区', '细格栅间', '格栅机位'],
  ['预处理区', '曝气沉砂池', '桥式吸砂机位'],
  ['生物处理区', '1#生物池', '厌氧区'],
  ['生物处理区', '1#生物池', '缺氧区'],
  ['生物处理区', '1#生物池', '好氧区'],
  ['生物处理区', '2#生物池', '厌氧区'],
  ['生物处理区', '2#生物池', '缺氧区'],
  ['生物处理区', '2#生物池', '好氧区'],
  ['生物处理区', '鼓风机房', '鼓风机位'],
  ['二沉池区', '1#二沉池'],
  ['二沉池区', '2#二沉池'],
  ['二沉池区', '3#二沉池'],
  ['二沉池区', '4#二沉池'],
  ['二沉池区', '回流污泥泵房'],
  ['深度处理区', '滤池车间', '反冲洗泵房'],
  ['深度处理区', '滤池车间', '管廊'],
  ['深度处理区', '紫外消毒渠'],
  ['深度处理区', '出水泵房'],
  ['污泥处理区', '污泥浓缩池'],
  ['污泥处理区', '污泥脱水机房'],
  ['加药区', '除磷加药间'],
  ['加药区', '碳源加药间'],
  ['加药区', '消毒加药间'],
  ['供配电区', '10kV变配电室'],
  ['供配电区', '鼓风机房MCC'],
  ['供配电区', '污泥脱水MCC'],
  ['中控楼', '中控室'],
  ['中控楼', '数据机房'],
  ['厂区', '大门及周界'],
];
const pos = (...path: string[]) => path.join(' / ');

interface Maker { maker: string; model: string; supplier: string; maintainer: string }
interface Group {
  area: string; cat: string; count: number; name: (i: number) => string; position: (i: number) => string;
  makers: Maker[]; price: [number, number]; life: number; criticality: 'A' | 'B' | 'C';
  specs: (r: () => number, i: number) => Array<{ label: string; value: string; unit: string | null }>;
  /** IT kinds: addresses and a rack place. */
  it?: boolean;
  manager: string; organization: string;
}

const spec = (label: string, value: string | number, unit: string | null = null) => ({ label, value: String(value), unit });
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const between = (r: () => number, lo: number, hi: number) => lo + (hi - lo) * r();
const round = (n: number, step: number) => Math.round(n / step) * step;

const pumpSpecs = (flow: number, head: number, power: number, speed: number) => () => [
  spec('流量', flow, 'm³/h'), spec('扬程', head, 'm'), spec('功率', power, 'kW'), spec('转速', speed, 'rpm'),
];
const motorSpecs = (power: number, speed: number) => () => [spec('功率', power, 'kW'), spec('转速', speed, 'rpm'), spec('电压', 380, 'V')];
const calibrationDue = (r: () => number, today: Date) => {
  const d = new Date(today.getTime() + Math.round(between(r, -20, 330)) * 86_400_000);
  return d.toISOString().slice(0, 10);
};

const grundfos = { maker: '格兰富', supplier: '格兰富水泵（上海）有限公司', maintainer: '格兰富水泵（上海）有限公司北京服务中心' };
const xylem = { maker: '赛莱默', supplier: '赛莱默（中国）有限公司', maintainer: '赛莱默（中国）有限公司北京分公司' };
const siemens = { maker: '西门子', supplier: '西门子（中国）有限公司', maintainer: '北京华泰自动化工程有限公司' };
const schneider = { maker: '施耐德', supplier: '施耐德电气（中国）有限公司', maintainer: '北京中电恒基电气工程有限公司' };
const huawei = { maker: '华为', supplier: '北京神州数码有限公司', maintainer: '华为技术服务有限公司' };
const hikvision = { maker: '海康威视', supplier: '杭州海康威视数字技术股份有限公司', maintainer: '北京安视达科技有限公司' };
const hach = { maker: '哈希', supplier: '哈希水质分析仪器（上海）有限公司', maintainer: '哈希水质分析仪器（上海）有限公司北京办事处' };
const e_h = { maker: '恩德斯豪斯', supplier: '恩德斯豪斯（中国）自动化有限公司', maintainer: '恩德斯豪斯（中国）自动化有限公司北京分公司' };
const local = (maker: string) => ({ maker, supplier: maker, maintainer: maker });

const prod = { manager: '张敏', organization: '生产运行部' };
const equip = { manager: '郭辉', organization: '设备管理部' };
const it = { manager: '梁晨', organization: '综合办公室' };

/** Every group of assets of the plant, in the process line's order. */
function groups(today: Date): Group[] {
  return [
    { area: 'TS', cat: 'PU', count: 6, name: (i) => `${i}#进水提升泵`, position: () => pos('进水提升区', '进水泵房', '提升泵位'),
      makers: [{ ...xylem, model: 'Flygt NP3301.185 LT' }, { ...grundfos, model: 'SE1.110.250.1104' }], price: [280_000, 360_000], life: 10, criticality: 'A',
      specs: pumpSpecs(1250, 15, 110, 740), ...equip },
    { area: 'YC', cat: 'SC', count: 3, name: (i) => `${i}#回转式粗格栅除污机`, position: () => pos('预处理区', '粗格栅间', '格栅机位'),
      makers: [{ ...local('江苏天雨环保集团有限公司'), model: 'HF-1600 b=20mm' }], price: [160_000, 210_000], life: 15, criticality: 'A',
      specs: () => [spec('渠宽', 1600, 'mm'), spec('栅隙', 20, 'mm'), spec('功率', 2.2, 'kW'), spec('安装角度', 75, '°')], ...equip },
    { area: 'YC', cat: 'SC', count: 3, name: (i) => `${i}#内进流孔板细格栅`, position: () => pos('预处理区', '细格栅间', '格栅机位'),
      makers: [{ ...local('安德里茨（中国）有限公司'), model: 'ESC-1800 φ3mm' }, { ...local('江苏天雨环保集团有限公司'), model: 'NKL-1800' }], price: [380_000, 460_000], life: 15, criticality: 'A',
      specs: () => [spec('处理能力', 2100, 'm³/h'), spec('孔径', 3, 'mm'), spec('功率', 1.5, 'kW')], ...equip },
    { area: 'YC', cat: 'SC', count: 2, name: (i) => `${i}#无轴螺旋输送压榨机`, position: () => pos('预处理区', '细格栅间'),
      makers: [{ ...local('宜兴市凌泰环保设备有限公司'), model: 'WLS-320' }], price: [68_000, 85_000], life: 10, criticality: 'B',
      specs: () => [spec('输送量', 5, 'm³/h'), spec('功率', 3, 'kW')], ...equip },
    { area: 'YC', cat: 'SC', count: 2, name: (i) => `${i}#桥式吸砂机`, position: () => pos('预处理区', '曝气沉砂池', '桥式吸砂机位'),
      makers: [{ ...local('宜兴泉溪环保股份有限公司'), model: 'QXS-8000' }], price: [220_000, 260_000], life: 15, criticality: 'B',
      specs: () => [spec('跨度', 8, 'm'), spec('行走速度', 2, 'm/min'), spec('功率', 1.1, 'kW')], ...equip },
    { area: 'YC', cat: 'SC', count: 2, name: (i) => `${i}#砂水分离器`, position: () => pos('预处理区', '曝气沉砂池'),
      makers: [{ ...local('宜兴泉溪环保股份有限公司'), model: 'LSSF-320' }], price: [45_000, 55_000], life: 10, criticality: 'C',
      specs: () => [spec('处理量', 12, 'L/s'), spec('功率', 0.37, 'kW')], ...equip },
    { area: 'YC', cat: 'BL', count: 2, name: (i) => `${i}#沉砂池曝气罗茨风机`, position: () => pos('预处理区', '曝气沉砂池'),
      makers: [{ ...local('山东章晃机械工业有限公司'), model: 'ZG-100' }], price: [42_000, 56_000], life: 12, criticality: 'B',
      specs: () => [spec('风量', 7.5, 'm³/min'), spec('风压', 39.2, 'kPa'), spec('功率', 11, 'kW')], ...equip },
    ...[1, 2].flatMap((tank): Group[] => [
      { area: 'SH', cat: 'MX', count: 4, name: (i) => `${tank}#生物池厌氧区潜水搅拌器${i}`, position: () => pos('生物处理区', `${tank}#生物池`, '厌氧区'),
        makers: [{ ...xylem, model: 'Flygt SR4640.410' }, { ...local('南京蓝深制泵（集团）股份有限公司'), model: 'QJB7.5/12-620/3-480' }], price: [52_000, 78_000], life: 8, criticality: 'B',
        specs: motorSpecs(7.5, 480), ...equip },
      { area: 'SH', cat: 'MX', count: 4, name: (i) => `${tank}#生物池缺氧区潜水推流器${i}`, position: () => pos('生物处理区', `${tank}#生物池`, '缺氧区'),
        makers: [{ ...xylem, model: 'Flygt SR4430.410' }, { ...local('南京蓝深制泵（集团）股份有限公司'), model: 'QJB4/4-1800/2-56' }], price: [68_000, 92_000], life: 8, criticality: 'B',
        specs: motorSpecs(4, 56), ...equip },
      { area: 'SH', cat: 'PU', count: 3, name: (i) => `${tank}#生物池内回流泵${i}`, position: () => pos('生物处理区', `${tank}#生物池`, '好氧区'),
        makers: [{ ...xylem, model: 'Flygt PP4660' }, { ...grundfos, model: 'SRP.55.120.50' }], price: [96_000, 128_000], life: 10, criticality: 'A',
        specs: pumpSpecs(2080, 0.8, 15, 365), ...equip },
      { area: 'SH', cat: 'VA', count: 6, name: (i) => `${tank}#生物池好氧区曝气调节蝶阀${i}`, position: () => pos('生物处理区', `${tank}#生物池`, '好氧区'),
        makers: [{ ...local('天津塘沽瓦特斯阀门有限公司'), model: 'D971X-10 DN300' }], price: [9_500, 13_000], life: 10, criticality: 'C',
        specs: () => [spec('口径', 'DN300'), spec('压力等级', 'PN10'), spec('驱动', '电动')], ...equip },
      { area: 'SH', cat: 'IN', count: 4, name: (i) => `${tank}#生物池溶解氧仪${i}`, position: () => pos('生物处理区', `${tank}#生物池`, '好氧区'),
        makers: [{ ...hach, model: 'LDO 2 + SC200' }], price: [26_000, 32_000], life: 8, criticality: 'B',
        specs: (r) => [spec('量程', '0–20', 'mg/L'), spec('精度', '±0.1', 'mg/L'), spec('校准到期', calibrationDue(r, today))], ...prod },
      { area: 'SH', cat: 'IN', count: 2, name: (i) => `${tank}#生物池污泥浓度计${i}`, position: () => pos('生物处理区', `${tank}#生物池`, '好氧区'),
        makers: [{ ...hach, model: 'SOLITAX sc' }], price: [38_000, 45_000], life: 8, criticality: 'C',
        specs: (r) => [spec('量程', '0.001–50', 'g/L'), spec('精度', '±5', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
      { area: 'SH', cat: 'IN', count: 1, name: () => `${tank}#生物池ORP在线监测仪`, position: () => pos('生物处理区', `${tank}#生物池`, '缺氧区'),
        makers: [{ ...e_h, model: 'Memosens CPS16E' }], price: [16_000, 19_000], life: 8, criticality: 'C',
        specs: (r) => [spec('量程', '−1500–1500', 'mV'), spec('精度', '±2', 'mV'), spec('校准到期', calibrationDue(r, today))], ...prod },
    ]),
    { area: 'SH', cat: 'BL', count: 5, name: (i) => `${i}#磁悬浮鼓风机`, position: () => pos('生物处理区', '鼓风机房', '鼓风机位'),
      makers: [{ ...local('亿昇（天津）科技有限公司'), model: 'ETB300-80' }, { ...local('克瑞（中国）鼓风机有限公司'), model: 'KTurbo TB300' }], price: [780_000, 920_000], life: 15, criticality: 'A',
      specs: () => [spec('风量', 180, 'm³/min'), spec('风压', 80, 'kPa'), spec('功率', 300, 'kW'), spec('转速', 18_000, 'rpm')], ...equip },
    { area: 'SH', cat: 'IN', count: 2, name: (i) => `${i}#鼓风机总管热式气体流量计`, position: () => pos('生物处理区', '鼓风机房'),
      makers: [{ ...e_h, model: 't-mass 65F' }], price: [32_000, 38_000], life: 8, criticality: 'B',
      specs: (r) => [spec('量程', '0–15000', 'Nm³/h'), spec('精度', '±1.5', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    ...[1, 2, 3, 4].flatMap((n): Group[] => [
      { area: 'EC', cat: 'SD', count: 1, name: () => `${n}#二沉池周边传动刮吸泥机`, position: () => pos('二沉池区', `${n}#二沉池`),
        makers: [{ ...local('宜兴泉溪环保股份有限公司'), model: 'ZBXN-45' }], price: [520_000, 600_000], life: 15, criticality: 'A',
        specs: () => [spec('池径', 45, 'm'), spec('周边线速度', 2.2, 'm/min'), spec('功率', 1.5, 'kW')], ...equip },
      { area: 'EC', cat: 'IN', count: 1, name: () => `${n}#二沉池泥位计`, position: () => pos('二沉池区', `${n}#二沉池`),
        makers: [{ ...hach, model: 'SONATAX sc' }], price: [48_000, 56_000], life: 8, criticality: 'C',
        specs: (r) => [spec('量程', '0.2–12', 'm'), spec('精度', '±0.1', 'm'), spec('校准到期', calibrationDue(r, today))], ...prod },
    ]),
    { area: 'EC', cat: 'PU', count: 4, name: (i) => `${i}#外回流污泥泵`, position: () => pos('二沉池区', '回流污泥泵房'),
      makers: [{ ...xylem, model: 'Flygt NP3202.185 LT' }, { ...grundfos, model: 'SE1.80.100.300' }], price: [120_000, 150_000], life: 10, criticality: 'A',
      specs: pumpSpecs(830, 9, 30, 980), ...equip },
    { area: 'EC', cat: 'PU', count: 3, name: (i) => `${i}#剩余污泥泵`, position: () => pos('二沉池区', '回流污泥泵房'),
      makers: [{ ...grundfos, model: 'SL1.50.65.40' }], price: [48_000, 60_000], life: 10, criticality: 'B',
      specs: pumpSpecs(60, 12, 5.5, 1450), ...equip },
    { area: 'EC', cat: 'IN', count: 2, name: (i) => `${i}#回流污泥电磁流量计`, position: () => pos('二沉池区', '回流污泥泵房'),
      makers: [{ ...e_h, model: 'Promag W 400 DN400' }, { ...siemens, model: 'SITRANS F M MAG 5100 W DN400' }], price: [36_000, 44_000], life: 10, criticality: 'B',
      specs: (r) => [spec('量程', '0–2500', 'm³/h'), spec('精度', '±0.5', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'SC', cat: 'FL', count: 8, name: (i) => `${i}#V型滤池`, position: () => pos('深度处理区', '滤池车间'),
      makers: [{ ...local('苏伊士水务工程有限责任公司'), model: 'AQUAZUR V 96m²' }], price: [420_000, 480_000], life: 20, criticality: 'A',
      specs: () => [spec('过滤面积', 96, 'm²'), spec('滤速', 7.2, 'm/h'), spec('滤料', '均质石英砂 1.2mm')], ...equip },
    { area: 'SC', cat: 'PU', count: 3, name: (i) => `${i}#滤池反冲洗水泵`, position: () => pos('深度处理区', '滤池车间', '反冲洗泵房'),
      makers: [{ ...grundfos, model: 'NKG 250-200-350' }, { ...xylem, model: 'Lowara e-NSC 250-350' }], price: [88_000, 110_000], life: 12, criticality: 'B',
      specs: pumpSpecs(860, 12, 45, 1480), ...equip },
    { area: 'SC', cat: 'BL', count: 2, name: (i) => `${i}#滤池反冲洗风机`, position: () => pos('深度处理区', '滤池车间', '反冲洗泵房'),
      makers: [{ ...local('山东章晃机械工业有限公司'), model: 'ZG-250' }], price: [96_000, 118_000], life: 12, criticality: 'B',
      specs: () => [spec('风量', 58, 'm³/min'), spec('风压', 49, 'kPa'), spec('功率', 75, 'kW')], ...equip },
    { area: 'SC', cat: 'VA', count: 24, name: (i) => `${Math.ceil(i / 3)}#滤池${['进水', '反冲洗水', '反冲洗气'][(i - 1) % 3]}气动蝶阀`, position: () => pos('深度处理区', '滤池车间', '管廊'),
      makers: [{ ...local('上海冠龙阀门节能设备股份有限公司'), model: 'D671X-10 DN400' }, { ...local('天津塘沽瓦特斯阀门有限公司'), model: 'D671X-10 DN400' }], price: [14_000, 19_000], life: 10, criticality: 'C',
      specs: () => [spec('口径', 'DN400'), spec('压力等级', 'PN10'), spec('驱动', '气动')], ...equip },
    { area: 'SC', cat: 'IN', count: 3, name: (i) => `${i}#出水浊度仪`, position: () => pos('深度处理区', '出水泵房'),
      makers: [{ ...hach, model: 'TU5300sc' }], price: [42_000, 48_000], life: 8, criticality: 'B',
      specs: (r) => [spec('量程', '0–1000', 'NTU'), spec('精度', '±2', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'XD', cat: 'UV', count: 4, name: (i) => `${i}#紫外消毒模块组`, position: () => pos('深度处理区', '紫外消毒渠'),
      makers: [{ ...local('特洁安（Trojan）技术有限公司'), model: 'TrojanUV3000Plus' }, { ...xylem, model: 'Wedeco TAK55' }], price: [560_000, 680_000], life: 12, criticality: 'A',
      specs: () => [spec('处理水量', 2100, 'm³/h'), spec('灯管数', 96, '支'), spec('紫外剂量', 20, 'mJ/cm²'), spec('功率', 24, 'kW')], ...equip },
    { area: 'XD', cat: 'PU', count: 4, name: (i) => `${i}#出水泵`, position: () => pos('深度处理区', '出水泵房'),
      makers: [{ ...grundfos, model: 'KPL 350-500' }, { ...xylem, model: 'Flygt NT3231' }], price: [210_000, 260_000], life: 12, criticality: 'A',
      specs: pumpSpecs(1400, 22, 132, 990), ...equip },
    { area: 'WN', cat: 'SD', count: 2, name: (i) => `${i}#污泥浓缩池中心传动浓缩机`, position: () => pos('污泥处理区', '污泥浓缩池'),
      makers: [{ ...local('宜兴泉溪环保股份有限公司'), model: 'NZS-16' }], price: [180_000, 220_000], life: 15, criticality: 'B',
      specs: () => [spec('池径', 16, 'm'), spec('功率', 0.75, 'kW')], ...equip },
    { area: 'WN', cat: 'SL', count: 2, name: (i) => `${i}#离心脱水机`, position: () => pos('污泥处理区', '污泥脱水机房'),
      makers: [{ ...local('阿法拉伐（中国）有限公司'), model: 'ALDEC G3-95' }, { ...local('福乐伟（中国）有限公司'), model: 'Z6E-4/441' }], price: [1_250_000, 1_480_000], life: 15, criticality: 'A',
      specs: () => [spec('处理量', 45, 'm³/h'), spec('转鼓转速', 3200, 'rpm'), spec('主电机功率', 90, 'kW'), spec('出泥含固率', 22, '%')], ...equip },
    { area: 'WN', cat: 'SL', count: 2, name: (i) => `${i}#带式浓缩压滤一体机`, position: () => pos('污泥处理区', '污泥脱水机房'),
      makers: [{ ...local('江苏一环集团有限公司'), model: 'DNY-2000' }], price: [380_000, 440_000], life: 12, criticality: 'B',
      specs: () => [spec('带宽', 2000, 'mm'), spec('处理量', 30, 'm³/h'), spec('功率', 4, 'kW')], ...equip },
    { area: 'WN', cat: 'PU', count: 4, name: (i) => `${i}#污泥螺杆泵`, position: () => pos('污泥处理区', '污泥脱水机房'),
      makers: [{ ...local('耐驰（兰州）泵业有限公司'), model: 'NM090BY01L06B' }, { ...local('西派克（上海）泵业有限公司'), model: 'BN 35-6L' }], price: [72_000, 90_000], life: 10, criticality: 'B',
      specs: pumpSpecs(45, 24, 15, 280), ...equip },
    { area: 'WN', cat: 'SL', count: 2, name: (i) => `${i}#污泥切割机`, position: () => pos('污泥处理区', '污泥脱水机房'),
      makers: [{ ...local('耐驰（兰州）泵业有限公司'), model: 'N.Mac 4F' }], price: [56_000, 64_000], life: 10, criticality: 'C',
      specs: () => [spec('处理量', 60, 'm³/h'), spec('功率', 4, 'kW')], ...equip },
    { area: 'WN', cat: 'SL', count: 2, name: (i) => `${i}#泥饼无轴螺旋输送机`, position: () => pos('污泥处理区', '污泥脱水机房'),
      makers: [{ ...local('宜兴市凌泰环保设备有限公司'), model: 'WLS-420' }], price: [62_000, 70_000], life: 10, criticality: 'C',
      specs: () => [spec('输送量', 12, 'm³/h'), spec('功率', 5.5, 'kW')], ...equip },
    { area: 'JY', cat: 'DS', count: 4, name: (i) => `${i}#PAC隔膜计量泵`, position: () => pos('加药区', '除磷加药间'),
      makers: [{ ...local('米顿罗工业设备（上海）有限公司'), model: 'GB1800PP4MNN' }, { ...grundfos, model: 'DME 940-4 AR' }], price: [26_000, 34_000], life: 8, criticality: 'B',
      specs: () => [spec('流量', 1800, 'L/h'), spec('压力', 0.4, 'MPa'), spec('功率', 1.5, 'kW')], ...prod },
    { area: 'JY', cat: 'DS', count: 3, name: (i) => `${i}#乙酸钠碳源计量泵`, position: () => pos('加药区', '碳源加药间'),
      makers: [{ ...local('米顿罗工业设备（上海）有限公司'), model: 'GM0500PQ1MNN' }], price: [18_000, 24_000], life: 8, criticality: 'B',
      specs: () => [spec('流量', 500, 'L/h'), spec('压力', 0.5, 'MPa'), spec('功率', 0.37, 'kW')], ...prod },
    { area: 'JY', cat: 'DS', count: 3, name: (i) => `${i}#次氯酸钠计量泵`, position: () => pos('加药区', '消毒加药间'),
      makers: [{ ...grundfos, model: 'DDA 120-7' }], price: [15_000, 19_000], life: 8, criticality: 'B',
      specs: () => [spec('流量', 120, 'L/h'), spec('压力', 0.7, 'MPa'), spec('功率', 0.2, 'kW')], ...prod },
    { area: 'JY', cat: 'DS', count: 2, name: (i) => `${i}#PAM一体化制备装置`, position: () => pos('污泥处理区', '污泥脱水机房'),
      makers: [{ ...local('宜兴市凌泰环保设备有限公司'), model: 'PT-4000' }], price: [88_000, 96_000], life: 10, criticality: 'B',
      specs: () => [spec('制备能力', 4000, 'L/h'), spec('功率', 3, 'kW')], ...prod },
    { area: 'JY', cat: 'MX', count: 3, name: (i) => `${i}#加药溶液池搅拌机`, position: () => pos('加药区', '除磷加药间'),
      makers: [{ ...local('江苏一环集团有限公司'), model: 'JBK-1500' }], price: [12_000, 16_000], life: 10, criticality: 'C',
      specs: motorSpecs(2.2, 85), ...equip },
    { area: 'JY', cat: 'IN', count: 2, name: (i) => `${i}#加药间液位计`, position: () => pos('加药区', '除磷加药间'),
      makers: [{ ...siemens, model: 'SITRANS Probe LU240' }], price: [9_000, 12_000], life: 8, criticality: 'C',
      specs: (r) => [spec('量程', '0–6', 'm'), spec('精度', '±0.25', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'TS', cat: 'VA', count: 8, name: (i) => `${i}#进水渠电动闸门`, position: (i) => (i <= 4 ? pos('进水提升区', '进水泵房') : pos('预处理区', '细格栅间')),
      makers: [{ ...local('扬州天雨给排水设备集团有限公司'), model: 'SFZ-1600×1600' }], price: [38_000, 46_000], life: 15, criticality: 'B',
      specs: () => [spec('规格', '1600×1600', 'mm'), spec('驱动', '电动'), spec('功率', 1.1, 'kW')], ...equip },
    { area: 'EC', cat: 'VA', count: 8, name: (i) => `${i}#回流污泥电动蝶阀`, position: () => pos('二沉池区', '回流污泥泵房'),
      makers: [{ ...local('上海冠龙阀门节能设备股份有限公司'), model: 'D971X-10 DN400' }], price: [11_000, 15_000], life: 10, criticality: 'C',
      specs: () => [spec('口径', 'DN400'), spec('压力等级', 'PN10'), spec('驱动', '电动')], ...equip },
    { area: 'TS', cat: 'IN', count: 2, name: (i) => `${i}#进水电磁流量计`, position: () => pos('进水提升区', '进水泵房'),
      makers: [{ ...e_h, model: 'Promag W 400 DN1000' }], price: [62_000, 75_000], life: 10, criticality: 'A',
      specs: (r) => [spec('量程', '0–6000', 'm³/h'), spec('精度', '±0.5', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'TS', cat: 'IN', count: 3, name: (i) => `${i}#进水泵房超声波液位计`, position: () => pos('进水提升区', '进水泵房'),
      makers: [{ ...siemens, model: 'SITRANS Probe LU240' }, { ...e_h, model: 'Prosonic FMU90' }], price: [12_000, 16_000], life: 8, criticality: 'B',
      specs: (r) => [spec('量程', '0–12', 'm'), spec('精度', '±0.25', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'TS', cat: 'IN', count: 1, name: () => '进水COD在线分析仪', position: () => pos('进水提升区', '进水泵房'),
      makers: [{ ...hach, model: 'CODmax plus sc' }], price: [168_000, 185_000], life: 8, criticality: 'B',
      specs: (r) => [spec('量程', '10–5000', 'mg/L'), spec('精度', '±5', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'TS', cat: 'IN', count: 1, name: () => '进水氨氮在线分析仪', position: () => pos('进水提升区', '进水泵房'),
      makers: [{ ...hach, model: 'AMTAX sc' }], price: [138_000, 150_000], life: 8, criticality: 'B',
      specs: (r) => [spec('量程', '0.2–1000', 'mg/L'), spec('精度', '±3', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'TS', cat: 'IN', count: 2, name: (i) => `${i}#进水pH计`, position: () => pos('进水提升区', '进水泵房'),
      makers: [{ ...hach, model: 'pHD sc' }, { ...e_h, model: 'Orbisint CPS11E' }], price: [14_000, 18_000], life: 8, criticality: 'C',
      specs: (r) => [spec('量程', '0–14', 'pH'), spec('精度', '±0.02', 'pH'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'XD', cat: 'IN', count: 1, name: () => '出水COD在线分析仪', position: () => pos('深度处理区', '出水泵房'),
      makers: [{ ...hach, model: 'UVAS plus sc' }], price: [128_000, 140_000], life: 8, criticality: 'A',
      specs: (r) => [spec('量程', '0–500', 'mg/L'), spec('精度', '±3', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'XD', cat: 'IN', count: 1, name: () => '出水氨氮在线分析仪', position: () => pos('深度处理区', '出水泵房'),
      makers: [{ ...hach, model: 'AN-ISE sc' }], price: [96_000, 108_000], life: 8, criticality: 'A',
      specs: (r) => [spec('量程', '0.2–1000', 'mg/L'), spec('精度', '±5', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'XD', cat: 'IN', count: 1, name: () => '出水总磷在线分析仪', position: () => pos('深度处理区', '出水泵房'),
      makers: [{ ...hach, model: 'Phosphax sc LR' }], price: [150_000, 165_000], life: 8, criticality: 'A',
      specs: (r) => [spec('量程', '0.05–15', 'mg/L'), spec('精度', '±2', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'XD', cat: 'IN', count: 1, name: () => '出水总氮在线分析仪', position: () => pos('深度处理区', '出水泵房'),
      makers: [{ ...local('聚光科技（杭州）股份有限公司'), model: 'TN-2000' }], price: [118_000, 128_000], life: 8, criticality: 'A',
      specs: (r) => [spec('量程', '0–100', 'mg/L'), spec('精度', '±5', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'XD', cat: 'IN', count: 2, name: (i) => `${i}#出水电磁流量计`, position: () => pos('深度处理区', '出水泵房'),
      makers: [{ ...e_h, model: 'Promag W 400 DN1000' }], price: [62_000, 75_000], life: 10, criticality: 'A',
      specs: (r) => [spec('量程', '0–6000', 'm³/h'), spec('精度', '±0.5', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'WN', cat: 'IN', count: 4, name: (i) => `${i}#污泥管道压力变送器`, position: () => pos('污泥处理区', '污泥脱水机房'),
      makers: [{ ...siemens, model: 'SITRANS P320' }, { ...e_h, model: 'Cerabar PMC51' }], price: [6_500, 8_500], life: 8, criticality: 'C',
      specs: (r) => [spec('量程', '0–1.6', 'MPa'), spec('精度', '±0.075', '%'), spec('校准到期', calibrationDue(r, today))], ...prod },
    { area: 'PD', cat: 'EL', count: 4, name: (i) => `${i}#10kV干式变压器`, position: () => pos('供配电区', '10kV变配电室'),
      makers: [{ ...schneider, model: 'Trihal SCB13-2000/10' }, { ...local('顺特电气设备有限公司'), model: 'SCB13-2000/10' }], price: [260_000, 320_000], life: 20, criticality: 'A',
      specs: () => [spec('额定容量', 2000, 'kVA'), spec('电压比', '10/0.4', 'kV'), spec('联结组别', 'Dyn11')], ...equip },
    { area: 'PD', cat: 'EL', count: 10, name: (i) => `${i}#10kV高压开关柜`, position: () => pos('供配电区', '10kV变配电室'),
      makers: [{ ...schneider, model: 'PIX-12 KYN28A' }, { ...siemens, model: 'NXAirS 12kV' }], price: [78_000, 96_000], life: 20, criticality: 'A',
      specs: () => [spec('额定电压', 12, 'kV'), spec('额定电流', 1250, 'A'), spec('短路开断电流', 31.5, 'kA')], ...equip },
    { area: 'PD', cat: 'EL', count: 14, name: (i) => `${i}#低压开关柜`, position: (i) => (i <= 8 ? pos('供配电区', '10kV变配电室') : i <= 12 ? pos('供配电区', '鼓风机房MCC') : pos('供配电区', '污泥脱水MCC')),
      makers: [{ ...schneider, model: 'Okken MNS' }, { ...siemens, model: 'SIVACON S8' }], price: [42_000, 58_000], life: 20, criticality: 'B',
      specs: () => [spec('额定电压', 0.4, 'kV'), spec('额定电流', 4000, 'A')], ...equip },
    { area: 'PD', cat: 'EL', count: 14, name: (i) => `${i}#变频器`, position: (i) => (i <= 6 ? pos('进水提升区', '进水泵房') : i <= 11 ? pos('供配电区', '鼓风机房MCC') : pos('供配电区', '污泥脱水MCC')),
      makers: [{ ...schneider, model: 'ATV630D110N4' }, { ...siemens, model: 'SINAMICS G120X' }, { ...local('ABB（中国）有限公司'), model: 'ACS580-01-206A-4' }], price: [36_000, 68_000], life: 10, criticality: 'B',
      specs: (r) => [spec('额定功率', pick(r, [55, 75, 90, 110]), 'kW'), spec('输入电压', 380, 'V'), spec('防护等级', 'IP21')], ...equip },
    { area: 'PD', cat: 'EL', count: 2, name: (i) => `${i}#无功补偿柜`, position: () => pos('供配电区', '10kV变配电室'),
      makers: [{ ...schneider, model: 'VarSet 400kvar' }], price: [52_000, 60_000], life: 15, criticality: 'C',
      specs: () => [spec('补偿容量', 400, 'kvar'), spec('额定电压', 0.4, 'kV')], ...equip },
    { area: 'PD', cat: 'EL', count: 1, name: () => '应急柴油发电机组', position: () => pos('供配电区', '10kV变配电室'),
      makers: [{ ...local('康明斯（中国）投资有限公司'), model: 'C500D5' }], price: [420_000, 460_000], life: 15, criticality: 'A',
      specs: () => [spec('额定功率', 400, 'kW'), spec('额定电压', 0.4, 'kV'), spec('转速', 1500, 'rpm')], ...equip },
    { area: 'ZK', cat: 'PLC', count: 1, name: () => '中控室主站PLC', position: () => pos('中控楼', '中控室'),
      makers: [{ ...siemens, model: 'SIMATIC S7-1500 CPU 1516-3 PN/DP' }], price: [168_000, 185_000], life: 10, criticality: 'A',
      specs: () => [spec('CPU', '1516-3 PN/DP'), spec('IO点数', 512, '点'), spec('冗余', '否')], ...equip },
    { area: 'ZK', cat: 'PLC', count: 6, name: (i) => `${['进水泵房', '预处理', '1#生物池', '2#生物池', '深度处理', '污泥处理'][i - 1]}分控站PLC`,
      position: (i) => [pos('进水提升区', '进水泵房'), pos('预处理区', '细格栅间'), pos('生物处理区', '鼓风机房'), pos('生物处理区', '鼓风机房'), pos('深度处理区', '滤池车间'), pos('污泥处理区', '污泥脱水机房')][i - 1]!,
      makers: [{ ...siemens, model: 'SIMATIC S7-1500 CPU 1515-2 PN' }, { ...schneider, model: 'Modicon M580 BMEP582040' }], price: [92_000, 118_000], life: 10, criticality: 'A',
      specs: () => [spec('CPU', 'S7-1515-2 PN'), spec('IO点数', 256, '点')], ...equip },
    { area: 'ZK', cat: 'PLC', count: 6, name: (i) => `${i}#操作员站`, position: () => pos('中控楼', '中控室'),
      makers: [{ ...local('研华科技（中国）有限公司'), model: 'IPC-610L' }], price: [16_000, 22_000], life: 6, criticality: 'B',
      specs: () => [spec('CPU', 'Intel i7-12700'), spec('内存', 32, 'GB'), spec('组态软件', 'WinCC V8')], ...it },
    { area: 'XX', cat: 'SV', count: 8, name: (i) => ['SCADA服务器A', 'SCADA服务器B', '历史数据库服务器', '生产管理系统服务器', '门户应用服务器', '数据库服务器', '视频管理服务器', '备份服务器'][i - 1]!,
      position: () => pos('中控楼', '数据机房'),
      makers: [{ ...huawei, model: 'FusionServer 2288H V6' }, { ...local('浪潮电子信息产业股份有限公司'), model: 'NF5280M6' }], price: [68_000, 96_000], life: 6, criticality: 'A', it: true,
      specs: (r) => [spec('CPU', '2 × Xeon Gold 6330'), spec('内存', pick(r, [128, 256, 512]), 'GB'), spec('硬盘', pick(r, ['4 × 1.92TB SSD', '8 × 2.4TB SAS']))], ...it },
    { area: 'XX', cat: 'NW', count: 2, name: (i) => `${i}#核心交换机`, position: () => pos('中控楼', '数据机房'),
      makers: [{ ...huawei, model: 'CloudEngine S12700E-4' }], price: [168_000, 190_000], life: 8, criticality: 'A', it: true,
      specs: () => [spec('端口', '48 × 10GE SFP+ + 4 × 100GE'), spec('交换容量', 57.6, 'Tbps')], ...it },
    { area: 'XX', cat: 'NW', count: 8, name: (i) => `${i}#接入交换机`, position: () => pos('中控楼', '数据机房'),
      makers: [{ ...huawei, model: 'S5735-L48T4S-A' }, { ...local('新华三技术有限公司'), model: 'S5130S-52S-EI' }], price: [6_800, 9_200], life: 6, criticality: 'B', it: true,
      specs: () => [spec('端口', '48 × GE + 4 × 10GE SFP+')], ...it },
    { area: 'XX', cat: 'NW', count: 6, name: (i) => `${['进水泵房', '预处理', '鼓风机房', '滤池车间', '脱水机房', '加药间'][i - 1]}工业以太网交换机`,
      position: (i) => [pos('进水提升区', '进水泵房'), pos('预处理区', '细格栅间'), pos('生物处理区', '鼓风机房'), pos('深度处理区', '滤池车间'), pos('污泥处理区', '污泥脱水机房'), pos('加药区', '除磷加药间')][i - 1]!,
      makers: [{ ...siemens, model: 'SCALANCE XC216' }, { ...local('赫斯曼（中国）'), model: 'RSP35' }], price: [12_000, 16_000], life: 8, criticality: 'B', it: true,
      specs: () => [spec('端口', '16 × 百兆电口 + 2 × 千兆光口'), spec('环网', 'MRP')], ...it },
    { area: 'XX', cat: 'NW', count: 4, name: (i) => `${i}#无线AP`, position: () => pos('中控楼', '中控室'),
      makers: [{ ...huawei, model: 'AirEngine 5761-11' }], price: [2_800, 3_600], life: 5, criticality: 'C', it: true,
      specs: () => [spec('标准', 'Wi-Fi 6'), spec('速率', 1.775, 'Gbps')], ...it },
    { area: 'XX', cat: 'ST', count: 2, name: (i) => `${i}#集中存储`, position: () => pos('中控楼', '数据机房'),
      makers: [{ ...huawei, model: 'OceanStor 5310 V5' }], price: [186_000, 220_000], life: 6, criticality: 'A', it: true,
      specs: () => [spec('裸容量', 96, 'TB'), spec('控制器', 2, '个'), spec('RAID', 'RAID 6')], ...it },
    { area: 'XX', cat: 'ST', count: 1, name: () => '视频存储NVR阵列', position: () => pos('中控楼', '数据机房'),
      makers: [{ ...hikvision, model: 'DS-96128N-I16' }], price: [42_000, 48_000], life: 6, criticality: 'B', it: true,
      specs: () => [spec('盘位', 16, '个'), spec('容量', 128, 'TB'), spec('接入路数', 128, '路')], ...it },
    { area: 'XX', cat: 'DC', count: 2, name: (i) => `${i}#机房UPS`, position: () => pos('中控楼', '数据机房'),
      makers: [{ ...huawei, model: 'UPS5000-E-60K' }, { ...schneider, model: 'Galaxy VS 60kVA' }], price: [96_000, 120_000], life: 8, criticality: 'A', it: true,
      specs: () => [spec('容量', 60, 'kVA'), spec('后备时间', 60, 'min'), spec('电池', '12V 100Ah × 32')], ...it },
    { area: 'XX', cat: 'DC', count: 2, name: (i) => `${i}#机房精密空调`, position: () => pos('中控楼', '数据机房'),
      makers: [{ ...local('维谛技术有限公司'), model: 'Liebert PEX4 25kW' }, { ...huawei, model: 'NetCol5000-A025' }], price: [118_000, 136_000], life: 10, criticality: 'A', it: true,
      specs: () => [spec('制冷量', 25, 'kW'), spec('送风方式', '下送风')], ...it },
    { area: 'XX', cat: 'DC', count: 1, name: () => '机房动力环境监控主机', position: () => pos('中控楼', '数据机房'),
      makers: [{ ...local('共济科技股份有限公司'), model: 'JK-4600' }], price: [28_000, 32_000], life: 8, criticality: 'C', it: true,
      specs: () => [spec('监测点', 64, '点'), spec('告警方式', '短信/声光')], ...it },
    { area: 'XX', cat: 'SE', count: 2, name: (i) => `${i}#工控防火墙`, position: () => pos('中控楼', '数据机房'),
      makers: [{ ...huawei, model: 'USG6555F' }, { ...local('北京威努特技术有限公司'), model: 'Winicssec-IFW-3000' }], price: [48_000, 62_000], life: 6, criticality: 'A', it: true,
      specs: () => [spec('吞吐量', 6, 'Gbps'), spec('并发连接', 300, '万')], ...it },
    { area: 'XX', cat: 'SE', count: 1, name: () => '网络安全隔离网闸', position: () => pos('中控楼', '数据机房'),
      makers: [{ ...local('北京天融信网络安全技术有限公司'), model: 'TopRules 7000' }], price: [86_000, 96_000], life: 6, criticality: 'A', it: true,
      specs: () => [spec('吞吐量', 1, 'Gbps')], ...it },
    { area: 'XX', cat: 'SE', count: 16, name: (i) => `${i}#网络摄像机`, position: (i) => (i <= 6 ? pos('厂区', '大门及周界') : pick(() => ((i * 7) % 10) / 10, [pos('进水提升区', '进水泵房'), pos('预处理区', '粗格栅间'), pos('生物处理区', '鼓风机房'), pos('污泥处理区', '污泥脱水机房'), pos('加药区', '消毒加药间')])),
      makers: [{ ...hikvision, model: 'DS-2CD3T47WDV3-L' }, { ...hikvision, model: 'iDS-2DE7423MW-A' }], price: [1_800, 6_500], life: 5, criticality: 'C', it: true,
      specs: () => [spec('分辨率', '400万像素'), spec('红外距离', 50, 'm'), spec('防护等级', 'IP67')], ...it },
  ];
}

export interface SeedAsset {
  assetCode: string; name: string; model: string; categoryCode: string; assetStatus: AssetStatus; criticality: 'A' | 'B' | 'C';
  position: string; positionDetail: string | null; serialNumber: string; manufacturer: string; supplier: string;
  productionDate: string; purchaseDate: string; registerDate: string; serviceLife: number; useOrganization: string; manager: string;
  lastInspectTime: string | null; specs: Array<{ label: string; value: string; unit: string | null }>;
  equipmentStatus: 'running' | 'stop'; equipmentIp: string | null; manageIp: string | null; rackName: string | null; rackUpNumber: number | null;
  maintainer: string | null; contacts: string | null; contactInformation: string | null; maintenanceMethod: string | null;
  maintenanceStartDate: string | null; maintenanceEndDate: string | null; maintenancePrice: number | null;
  originalUnitPrice: number; residualsRate: number; financialCategory: string;
}

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const contacts = ['王工', '刘工', '陈工', '赵工', '孙工', '周工'];

/** The plant's assets as of `today`: purchases over the last 12 years, contracts some expired, some expiring within 30 days. */
export function plantAssets(today: Date): SeedAsset[] {
  const r = seededRandom(20_260_301);
  const assets: SeedAsset[] = [];
  const counters = new Map<string, number>();
  let ipHost = 10;
  let rackU = 0;
  for (const g of groups(today)) {
    for (let i = 1; i <= g.count; i += 1) {
      const prefix = `${g.area}-${g.cat}`;
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      const m = pick(r, g.makers);
      const purchase = new Date(today.getTime() - Math.round(between(r, 40, 12 * 365)) * DAY);
      const register = new Date(purchase.getTime() + Math.round(between(r, 5, 60)) * DAY);
      const production = new Date(purchase.getTime() - Math.round(between(r, 30, 200)) * DAY);
      const roll = r();
      const assetStatus: AssetStatus = roll < 0.86 ? 'using' : roll < 0.92 ? 'idle' : roll < 0.96 ? 'repair' : roll < 0.985 ? 'scrap' : 'scrapped';
      // A contract for most: a third of those ended, a few end within 30 days, the rest run on.
      const contract = r() < 0.7;
      const endRoll = r();
      // Only an asset older than a year can have a contract that ended.
      const ageDays = (today.getTime() - purchase.getTime()) / DAY;
      const endOffset = endRoll < 0.3 && ageDays > 400 ? -Math.round(between(r, 10, Math.min(700, ageDays - 365)))
        : endRoll < 0.42 ? Math.round(between(r, 1, 29)) : Math.round(between(r, 45, 900));
      const end = new Date(today.getTime() + endOffset * DAY);
      // A contract began when the asset was bought or later, and never after today.
      const start = new Date(Math.max(purchase.getTime(), Math.min(end.getTime() - pick(r, [1, 2, 3]) * 365 * DAY, today.getTime() - Math.round(between(r, 10, 200)) * DAY)));
      const price = round(between(r, g.price[0], g.price[1]), 100);
      const rackPlace = g.it && /数据机房/.test(g.position(i));
      if (rackPlace) rackU = (rackU % 40) + 2;
      if (g.it) ipHost += 1;
      assets.push({
        assetCode: `${prefix}-${String(n).padStart(3, '0')}`,
        name: g.name(i), model: m.model, categoryCode: g.cat, assetStatus, criticality: g.criticality,
        position: g.position(i), positionDetail: null,
        serialNumber: `${m.model.replace(/[^A-Za-z0-9]/g, '').slice(0, 6).toUpperCase() || 'SN'}${purchase.getUTCFullYear()}${String(Math.floor(r() * 1e6)).padStart(6, '0')}`,
        manufacturer: m.maker, supplier: m.supplier,
        productionDate: day(production), purchaseDate: day(purchase), registerDate: day(register), serviceLife: g.life,
        useOrganization: g.organization, manager: g.manager,
        lastInspectTime: assetStatus === 'using' && !g.it ? new Date(today.getTime() - Math.round(between(r, 2, 7 * 24)) * 3_600_000).toISOString() : null,
        specs: g.specs(r, i),
        equipmentStatus: assetStatus === 'using' ? 'running' : 'stop',
        equipmentIp: g.it ? `10.10.${g.cat === 'SE' ? 30 : 10}.${ipHost}` : null,
        manageIp: g.it && g.cat !== 'SE' ? `10.20.10.${ipHost}` : null,
        rackName: rackPlace ? `A0${1 + (Math.floor(ipHost / 7) % 4)}` : null,
        rackUpNumber: rackPlace ? rackU : null,
        maintainer: contract ? m.maintainer : null,
        contacts: contract ? pick(r, contacts) : null,
        contactInformation: contract ? `010-${String(6000_0000 + Math.floor(r() * 3999_9999)).slice(0, 8)}` : null,
        maintenanceMethod: contract ? (g.it ? pick(r, ['7×24 上门', '远程 + 上门']) : pick(r, ['上门维修', '返厂维修', '年度巡检 + 上门'])) : null,
        maintenanceStartDate: contract ? day(start) : null,
        maintenanceEndDate: contract ? day(end) : null,
        maintenancePrice: contract ? round(price * between(r, 0.03, 0.08), 100) : null,
        originalUnitPrice: price, residualsRate: 0.05,
        financialCategory: g.it ? '电子设备' : g.cat === 'EL' ? '电气设备' : g.cat === 'IN' || g.cat === 'PLC' ? '仪器仪表' : '机器设备',
      });
    }
  }
  return assets;
}

/** The second tenant's few assets: enough to show its ledger and that tenants never see each other's. */
export function otherTenantAssets(today: Date): SeedAsset[] {
  return plantAssets(today).filter((a) => a.assetCode.startsWith('TS-')).slice(0, 10)
    .map((a) => ({ ...a, assetCode: a.assetCode.replace(/^TS-/, 'HX-'), name: `华兴${a.name}` }));
}
