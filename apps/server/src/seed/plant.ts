/** The demo water-reclamation plant: organisation, roles and staff. Data only; index.ts writes it. */

export const DEMO_PASSWORD = 'Water@2026';
export const ADMIN_PASSWORD = 'Admin@2026';
export const SEAL_PASSWORD = 'Seal@2026';

export const roles = [
  { code: 'sysAdmin', name: '系统管理员' },
  { code: 'director', name: '厂长' },
  { code: 'deptHead', name: '部门负责人' },
  { code: 'equipAdmin', name: '设备管理员' },
  { code: 'shiftLeader', name: '运行班组长' },
  { code: 'staff', name: '普通员工' },
  /** The asset system's finance right (ADR 0024): original value, depreciation, net value. */
  { code: 'eamFinance', name: '资产财务' },
  /** The asset system's maintenance manager: starts and stops every group's plans, generates and cancels their tasks. */
  { code: 'eamMaintainManager', name: '保养主管' },
  /** The asset system's repair manager: writes the repair settings, dispatches, cancels and accepts any repair order. */
  { code: 'eamRepairManager', name: '维修主管' },
] as const;
export type RoleCode = (typeof roles)[number]['code'];

export const jobs = [
  { code: 'seniorEngineer', name: '高级工程师', level: 4 },
  { code: 'engineer', name: '工程师', level: 3 },
  { code: 'technician', name: '技术员', level: 2 },
  { code: 'operator', name: '操作工', level: 1 },
] as const;

/**
 * Posts of the plant itself (the root organisation): its head, whom a department head's own requests climb
 * to. The director holds it beside his post in 厂部.
 */
export const plantPosts = [{ code: 'plantHead', name: '全厂负责人', charge: 1 }] as const;

/** Departments under the plant, each with its posts; the first post of each is the head (is_charge). */
export const departments = [
  { code: 'plantOffice', name: '厂部', posts: [{ code: 'director', name: '厂长', charge: 1 }, { code: 'deputyDirector', name: '副厂长', charge: 0 }] },
  { code: 'production', name: '生产运行部', posts: [{ code: 'productionHead', name: '生产运行部部长', charge: 1 }, { code: 'shiftLeader', name: '运行班组长', charge: 0 }, { code: 'operator', name: '运行操作员', charge: 0 }] },
  { code: 'equipment', name: '设备管理部', posts: [{ code: 'equipmentHead', name: '设备管理部部长', charge: 1 }, { code: 'equipAdmin', name: '设备管理员', charge: 0 }, { code: 'maintainer', name: '维修工', charge: 0 }] },
  { code: 'safety', name: '安全环保部', posts: [{ code: 'safetyHead', name: '安全环保部部长', charge: 1 }, { code: 'safetyOfficer', name: '安全员', charge: 0 }] },
  { code: 'office', name: '综合办公室', posts: [{ code: 'officeHead', name: '综合办公室主任', charge: 1 }, { code: 'clerk', name: '行政专员', charge: 0 }] },
  { code: 'laboratory', name: '化验室', posts: [{ code: 'labHead', name: '化验室主任', charge: 1 }, { code: 'analyst', name: '化验员', charge: 0 }] },
] as const;

export interface StaffMember {
  account: string; fullname: string; sex: '男' | '女'; post: string; roles: RoleCode[]; job: string;
  /** Extra posts in other departments (not the main one). */
  extraPosts?: string[];
  status?: number; admin?: boolean; seal?: boolean; address?: string;
}

