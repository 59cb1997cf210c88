import type { FastifyInstance } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import type { ChartService } from './chart.service.js';

const api = formDataApi.chart;

/** Custom charts (/form/customChart/v1): the definition, and its data as rows and a dataset. */
export function registerChartRoutes(app: FastifyInstance, hosts: Record<string, string>, charts: ChartService) {
  route(app, hosts, api.getChart, ({ session, params }) => charts.get(session, params.id));
  route(app, hosts, api.getListData, ({ session, query, body }) => charts.listData(session, query.alias, body));
}
