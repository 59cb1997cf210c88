/** The plant's repair settings as data: fault types, the fault library, urgencies and repair teams (repair.ts writes them). */
import type { eamApi } from '@wp/contract';

/** Fault types: the roots and their children, by code. */
export const faultTypes: Array<{ code: string; name: string; children: Array<{ code: string; name: string }> }> = [
  { code: 'JX', name: '机械', children: [{ code: 'JX-PU', name: '泵类' }, { code: 'JX-BL', name: '风机' }, { code: 'JX-MX', name: '搅拌器' }, { code: 'JX-VA', name: '阀门' }, { code: 'JX-SL', name: '脱水机' }] },
  { code: 'DQ', name: '电气', children: [{ code: 'DQ-MO', name: '电机' }, { code: 'DQ-VF', name: '变频器' }, { code: 'DQ-PD', name: '配电' }] },
  { code: 'YB', name: '仪表', children: [{ code: 'YB-AN', name: '在线分析仪' }, { code: 'YB-LF', name: '液位流量' }] },
  { code: 'ZK', name: '自控与IT', children: [{ code: 'ZK-PLC', name: 'PLC' }, { code: 'ZK-NW', name: '网络' }, { code: 'ZK-SV', name: '服务器' }] },
];

/** The teams, each with a leader and members of 设备管理部 (accounts of plant.ts). */
export const repairTeams = [
  { key: 'mech', name: '机修班', leader: 'heping', members: ['heping', 'luobin', 'gaoyuan'], notes: '泵、风机、搅拌器、阀门和污泥设备的机械维修' },
  { key: 'elec', name: '电仪班', leader: 'pengcheng', members: ['pengcheng', 'lintao', 'guohui'], notes: '电机、变频器、配电和在线仪表' },
  { key: 'it', name: '信息班', leader: 'zhangmin', members: ['zhangmin', 'liuhui'], notes: 'PLC、网络、服务器和中控系统' },
] as const;
export type TeamKey = (typeof repairTeams)[number]['key'];

/** 紧急 4 h, 重要 24 h, 一般 72 h; the codes are the approval form's faultLevel keys. */
export const urgencies = [
  { code: 'urgent', name: '紧急', sort: 1, responseHours: 4 },
  { code: 'serious', name: '重要', sort: 2, responseHours: 24 },
  { code: 'normal', name: '一般', sort: 3, responseHours: 72 },
] as const;

/** A fault of the library, with what a repair of it usually finds and uses (for the history). */
export interface SeedFault {
  code: string;
  name: string;
  solution: string;
  hours: number;
  type: string;
  team: TeamKey;
  /** Ledger categories (ledger.ts) of the assets it happens to. */
  assets: string[];
  cause: string;
  mode: eamApi.FailureMode;
  mechanism: eamApi.FailureMechanism;
  failureCause: eamApi.FailureCause;
  parts: Array<{ name: string; qty: number; unit: string; price: number }>;
}

const part = (name: string, qty: number, unit: string, price: number) => ({ name, qty, unit, price });

