import type { FastifyInstance } from 'fastify';
import { eamApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { eamOk } from '../shared/wire.js';
import type { AssetsService } from './assets.service.js';

/** The asset ledger (`eam-asset/...`): categories, list, one asset, scanned label, finance. */
export function registerAssetRoutes(app: FastifyInstance, hosts: Record<string, string>, assets: AssetsService) {
  route(app, hosts, eamApi.queryCategoryCount, async ({ session, req }) => eamOk(req, await assets.categories(session)));
  route(app, hosts, eamApi.queryPagedList, async ({ session, body, req }) => eamOk(req, await assets.page(session, body)));
  route(app, hosts, eamApi.getById, async ({ session, body, req }) => eamOk(req, await assets.byId(session, body.id)));
  route(app, hosts, eamApi.scanLabel, async ({ session, body, req }) => eamOk(req, await assets.scanLabel(session, body.txt)));
  route(app, hosts, eamApi.getFinance, async ({ session, body, req }) => eamOk(req, await assets.finance(session, body.assetCode)));
}
