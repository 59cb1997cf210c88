import type { FastifyInstance } from 'fastify';
import { eamApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { eamOk } from '../shared/wire.js';
import type { KpiService } from './kpi.service.js';

/** The asset KPIs (`eam-kpi/...`): summary, trend, ranking; every user of the tenant reads them. */
export function registerKpiRoutes(app: FastifyInstance, hosts: Record<string, string>, kpi: KpiService) {
  route(app, hosts, eamApi.kpiQuerySummary, async ({ session, body, req }) => eamOk(req, await kpi.summary(session, body)));
  route(app, hosts, eamApi.kpiQueryTrend, async ({ session, body, req }) => eamOk(req, await kpi.trend(session, body)));
  route(app, hosts, eamApi.kpiQueryRanking, async ({ session, body, req }) => eamOk(req, await kpi.ranking(session, body)));
}
