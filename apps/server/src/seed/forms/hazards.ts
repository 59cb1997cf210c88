import type { FormField } from '@wp/contract';
import { encodePng } from '../png.js';
import { departments, staff } from '../plant.js';
import { PLANT, type SeedTemplate } from './common.js';

/** 安全隐患排查: hazards found on rounds, their rectification and sign-off. */

export const hazardStatuses = [
  { key: 'pending', name: '待整改' }, { key: 'inProgress', name: '整改中' }, { key: 'rectified', name: '已整改' }, { key: 'accepted', name: '已验收' },
] as const;
export type HazardStatus = (typeof hazardStatuses)[number]['key'];

const locations = [
  '粗格栅及进水泵房', '细格栅及曝气沉砂池', '生化池', '二沉池', '高效沉淀池', '滤池', '紫外消毒渠', '加药间', '污泥脱水机房', '鼓风机房',
  '变配电室', '化验室', '中控室', '危化品仓库', '厂区道路', '办公楼',
].map((name, i) => ({ key: `L${String(i + 1).padStart(2, '0')}`, name }));
const locationKey = (name: string) => locations.find((l) => l.name === name)!.key;

const categories = [
  { key: 'electric', name: '用电安全' }, { key: 'fire', name: '消防安全' }, { key: 'confined', name: '有限空间' }, { key: 'machine', name: '机械设备' },
  { key: 'chemical', name: '危险化学品' }, { key: 'edge', name: '临边及防溺水' }, { key: 'height', name: '高处作业' }, { key: 'traffic', name: '厂内交通' },
];

export const hazardFields: FormField[] = [
  { key: 'hazardNo', label: '隐患编号', type: 'text', maxLength: 30, required: true },
  { key: 'foundDate', label: '发现日期', type: 'date', required: true },
  { key: 'location', label: '隐患位置', type: 'select', required: true, options: locations },
  { key: 'category', label: '隐患类别', type: 'select', required: true, options: categories },
  { key: 'level', label: '隐患等级', type: 'radio', required: true, options: [{ key: 'general', name: '一般隐患' }, { key: 'major', name: '重大隐患' }] },
  { key: 'description', label: '隐患描述', type: 'textarea', maxLength: 1000, required: true },
  { key: 'photos', label: '现场照片', type: 'picture', maxCount: 6 },
  { key: 'foundBy', label: '发现人', type: 'user', required: true },
  // Picked through the staff dialog: the name here, the department beside it.
  {
    key: 'responsible', label: '整改责任人', type: 'dialog', dialogAlias: 'staff', required: true, maxLength: 50,
    mappings: [{ from: 'name', to: 'responsible' }, { from: 'org', to: 'responsibleDept' }],
  },
  { key: 'responsibleDept', label: '责任部门', type: 'text', maxLength: 100 },
  { key: 'deadline', label: '整改期限', type: 'date', required: true, notBefore: 'foundDate' },
  { key: 'measure', label: '整改措施', type: 'textarea', maxLength: 1000 },
  { key: 'status', label: '状态', type: 'select', required: true, options: hazardStatuses.map((s) => ({ ...s })) },
  { key: 'rectifiedDate', label: '整改完成日期', type: 'date', notBefore: 'foundDate' },
  // The one who rectified signs it off with their electronic seal.
  { key: 'rectifySignature', label: '整改确认签字', type: 'signature' },
  { key: 'acceptor', label: '验收人', type: 'user' },
  { key: 'acceptDate', label: '验收日期', type: 'date', notBefore: 'rectifiedDate' },
  { key: 'acceptOpinion', label: '验收意见', type: 'text', maxLength: 200 },
];

