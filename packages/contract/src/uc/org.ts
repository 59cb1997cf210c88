import { z } from 'zod';
import { commonResult, pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';

export const dimension = z.object({ id: z.string(), code: z.string(), name: z.string(), isDefault: z.number().int() });
export const org = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  demId: z.string(),
  code: z.string(),
  name: z.string(),
  path: z.string(),
  pathName: z.string(),
  sn: z.number().int(),
  isParent: z.boolean(),
});
export type Org = z.infer<typeof org>;
export const post = z.object({
  id: z.string(), code: z.string(), name: z.string(), orgId: z.string(), orgName: z.string(), isCharge: z.number().int(),
});
export const role = z.object({ id: z.string(), code: z.string(), name: z.string(), enabled: z.number().int() });
export const job = z.object({ id: z.string(), code: z.string(), name: z.string(), level: z.number().int() });
export const group = z.object({ id: z.string(), code: z.string(), name: z.string() });

export const getAllDems = endpoint({
  host: 'uc', method: 'GET', path: '/api/demension/v1/dems/getAll',
  summary: 'All organisation dimensions of the tenant', reply: z.array(dimension),
});
export const getDemListAll = endpoint({
  host: 'uc', method: 'POST', path: '/api/demension/v1/dems/getDemListAll',
  summary: 'Dimensions as a paged list', body: queryFilter, reply: pageList(dimension),
});
export const getByParentAndDem = endpoint({
  host: 'uc', method: 'POST', path: '/api/org/v1/orgs/getByParentAndDem',
  summary: 'Child organisations of a parent (roots when parentId is empty) in a dimension',
  body: z.object({ demId: z.string().min(1).max(64), parentId: z.string().max(64).optional().nullable() }),
  reply: z.array(org),
});
export const getOrgPage = endpoint({
  host: 'uc', method: 'POST', path: '/api/org/v1/orgs/getOrgPage',
  summary: 'Organisations, paged', body: queryFilter, reply: pageList(org),
});
export const getOrgMaster = endpoint({
  host: 'uc', method: 'GET', path: '/api/org/v1/org/getOrgMaster',
  summary: 'The main organisation of the signed-in user', reply: commonResult(org),
});
export const getOrgListByUserId = endpoint({
  host: 'uc', method: 'GET', path: '/api/org/v1/orgs/getOrgListByUserId',
  summary: 'Organisations a user belongs to', query: z.object({ userId: z.string().min(1).max(64) }), reply: z.array(org),
});
export const getOrgPostPage = endpoint({
  host: 'uc', method: 'POST', path: '/api/org/v1/orgPosts/getOrgPostPage',
  summary: 'Posts, paged', body: queryFilter, reply: pageList(post),
});
export const getRolePage = endpoint({
  host: 'uc', method: 'POST', path: '/api/role/v1/roles/getRolePage',
  summary: 'Roles, paged', body: queryFilter, reply: pageList(role),
});
export const getJobPage = endpoint({
  host: 'uc', method: 'POST', path: '/api/job/v1/jobs/getJobPage',
  summary: 'Jobs, paged', body: queryFilter, reply: pageList(job),
});
export const queryGroups = endpoint({
  host: 'uc', method: 'POST', path: '/uc/ucGroup/v1/query',
  summary: 'User groups, paged', body: queryFilter, reply: pageList(group),
});
export const loadUserByGroupId = endpoint({
  host: 'uc', method: 'POST', path: '/uc/ucGroupUser/v1/loadUserByGroupId',
  summary: 'Members of the given groups',
  query: z.object({ groupIds: z.string().min(1).max(4000) }),
  reply: z.array(z.object({ id: z.string(), account: z.string(), fullname: z.string(), groupId: z.string() })),
});
