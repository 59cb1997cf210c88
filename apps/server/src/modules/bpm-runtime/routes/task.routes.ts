import type { FastifyInstance } from 'fastify';
import { runtimeActionApi as A, runtimeTaskApi as T } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { callerOf, keyOf } from '../shared/caller.js';
import type { DetailService } from '../detail/detail.service.js';
import type { InstanceActionsService } from '../actions/instance-actions.service.js';
import type { TaskActionsService } from '../actions/task-actions.service.js';

/** The task calls of the flow runtime (/runtime/task/v1): actions on a task and what a task page reads. */
export function registerTaskRoutes(app: FastifyInstance, hosts: Record<string, string>, s: { tasks: TaskActionsService; instances: InstanceActionsService; detail: DetailService }) {
  const { tasks, instances, detail } = s;

  route(app, hosts, A.complete, (c) => tasks.complete(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.batchComplete, (c) => tasks.batchComplete(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.taskToReject, async (c) => detail.rejectOptions(callerOf(c), c.query.taskId, c.query.backModel));
  route(app, hosts, A.canLock, (c) => tasks.canLock(callerOf(c), c.query.taskId));
  route(app, hosts, A.lockUnlock, (c) => tasks.lockUnlock(callerOf(c), c.query.taskId, keyOf(c.req, c.query.idempotencyKey)));
  route(app, hosts, A.delegate, (c) => tasks.delegate(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  // Circulating for opinions (流转), approval lines, sign lines and add-sign all add approvers who answer before the holder decides.
  for (const e of [A.taskToTrans, A.userTaskToSign, A.taskToApproveLine, A.taskToSignLine]) {
    route(app, hosts, e, (c) => tasks.addSign(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  }
  route(app, hosts, A.taskSignUsers, (c) => tasks.addSign(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.taskToSignSequence, (c) => tasks.addSign(callerOf(c), { ...c.body, signType: 'seq', idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.userAddSignFeedback, (c) => tasks.userAddSignFeedback(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.taskToInqu, (c) => tasks.inquire(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.communicate, (c) => tasks.communicate(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.taskToInquReply, (c) => tasks.inquiryReply(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.revokeInqu, (c) => tasks.withdrawInquiry(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, A.retrieveBpmTask, (c) => tasks.retrieve(callerOf(c), c.query.taskId, undefined, keyOf(c.req, c.query.idempotencyKey)));
  route(app, hosts, A.addReadRecord, (c) => instances.addReadRecord(callerOf(c), c.query.taskId, keyOf(c.req, c.query.idempotencyKey)));
  route(app, hosts, A.noticeTurnDode, (c) => instances.noticesRead(callerOf(c), c.query.taskId, keyOf(c.req, c.query.idempotencyKey)));
  route(app, hosts, A.delBpmTaskNoticeById, (c) => instances.withdrawNotice(callerOf(c), c.query.id, keyOf(c.req, c.query.idempotencyKey)));

  route(app, hosts, T.getButtonsBytaskId, (c) => detail.buttons(callerOf(c), c.query.taskId, c.query.leaderId));
  route(app, hosts, T.get, (c) => detail.taskPage(callerOf(c), c.query.id));
  route(app, hosts, T.getNotice, (c) => detail.noticePage(callerOf(c), c.query.id));
  route(app, hosts, T.taskNode, (c) => detail.taskNodes(callerOf(c), c.query));
  route(app, hosts, T.getCurNodeProperties, (c) => detail.nodeProperties(callerOf(c), c.query));
  route(app, hosts, T.nodeOpinion, (c) => detail.nodeOpinions(callerOf(c), c.query.instId, c.query.nodeId));
  route(app, hosts, T.getTaskKeyByTaskId, (c) => detail.taskOpinion(callerOf(c), c.query.taskId));
  route(app, hosts, T.getTaskKeyByNodeId, (c) => detail.latestNodeOpinion(callerOf(c), c.query.instId, c.query.nodeId));
  route(app, hosts, T.getBpmTaskByInstId, (c) => detail.myTasksIn(callerOf(c), c.query.instId));
  route(app, hosts, T.getBpmTaskNoticeById, (c) => detail.notice(callerOf(c), c.query.id, false));
  route(app, hosts, T.getBpmTaskNoticeDoneById, (c) => detail.notice(callerOf(c), c.query.id, true));
  route(app, hosts, T.getAfterJumpNodes, (c) => detail.afterJumpNodes(callerOf(c), c.body.taskId));
  route(app, hosts, T.isEnd, (c) => detail.isEnd(callerOf(c), c.query.procInstId));
}
