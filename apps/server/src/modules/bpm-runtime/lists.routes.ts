import type { FastifyInstance } from 'fastify';
import { runtimeListApi as L } from '@wp/contract';
import { route } from '../../platform/route.js';
import { callerOf } from './caller.js';
import type { ListsService } from './lists.service.js';

/** The list calls of the flow runtime (POST with a QueryFilter). */
export function registerListRoutes(app: FastifyInstance, hosts: Record<string, string>, lists: ListsService) {
  route(app, hosts, L.getTodoList, (c) => lists.todo(callerOf(c), c.body));
  route(app, hosts, L.getDelegate, (c) => lists.delegated(callerOf(c), c.body));
  route(app, hosts, L.getMyNoticeReadList, (c) => lists.notices(callerOf(c), 'sent', c.body));
  route(app, hosts, L.getNoticeTodoReadList, (c) => lists.notices(callerOf(c), 'unread', c.body));
  route(app, hosts, L.getNoticeDoneReadList, (c) => lists.notices(callerOf(c), 'read', c.body));
  route(app, hosts, L.getDoneInstList, (c) => lists.doneInstances(callerOf(c), c.query?.status, c.body));
  route(app, hosts, L.getDoneList, (c) => lists.doneActions(callerOf(c), c.query?.status, c.body));
  route(app, hosts, L.myRequest, (c) => lists.started(callerOf(c), false, false, c.body));
  route(app, hosts, L.myMobileRequest, (c) => lists.started(callerOf(c), false, true, c.body));
  route(app, hosts, L.myMobileDraft, (c) => lists.started(callerOf(c), true, true, c.body));
  route(app, hosts, L.newProcess, (c) => lists.startable(callerOf(c), c.body));
  route(app, hosts, L.myMobileProcess, (c) => lists.startableGroups(callerOf(c), c.body));
  route(app, hosts, L.relatedProcess, (c) => lists.related(callerOf(c), c.body));
  route(app, hosts, L.getByRecordInstId, (c) => lists.reads(callerOf(c), c.body));
  route(app, hosts, L.getInstanceByPks, (c) => lists.byIds(callerOf(c), c.query?.pks, c.body));
}
