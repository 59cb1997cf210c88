import type { FastifyInstance } from 'fastify';
import { runtimeActionApi as A, runtimeInstanceApi as I } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { callerOf, keyOf } from '../shared/caller.js';
import type { DetailService } from '../detail/detail.service.js';
import type { InstanceActionsService } from '../actions/instance-actions.service.js';
import type { ListsService } from '../lists/lists.service.js';
import type { TaskActionsService } from '../actions/task-actions.service.js';

/** The instance calls of the flow runtime (/runtime/instance/v1): start, drafts, instance actions and reads. */
export function registerInstanceRoutes(app: FastifyInstance, hosts: Record<string, string>,
  s: { tasks: TaskActionsService; instances: InstanceActionsService; detail: DetailService; lists: ListsService }) {
  const { tasks, instances, detail, lists } = s;

  route(app, hosts, A.start, (c) => instances.start(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.saveDraft, (c) => instances.saveDraft(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.startForm, (c) => instances.startForm(callerOf(c), c.query, { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.saveFormData, (c) => instances.saveFormData(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.removeDraftById, (c) => instances.removeDrafts(callerOf(c), c.query.ids));
  route(app, hosts, A.revokeInstance, (c) => instances.revoke(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.transToMore, (c) => instances.copyTo(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.doEndProcess, (c) => tasks.endProcess(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.doEndProcessById, (c) => instances.endById(callerOf(c), { ...c.query, idempotencyKey: keyOf(c.req, c.query.idempotencyKey) }));
  route(app, hosts, A.doNextcommu, (c) => tasks.feedback(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.doNextCopyto, (c) => instances.copyReply(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.sendBpmTaskUrgent, (c) => instances.urge(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.revokeTrans, (c) => tasks.retrieve(callerOf(c), c.body.taskId, c.body.opinion, keyOf(c.req, c.body.idempotencyKey)));
  for (const e of [A.revokeSignSequence, A.revokeSignLine]) {
    route(app, hosts, e, (c) => tasks.withdrawSign(callerOf(c), c.body.taskId, c.body.opinion, keyOf(c.req, c.body.idempotencyKey)));
  }

  route(app, hosts, I.instanceFlowOpinions, (c) => detail.opinions(callerOf(c), c.query));
  route(app, hosts, I.instanceFlowImage, (c) => detail.flowImage(callerOf(c), c.query));
  route(app, hosts, I.getBpmImage, (c) => detail.flowImage(callerOf(c), c.query));
  route(app, hosts, I.getInstanceByInstId, (c) => detail.instanceDetail(callerOf(c), c.query.instId));
  route(app, hosts, I.get, (c) => detail.instanceDetail(callerOf(c), c.query.id));
  route(app, hosts, I.getRelatedInformationById, (c) => detail.relatedInformation(callerOf(c), c.query.id));
  route(app, hosts, I.getExcutorNameByInstId, (c) => detail.executors(callerOf(c), c.query.instId));
  route(app, hosts, I.predictPath, (c) => detail.predictedPath(callerOf(c), c.query.instId));
  route(app, hosts, I.getUrgrntById, (c) => lists.urges(callerOf(c), c.body));
  route(app, hosts, I.getUrgentStateConf, (c) => detail.urgentConf(callerOf(c), c.body));
  route(app, hosts, I.getDefaultInfoMap, (c) => detail.defaultInfoMap(callerOf(c)));
  route(app, hosts, I.getDataTemplateButtonPermission, (c) => detail.dataTemplatePermission(callerOf(c)));
}
