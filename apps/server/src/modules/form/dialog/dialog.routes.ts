import type { FastifyInstance } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import type { DialogService } from './dialog.service.js';

const api = formDataApi.dialog;

/** Custom dialogs: the definition, and its rows by POST (QueryFilter body) or GET (all in the query). */
export function registerDialogRoutes(app: FastifyInstance, hosts: Record<string, string>, dialogs: DialogService) {
  route(app, hosts, api.getByAlias, ({ session, query }) => dialogs.getByAlias(session, query.alias));
  route(app, hosts, api.getListData, ({ session, query, body }) => dialogs.listData(session, query.alias, {
    mapParamText: query.mapParam, mapParam: body?.mapParam, querys: body?.querys,
    page: body?.pageBean?.page, pageSize: body?.pageBean?.pageSize, pid: body?.pid ?? query.pid,
  }));
  route(app, hosts, api.getListDataByGet, ({ session, query }) => dialogs.listData(session, query.alias, {
    mapParamText: query.mapParam, page: query.page, pageSize: query.pageSize, pid: query.pid,
  }));
}
