import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { runtimeListApi as L, type Endpoint } from '@wp/contract';
import type { ReplyCache } from '../../../platform/reply-cache.js';
import type { Call } from '../../../platform/route.js';
import { callerOf } from '../shared/caller.js';
import type { ListsService } from './lists.service.js';

/**
 * The list calls of the flow runtime (POST with a QueryFilter). A list is a function of the data and of who
 * asks, so its replies go through the reply cache: reopening or polling a list while nothing changed reads nothing.
 */
export function registerListRoutes(app: FastifyInstance, hosts: Record<string, string>, lists: ListsService, replies: ReplyCache) {
  const list = <E extends Endpoint>(e: E, read: (c: Call<E>) => Promise<z.input<E['reply']>>) => replies.read(app, hosts, e, read);
  list(L.getTodoList, (c) => lists.todo(callerOf(c), c.body));
  list(L.getDelegate, (c) => lists.delegated(callerOf(c), c.body));
  list(L.getMyNoticeReadList, (c) => lists.notices(callerOf(c), 'sent', c.body));
  list(L.getNoticeTodoReadList, (c) => lists.notices(callerOf(c), 'unread', c.body));
  list(L.getNoticeDoneReadList, (c) => lists.notices(callerOf(c), 'read', c.body));
  list(L.getDoneInstList, (c) => lists.doneInstances(callerOf(c), c.query?.status, c.body));
  list(L.getDoneList, (c) => lists.doneActions(callerOf(c), c.query?.status, c.body));
  list(L.myRequest, (c) => lists.started(callerOf(c), false, false, c.body));
  list(L.myMobileRequest, (c) => lists.started(callerOf(c), false, true, c.body));
  list(L.myMobileDraft, (c) => lists.started(callerOf(c), true, true, c.body));
  list(L.newProcess, (c) => lists.startable(callerOf(c), c.body));
  list(L.myMobileProcess, (c) => lists.startableGroups(callerOf(c), c.body));
  list(L.relatedProcess, (c) => lists.related(callerOf(c), c.body));
  list(L.getByRecordInstId, (c) => lists.reads(callerOf(c), c.body));
  list(L.getInstanceByPks, (c) => lists.byIds(callerOf(c), c.query?.pks, c.body));
}
