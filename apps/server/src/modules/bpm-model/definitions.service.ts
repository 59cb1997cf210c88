import { compileDefinition, type CompiledDefinition, type DefinitionSettings } from '@wp/engine';
import { DefinitionError } from '@wp/engine';
import type { BpmDefinitionTable } from '../../db/schema.js';
import { isoNow, newId, type Clock } from '../../platform/clock.js';
import { invalid, notFound } from '../../platform/errors.js';
import type { OrgDirectoryProvider } from '../uc/org-directory.js';
import type { DefinitionsRepository } from './definitions.repository.js';

export interface DeployInput {
  key: string;
  name: string;
  xml: string;
  settings: DefinitionSettings;
  /** The process form: a JSON field list. */
  form?: unknown;
  typeId?: string | null;
  description?: string | null;
  icon?: string | null;
}

export interface LoadedDefinition { row: BpmDefinitionTable; def: CompiledDefinition }

/**
 * Process definitions: deploying validates the BPMN and its node settings against the engine and the
 * tenant's organisation, then stores a new version (running instances keep theirs). Compiled definitions
 * are cached by id: a version never changes once stored.
 */
export function createDefinitionsService(deps: { repo: DefinitionsRepository; organisation: OrgDirectoryProvider; clock: Clock }) {
  const { repo, organisation, clock } = deps;
  const compiled = new Map<string, Promise<LoadedDefinition>>();

  async function compile(row: BpmDefinitionTable): Promise<LoadedDefinition> {
    const directory = await organisation.forTenant(row.tenant_id);
    const def = await compileDefinition(row.bpmn_xml, JSON.parse(row.settings_json) as DefinitionSettings, directory, row.id);
    return { row, def };
  }

  return {
    /** Validates and stores a new version; a bad model is a 400 listing every problem. */
    async deploy(tenantId: string, userId: string | null, input: DeployInput): Promise<{ id: string; version: number }> {
      const directory = await organisation.forTenant(tenantId);
      try {
        await compileDefinition(input.xml, input.settings, directory);
      } catch (e) {
        if (e instanceof DefinitionError) throw invalid('bpmn', e.problems.join('; '));
        throw e;
      }
      const id = newId();
      const version = await repo.insertVersion({
        id, tenant_id: tenantId, def_key: input.key, name: input.name, type_id: input.typeId ?? null,
        description: input.description ?? null, bpmn_xml: input.xml, settings_json: JSON.stringify(input.settings),
        form_json: input.form === undefined ? null : JSON.stringify(input.form), status: 'deployed', support_mobile: 1,
        icon: input.icon ?? null, created_by: userId, created_at: isoNow(clock),
      });
      return { id, version };
    },

    /** A stored version, compiled for the engine. */
    async load(tenantId: string, id: string): Promise<LoadedDefinition> {
      const row = await repo.byId(tenantId, id);
      if (!row) throw notFound('bpm.definitionNotFound');
      let hit = compiled.get(id);
      if (!hit) {
        hit = compile(row);
        compiled.set(id, hit);
        hit.catch(() => compiled.delete(id));
      }
      return hit;
    },

    /** The version new instances of a key start from. */
    async loadMain(tenantId: string, key: string): Promise<LoadedDefinition> {
      const row = await repo.mainByKey(tenantId, key);
      if (!row) throw notFound('bpm.definitionNotFound');
      return this.load(tenantId, row.id);
    },

    mainOnes: (tenantId: string) => repo.mainOnes(tenantId),
    row: (tenantId: string, id: string) => repo.byId(tenantId, id),
  };
}
export type DefinitionsService = ReturnType<typeof createDefinitionsService>;
