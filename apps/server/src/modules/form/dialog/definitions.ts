import type { formDataApi } from '@wp/contract';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { badRequest } from '../../../platform/errors.js';
import { parseDefinition, toWire } from './definition.js';
import type { DialogRepository } from './dialog.repository.js';

/** Defining custom dialogs (what the seed and a design screen use). */
export function createDialogDefinitions(deps: { repo: Pick<DialogRepository, 'byAlias' | 'save'>; clock: Clock; registeredNames: readonly string[] }) {
  const { repo, clock } = deps;
  return {
    /**
     * Defines a dialog or replaces the one of its alias, after the checks of parseDefinition; a registered source
     * must be one the server declares. The fields of a BO dialog are checked against the BO when rows are read
     * (a BO's fields may change after).
     */
    async define(tenantId: string, userId: string | null, input: formDataApi.dialog.CustomDialogInput): Promise<formDataApi.dialog.CustomDialog> {
      const def = parseDefinition(input);
      if (def.source?.kind === 'registered' && !deps.registeredNames.includes(def.source.name)) throw badRequest('bo.dialog.unknownSource', { name: def.source.name });
      const at = isoNow(clock);
      const existing = await repo.byAlias(tenantId, def.alias);
      const row = {
        id: existing?.id ?? newId(), tenant_id: tenantId, alias: def.alias, name: def.name, ds_type: def.dsType, settings_json: JSON.stringify(def),
        created_by: existing?.created_by ?? userId, created_at: existing?.created_at ?? at, updated_at: at,
      };
      await repo.save(row);
      return toWire(row, def);
    },
  };
}
export type DialogDefinitions = ReturnType<typeof createDialogDefinitions>;