export const faults: SeedFault[] = [
  { code: 'GZ-001', name: '水泵振动超标', solution: '检查联轴器对中和地脚螺栓，测振动频谱；轴承损坏时更换轴承', hours: 4, type: 'JX-PU', team: 'mech', assets: ['PU'],
    cause: '联轴器对中偏差，轴承外圈磨损', mode: 'VIB', mechanism: '1.3', failureCause: '3.4', parts: [part('深沟球轴承 6312', 2, '个', 420)] },
  { code: 'GZ-002', name: '机械密封泄漏', solution: '停泵更换机械密封，检查轴套磨损并修复', hours: 6, type: 'JX-PU', team: 'mech', assets: ['PU'],
    cause: '机械密封动静环磨损', mode: 'ELP', mechanism: '1.1', failureCause: '3.4', parts: [part('机械密封', 1, '套', 1_850)] },
  { code: 'GZ-003', name: '轴承温度高', solution: '检查润滑脂量与油质，清洗轴承座，更换润滑脂或轴承', hours: 3, type: 'JX-PU', team: 'mech', assets: ['PU', 'BL'],
    cause: '润滑脂老化结块', mode: 'OHE', mechanism: '2.7', failureCause: '3.3', parts: [part('锂基润滑脂', 2, 'kg', 45)] },
  { code: 'GZ-004', name: '水泵出水量不足', solution: '吊出水泵清理叶轮及进口杂物，检查叶轮磨损间隙', hours: 3, type: 'JX-PU', team: 'mech', assets: ['PU'],
    cause: '叶轮被纤维杂物缠绕堵塞', mode: 'LOO', mechanism: '5.1', failureCause: '3.1', parts: [] },
  { code: 'GZ-005', name: '加药泵不出药', solution: '检查吸入管路及单向阀，排气，必要时更换隔膜', hours: 2, type: 'JX-PU', team: 'mech', assets: ['DS'],
    cause: '单向阀结晶卡死', mode: 'FTF', mechanism: '5.1', failureCause: '3.4', parts: [part('计量泵单向阀组件', 1, '套', 380)] },
  { code: 'GZ-006', name: '罗茨风机异响', solution: '检查同步齿轮与轴承间隙，更换齿轮油，必要时更换轴承', hours: 5, type: 'JX-BL', team: 'mech', assets: ['BL'],
    cause: '齿轮油乳化，轴承磨损', mode: 'NOI', mechanism: '2.4', failureCause: '3.4', parts: [part('齿轮油 L-CKC220', 8, 'L', 38), part('圆柱滚子轴承', 1, '个', 680)] },
  { code: 'GZ-007', name: '鼓风机喘振报警', solution: '检查进口导叶与出口阀门开度，调整运行工况和供气压力设定', hours: 2, type: 'JX-BL', team: 'mech', assets: ['BL'],
    cause: '出口阀门开度过小，运行点进入喘振区', mode: 'PDE', mechanism: '3.4', failureCause: '3.2', parts: [] },
  { code: 'GZ-008', name: '曝气管脱落', solution: '降低池内水位，重新固定曝气管及卡箍，更换破损曝气器', hours: 8, type: 'JX-BL', team: 'mech', assets: ['MX'],
    cause: '卡箍锈蚀断裂', mode: 'STD', mechanism: '2.2', failureCause: '1.2', parts: [part('不锈钢卡箍', 12, '个', 35), part('管式曝气器', 4, '根', 260)] },
  { code: 'GZ-009', name: '潜水搅拌器过载停机', solution: '吊出搅拌器清除缠绕物，检查叶轮与密封', hours: 4, type: 'JX-MX', team: 'mech', assets: ['MX'],
    cause: '叶轮缠绕纤维和塑料袋', mode: 'UST', mechanism: '5.1', failureCause: '5.5', parts: [] },
  { code: 'GZ-010', name: '阀门卡涩', solution: '清理阀座杂物，润滑阀杆，检修电动执行机构', hours: 3, type: 'JX-VA', team: 'mech', assets: ['VA'],
    cause: '阀杆锈蚀，阀座积泥', mode: 'FTO', mechanism: '1.6', failureCause: '3.4', parts: [part('阀杆填料', 1, '套', 120)] },
  { code: 'GZ-011', name: '电动阀门限位失灵', solution: '重新调整限位开关与行程，检查力矩保护', hours: 2, type: 'JX-VA', team: 'elec', assets: ['VA'],
    cause: '限位凸轮松动', mode: 'FTC', mechanism: '1.5', failureCause: '3.3', parts: [] },
  { code: 'GZ-012', name: '脱水机滤带跑偏', solution: '调整纠偏装置和张紧辊，检查气路压力与纠偏气缸', hours: 2, type: 'JX-SL', team: 'mech', assets: ['SL'],
    cause: '纠偏气缸漏气', mode: 'PDE', mechanism: '1.3', failureCause: '3.4', parts: [part('纠偏气缸密封件', 1, '套', 160)] },
  { code: 'GZ-013', name: '电机过载跳闸', solution: '检查负载与三相电流，测量绝缘电阻，复位热继电器', hours: 3, type: 'DQ-MO', team: 'elec', assets: ['PU', 'MX', 'SD'],
    cause: '负载卡阻导致电流超限', mode: 'UST', mechanism: '4.4', failureCause: '3.1', parts: [] },
  { code: 'GZ-014', name: '电机绝缘下降', solution: '烘干电机绕组，复测绝缘；绝缘仍低时返厂重绕', hours: 8, type: 'DQ-MO', team: 'elec', assets: ['PU', 'MX'],
    cause: '电缆密封失效，绕组受潮', mode: 'BRD', mechanism: '4.5', failureCause: '2.2', parts: [part('电缆密封接头', 1, '个', 230)] },
  { code: 'GZ-015', name: '变频器过流报警', solution: '检查电机及电缆绝缘，延长加速时间，清理散热器', hours: 2, type: 'DQ-VF', team: 'elec', assets: ['PU', 'BL'],
    cause: '加速时间设置过短', mode: 'UST', mechanism: '4.4', failureCause: '3.2', parts: [] },
  { code: 'GZ-016', name: '变频器散热风扇故障', solution: '更换散热风扇，清扫风道积灰', hours: 1, type: 'DQ-VF', team: 'elec', assets: ['PU', 'BL'],
    cause: '风扇轴承卡死', mode: 'OHE', mechanism: '2.4', failureCause: '3.4', parts: [part('变频器散热风扇', 1, '个', 320)] },
  { code: 'GZ-017', name: '低压断路器跳闸', solution: '查明故障回路并处理，检查断路器整定值后合闸', hours: 2, type: 'DQ-PD', team: 'elec', assets: ['EL'],
    cause: '回路接线端子松动发热', mode: 'UST', mechanism: '4.1', failureCause: '2.2', parts: [part('接线端子', 6, '个', 8)] },
  { code: 'GZ-018', name: '溶解氧仪读数异常', solution: '清洗荧光帽，用空气饱和法校准；膜头老化时更换', hours: 1.5, type: 'YB-AN', team: 'elec', assets: ['IN'],
    cause: '荧光帽表面生物膜附着', mode: 'AIR', mechanism: '3.3', failureCause: '3.4', parts: [part('溶解氧荧光帽', 1, '个', 1_600)] },
  { code: 'GZ-019', name: '在线分析仪管路堵塞', solution: '清洗采样与试剂管路，更换试剂和蠕动泵管', hours: 2, type: 'YB-AN', team: 'elec', assets: ['IN'],
    cause: '采样管路结垢', mode: 'PLU', mechanism: '5.1', failureCause: '3.3', parts: [part('蠕动泵管', 2, '根', 95)] },
  { code: 'GZ-020', name: '液位计漂移', solution: '清洁超声波探头，重新标定零点与量程', hours: 1.5, type: 'YB-LF', team: 'elec', assets: ['IN'],
    cause: '探头表面结露结垢', mode: 'AIR', mechanism: '3.4', failureCause: '5.5', parts: [] },
  { code: 'GZ-021', name: '电磁流量计无输出', solution: '检查励磁与信号电缆，更换转换器', hours: 3, type: 'YB-LF', team: 'elec', assets: ['IN'],
    cause: '转换器电源板损坏', mode: 'FTF', mechanism: '3.2', failureCause: '5.4', parts: [part('流量计转换器', 1, '台', 3_800)] },
  { code: 'GZ-022', name: 'PLC通讯中断', solution: '检查通讯模块、光纤链路及交换机端口，恢复通讯', hours: 2, type: 'ZK-PLC', team: 'it', assets: ['PLC'],
    cause: '光纤跳线接头松动', mode: 'FTF', mechanism: '3.1', failureCause: '2.2', parts: [part('光纤跳线', 2, '根', 60)] },
  { code: 'GZ-023', name: 'PLC模拟量模块故障', solution: '更换模拟量输入模块并恢复组态', hours: 2, type: 'ZK-PLC', team: 'it', assets: ['PLC'],
    cause: '模块通道被雷击感应损坏', mode: 'BRD', mechanism: '3.0', failureCause: '5.5', parts: [part('模拟量输入模块', 1, '块', 2_600)] },
  { code: 'GZ-024', name: '交换机端口故障', solution: '更换光模块或切换到备用端口，更新端口配置', hours: 1, type: 'ZK-NW', team: 'it', assets: ['NW'],
    cause: '光模块老化', mode: 'FTF', mechanism: '4.2', failureCause: '3.4', parts: [part('千兆单模光模块', 1, '个', 260)] },
  { code: 'GZ-025', name: '服务器硬盘故障告警', solution: '更换故障硬盘并重建阵列，核对备份', hours: 2, type: 'ZK-SV', team: 'it', assets: ['SV', 'ST'],
    cause: '硬盘坏道增多', mode: 'BRD', mechanism: '2.0', failureCause: '3.4', parts: [part('企业级硬盘 4TB', 1, '块', 1_450)] },
  { code: 'GZ-026', name: 'SCADA画面数据不刷新', solution: '检查采集服务与数据库连接，重启采集服务', hours: 1, type: 'ZK-SV', team: 'it', assets: ['SV'],
    cause: '采集服务内存泄漏', mode: 'SER', mechanism: '3.5', failureCause: '1.0', parts: [] },
];

/** Who reports faults: operators, shift leaders, and the equipment staff on their rounds. */
export const reporters = ['chenjing', 'yangfan', 'huangli', 'zhoujie', 'wuhao', 'xuqiang', 'tianye', 'lijun', 'zhaolei', 'guohui', 'zhangmin'];