export const hazardTemplate: SeedTemplate = {
  alias: 'hazard_reports', name: '安全隐患排查', boAlias: 'hazard_reports', formKey: 'hazard_reports', pageSize: 20,
  right: PLANT,
  displayField: [
    { name: 'hazardNo', desc: '隐患编号' }, { name: 'foundDate', desc: '发现日期' }, { name: 'location', desc: '隐患位置' }, { name: 'category', desc: '类别' },
    { name: 'level', desc: '等级' }, { name: 'description', desc: '隐患描述' }, { name: 'foundBy', desc: '发现人' }, { name: 'responsible', desc: '责任人' },
    { name: 'deadline', desc: '整改期限' }, { name: 'status', desc: '状态' },
  ],
  conditionField: [
    { name: 'foundDate', desc: '发现日期', qt: 'BETWEEN', ct: 'date' }, { name: 'location', desc: '隐患位置', qt: 'EQ', ct: 'select' },
    { name: 'category', desc: '隐患类别', qt: 'EQ', ct: 'select' }, { name: 'level', desc: '隐患等级', qt: 'EQ', ct: 'select' },
    { name: 'status', desc: '状态', qt: 'EQ', ct: 'select' }, { name: 'description', desc: '隐患描述', qt: 'LK', ct: 'input' },
  ],
  // Anyone on site may report a hazard (人人都是安全员); the safety department and those who rectify update it.
  manageField: [
    { name: 'add', desc: '上报隐患', right: PLANT },
    { name: 'edit', desc: '整改/验收', right: { orgs: ['safety'], roles: ['deptHead', 'equipAdmin', 'shiftLeader'] } },
    { name: 'del', desc: '删除', right: { posts: ['safetyHead'] } },
    { name: 'detail', desc: '查看' },
    { name: 'export', desc: '导出', right: { orgs: ['safety', 'plantOffice'] } },
    { name: 'record', desc: '处理记录' },
  ],
  exportField: [
    { name: 'hazardNo', desc: '隐患编号' }, { name: 'foundDate', desc: '发现日期' }, { name: 'location', desc: '隐患位置' }, { name: 'category', desc: '隐患类别' },
    { name: 'level', desc: '隐患等级' }, { name: 'description', desc: '隐患描述' }, { name: 'foundBy', desc: '发现人' }, { name: 'responsible', desc: '整改责任人' },
    { name: 'responsibleDept', desc: '责任部门' },
    { name: 'deadline', desc: '整改期限' }, { name: 'measure', desc: '整改措施' }, { name: 'status', desc: '状态' }, { name: 'rectifiedDate', desc: '整改完成日期' },
    { name: 'acceptor', desc: '验收人' }, { name: 'acceptDate', desc: '验收日期' }, { name: 'acceptOpinion', desc: '验收意见' },
  ],
  sortField: [{ name: 'foundDate', sort: 'DESC' }],
};

/** What the staff dialog gives for a person (name, main department): the values of 整改责任人 and 责任部门. */
export function responsibleOf(account: string): { responsible: string; responsibleDept: string } {
  const person = staff.find((s) => s.account === account);
  const dept = departments.find((d) => d.posts.some((p) => p.code === person?.post));
  if (!person || !dept) throw new Error(`hazards: no department for ${account}`);
  return { responsible: person.fullname, responsibleDept: dept.name };
}

export interface Hazard {
  daysAgo: number; location: string; category: string; level: 'general' | 'major'; description: string; measure: string;
  foundBy: string; responsible: string; status: HazardStatus;
}

type Row = [daysAgo: number, location: string, category: string, description: string, measure: string, foundBy: string, responsible: string];

