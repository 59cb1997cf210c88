import type { FastifyInstance } from 'fastify';
import { authApi, orgApi, sealApi, userApi } from '@wp/contract';
import { route } from '../../platform/route.js';
import { langOf, t } from '../../platform/messages.js';
import type { AuthService } from './auth.service.js';
import type { DirectoryService } from './directory.service.js';
import type { SealService } from './seal.service.js';

/** The user-centre calls of spec 000 section 7, at the paths the client calls. */
export function registerUcRoutes(app: FastifyInstance, hosts: Record<string, string>, auth: AuthService, dir: DirectoryService, seals: SealService) {
  const ok = (req: { headers: Record<string, string | string[] | undefined> }, key: Parameters<typeof t>[1] = 'ok') =>
    ({ state: true, message: t(langOf(req.headers), key) });

  route(app, hosts, authApi.auth, ({ query, body, req }) => auth.login({ tenantId: query.tenantId, username: body.username, password: body.password, address: req.ip }));
  route(app, hosts, authApi.refresh, ({ session, req }) => auth.refresh(session, req.ip));
  route(app, hosts, authApi.signout, async ({ session, req }) => { await auth.signout(session); return ok(req, 'auth.signedOut'); });
  route(app, hosts, authApi.ssoAuth, ({ query }) => auth.sso(query));
  route(app, hosts, authApi.getTenantByCode, async ({ query, req }) => {
    const tenant = await auth.tenantByCode(query.code);
    return tenant
      ? { state: true, message: t(langOf(req.headers), 'ok'), value: tenant }
      : { state: false, message: t(langOf(req.headers), 'auth.tenantUnknown') };
  });

  route(app, hosts, userApi.getByAccount, ({ session, body }) => dir.getByAccount(session, body.account));
  route(app, hosts, userApi.getDetailByAccountOrId, ({ session, body }) => dir.detail(session, body.accountOrId));
  route(app, hosts, userApi.changUserPsd, async ({ session, body, req }) => {
    await dir.changePassword(session, body.oldPwd, body.newPwd);
    return ok(req, 'user.passwordChanged');
  });
  route(app, hosts, userApi.updateClientInfo, async ({ session, body, req }) => {
    await dir.updateClientInfo(session, body.account, body.clientToken, body.clientId);
    return ok(req, 'user.saved');
  });
  route(app, hosts, userApi.queryByType, ({ session, body }) => dir.queryUsers(session, body));
  route(app, hosts, userApi.queryUserWithMainOrgPost, ({ session, body }) => dir.queryUsers(session, body));
  route(app, hosts, userApi.getUserRightMapByIds, async ({ session, query, req }) =>
    ({ ...ok(req), value: await dir.userRightMap(session, query.ids) }));

  route(app, hosts, orgApi.getAllDems, ({ session }) => dir.dimensions(session));
  route(app, hosts, orgApi.getDemListAll, ({ session, body }) => dir.dimensionPage(session, body));
  route(app, hosts, orgApi.getByParentAndDem, ({ session, body }) => dir.childOrgs(session, body.demId, body.parentId));
  route(app, hosts, orgApi.getOrgPage, ({ session, body }) => dir.orgPage(session, body));
  route(app, hosts, orgApi.getOrgMaster, async ({ session, req }) => ({ ...ok(req), value: await dir.masterOrg(session) }));
  route(app, hosts, orgApi.getOrgListByUserId, ({ session, query }) => dir.orgsOfUser(session, query.userId));
  route(app, hosts, orgApi.getOrgPostPage, ({ session, body }) => dir.postPage(session, body));
  route(app, hosts, orgApi.getRolePage, ({ session, body }) => dir.rolePage(session, body));
  route(app, hosts, orgApi.getJobPage, ({ session, body }) => dir.jobPage(session, body));
  route(app, hosts, orgApi.queryGroups, ({ session, body }) => dir.groupPage(session, body));
  route(app, hosts, orgApi.loadUserByGroupId, ({ session, query }) => dir.usersOfGroups(session, query.groupIds));

  route(app, hosts, sealApi.getSealByCurrentUserId, async ({ session }) => {
    const seal = await seals.sealOf(session);
    return { id: seal?.id ?? null, userId: session.userId, fileId: seal?.file_id ?? null, isUse: seal?.is_use ?? 0 };
  });
  route(app, hosts, sealApi.getElectronicSeal, async ({ session, query, req }) =>
    ({ ...ok(req, 'seal.ok'), value: await seals.open(session, query.password, req.ip) }));
  // The same with the password in the body, where it stays out of URLs, histories and proxies' logs.
  route(app, hosts, sealApi.openElectronicSeal, async ({ session, body, req }) =>
    ({ ...ok(req, 'seal.ok'), value: await seals.open(session, body.password, req.ip) }));
}
