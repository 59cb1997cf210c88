import type { FastifyInstance } from 'fastify';
import { eamApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf } from '../../../platform/messages.js';
import type { Session } from '../../../platform/auth/session.js';
import { eamOk } from '../shared/wire.js';
import type { RepairOrdersService } from './repair-orders.service.js';
import type { RepairSettingsService } from './repair-settings.service.js';

/** The session and the language of a call: the runtime's caller, as an order's approval starts in it. */
const callerOf = (call: { session: Session; req: { headers: Record<string, string | string[] | undefined> } }) => ({ session: call.session, lang: langOf(call.req.headers) });

/** Repair settings (`eam-repair-category*`, `eam-repair-urgency`, `eam-repair-group`) and orders (`eam-repair-order*`). */
export function registerRepairRoutes(app: FastifyInstance, hosts: Record<string, string>, s: RepairSettingsService, o: RepairOrdersService) {
  route(app, hosts, eamApi.repairCategoryQueryList, async ({ session, req }) => eamOk(req, await s.categories(session)));
  route(app, hosts, eamApi.repairCategoryTplQueryPagedList, async ({ session, body, req }) => eamOk(req, await s.tplPage(session, body)));
  route(app, hosts, eamApi.repairCategoryTplGetById, async ({ session, body, req }) => eamOk(req, await s.tplById(session, body.id)));
  route(app, hosts, eamApi.repairCategoryTplSave, async ({ session, body, req }) => eamOk(req, await s.tplSave(session, body), 'eam.repair.saved'));
  route(app, hosts, eamApi.repairCategoryTplDelete, async ({ session, body, req }) => eamOk(req, await s.tplDelete(session, body.id), 'eam.repair.deleted'));
  route(app, hosts, eamApi.repairUrgencyQueryList, async ({ session, req }) => eamOk(req, await s.urgencies(session)));
  route(app, hosts, eamApi.repairUrgencyGetById, async ({ session, body, req }) => eamOk(req, await s.urgencyById(session, body.id)));
  route(app, hosts, eamApi.repairUrgencySave, async ({ session, body, req }) => eamOk(req, await s.urgencySave(session, body), 'eam.repair.saved'));
  route(app, hosts, eamApi.repairUrgencyDelete, async ({ session, body, req }) => eamOk(req, await s.urgencyDelete(session, body.id), 'eam.repair.deleted'));
  route(app, hosts, eamApi.repairGroupQueryList, async ({ session, body, req }) => eamOk(req, await s.groups(session, body.status)));
  route(app, hosts, eamApi.repairGroupGetById, async ({ session, body, req }) => eamOk(req, await s.groupById(session, body.id)));
  route(app, hosts, eamApi.repairGroupSave, async ({ session, body, req }) => eamOk(req, await s.groupSave(session, body), 'eam.repair.saved'));
  route(app, hosts, eamApi.repairUserQueryList, async ({ session, body, req }) => eamOk(req, await s.users(session, body.searchValue)));

  route(app, hosts, eamApi.repairOrderCreate, async (call) => {
    const order = await o.create(callerOf(call), call.body);
    return eamOk(call.req, order, order.repairStatus === 'approval' ? 'eam.repair.submittedForApproval' : 'eam.repair.created');
  });
  route(app, hosts, eamApi.repairOrderQueryPagedList, async ({ session, body, req }) => eamOk(req, await o.page(session, body)));
  route(app, hosts, eamApi.repairOrderQueryStatusCountData, async ({ session, body, req }) => eamOk(req, await o.statusCounts(session, body.scope)));
  route(app, hosts, eamApi.repairOrderQueryByAsset, async ({ session, body, req }) => eamOk(req, await o.byAsset(session, body)));
  route(app, hosts, eamApi.repairOrderGetById, async ({ session, body, req }) => eamOk(req, await o.detail(session, body.id)));
  route(app, hosts, eamApi.repairOrderDispatch, async (call) => eamOk(call.req, await o.dispatch(callerOf(call), call.body), o.doneKey('dispatch')));
  route(app, hosts, eamApi.repairOrderCancel, async (call) => eamOk(call.req, await o.cancel(callerOf(call), call.body), o.doneKey('cancel')));
  route(app, hosts, eamApi.repairOrderActStart, async (call) => eamOk(call.req, await o.start(callerOf(call), call.body), o.doneKey('start')));
  route(app, hosts, eamApi.repairOrderActFinish, async (call) => eamOk(call.req, await o.finish(callerOf(call), call.body), o.doneKey('finish')));
  route(app, hosts, eamApi.repairOrderAcceptance, async (call) =>
    eamOk(call.req, await o.accept(callerOf(call), call.body), o.doneKey(call.body.result === 'finish' ? 'accept' : 'fail')));
}