/** A year of rounds, oldest first: what was found where, by whom, and who put it right. */
const rows: Row[] = [
  [356, '变配电室', 'electric', '2#低压柜后门密封条老化，柜内积尘较多', '更换密封条，停电清扫柜内积尘', 'zhuxin', 'guohui'],
  [347, '加药间', 'chemical', 'PAC储罐液位计失灵，无法准确判断液位', '更换磁翻板液位计并校验', 'maqian', 'zhangmin'],
  [338, '生化池', 'edge', '生化池东侧走道板防护栏杆一处焊缝开裂', '补焊栏杆并做防腐', 'hujun', 'liqiang'],
  [329, '危化品仓库', 'chemical', '次氯酸钠储存区应急洗眼器水压不足', '疏通洗眼器管路，增加每周试用记录', 'guoyan', 'zhangmin'],
  [318, '粗格栅及进水泵房', 'confined', '集水井有限空间作业警示标识褪色不清', '更换有限空间警示牌，张贴作业审批流程', 'hanbing', 'zhaoli'],
  [305, '污泥脱水机房', 'machine', '1#离心脱水机皮带轮防护罩缺失', '加装防护罩，开机前检查纳入点检表', 'heping', 'guohui'],
  [292, '鼓风机房', 'machine', '2#鼓风机进风过滤器压差报警，滤网堵塞', '更换滤网，调整更换周期为三个月', 'zhuxin', 'zhangmin'],
  [279, '办公楼', 'fire', '三楼走廊两具灭火器压力不足', '更换灭火器，全楼灭火器重新检查登记', 'maqian', 'sunyan'],
  [266, '二沉池', 'edge', '2#二沉池救生圈绳索老化断裂', '更换救生圈及绳索，池边增设救生杆', 'hujun', 'lijun'],
  [251, '中控室', 'electric', 'UPS电池组鼓包两节，后备时间不足', '更换整组蓄电池并做放电试验', 'guoyan', 'guohui'],
  [238, '厂区道路', 'traffic', '污泥外运车辆进出厂区超速，东门无限速标志', '设置限速5km/h标志和减速带', 'hanbing', 'sunyan'],
  [224, '滤池', 'height', '滤池反冲洗廊道爬梯护笼锈蚀', '除锈刷漆，更换锈穿的护笼段', 'zhuxin', 'liqiang'],
  [209, '高效沉淀池', 'machine', '刮泥机行走轮护罩松动', '紧固护罩螺栓，更换缺失螺栓', 'lintao', 'guohui'],
  [197, '变配电室', 'fire', '配电室挡鼠板高度不足40cm', '更换挡鼠板至50cm，封堵电缆沟孔洞', 'maqian', 'guohui'],
  [183, '化验室', 'chemical', '浓硫酸与氢氧化钠试剂未分柜存放', '按酸碱分柜存放，更新试剂台账', 'guoyan', 'zhengyu'],
  [171, '加药间', 'electric', '加药泵控制箱防水格兰头缺失，箱内潮湿', '加装防水格兰头，箱内放置干燥剂', 'hujun', 'zhangmin'],
  [158, '紫外消毒渠', 'electric', '紫外灯模块接线盒盖板缺失', '补装盖板并做绝缘测试', 'zhuxin', 'guohui'],
  [146, '生化池', 'confined', '厌氧池检修孔盖板未上锁', '加装检修孔锁具，钥匙由中控室统一管理', 'hanbing', 'wangfang'],
  [131, '危化品仓库', 'fire', '仓库防爆灯一盏不亮', '更换防爆灯具', 'maqian', 'guohui'],
  [119, '粗格栅及进水泵房', 'machine', '1#粗格栅除污机链条磨损严重', '更换链条和链轮，列入冬季检修计划', 'gaoyuan', 'zhangmin'],
  [104, '鼓风机房', 'electric', '鼓风机房噪声超85dB，作业人员未佩戴耳塞', '配发耳塞，张贴噪声告知卡', 'guoyan', 'wangfang'],
  [92, '污泥脱水机房', 'chemical', 'PAM配药区地面积液湿滑', '增设排水地漏和防滑垫，加强保洁', 'hujun', 'zhaolei'],
  [78, '厂区道路', 'edge', '雨水井盖破损一处', '更换球墨铸铁井盖', 'zhuxin', 'sunyan'],
  [66, '细格栅及曝气沉砂池', 'confined', '沉砂池砂水分离器间硫化氢检测仪过期未检', '送检硫化氢检测仪，配备备用检测仪', 'maqian', 'zhaoli'],
  [54, '变配电室', 'electric', '10kV高压柜绝缘胶垫破损', '更换绝缘胶垫', 'hanbing', 'guohui'],
  [41, '加药间', 'chemical', '次氯酸钠投加管道法兰渗漏', '更换法兰垫片，增加巡检频次', 'zhuxin', 'zhangmin'],
  [33, '二沉池', 'machine', '1#二沉池刮吸泥机主电机异响', '更换电机轴承，安排振动监测', 'luobin', 'guohui'],
  [24, '办公楼', 'fire', '一楼安全出口指示灯不亮', '更换应急指示灯', 'guoyan', 'sunyan'],
  [17, '滤池', 'edge', '滤池廊道照明不足，部分灯具损坏', '更换LED灯具，增加照度', 'hujun', 'liqiang'],
  [12, '高效沉淀池', 'height', '斜管区检修平台缺少踢脚板', '加装踢脚板', 'maqian', 'liqiang'],
  [8, '污泥脱水机房', 'electric', '3#离心机检修后临时电缆未拆除，横跨通道', '拆除临时电缆，恢复正式供电', 'hanbing', 'zhaolei'],
  [5, '危化品仓库', 'chemical', '仓库温湿度计损坏，无法记录', '更换温湿度计', 'zhuxin', 'zhangmin'],
  [3, '鼓风机房', 'machine', '3#鼓风机联轴器防护罩固定螺栓缺失', '补齐螺栓并检查其他机组', 'heping', 'guohui'],
  [1, '厂区道路', 'traffic', '东门道闸地感失灵，车辆进出需人工抬杆', '更换地感线圈', 'hanbing', 'sunyan'],
];

