/** The plant's home page: columns and the mobile layouts made of them. Data only; index.ts writes it. */

import type { ColumnInput } from '../../modules/portal/home/column-admin.js';

/** Who a restricted column, layout, app or menu is for, by role and org codes of plant.ts. */
export interface Audience { roles?: string[]; orgs?: string[] }

export type SeedColumn = Omit<ColumnInput, 'rights'> & { audience?: Audience };
export interface SeedLayout { name: string; memo: string; isDefault: boolean; mobileList: string[]; audience?: Audience }

const page = (size: number) => JSON.stringify({ pageBean: { page: 1, pageSize: size, showTotal: true } });

/** The welcome column, with the tenant's own name. */
const welcome = (tenantName: string, html: string): SeedColumn => ({
  alias: 'welcome', name: '欢迎', colType: 0, dataMode: 0, isPublic: true, memo: '首页顶部的欢迎信息',
  html: `<div class="welcome"><h3>${tenantName}移动办公</h3>${html}</div>`,
});

const myTodo: SeedColumn = {
  alias: 'myTodo', name: '我的待办', colType: 0, dataMode: 3, requestType: 'POST', needPage: true, pageSize: 5, isPublic: true,
  dataFrom: '/bpm-runtime/runtime/task/v1/getTodoList', dataParam: page(5), colUrl: '/work/myMatters/0',
  templateHtml: '<div class="col-row"><a href="/task/{{id}}/0">{{subject}}</a><span class="col-meta">{{name}} · {{createTime}}</span></div>',
};

/** Each row opens its notice or article; 更多 opens the list. */
const notices: SeedColumn = {
  alias: 'plantNotice', name: '通知公告', colType: 0, dataMode: 3, requestType: 'POST', needPage: true, pageSize: 5, isPublic: true,
  dataFrom: '/portal/portal/messageNews/v1/listNotice?isPublic=true', dataParam: page(5), colUrl: '/news?type=notice',
  templateHtml: '<a class="col-row" href="/news/{{id}}"><span>{{title}}</span><span class="col-meta">{{publisher}} · {{publishTime}}</span></a>',
};
const news: SeedColumn = {
  alias: 'plantNews', name: '新闻动态', colType: 0, dataMode: 3, requestType: 'POST', needPage: true, pageSize: 5, isPublic: true,
  dataFrom: '/portal/portal/messageNews/v1/list?isPublic=true', dataParam: page(5), colUrl: '/news',
  templateHtml: '<a class="col-row" href="/news/{{id}}"><span>{{title}}</span><span class="col-meta">{{summary}}</span></a>',
};

/** The plant's columns; its name is the tenant's. */
export const plantColumns = (tenantName: string): SeedColumn[] => [
  // The script is here on purpose: saving sanitises it away, which the tests check.
  welcome(tenantName, '<p>安全生产，人人有责。今日请重点关注<strong>生化池溶解氧</strong>与<strong>出水氨氮</strong>。</p>'
    + '<script>alert("xss")</script><p><a href="/work/startFlowList">发起流程</a> · <a href="/datavShow/plantDaily">运行日报</a></p>'),
  myTodo,
  {
    alias: 'processStats', name: '流程统计', colType: 1, chartType: 2, dataMode: 3, requestType: 'GET', colHeight: 360, isPublic: false,
    dataFrom: '/bpm-runtime/runtime/report/v1/getEchartsData?reportId=instanceByDef', memo: '各流程的实例数量，管理人员可见',
    audience: { roles: ['director', 'deptHead', 'sysAdmin'] },
  },
  {
    // A custom chart of the forms seed (seed/forms/queries.ts): its getListData reply is a dataset the client maps to ECharts.
    alias: 'effluentQuality', name: '出水水质', colType: 1, chartType: 2, dataMode: 3, requestType: 'POST', colHeight: 360, isPublic: true,
    dataFrom: '/form/form/customChart/v1/getListData?alias=effluent_quality', dataParam: '{}', colUrl: '/template/preview/lab_results',
    memo: '近90天总出水COD、氨氮、总磷日均值与一级A限值',
  },
  notices,
  news,
  {
    // Rows of the lowStock custom dialog (form's getListData), keys lower-cased; 更多 opens 物资台账.
    alias: 'lowStock', name: '低库存物资', colType: 0, dataMode: 1, dataFrom: 'lowStock', needPage: true, pageSize: 5, isPublic: true,
    colUrl: '/template/preview/materials', memo: '当前库存低于安全库存的物资',
    templateHtml: '<div class="col-row"><span>{{name}}</span><span class="col-meta">{{stock}}{{unit}} / {{safetystock}}{{unit}}</span></div>',
  },
  {
    // The asset KPIs (ADR 0025): the card reads them from the asset system itself; 更多 opens the dashboard.
    alias: 'assetKpi', name: '设备指标', colType: 0, dataMode: 5, dataParam: JSON.stringify({ range: 'last3Months' }), colUrl: '/eam/kpi', isPublic: true,
    memo: '近三个月全厂设备的MTBF、MTTR、可用率、保养完成率、巡检完成率与待办工单',
  },
  {
    alias: 'myMeetings', name: '会议室预约', colType: 0, dataMode: 3, requestType: 'POST', needPage: true, pageSize: 5, isPublic: true,
    dataFrom: '/portal/portal/meetingRoomAppointment/v1/pendingJson', dataParam: page(5),
    templateHtml: '<div class="col-row"><span>{{subject}}</span><span class="col-meta">{{roomName}} · {{startTime}}</span></div>',
  },
];

/** Another tenant's columns: its welcome, to-do, notices and news (no plant roles, bookings or readings). */
export const basicColumns = (tenantName: string): SeedColumn[] => [
  welcome(tenantName, '<p><a href="/work/startFlowList">发起流程</a> · <a href="/work/myMatters/0">我的待办</a></p>'),
  myTodo, notices, news,
];
export const basicLayout: SeedLayout = { name: '标准首页', memo: '全部栏目', isDefault: true, mobileList: ['welcome', 'myTodo', 'plantNotice', 'plantNews'] };

export const layouts: SeedLayout[] = [
  { name: '标准首页', memo: '全部栏目', isDefault: true, mobileList: ['welcome', 'myTodo', 'processStats', 'plantNotice', 'plantNews', 'myMeetings'] },
  { name: '简洁首页', memo: '只看待办和新闻', isDefault: false, mobileList: ['myTodo', 'plantNews'] },
  {
    name: '管理驾驶舱', memo: '厂领导和部门负责人', isDefault: false, mobileList: ['processStats', 'effluentQuality', 'assetKpi', 'myTodo', 'plantNotice'],
    audience: { roles: ['director', 'deptHead'] },
  },
];
