import type { FormField } from '@wp/contract';
import { seededRandom, type DailyReading } from '../portal/readings.js';
import { PLANT, addDays, dayOfYear, round, type SeedTemplate } from './common.js';

/** 运行日报: the plant's day in figures — water, sludge, power and chemicals — one record per day. */

const weathers = [
  { key: 'sunny', name: '晴' }, { key: 'cloudy', name: '多云' }, { key: 'overcast', name: '阴' },
  { key: 'lightRain', name: '小雨' }, { key: 'heavyRain', name: '大到暴雨' }, { key: 'snow', name: '雪' },
];

const amount = (key: string, label: string, unit: string, precision = 0): FormField =>
  ({ key, label, type: 'number', min: 0, max: 10_000_000, precision, unit, required: true });

export const dailyOpsFields: FormField[] = [
  { key: 'reportDate', label: '日期', type: 'date', required: true },
  { key: 'weather', label: '天气', type: 'select', options: weathers },
  amount('inflow', '进水量', 'm³'), amount('outflow', '出水量', 'm³'),
  amount('sludge', '脱水污泥量', 't', 1),
  amount('power', '用电量', 'kWh'),
  { key: 'powerPerTon', label: '吨水电耗', type: 'computed', expression: 'power / inflow', precision: 3, help: 'kWh/m³，用电量÷进水量' },
  amount('pac', 'PAC投加量', 'kg'), amount('pam', 'PAM投加量', 'kg', 1), amount('naclo', '次氯酸钠投加量', 'kg'),
  { key: 'shiftLeader', label: '值班长', type: 'user', required: true },
  { key: 'remark', label: '运行情况', type: 'textarea', maxLength: 1000 },
];

export const dailyOpsTemplate: SeedTemplate = {
  alias: 'daily_ops', name: '运行日报', boAlias: 'daily_ops', formKey: 'daily_ops', pageSize: 31,
  right: PLANT,
  displayField: [
    { name: 'reportDate', desc: '日期' }, { name: 'weather', desc: '天气' }, { name: 'inflow', desc: '进水量(m³)' }, { name: 'outflow', desc: '出水量(m³)' },
    { name: 'sludge', desc: '污泥(t)' }, { name: 'power', desc: '用电(kWh)' }, { name: 'powerPerTon', desc: '吨水电耗' },
    { name: 'pac', desc: 'PAC(kg)' }, { name: 'pam', desc: 'PAM(kg)' }, { name: 'naclo', desc: '次氯酸钠(kg)' }, { name: 'shiftLeader', desc: '值班长' },
  ],
  conditionField: [{ name: 'reportDate', desc: '日期', qt: 'BETWEEN', ct: 'date' }, { name: 'weather', desc: '天气', qt: 'EQ', ct: 'select' }],
  manageField: [
    { name: 'add', desc: '新增', right: { orgs: ['production'] } },
    { name: 'edit', desc: '编辑', right: { roles: ['shiftLeader'], posts: ['productionHead'] } },
    { name: 'del', desc: '删除', right: { posts: ['productionHead'] } },
    { name: 'detail', desc: '查看' },
    { name: 'export', desc: '导出' },
    { name: 'record', desc: '修改记录', right: { orgs: ['production'] } },
  ],
  exportField: [
    { name: 'reportDate', desc: '日期' }, { name: 'weather', desc: '天气' }, { name: 'inflow', desc: '进水量(m³)' }, { name: 'outflow', desc: '出水量(m³)' },
    { name: 'sludge', desc: '脱水污泥量(t)' }, { name: 'power', desc: '用电量(kWh)' }, { name: 'powerPerTon', desc: '吨水电耗(kWh/m³)' },
    { name: 'pac', desc: 'PAC(kg)' }, { name: 'pam', desc: 'PAM(kg)' }, { name: 'naclo', desc: '次氯酸钠(kg)' }, { name: 'shiftLeader', desc: '值班长' }, { name: 'remark', desc: '运行情况' },
  ],
  sortField: [{ name: 'reportDate', sort: 'DESC' }],
};

export interface DailyOps { day: string; weather: string; inflow: number; outflow: number; sludge: number; power: number; pac: number; pam: number; naclo: number; remark?: string }

/** Events of the year (days before today) an operator would write into the day's report. */
const notes: Record<number, string> = {
  318: '进水COD异常升高，加大曝气量，化验室加密监测。',
  262: '除磷加药泵故障，切换备用泵，已报设备部检修。',
  204: '暴雨，进水泵房四台泵全开，高效沉淀池短时跑泥。',
  171: '2#滤池反冲洗阀门故障，滤池切换运行。',
  118: '水温偏低，乙酸钠投加量由1.2t/d调至1.6t/d。',
  86: '2#鼓风机跳闸，切换1#、3#运行，抢修后恢复。',
  52: 'PAC到货延迟，投加量临时下调，联系供应商加急。',
  21: '3#离心脱水机更换轴承，污泥外运正常。',
};

/**
 * `days` daily reports ending yesterday (today's closes at midnight): about 48,000 m³/d with a summer rainy
 * season and a weekly rhythm; sludge, power and chemicals follow the water. Days `readings` covers take its
 * inflow and outflow, so the plant-daily page and the report agree.
 */
export function generateDailyOps(today: string, days: number, readings: ReadonlyMap<string, DailyReading>, seed = 20250919): DailyOps[] {
  const rnd = seededRandom(seed);
  const n = () => rnd() * 2 - 1;
  const out: DailyOps[] = [];
  for (let ago = days; ago >= 1; ago--) {
    const day = addDays(today, -ago);
    const season = Math.sin((2 * Math.PI * (dayOfYear(day) - 110)) / 365);
    const weekly = Math.sin((2 * Math.PI * new Date(`${day}T00:00:00Z`).getUTCDay()) / 7);
    const wet = season > 0.3 ? 0.3 : 0.08;
    const rain = rnd() < wet ? (rnd() < 0.3 ? 2 : 1) : 0;
    const r = readings.get(day);
    const inflow = r?.inflow ?? Math.round(47_000 + 2_500 * weekly + 1_200 * n() + 1_500 * Math.max(0, season) + rain * 5_000 + (ago === 204 ? 9_000 : 0));
    const rained = r ? r.inflow - 48_000 - 2_500 * weekly > 3_500 : rain > 0 || ago === 204;
    const cold = dayOfYear(day) < 60 || dayOfYear(day) > 335;
    const weather = ago === 204 ? 'heavyRain' : rained ? (cold ? 'snow' : rain === 2 ? 'heavyRain' : 'lightRain') : (['sunny', 'sunny', 'cloudy', 'overcast'] as const)[Math.floor(rnd() * 4)];
    const k = inflow / 1000;
    out.push({
      day, weather, inflow, outflow: r?.outflow ?? Math.round(inflow * (0.965 + 0.01 * n())),
      sludge: round(k * (0.78 + 0.06 * n()), 1),
      // Aeration works harder in the warm months (less oxygen dissolves).
      power: Math.round(inflow * (0.3 + 0.025 * season + 0.01 * n())),
      pac: Math.round(k * (24 + 3 * n()) * (ago === 52 ? 0.6 : 1)),
      pam: round(k * (0.62 + 0.06 * n()), 1),
      naclo: Math.round(k * (48 + 5 * n())),
      remark: notes[ago],
    });
  }
  return out;
}