export const staff: StaffMember[] = [
  { account: 'admin', fullname: '系统管理员', sex: '男', post: 'clerk', roles: ['sysAdmin', 'staff'], job: 'engineer', admin: true },
  { account: 'zhangwei', fullname: '张伟', sex: '男', post: 'director', roles: ['director'], job: 'seniorEngineer', seal: true, address: '北京市海淀区清河路18号', extraPosts: ['plantHead'] },
  { account: 'liuyang', fullname: '刘洋', sex: '男', post: 'deputyDirector', roles: ['director'], job: 'seniorEngineer', seal: true },
  { account: 'wangfang', fullname: '王芳', sex: '女', post: 'productionHead', roles: ['deptHead'], job: 'seniorEngineer', seal: true, address: '北京市昌平区回龙观西大街6号' },
  { account: 'lijun', fullname: '李军', sex: '男', post: 'shiftLeader', roles: ['shiftLeader', 'staff'], job: 'engineer' },
  { account: 'zhaolei', fullname: '赵磊', sex: '男', post: 'shiftLeader', roles: ['shiftLeader', 'staff'], job: 'engineer' },
  { account: 'chenjing', fullname: '陈静', sex: '女', post: 'operator', roles: ['staff'], job: 'operator', address: '北京市海淀区西三旗建材城中路12号' },
  { account: 'yangfan', fullname: '杨帆', sex: '男', post: 'operator', roles: ['staff'], job: 'operator' },
  { account: 'huangli', fullname: '黄丽', sex: '女', post: 'operator', roles: ['staff'], job: 'operator' },
  { account: 'zhoujie', fullname: '周杰', sex: '男', post: 'operator', roles: ['staff'], job: 'technician' },
  { account: 'wuhao', fullname: '吴昊', sex: '男', post: 'operator', roles: ['staff'], job: 'operator' },
  { account: 'xuqiang', fullname: '徐强', sex: '男', post: 'operator', roles: ['staff'], job: 'operator' },
  { account: 'sunli', fullname: '孙丽', sex: '女', post: 'operator', roles: ['staff'], job: 'operator', status: 0 },
  { account: 'liuhui', fullname: '刘辉', sex: '男', post: 'operator', roles: ['staff'], job: 'technician' },
  { account: 'tianye', fullname: '田野', sex: '男', post: 'operator', roles: ['staff'], job: 'operator' },
  { account: 'liqiang', fullname: '李强', sex: '男', post: 'equipmentHead', roles: ['deptHead', 'eamFinance', 'eamMaintainManager', 'eamRepairManager'], job: 'seniorEngineer', seal: true },
  { account: 'zhangmin', fullname: '张敏', sex: '女', post: 'equipAdmin', roles: ['equipAdmin', 'staff'], job: 'engineer', extraPosts: ['safetyOfficer'] },
  { account: 'guohui', fullname: '郭辉', sex: '男', post: 'equipAdmin', roles: ['equipAdmin', 'staff'], job: 'engineer' },
  { account: 'heping', fullname: '何平', sex: '男', post: 'maintainer', roles: ['staff'], job: 'technician' },
  { account: 'luobin', fullname: '罗斌', sex: '男', post: 'maintainer', roles: ['staff'], job: 'technician' },
  { account: 'gaoyuan', fullname: '高远', sex: '男', post: 'maintainer', roles: ['staff'], job: 'operator' },
  { account: 'lintao', fullname: '林涛', sex: '男', post: 'maintainer', roles: ['staff'], job: 'operator' },
  { account: 'pengcheng', fullname: '彭程', sex: '男', post: 'maintainer', roles: ['staff'], job: 'technician' },
  { account: 'zhaoli', fullname: '赵丽', sex: '女', post: 'safetyHead', roles: ['deptHead'], job: 'seniorEngineer', seal: true },
  { account: 'maqian', fullname: '马倩', sex: '女', post: 'safetyOfficer', roles: ['staff'], job: 'engineer' },
  { account: 'zhuxin', fullname: '朱鑫', sex: '男', post: 'safetyOfficer', roles: ['staff'], job: 'technician' },
  { account: 'hujun', fullname: '胡军', sex: '男', post: 'safetyOfficer', roles: ['staff'], job: 'technician' },
  { account: 'guoyan', fullname: '郭燕', sex: '女', post: 'safetyOfficer', roles: ['staff'], job: 'technician' },
  { account: 'hanbing', fullname: '韩冰', sex: '女', post: 'safetyOfficer', roles: ['staff'], job: 'technician' },
  { account: 'sunyan', fullname: '孙燕', sex: '女', post: 'officeHead', roles: ['deptHead'], job: 'engineer', seal: true },
  { account: 'hezhen', fullname: '何珍', sex: '女', post: 'clerk', roles: ['staff'], job: 'technician' },
  { account: 'luoxia', fullname: '罗霞', sex: '女', post: 'clerk', roles: ['staff'], job: 'technician' },
  { account: 'liangchen', fullname: '梁晨', sex: '男', post: 'clerk', roles: ['staff'], job: 'technician' },
  { account: 'songjia', fullname: '宋佳', sex: '女', post: 'clerk', roles: ['staff'], job: 'technician' },
  { account: 'caoxue', fullname: '曹雪', sex: '女', post: 'clerk', roles: ['staff'], job: 'technician' },
  { account: 'zhengyu', fullname: '郑宇', sex: '男', post: 'labHead', roles: ['deptHead'], job: 'seniorEngineer', seal: true },
  { account: 'xiemei', fullname: '谢梅', sex: '女', post: 'analyst', roles: ['staff'], job: 'engineer' },
  { account: 'tangning', fullname: '唐宁', sex: '女', post: 'analyst', roles: ['staff'], job: 'technician' },
  { account: 'fengyu', fullname: '冯雨', sex: '女', post: 'analyst', roles: ['staff'], job: 'technician' },
  { account: 'jiangli', fullname: '蒋莉', sex: '女', post: 'analyst', roles: ['staff'], job: 'technician' },
  { account: 'dongyue', fullname: '董悦', sex: '女', post: 'analyst', roles: ['staff'], job: 'technician', status: -1 },
  { account: 'caiwen', fullname: '蔡文', sex: '男', post: 'analyst', roles: ['staff'], job: 'technician', status: 2 },
];

export const groups = [
  { code: 'emergencyRepair', name: '应急抢修组', members: ['liqiang', 'zhangmin', 'guohui', 'heping', 'luobin', 'lijun'] },
  { code: 'nightShift', name: '夜班值班组', members: ['zhaolei', 'yangfan', 'wuhao', 'tianye'] },
];

/** A second, small tenant: proves that one tenant never sees another's people. */
export const otherTenant = {
  code: 'hxwater', name: '华兴水务',
  rootOrg: '华兴水务有限公司', department: '运营部',
  staff: [
    { account: 'hxadmin', fullname: '钱进', sex: '男' as const },
    { account: 'wangfang', fullname: '王芳（华兴）', sex: '女' as const },
    { account: 'zhoumin', fullname: '周敏', sex: '女' as const },
  ],
};
