import type { FastifyInstance } from 'fastify';
import { eamApi } from '@wp/contract';
import { langOf } from '../../../platform/messages.js';
import { route } from '../../../platform/route.js';
import { eamOk } from '../shared/wire.js';
import type { InspectionService } from './inspection.service.js';
import type { RecordingService } from './recording.service.js';

const api = eamApi.inspection;

/** Inspection rounds (`eam-inspection-task/...`, `eam-inspection-task-point/...`, process actions, defects). */
export function registerInspectionRoutes(app: FastifyInstance, hosts: Record<string, string>, s: InspectionService, recording: RecordingService) {
  route(app, hosts, api.taskQueryPagedList, async ({ session, body, req }) => eamOk(req, await s.taskPage(session, body)));
  route(app, hosts, api.taskStatusCount, async ({ session, body, req }) => eamOk(req, await s.statusCount(session, body.mine)));
  route(app, hosts, api.taskGetById, async ({ session, body, req }) => eamOk(req, await s.taskDetail(session, body.id)));
  route(app, hosts, api.taskCheck, async ({ session, body, req }) => eamOk(req, await s.check(session, body.taskId, body.pointCode)));
  route(app, hosts, api.taskFinish, async ({ session, body, req }) => eamOk(req, await s.finishTask(session, langOf(req.headers), body.id, body.content)));
  route(app, hosts, api.pointGetById, async ({ session, body, req }) => eamOk(req, await s.pointDetail(session, body.id)));
  route(app, hosts, api.pointFinish, async ({ session, body, req }) => eamOk(req, await recording.finish(session, langOf(req.headers), body)));
  route(app, hosts, api.pointSync, async ({ session, body, req }) => eamOk(req, await recording.sync(session, langOf(req.headers), body.records)));
  route(app, hosts, api.pointQueryPagedList, async ({ session, body, req }) => eamOk(req, await s.pointPage(session, body)));
  route(app, hosts, api.pointQueryByAsset, async ({ session, body, req }) => eamOk(req, await s.assetHistory(session, body)));
  route(app, hosts, api.pointItemHistory, async ({ session, body, req }) => eamOk(req, await s.itemHistory(session, body)));
  route(app, hosts, api.processActionQueryList, async ({ session, req }) => eamOk(req, await s.processActions(session)));
  route(app, hosts, api.abnormalQueryPagedList, async ({ session, body, req }) => eamOk(req, await s.abnormalPage(session, body)));
  route(app, hosts, api.abnormalGetById, async ({ session, body, req }) => eamOk(req, await s.abnormalById(session, body.id)));
}
