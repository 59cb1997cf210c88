import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import { createKpiRollup } from './kpi-rollup.repository.js';
import { createKpiRepository } from './kpi.repository.js';
import { registerKpiRoutes } from './kpi.routes.js';
import { createKpiService } from './kpi.service.js';

/** The asset KPIs (ADR 0025): a read model over the repair, maintenance and inspection tables, and its routes. */
export function registerKpi(app: FastifyInstance, hosts: Record<string, string>, deps: { db: Db; clock: Clock }) {
  const repo = createKpiRepository(deps.db);
  const kpi = createKpiService({ repo, rollup: createKpiRollup(deps.db, repo), clock: deps.clock });
  registerKpiRoutes(app, hosts, kpi);
  return kpi;
}
