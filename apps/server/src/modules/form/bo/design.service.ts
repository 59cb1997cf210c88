import type { formDataApi } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { notFound } from '../../../platform/errors.js';
import type { FormsService } from '../forms.service.js';
import type { TemplateService } from '../template/template.service.js';
import { entsOf, type BoService } from './bo.service.js';

/**
 * Forms as definitions (no record data): which BO a form is bound to and the form itself as JSON. Any
 * signed-in user of the tenant may read definitions; records are what rights guard.
 */
export function createDesignService(deps: { bos: BoService; forms: FormsService; templates: Pick<TemplateService, 'byFormKey'> }) {
  const { bos, forms, templates } = deps;
  return {
    /** The sub-table entities of the BO a form is bound to: through a template that opens records in it, else the BO of the same alias. */
    async subEnts(session: Session, formKey: string): Promise<formDataApi.bo.BoEnt[]> {
      const bound = await templates.byFormKey(session.tenantId, formKey);
      const bo = bound?.bo ?? await bos.byAlias(session.tenantId, formKey).catch(() => null);
      if (!bo) throw notFound('bo.formNotFound', { key: formKey });
      return entsOf(bo).filter((e) => e.type === 'sub');
    },

    /** previewDesignVue: a stored form (by version id, or the main version of a key) as JSON, writable, with empty data. */
    async preview(session: Session, q: { formId?: string; formKey?: string }) {
      const form = q.formId ? await forms.byId(session.tenantId, q.formId) : await forms.main(session.tenantId, q.formKey!);
      if (!form) throw notFound('bo.formNotFound', { key: q.formId ?? q.formKey ?? '' });
      return {
        bpmForm: { id: form.id, formKey: form.formKey, name: form.name, version: form.version, formType: 'mobile' as const, fields: form.form.fields },
        permission: { fields: Object.fromEntries(form.form.fields.map((f) => [f.key, 'w' as const])) },
        data: Object.fromEntries(form.form.fields.map((f) => [f.key, f.type === 'subtable' ? [] : null])),
      };
    },
  };
}
export type DesignService = ReturnType<typeof createDesignService>;
