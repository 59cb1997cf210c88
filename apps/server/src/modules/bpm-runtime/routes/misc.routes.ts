import type { FastifyInstance } from 'fastify';
import { runtimeMiscApi as M } from '@wp/contract';
import { langOf, t } from '../../../platform/messages.js';
import { route } from '../../../platform/route.js';
import { callerOf, keyOf } from '../shared/caller.js';
import type { DetailService } from '../detail/detail.service.js';
import type { InstanceActionsService } from '../actions/instance-actions.service.js';
import type { ReportService } from '../report/report.service.js';
import type { TaskActionsService } from '../actions/task-actions.service.js';

/** Follow-ups, due times, sign lines and statistics of the flow runtime. */
export function registerMiscRoutes(app: FastifyInstance, hosts: Record<string, string>,
  s: { tasks: TaskActionsService; instances: InstanceActionsService; detail: DetailService; report: ReportService }) {
  const { tasks, instances, detail, report } = s;

  route(app, hosts, M.getFollowedNode, (c) => detail.followed(callerOf(c), c.query.instId));
  route(app, hosts, M.saveFollow, (c) => instances.saveFollow(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, M.getDueTimeByTaskId, (c) => detail.dueTime(callerOf(c), c.query.taskId));
  route(app, hosts, M.getExpirationDate, (c) => detail.expirationDate(callerOf(c), c.query.id, c.query.addDueTime));
  route(app, hosts, M.saveDueTime, (c) => tasks.saveDueTime(callerOf(c), { ...c.body, idempotencyKey: keyOf(c.req, c.body.idempotencyKey) }));
  route(app, hosts, M.getSignLinesInstIdNodeId, (c) => detail.signLines(callerOf(c), c.query.instId, c.query.nodeId));
  route(app, hosts, M.getEchartsData, async (c) =>
    ({ state: true, message: t(langOf(c.req.headers), 'ok'), value: await report.echarts(c.session.tenantId, langOf(c.req.headers), c.query.reportId) }));
}
