import type { FastifyInstance } from 'fastify';
import { modelApi } from '@wp/contract';
import type { DefinitionSettings } from '@wp/engine';
import { forbidden } from '../../platform/errors.js';
import { langOf, t, type MessageKey } from '../../platform/messages.js';
import { route } from '../../platform/route.js';
import type { Session } from '../../platform/auth/session.js';
import type { ApprovalItemsService } from './approval-items.service.js';
import type { DefinitionsService } from './definitions.service.js';
import type { StartCheck, StartRightsService } from './start-rights.service.js';

const refusal: Record<Exclude<StartCheck, { allowed: true }>['reason'], MessageKey> = {
  noDefinition: 'bpm.definitionNotFound',
  noRight: 'bpm.noStartRight',
  notAgent: 'bpm.notAgent',
  leaderNoRight: 'bpm.leaderNoRight',
};

/** The definition version an instance runs, when the session may read the instance (403/404 otherwise). */
export type InstanceDefinitionOf = (session: Session, instId: string) => Promise<string>;

/** The flow-model calls of spec 000 section 7 (host bpmModel), plus the administrators' deploy. */
export function registerBpmModelRoutes(app: FastifyInstance, hosts: Record<string, string>, s: {
  definitions: DefinitionsService; startRights: StartRightsService; approvalItems: ApprovalItemsService; instanceDefinition: InstanceDefinitionOf;
}) {
  route(app, hosts, modelApi.defGet, async ({ session, query }) =>
    s.definitions.detail(session.tenantId, query.defId ?? await s.instanceDefinition(session, query.instId!)));

  route(app, hosts, modelApi.getApprovalByDefKeyAndTypeId, ({ session, query }) =>
    s.approvalItems.forProcess(session.tenantId, session.userId, query.defKey));
  route(app, hosts, modelApi.saveApprovalItem, async ({ session, body, req }) => {
    const added = await s.approvalItems.save(session.tenantId, session.userId, body.expression, body.defKey);
    return { state: true, message: t(langOf(req.headers), added ? 'bpm.phraseSaved' : 'bpm.phraseExists'), value: added };
  });

  route(app, hosts, modelApi.startRight, async ({ session, query, req }) => {
    const defKey = query.defKey ?? (await s.definitions.row(session.tenantId, query.defId!))?.def_key;
    const check: StartCheck = defKey ? await s.startRights.check(session, defKey, query.leaderId) : { allowed: false, reason: 'noDefinition' };
    return { state: true, message: t(langOf(req.headers), check.allowed ? 'bpm.mayStart' : refusal[check.reason]), value: check.allowed };
  });
  route(app, hosts, modelApi.getPermissionList, ({ session }) => s.startRights.permissionList(session));

  route(app, hosts, modelApi.grantStartRights, async ({ session, body, req }) => {
    if (!session.isAdmin) throw forbidden('bpm.grantAdminOnly');
    const { added, rights } = await s.startRights.grantChecked(session.tenantId, body.defKey, body.rights);
    return { state: true, message: t(langOf(req.headers), 'bpm.startRightsGranted', { added }), value: { defKey: body.defKey, added, rights } };
  });

  route(app, hosts, modelApi.deploy, async ({ session, body, req }) => {
    if (!session.isAdmin) throw forbidden('bpm.deployAdminOnly');
    const { id, version, warnings } = await s.definitions.deploy(session.tenantId, session.userId, {
      key: body.key, name: body.name, xml: body.bpmnXml, settings: body.settings as unknown as DefinitionSettings, form: body.form,
      typeId: body.typeId ?? null, description: body.description ?? null,
    });
    const message = warnings.length > 0
      ? t(langOf(req.headers), 'bpm.deployedWithWarnings', { version, warnings: warnings.join('; ') })
      : t(langOf(req.headers), 'bpm.deployed', { version });
    return { state: true, message, value: { id, key: body.key, version } };
  });
}
