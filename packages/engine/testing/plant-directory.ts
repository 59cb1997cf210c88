import type { OrgDirectory } from '../src/directory.js';

/** A slice of the demo plant (apps/server/src/seed/plant.ts): who holds which role and post, in which department. */
interface Person {
  org: string;
  post: string;
  roles: string[];
}

const people: Record<string, Person> = {
  admin: { org: 'office', post: 'clerk', roles: ['sysAdmin', 'staff'] },
  zhangwei: { org: 'plantOffice', post: 'director', roles: ['director'] },
  liuyang: { org: 'plantOffice', post: 'deputyDirector', roles: ['director'] },
  wangfang: { org: 'production', post: 'productionHead', roles: ['deptHead'] },
  lijun: { org: 'production', post: 'shiftLeader', roles: ['shiftLeader', 'staff'] },
  zhaolei: { org: 'production', post: 'shiftLeader', roles: ['shiftLeader', 'staff'] },
  chenjing: { org: 'production', post: 'operator', roles: ['staff'] },
  yangfan: { org: 'production', post: 'operator', roles: ['staff'] },
  liqiang: { org: 'equipment', post: 'equipmentHead', roles: ['deptHead'] },
  zhangmin: { org: 'equipment', post: 'equipAdmin', roles: ['equipAdmin', 'staff'] },
  heping: { org: 'equipment', post: 'maintainer', roles: ['staff'] },
  zhaoli: { org: 'safety', post: 'safetyHead', roles: ['deptHead'] },
  maqian: { org: 'safety', post: 'safetyOfficer', roles: ['staff'] },
  sunyan: { org: 'office', post: 'officeHead', roles: ['deptHead'] },
  hezhen: { org: 'office', post: 'clerk', roles: ['staff'] },
  zhengyu: { org: 'laboratory', post: 'labHead', roles: ['deptHead'] },
  xiemei: { org: 'laboratory', post: 'analyst', roles: ['staff'] },
};

/** The head post of each department (the post with is_charge in the seed). */
const headPosts: Record<string, string> = {
  plantOffice: 'director',
  production: 'productionHead',
  equipment: 'equipmentHead',
  safety: 'safetyHead',
  office: 'officeHead',
  laboratory: 'labHead',
};

/** The department above each department: all sit under the plant, which the director heads. */
const parentOf: Record<string, string> = {
  plantOffice: 'plant', production: 'plant', equipment: 'plant', safety: 'plant', office: 'plant', laboratory: 'plant',
};
const plantHead = 'zhangwei';

const ids = Object.keys(people);

function headOfOrg(org: string): string | undefined {
  if (org === 'plant') return plantHead;
  return ids.find((id) => people[id].org === org && people[id].post === headPosts[org]);
}

/** The in-memory directory every engine test uses. */
export const plantDirectory: OrgDirectory = {
  usersOfRole: (code) => ids.filter((id) => people[id].roles.includes(code)),
  usersOfPost: (code) => ids.filter((id) => people[id].post === code),
  usersOfOrg: (org) => ids.filter((id) => people[id].org === org),
  headsOf: (userId) => {
    const heads: string[] = [];
    for (let org: string | undefined = people[userId]?.org; org; org = parentOf[org]) {
      const head = headOfOrg(org);
      if (head) heads.push(head);
    }
    return heads;
  },
  exists: (userId) => userId in people,
};

/** Every account of the test directory. */
export const plantUsers: readonly string[] = ids;
