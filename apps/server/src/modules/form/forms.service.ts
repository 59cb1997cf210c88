import { processFormSchema, type ProcessForm } from '@wp/contract';
import type { DefinitionSettings } from '@wp/engine';
import { isoNow, newId, type Clock } from '../../platform/clock.js';
import type { FormsRepository } from './forms.repository.js';

/** A stored form version: its id (what an instance keeps), key, version and the form itself. */
export interface FormVersion { id: string; formKey: string; name: string; version: number; form: ProcessForm }

/** The formKey a process's nodes name (the first in settings order), else the process key itself. */
export function formKeyOf(settings: Pick<DefinitionSettings, 'nodes'>, defKey: string): string {
  return Object.values(settings.nodes ?? {}).find((n) => n?.form?.formKey)?.form?.formKey ?? defKey;
}

/** Form definitions in versions, addressed by formKey (ADR 0013); saving a form that equals the main version adds nothing. */
export function createFormsService(deps: { repo: FormsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const toVersion = (row: { id: string; form_key: string; name: string; version: number; form_json: string } | undefined): FormVersion | null => {
    if (!row) return null;
    const parsed = processFormSchema.processForm.safeParse(JSON.parse(row.form_json));
    return parsed.success ? { id: row.id, formKey: row.form_key, name: row.name, version: row.version, form: parsed.data } : null;
  };

  return {
    /** Stores `form` as the new main version of `formKey` (checked by the caller: deploy validates it). */
    save: (tenantId: string, userId: string | null, formKey: string, name: string, form: ProcessForm) =>
      repo.saveVersion({ id: newId(), tenant_id: tenantId, form_key: formKey, name, form_json: JSON.stringify(form), created_by: userId, created_at: isoNow(clock) }),

    /** The version new requests of `formKey` start from, or null when there is none. */
    main: async (tenantId: string, formKey: string): Promise<FormVersion | null> => toVersion(await repo.mainByKey(tenantId, formKey)),

    /** One stored version by its id, or null. */
    byId: async (tenantId: string, id: string): Promise<FormVersion | null> => toVersion(await repo.byId(tenantId, id)),
  };
}
export type FormsService = ReturnType<typeof createFormsService>;
