import type { QueryFilter, UserDetail } from '@wp/contract';
import type { Session } from '../../platform/auth/session.js';
import type { RsaKeys } from '../../platform/auth/rsa.js';
import type { Clock } from '../../platform/clock.js';
import { hashPassword, meetsPasswordRule, verifyPassword } from '../../platform/auth/password.js';
import { badRequest, forbidden, invalid, notFound } from '../../platform/errors.js';
import { pagedList, type Whitelist } from '../../platform/query-filter.js';
import type { UcRepository } from './uc.repository.js';
import type { Attempts } from './attempts.js';
import type { UserTable } from '../../db/schema.js';

const num = (column: string) => ({ column, type: 'number' as const });
const userWhitelist: Whitelist = {
  id: 'u.id', account: 'u.account', fullname: 'u.fullname', mobile: 'u.mobile', email: 'u.email', status: num('u.status'),
  userNumber: 'u.user_number', orgId: 'o.id', orgName: 'o.name', orgPath: 'o.path', postName: 'p.name', createTime: 'u.created_at',
};
const orgWhitelist: Whitelist = { id: 'o.id', name: 'o.name', code: 'o.code', parentId: 'o.parent_id', demId: 'o.dem_id', path: 'o.path', sn: num('o.sn') };
const codeNameWhitelist: Whitelist = { id: 'id', code: 'code', name: 'name' };
const dimensionWhitelist: Whitelist = { ...codeNameWhitelist, isDefault: num('is_default') };
const roleWhitelist: Whitelist = { ...codeNameWhitelist, enabled: num('enabled') };
const jobWhitelist: Whitelist = { ...codeNameWhitelist, level: num('level') };

/** The public face of a user row: never the password hash or push tokens. */
export function toUser(u: UserTable, full: boolean) {
  return {
    id: u.id, account: u.account, fullname: u.fullname, status: u.status, mobile: u.mobile, email: u.email,
    address: full ? u.address : null, photo: u.photo, sex: u.sex, userNumber: u.user_number, tenantId: u.tenant_id,
  };
}

