import type { FastifyInstance } from 'fastify';
import { authApi, userApi, type IdentityProvider } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { ThirdPartyService } from './third-party.service.js';

/** Sign-in by DingTalk, WeCom and WeChat, and the caller's own WeChat bindings. */
export function registerThirdPartyRoutes(app: FastifyInstance, hosts: Record<string, string>, thirdParty: ThirdPartyService) {
  const ok = (req: { headers: Record<string, string | string[] | undefined> }, key: Parameters<typeof t>[1]) =>
    ({ state: true, message: t(langOf(req.headers), key) });

  route(app, hosts, authApi.ssoDingTalk, ({ query, req }) => thirdParty.dingTalk(query, req.ip));
  route(app, hosts, authApi.ssoWeCom, ({ query, req }) => thirdParty.weCom(query, req.ip));
  route(app, hosts, authApi.ssoWeChatOfficialAccount, ({ query, req }) => thirdParty.officialAccount(query, req.ip));
  route(app, hosts, authApi.miniProgramTicket, ({ body, req }) => thirdParty.miniProgramTicket(body, req.ip));
  route(app, hosts, authApi.ssoMiniProgram, ({ query, req }) => thirdParty.miniProgram(query, req.ip));

  route(app, hosts, userApi.bindOpenId, async ({ session, query, req }) => {
    await thirdParty.bind(session, query.account, 'wechat-oa', query.openid, 'querystring.openid');
    return ok(req, 'user.bound');
  });
  route(app, hosts, userApi.bindMpOpenId, async ({ session, query, req }) => {
    await thirdParty.bind(session, query.account, 'wechat-mp', query.mpOpenid, 'querystring.mpOpenid');
    return ok(req, 'user.bound');
  });
  route(app, hosts, userApi.getMyIdentities, async ({ session, req }) =>
    ({ ...ok(req, 'ok'), value: (await thirdParty.identities(session)) as Array<{ provider: IdentityProvider; boundAt: string }> }));
  route(app, hosts, userApi.unbindIdentity, async ({ session, body, req }) => {
    await thirdParty.unbind(session, body.provider);
    return ok(req, 'user.unbound');
  });
}
