import type { DefinitionDetail, ProcessForm } from '@wp/contract';
import { callProblems, compileDefinition, type CompiledDefinition, type DefinitionSettings, type OrgDirectory, type ProcessModel } from '@wp/engine';
import { DefinitionError } from '@wp/engine';
import type { BpmDefinitionTable } from '../../db/schema.js';
import { isoNow, newId, type Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { formKeyOf, type FormsService } from '../form/forms.service.js';
import type { OrgDirectoryProvider } from '../uc/org-directory.js';
import type { DefinitionsRepository } from './definitions.repository.js';
import { formProblems, layoutNodes, nodePermissions, storedForm } from './definition-view.js';

/** The category group process definitions are filed under. */
export const FLOW_TYPE = 'FLOW_TYPE';

/** Looks up process categories (the sys module's types service). */
export interface CategoryLookup { get(tenantId: string, typeKey: string, id: string): Promise<{ name: string } | null> }

export interface DeployInput {
  key: string;
  name: string;
  xml: string;
  settings: DefinitionSettings;
  /**
   * The process form: a JSON field list, stored as a new version of the formKey the nodes name (when it
   * differs from the main one). Without it, the main version of that formKey is used, if there is one.
   */
  form?: unknown;
  typeId?: string | null;
  description?: string | null;
  icon?: string | null;
}

export interface LoadedDefinition { row: BpmDefinitionTable; def: CompiledDefinition }

/**
 * A stored version passed the organisation checks when it was deployed; people and posts change afterwards,
 * and the version must keep loading (a task then finds no assignee at run time, instead of every instance of
 * the version failing to load). Loading therefore checks references against a directory that accepts them all.
 */
const acceptsEveryReference: OrgDirectory = {
  usersOfRole: () => [''], usersOfPost: () => [''], usersOfOrg: () => [''], headsOf: () => [], exists: () => true,
};

/**
 * Process definitions: deploying validates the BPMN and its node settings against the engine and the
 * tenant's organisation, then stores a new version (running instances keep theirs). Compiled definitions
 * are cached by id: a version never changes once stored.
 */
export function createDefinitionsService(deps: {
  repo: DefinitionsRepository; organisation: OrgDirectoryProvider; clock: Clock;
  /** The form store: a deploy's form becomes a version of its formKey there, and a deploy without one reads it. */
  forms: Pick<FormsService, 'main' | 'save'>;
  /** When given, a deploy's typeId must name a FLOW_TYPE category of the tenant, and details carry its name. */
  categories?: CategoryLookup;
}) {
  const { repo, organisation, clock, categories, forms } = deps;
  const compiled = new Map<string, Promise<LoadedDefinition>>();

  async function compile(row: BpmDefinitionTable): Promise<LoadedDefinition> {
    const def = await compileDefinition(row.bpmn_xml, JSON.parse(row.settings_json) as DefinitionSettings, acceptsEveryReference, row.id);
    return { row, def };
  }

  return {
    /**
     * Validates and stores a new version; a bad model is a 400 listing every problem: the BPMN and its node
     * settings (engine), the processes its call activities start (deployed, and never calling it back), the form
     * (contract) and its node permissions, the category.
     */
    async deploy(tenantId: string, userId: string | null, input: DeployInput): Promise<{ id: string; version: number; warnings: string[] }> {
      const directory = await organisation.forTenant(tenantId);
      const problems: string[] = [];
      // What the engine reads past without running differently (an encoding, attributes it does not read).
      let warnings: string[] = [];
      try {
        const compiled = await compileDefinition(input.xml, input.settings, directory);
        warnings = compiled.warnings;
        const calls = await callProblems(compiled.model, input.key, (key) => this.latestModel(tenantId, key));
        if (calls.length > 0) problems.push(`bpmn: ${calls.join('; ')}`);
      } catch (e) {
        if (!(e instanceof DefinitionError)) throw e;
        problems.push(`bpmn: ${e.problems.join('; ')}`);
      }
      const formKey = formKeyOf(input.settings ?? { nodes: {} }, input.key);
      // Deployment binding: the version takes the form it brings, else the main version of its formKey, for good.
      const named = input.form === undefined || input.form === null ? await forms.main(tenantId, formKey) : null;
      const form = named ? named.form : input.form;
      problems.push(...formProblems(form, input.settings));
      if (input.typeId && categories && !(await categories.get(tenantId, FLOW_TYPE, input.typeId))) {
        problems.push(`typeId: no process category '${input.typeId}'`);
      }
      if (problems.length > 0) throw new AppError(400, null, problems.join('; '));
      const formId = named ? named.id
        : form === undefined || form === null ? null : (await forms.save(tenantId, userId, formKey, input.name, form as ProcessForm)).id;
      const id = newId();
      const version = await repo.insertVersion({
        id, tenant_id: tenantId, def_key: input.key, name: input.name, type_id: input.typeId ?? null,
        description: input.description ?? null, bpmn_xml: input.xml, settings_json: JSON.stringify(input.settings),
        form_json: form === undefined || form === null ? null : JSON.stringify(form), status: 'deployed', support_mobile: 1,
        icon: input.icon ?? null, created_by: userId, created_at: isoNow(clock), form_id: formId,
      });
      return { id, version, warnings };
    },

    /** A stored version (its current row), compiled for the engine. */
    async load(tenantId: string, id: string): Promise<LoadedDefinition> {
      const row = await repo.byId(tenantId, id);
      if (!row) throw notFound('bpm.definitionNotFound');
      let hit = compiled.get(id);
      if (!hit) {
        hit = compile(row);
        compiled.set(id, hit);
        hit.catch(() => compiled.delete(id));
      }
      // The compiled model never changes; the row's is_main does when a newer version is deployed.
      return { row, def: (await hit).def };
    },

    /** One version as the client sees it: diagram, layout nodes, form and resolved field permissions. */
    async detail(tenantId: string, id: string): Promise<DefinitionDetail> {
      const { row, def } = await this.load(tenantId, id);
      const form = storedForm(row.form_json);
      const category = row.type_id && categories ? await categories.get(tenantId, FLOW_TYPE, row.type_id) : null;
      return {
        id: row.id, key: row.def_key, name: row.name, version: row.version, isMain: row.is_main,
        typeId: row.type_id, typeName: category?.name ?? null, description: row.description, status: row.status,
        supportMobile: row.support_mobile, createTime: row.created_at, bpmnXml: row.bpmn_xml,
        nodes: layoutNodes(def.model), form, permissions: nodePermissions(def.model, def.settings, form),
      };
    },

    /** The version new instances of a key start from. */
    async loadMain(tenantId: string, key: string): Promise<LoadedDefinition> {
      const row = await repo.mainByKey(tenantId, key);
      if (!row) throw notFound('bpm.definitionNotFound');
      return this.load(tenantId, row.id);
    },

    /** The model of the version new instances of a key start from; undefined when none is deployed (or it no longer loads). */
    async latestModel(tenantId: string, key: string): Promise<ProcessModel | undefined> {
      const row = await repo.mainByKey(tenantId, key);
      if (!row) return undefined;
      try {
        return (await this.load(tenantId, row.id)).def.model;
      } catch (e) {
        if (e instanceof DefinitionError) return undefined;
        throw e;
      }
    },

    /** The main versions of a tenant's deployed processes, full rows, in key order. */
    mainOnes: (tenantId: string) => repo.mainOnes(tenantId),
    /** The keys of a tenant's deployed processes, in key order. */
    mainKeys: (tenantId: string) => repo.mainKeys(tenantId),
    /** One stored version as a row (no compiling). */
    row: (tenantId: string, id: string) => repo.byId(tenantId, id),
  };
}
export type DefinitionsService = ReturnType<typeof createDefinitionsService>;