/** Users, organisations, posts, roles: the organisation directory of a tenant. */
export function createDirectoryService(repo: UcRepository, rsa: RsaKeys, attempts: Attempts, clock: Clock) {
  async function userByAccountOrId(tenantId: string, accountOrId: string) {
    return (await repo.userByAccount(tenantId, accountOrId)) ?? (await repo.userById(tenantId, accountOrId));
  }

  /** Only the user and administrators see roles, posts and home address. */
  function assertSelfOrAdmin(session: Session, userId: string) {
    if (session.userId !== userId && !session.isAdmin) throw forbidden('user.onlySelf');
  }

  const withIsParent = <R extends { children: number | string }>(rows: R[]) =>
    rows.map(({ children, ...o }) => ({ ...o, isParent: Number(children) > 0 }));

  return {
    userByAccountOrId,

    async isAdmin(tenantId: string, userId: string) {
      return (await repo.userById(tenantId, userId))?.is_admin === 1;
    },

    async getByAccount(session: Session, account: string) {
      const u = await repo.userByAccount(session.tenantId, account);
      if (!u) throw notFound('user.notFound');
      return toUser(u, session.userId === u.id || session.isAdmin);
    },

    /** The user detail of spec section 3: user, roles joined by '|', org list, post map. */
    async detail(session: Session, accountOrId: string): Promise<UserDetail> {
      const u = await userByAccountOrId(session.tenantId, accountOrId);
      if (!u) throw notFound('user.notFound');
      assertSelfOrAdmin(session, u.id);
      const [orgs, posts, roles] = await Promise.all([repo.orgsOfUser(u.id), repo.postsOfUser(u.id), repo.rolesOfUser(u.id)]);
      return {
        user: toUser(u, true),
        role: roles.map((r) => r.name).join('|'),
        org: orgs.map((o) => ({ orgId: o.id, orgName: o.name, orgCode: o.code, pathName: o.path_name, isMaster: String(o.is_master) })),
        post: Object.fromEntries(posts.map((p) => [p.id, {
          postId: p.id, postName: p.name, postCode: p.code, orgId: p.org_id, orgName: p.org_name, orgCode: p.org_code,
          isMaster: String(p.is_master), isCharge: String(p.is_charge),
        }])),
      };
    },

    /** Both passwords arrive RSA-encrypted; the new one must be 8-64 characters with letters and digits. */
    async changePassword(session: Session, oldEnc: string, newEnc: string) {
      const oldPwd = rsa.decrypt(oldEnc, 'oldPwd');
      const newPwd = rsa.decrypt(newEnc, 'newPwd');
      if (!meetsPasswordRule(newPwd)) throw badRequest('user.passwordRule');
      const u = await repo.userById(session.tenantId, session.userId);
      if (!u) throw notFound('user.notFound');
      // A stolen unlocked phone must not become a password-guessing oracle: the sign-in lockout counts here too.
      if (!(await attempts.checkPassword('password', u.id, () => verifyPassword(oldPwd, u.password_hash)))) throw badRequest('user.oldPasswordWrong');
      await repo.updateUser(u.id, { password_hash: await hashPassword(newPwd) });
      // Whoever else holds a session of this user (a lost phone, a shared PC) is signed out.
      await repo.endOtherSessions(u.id, session.sid, 'password', clock.now().toISOString());
    },

    async updateClientInfo(session: Session, account: string, clientToken: string, clientId: string) {
      if (account !== session.account) throw forbidden('user.onlySelf');
      await repo.updateUser(session.userId, { client_token: clientToken || null, client_id: clientId || null });
    },

    queryUsers: (session: Session, filter: QueryFilter) =>
      pagedList(repo.usersQuery(session.tenantId), filter, userWhitelist, [['o.sn', 'asc'], ['u.user_number', 'asc']], 20)
        .then((page) => ({ ...page, rows: page.rows.map((r) => ({ ...r, address: null })) })),

    async userRightMap(session: Session, ids: string) {
      const list = ids.split(',').map((s) => s.trim()).filter(Boolean);
      if (list.length > 200) throw invalid('ids', 'at most 200 ids');
      const entries = await Promise.all(list.map(async (id) => {
        const u = await repo.userById(session.tenantId, id);
        if (!u) return null;
        const [orgs, posts, roles] = await Promise.all([repo.orgsOfUser(id), repo.postsOfUser(id), repo.rolesOfUser(id)]);
        return [id, { user: [id], org: orgs.map((o) => o.id), post: posts.map((p) => p.id), role: roles.map((r) => r.id) }] as [string, Record<"user" | "org" | "post" | "role", string[]>];
      }));
      return Object.fromEntries(entries.filter((e) => e !== null));
    },

    dimensions: (session: Session) => repo.dimensions(session.tenantId),
    dimensionPage: (session: Session, filter: QueryFilter) =>
      pagedList(repo.dimensionsQuery(session.tenantId), filter, dimensionWhitelist, [['code', 'asc']]),

    childOrgs: async (session: Session, demId: string, parentId?: string | null) =>
      withIsParent(await repo.childOrgs(session.tenantId, demId, parentId)),

    orgPage: (session: Session, filter: QueryFilter) =>
      pagedList(repo.orgsQuery(session.tenantId), filter, orgWhitelist, [['o.path', 'asc']])
        .then((p) => ({ ...p, rows: withIsParent(p.rows) })),

    async orgsOfUser(session: Session, userId: string) {
      const u = await repo.userById(session.tenantId, userId);
      if (!u) throw notFound('user.notFound');
      const orgs = await repo.orgsOfUser(userId);
      const parents = await repo.parentIds(orgs.map((o) => o.id));
      return orgs.map((o) => ({ id: o.id, parentId: o.parent_id, demId: o.dem_id, code: o.code, name: o.name, path: o.path, pathName: o.path_name, sn: o.sn, isParent: parents.has(o.id), isMaster: o.is_master }));
    },

    postPage: (session: Session, filter: QueryFilter) =>
      pagedList(repo.postsQuery(session.tenantId), filter, { id: 'p.id', code: 'p.code', name: 'p.name', orgId: 'p.org_id', orgName: 'o.name' }, [['o.path', 'asc'], ['p.code', 'asc']]),
    rolePage: (session: Session, filter: QueryFilter) =>
      pagedList(repo.rolesQuery(session.tenantId), filter, roleWhitelist, [['code', 'asc']]),
    jobPage: (session: Session, filter: QueryFilter) =>
      pagedList(repo.jobsQuery(session.tenantId), filter, jobWhitelist, [['level', 'desc'], ['code', 'asc']]),
    groupPage: (session: Session, filter: QueryFilter) =>
      pagedList(repo.groupsQuery(session.tenantId), filter, codeNameWhitelist, [['code', 'asc']]),
    async usersOfGroups(session: Session, groupIds: string) {
      const ids = groupIds.split(',').map((s) => s.trim()).filter(Boolean);
      if (ids.length > 200) throw invalid('groupIds', 'at most 200 ids');
      // 'in ()' is a syntax error in SQL: no ids (e.g. groupIds=',') simply means no members.
      if (ids.length === 0) return [];
      return repo.usersOfGroups(session.tenantId, ids);
    },

    async masterOrg(session: Session) {
      const orgs = await repo.orgsOfUser(session.userId);
      const o = orgs.find((x) => x.is_master === 1) ?? orgs[0];
      if (!o) throw notFound('user.notFound');
      const parents = await repo.parentIds([o.id]);
      return { id: o.id, parentId: o.parent_id, demId: o.dem_id, code: o.code, name: o.name, path: o.path, pathName: o.path_name, sn: o.sn, isParent: parents.has(o.id) };
    },
  };
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;
