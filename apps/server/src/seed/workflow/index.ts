import type { Db } from '../../db/database.js';
import { newId, systemClock, type Clock } from '../../platform/clock.js';
import { createDefinitionsRepository } from '../../modules/bpm-model/definitions.repository.js';
import { createDefinitionsService, type DefinitionsService } from '../../modules/bpm-model/definitions.service.js';
import { createStartRightsRepository } from '../../modules/bpm-model/start-rights.repository.js';
import { createStartRightsService, type StartRight, type StartRightsService } from '../../modules/bpm-model/start-rights.service.js';
import { createFormModule } from '../../modules/form/index.js';
import { createOrgDirectoryProvider } from '../../modules/uc/org-directory.js';
import { createUcRepository } from '../../modules/uc/uc.repository.js';
import { createTypesRepository } from '../../modules/sys/types.repository.js';
import { createTypesService } from '../../modules/sys/types.service.js';
import { agentPairs, dictionaries, flowTypes, identities, otherTenantFlowTypes, personalPhrases, processPhrases, sharedPhrases } from './catalogue.js';
import { demoProcesses, otherTenantProcesses } from './processes/index.js';
import type { SeedProcess, SeedRight } from './processes/types.js';

export const FLOW_TYPE = 'FLOW_TYPE';

export interface WorkflowSeedDeps { definitions: DefinitionsService; startRights: StartRightsService; clock: Clock }

/** The services the catalogue seed deploys through, built over a database. */
export function workflowSeedDeps(db: Db, clock: Clock = systemClock): WorkflowSeedDeps {
  const organisation = createOrgDirectoryProvider(createUcRepository(db));
  const categories = createTypesService(createTypesRepository(db));
  const { forms } = createFormModule({ db, clock });
  const definitions = createDefinitionsService({ repo: createDefinitionsRepository(db), organisation, clock, categories, forms });
  const startRights = createStartRightsService({ repo: createStartRightsRepository(db), organisation, deployedKeys: definitions.mainKeys });
  return { definitions, startRights, clock };
}

/**
 * Seeds the workflow catalogue of the demo plant (tenant `main`): FLOW_TYPE categories, dictionaries,
 * serial-number rules, the six demo processes deployed through the definitions service (validated like any
 * deploy), start rights, the agent pairing and common phrases; and one process of its own for the `other`
 * tenant. Does nothing for a tenant that already has FLOW_TYPE categories.
 */
export async function seedWorkflowCatalogue(db: Db, tenantIds: { main: string; other?: string }, deps: WorkflowSeedDeps = workflowSeedDeps(db)): Promise<void> {
  if (await hasCatalogue(db, tenantIds.main)) return;
  const now = deps.clock.now().toISOString();
  const main = tenantIds.main;
  const typeIds = await seedWorkflowBasics(db, main);
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('sys_identity').values(identities.map((r) => ({
      id: newId(), tenant_id: main, alias: r.alias, name: r.name, regulation: r.regulation, reset: r.reset, no_length: r.noLength, cur_period: '', cur_value: 0,
    }))).execute();
  });
  await deployAll(db, main, demoProcesses, typeIds, deps);

  const users = await userIdsByAccount(db, main);
  for (const { agent, leader } of agentPairs) await deps.startRights.addAgent(main, users.get(leader)!, users.get(agent)!);
  const phrases = [
    ...sharedPhrases.map((expression) => ({ def_key: null, user_id: null, expression })),
    ...Object.entries(processPhrases).flatMap(([defKey, list]) => list.map((expression) => ({ def_key: defKey, user_id: null, expression }))),
    ...Object.entries(personalPhrases).flatMap(([account, list]) => list.map((expression) => ({ def_key: null, user_id: users.get(account)!, expression }))),
  ];
  await db.insertInto('bpm_approval_item').values(phrases.map((p, i) => ({ id: newId(), tenant_id: main, ...p, sn: i + 1, created_at: now }))).execute();

  if (tenantIds.other && !(await hasCatalogue(db, tenantIds.other))) {
    const otherTypes = await insertFlowTypes(db, tenantIds.other, otherTenantFlowTypes);
    await deployAll(db, tenantIds.other, otherTenantProcesses, otherTypes, deps);
  }
}

/**
 * What any tenant's approvals need before its first process: the process categories and the dictionaries their
 * forms choose from (leave types, urgency). Returns the categories' ids by code.
 */
export async function seedWorkflowBasics(db: Db, tenantId: string): Promise<Map<string, string>> {
  const typeIds = await insertFlowTypes(db, tenantId, flowTypes);
  await db.transaction().execute(async (tx) => {
    for (const [typeKey, items] of Object.entries(dictionaries)) {
      await tx.insertInto('sys_data_dict').values(items.map((d, i) => ({ id: newId(), tenant_id: tenantId, type_key: typeKey, key: d.key, name: d.name, parent_id: null, sn: i + 1 }))).execute();
    }
  });
  return typeIds;
}

const hasCatalogue = async (db: Db, tenantId: string) =>
  !!(await db.selectFrom('sys_type').select('id').where('tenant_id', '=', tenantId).where('type_key', '=', FLOW_TYPE).executeTakeFirst());

async function insertFlowTypes(db: Db, tenantId: string, types: typeof flowTypes): Promise<Map<string, string>> {
  const ids = new Map(types.map((t) => [t.code, newId()]));
  await db.insertInto('sys_type').values(types.map((t, i) => ({
    id: ids.get(t.code)!, tenant_id: tenantId, type_key: FLOW_TYPE, parent_id: null, code: t.code, name: t.name, sn: i + 1, icon: JSON.stringify(t.icon),
  }))).execute();
  return ids;
}

async function deployAll(db: Db, tenantId: string, processes: SeedProcess[], typeIds: Map<string, string>, deps: WorkflowSeedDeps) {
  const orgs = new Map((await db.selectFrom('uc_org').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map((o) => [o.code, o.id]));
  for (const p of processes) {
    await deps.definitions.deploy(tenantId, null, {
      key: p.key, name: p.name, xml: p.bpmnXml, settings: p.settings, form: p.form, typeId: typeIds.get(p.typeCode)!, description: p.description,
    });
    await deps.startRights.grant(tenantId, p.key, p.rights.map((r) => resolveRight(r, orgs)));
  }
}

function resolveRight(r: SeedRight, orgs: Map<string, string>): StartRight {
  if (r.type === 'everyone') return r;
  if (r.type === 'org') {
    const id = orgs.get(r.orgCode);
    if (!id) throw new Error(`seed: no organisation '${r.orgCode}'`);
    return { type: 'org', id };
  }
  return { type: r.type, id: r.code };
}

async function userIdsByAccount(db: Db, tenantId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [r.account, r.id]));
}
