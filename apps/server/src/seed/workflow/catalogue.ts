/** The demo plant's workflow catalogue: categories, dictionaries, serial-number rules, common phrases. Data only. */

/** FLOW_TYPE categories; `icon` is the JSON the client reads (an antd-mobile-icons name and a colour). */
export const flowTypes = [
  { code: 'office', name: '行政办公', icon: { icon: 'FileOutline', color: '#1677ff' } },
  { code: 'finance', name: '采购财务', icon: { icon: 'PayCircleOutline', color: '#fa8c16' } },
  { code: 'operations', name: '生产运维', icon: { icon: 'SetOutline', color: '#00b578' } },
];

export const dictionaries: Record<string, Array<{ key: string; name: string }>> = {
  leaveType: [
    { key: 'annual', name: '年假' }, { key: 'personal', name: '事假' }, { key: 'sick', name: '病假' },
    { key: 'compensatory', name: '调休' }, { key: 'marriage', name: '婚假' },
  ],
  faultLevel: [{ key: 'normal', name: '一般' }, { key: 'serious', name: '严重' }, { key: 'urgent', name: '紧急' }],
  expenseType: [{ key: 'travel', name: '差旅费' }, { key: 'material', name: '材料费' }, { key: 'other', name: '其他' }],
  urgentState: [{ key: '0', name: '普通' }, { key: '1', name: '紧急' }, { key: '2', name: '特急' }],
};

/** Serial-number rules: `{yyyy}{MM}{dd}` date parts of Asia/Shanghai time, `{NO}` the counter. */
export const identities = [
  { alias: 'purchaseNo', name: '采购单号', regulation: 'CG{yyyy}{MM}{dd}{NO}', reset: 'day', noLength: 4 },
  { alias: 'docNo', name: '发文文号', regulation: 'QY-FW-{yyyy}-{NO}', reset: 'year', noLength: 4 },
  { alias: 'repairNo', name: '维修单号', regulation: 'WX{yyyy}{MM}{NO}', reset: 'month', noLength: 4 },
] as const;

/** Phrases everyone sees, for every process. */
export const sharedPhrases = ['同意', '同意，请按规定执行', '不同意，请补充说明', '已阅'];
/** Shared phrases for one process. */
export const processPhrases: Record<string, string[]> = { purchase: ['同意采购，请比价后执行'] };
/** Heads' own phrases, by account. */
export const personalPhrases: Record<string, string[]> = {
  zhangwei: ['同意，按程序办理', '请补充预算明细后再报'],
  wangfang: ['同意，注意安全生产', '请与班组长确认排班后再报'],
  liqiang: ['同意，尽快安排检修', '请先做故障诊断'],
  zhaoli: ['同意，落实安全措施', '请补充作业安全方案'],
  sunyan: ['同意，按公司制度执行', '请补充相关票据'],
};

/** 综合办公室's clerk 何珍 may start processes on behalf of the director 张伟. */
export const agentPairs = [{ agent: 'hezhen', leader: 'zhangwei' }];

/** The second tenant's catalogue: one category of its own. */
export const otherTenantFlowTypes = [{ code: 'general', name: '综合事务', icon: { icon: 'AppOutline', color: '#722ed1' } }];
