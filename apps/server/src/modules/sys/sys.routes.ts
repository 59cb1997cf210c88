import type { FastifyInstance } from 'fastify';
import { dataDictApi, identityApi, sysTypeApi, toolsApi } from '@wp/contract';
import type { Clock } from '../../platform/clock.js';
import { langOf, t } from '../../platform/messages.js';
import { route } from '../../platform/route.js';
import { formatPlantDate } from './date-format.js';
import type { DictService } from './dict.service.js';
import type { IdentityService } from './identity.service.js';
import type { TypesService } from './types.service.js';

/** The sys calls of spec 000 section 7 (host portal): categories, dictionaries, serial numbers, server date. */
export function registerSysRoutes(app: FastifyInstance, hosts: Record<string, string>, s: { types: TypesService; dict: DictService; identity: IdentityService; clock: Clock }) {
  const ok = (req: { headers: Record<string, string | string[] | undefined> }) => ({ state: true, message: t(langOf(req.headers), 'ok') });

  route(app, hosts, sysTypeApi.getTypesByKey, ({ session, query }) => s.types.tree(session.tenantId, query.typeKey));
  route(app, hosts, sysTypeApi.getByParentId, ({ session, query }) => s.types.children(session.tenantId, query.catId));
  route(app, hosts, dataDictApi.getByTypeKeyForComBo, ({ session, query }) => s.dict.combo(session.tenantId, query.typeKey));
  route(app, hosts, identityApi.getNextIdByAlias, async ({ session, query, req }) =>
    ({ ...ok(req), value: await s.identity.next(session.tenantId, query.alias) }));
  route(app, hosts, toolsApi.getCurrentDate, async ({ query, req }) => ({ ...ok(req), value: formatPlantDate(s.clock.now(), query.valFormat) }));
}
