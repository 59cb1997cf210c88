/** The application centre of the plant: categories of the 'appType' group and their apps. Data only. */

import type { Audience } from './home.js';

export const APP_TYPE_KEY = 'appType';
/** The category the application centre shows (relabelled 'asset management' by the client). */
export const DEFAULT_CATEGORY = '默认分类';
/** The process a mode 5 app starts on behalf of a leader; the app shows once such a process is deployed. */
export const AGENT_START_KEY = 'repair';

export interface SeedApp { name: string; mode: number; content: string; icon: string; iconColor: string; audience?: Audience }

/** Top-level categories, each with child categories and their apps; `icon` names an antd-mobile-icons component. */
export interface SeedAppCategory { name: string; apps?: SeedApp[]; children: Array<{ name: string; apps: SeedApp[] }> }

export const appCategories: SeedAppCategory[] = [
  {
    name: DEFAULT_CATEGORY,
    children: [
      {
        name: '流程办理',
        apps: [
          { name: '我的待办', mode: 1, content: '/work/myMatters/0', icon: 'UnorderedListOutline', iconColor: '#1677ff' },
          { name: '我的已办', mode: 1, content: '/work/myMatters/1', icon: 'CheckCircleOutline', iconColor: '#00b578' },
          { name: '我的请求', mode: 1, content: '/work/myRequest', icon: 'FileOutline', iconColor: '#ff8f1f' },
          { name: '发起流程', mode: 1, content: '/work/startFlowList', icon: 'AddCircleOutline', iconColor: '#1677ff' },
          { name: '代领导报修', mode: 5, content: JSON.stringify({ key: AGENT_START_KEY }), icon: 'UserSetOutline', iconColor: '#7b61ff' },
        ],
      },
      {
        name: '运行数据',
        apps: [
          { name: '运行日报', mode: 9, content: JSON.stringify({ alias: 'plantDaily' }), icon: 'HistogramOutline', iconColor: '#00b578' },
          {
            name: '流程统计', mode: 4, content: JSON.stringify({ id: 'instanceByDef', name: '流程统计' }), icon: 'PieOutline', iconColor: '#7b61ff',
            audience: { roles: ['director', 'deptHead'] },
          },
          // Custom charts over the daily report and the lab results (seed/forms/queries.ts): the whole plant reads both.
          { name: '进水量趋势', mode: 4, content: JSON.stringify({ id: 'inflow_trend', name: '进水量趋势' }), icon: 'HistogramOutline', iconColor: '#1677ff' },
          { name: '出水水质', mode: 4, content: JSON.stringify({ id: 'effluent_quality', name: '出水水质' }), icon: 'PieOutline', iconColor: '#00b3b3' },
        ],
      },
      {
        // Mode 3: the data templates of seed/forms, opened at /template/preview/{alias}.
        name: '数据报表',
        apps: [
          { name: '化验数据', mode: 3, content: JSON.stringify({ alias: 'lab_results' }), icon: 'ContentOutline', iconColor: '#13a8a8' },
          { name: '日报填报', mode: 3, content: JSON.stringify({ alias: 'daily_ops' }), icon: 'CalendarOutline', iconColor: '#1677ff' },
          { name: '隐患排查', mode: 3, content: JSON.stringify({ alias: 'hazard_reports' }), icon: 'ScanningOutline', iconColor: '#ff3141' },
          { name: '物资台账', mode: 3, content: JSON.stringify({ alias: 'materials' }), icon: 'TruckOutline', iconColor: '#ff8f1f' },
        ],
      },
      {
        // The asset system (ADR 0024): only the screens built so far.
        name: '设备管理',
        apps: [
          { name: '设备台账', mode: 1, content: '/eam/getDevice', icon: 'ScanningOutline', iconColor: '#13a8a8' },
          { name: '设备巡检', mode: 1, content: '/eam/inspectioin', icon: 'EnvironmentOutline', iconColor: '#1677ff' },
          { name: '设备保养', mode: 1, content: '/eam/maintenance', icon: 'CalendarOutline', iconColor: '#00b578' },
          { name: '维修工单', mode: 1, content: '/eam/maintenance2', icon: 'UserSetOutline', iconColor: '#ff8f1f' },
          { name: '设备指标', mode: 1, content: '/eam/kpi', icon: 'HistogramOutline', iconColor: '#7b61ff' },
        ],
      },
      {
        name: '资料文档',
        apps: [
          { name: '排放标准', mode: 2, content: 'https://www.mee.gov.cn/ywgz/fgbz/bz/', icon: 'GlobalOutline', iconColor: '#1677ff' },
        ],
      },
    ],
  },
  {
    name: '常用工具',
    apps: [{ name: '消息中心', mode: 1, content: '/messageReceiverList', icon: 'MessageOutline', iconColor: '#1677ff' }],
    children: [],
  },
];

/** Another tenant's application centre: the flow apps. */
export const basicAppCategories: SeedAppCategory[] = [{
  name: DEFAULT_CATEGORY,
  children: [{ name: '流程办理', apps: appCategories[0].children[0].apps.filter((a) => a.mode === 1) }],
}];