/** Hazards that are big enough to need money and a plan: longer deadlines, one still open past it. */
const major = new Set([338, 146, 119]);

/** Where each hazard stands today: settled if old, still being worked on if recent; one major one overdue. */
function statusOf(daysAgo: number): HazardStatus {
  if (daysAgo === 119) return 'inProgress';
  if (daysAgo > 30) return 'accepted';
  if (daysAgo > 14) return daysAgo === 24 ? 'rectified' : 'accepted';
  if (daysAgo > 6) return 'rectified';
  return daysAgo > 2 ? 'inProgress' : 'pending';
}

export const hazards: Hazard[] = rows.map(([daysAgo, location, category, description, measure, foundBy, responsible]) => ({
  daysAgo, location: locationKey(location), category, level: major.has(daysAgo) ? 'major' : 'general', description, measure, foundBy, responsible, status: statusOf(daysAgo),
}));

/**
 * The photo a safety officer attaches: a hazard sign (yellow triangle, black edge and mark) over a concrete-grey
 * scene, red-edged for a major hazard. Drawn, since the demo has no camera.
 */
export function hazardPhotoPng(level: 'general' | 'major', variant: number): Buffer {
  const w = 320, h = 240, cx = 110 + (variant % 5) * 25, top = 40, base = 190;
  const edge: [number, number, number, number] = level === 'major' ? [200, 30, 30, 255] : [20, 20, 20, 255];
  return encodePng(w, h, (x, y) => {
    const half = ((y - top) / (base - top)) * 85;
    const dx = Math.abs(x - cx);
    if (y >= top && y <= base && dx <= half) {
      if (dx > half - 9 || y > base - 9) return edge;
      const mark = dx < 7 && ((y > top + 50 && y < base - 45) || (y > base - 35 && y < base - 22));
      return mark ? [20, 20, 20, 255] : [250, 200, 20, 255];
    }
    const g = y > 170 ? 120 + ((x * 7 + y * 3) % 17) : 165 + Math.round((y / h) * 40);
    return [g, g + 4, g + 8, 255];
  });
}
