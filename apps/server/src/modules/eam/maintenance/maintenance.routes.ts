import type { FastifyInstance } from 'fastify';
import { eamApi } from '@wp/contract';
import { langOf } from '../../../platform/messages.js';
import { route } from '../../../platform/route.js';
import { eamOk } from '../shared/wire.js';
import type { MetersService } from './meters.service.js';
import type { PlanEditingService } from './plan-editing.service.js';
import type { PlansService } from './plans.service.js';
import type { TasksService } from './tasks.service.js';

/** Preventive maintenance (`eam-maintain-plan/...`, `eam-maintain-task/...`, `eam-asset-meter/...`). */
export function registerMaintenanceRoutes(app: FastifyInstance, hosts: Record<string, string>, s: { plans: PlansService; planEditing: PlanEditingService; tasks: TasksService; meters: MetersService }) {
  const { plans, planEditing, tasks, meters } = s;
  route(app, hosts, eamApi.maintainPlanQueryPagedList, async ({ session, body, req }) => eamOk(req, await plans.page(session, langOf(req.headers), body)));
  route(app, hosts, eamApi.maintainPlanGetById, async ({ session, body, req }) => eamOk(req, await plans.detail(session, langOf(req.headers), body.id)));
  route(app, hosts, eamApi.maintainPlanStart, async ({ session, body, req }) => eamOk(req, await plans.start(session, langOf(req.headers), body.id)));
  route(app, hosts, eamApi.maintainPlanStop, async ({ session, body, req }) => eamOk(req, await plans.stop(session, langOf(req.headers), body.id)));
  route(app, hosts, eamApi.maintainPlanCreateTask, async ({ session, body, req }) => eamOk(req, await plans.createTask(session, langOf(req.headers), body.id)));
  route(app, hosts, eamApi.maintainPlanInsert, async ({ session, body, req }) => eamOk(req, await planEditing.insert(session, langOf(req.headers), body)));
  route(app, hosts, eamApi.maintainPlanUpdate, async ({ session, body, req }) => eamOk(req, await planEditing.update(session, langOf(req.headers), body)));
  route(app, hosts, eamApi.maintainPlanDelete, async ({ session, body, req }) => eamOk(req, await planEditing.delete(session, langOf(req.headers), body.id)));
  route(app, hosts, eamApi.maintainGroupQueryList, async ({ session, req }) => eamOk(req, await planEditing.groups(session)));

  route(app, hosts, eamApi.assetMeterQueryList, async ({ session, body, req }) => eamOk(req, await meters.list(session, body.assetId)));
  route(app, hosts, eamApi.assetMeterRecord, async ({ session, body, req }) => eamOk(req, await meters.record(session, body)));

  route(app, hosts, eamApi.maintainTaskQueryPagedList, async ({ session, body, req }) => eamOk(req, await tasks.page(session, body)));
  route(app, hosts, eamApi.maintainTaskQueryStatusCountData, async ({ session, body, req }) => eamOk(req, await tasks.counts(session, body)));
  route(app, hosts, eamApi.maintainTaskGetById, async ({ session, body, req }) => eamOk(req, await tasks.detail(session, langOf(req.headers), body.id)));
  route(app, hosts, eamApi.maintainTaskQueryByAsset, async ({ session, body, req }) => eamOk(req, await tasks.byAsset(session, body)));
  route(app, hosts, eamApi.maintainTaskStart, async ({ session, body, req }) => eamOk(req, await tasks.start(session, langOf(req.headers), body.id)));
  route(app, hosts, eamApi.maintainTaskExecute, async ({ session, body, req }) => eamOk(req, await tasks.execute(session, langOf(req.headers), body)));
  route(app, hosts, eamApi.maintainTaskFinish, async ({ session, body, req }) => eamOk(req, await tasks.finish(session, langOf(req.headers), body)));
  route(app, hosts, eamApi.maintainTaskCancel, async ({ session, body, req }) => eamOk(req, await tasks.cancel(session, langOf(req.headers), body.id, body.reason)));
}
