import { formDataApi, type FormField } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/errors.js';
import type { DataTemplateTable } from '../../../db/schema.js';
import type { BoService, Bo } from '../bo/bo.service.js';
import type { FormsService } from '../forms.service.js';
import type { Principal, Principals } from '../../uc/principals.js';
import { may, permissionOf, type RecordAction } from './rights.js';
import type { TemplateRepository } from './template.repository.js';

type Settings = formDataApi.template.TemplateSettings;

/** A template with its BO and the form its records open in. */
export interface LoadedTemplate {
  row: DataTemplateTable;
  settings: Settings;
  bo: Bo;
  /** The stored form of the template's formKey, else a form of the BO's own fields. */
  form: { id: string; formKey: string; name: string; version: number; fields: FormField[]; variables?: string[] };
}

/** A refusal for each action, in the caller's language. */
const refusal: Record<RecordAction, () => AppError> = {
  read: () => forbidden('bo.right.read'), add: () => forbidden('bo.right.add'), edit: () => forbidden('bo.right.edit'), del: () => forbidden('bo.right.del'),
  export: () => forbidden('bo.right.export'), import: () => forbidden('bo.right.import'),
};

/** The stored form of `formKey`, else a form of the BO's own fields (a BO is its own default form). */
export async function formOf(forms: Pick<FormsService, 'main'>, tenantId: string, formKey: string, bo: Bo): Promise<LoadedTemplate['form']> {
  const stored = await forms.main(tenantId, formKey);
  if (stored) return { id: stored.id, formKey, name: stored.name, version: stored.version, fields: stored.form.fields, variables: stored.form.variables };
  return { id: bo.id, formKey, name: bo.name, version: bo.rev, fields: bo.fields };
}

/** Data templates: loading them with their form, and the rights rule (template/rights.ts). */
export function createTemplateService(deps: { repo: TemplateRepository; bos: BoService; forms: Pick<FormsService, 'main'>; principals: Principals }) {
  const { repo, bos, forms, principals } = deps;

  return {
    /** A template by alias or id with its BO and form, or a 404 in the original's words. */
    async load(tenantId: string, aliasOrId: string): Promise<LoadedTemplate> {
      const row = await repo.find(tenantId, aliasOrId);
      if (!row) throw notFound('bo.template.notFound', { alias: aliasOrId });
      const bo = await bos.byId(tenantId, row.bo_def_id);
      return { row, settings: JSON.parse(row.settings_json) as Settings, bo, form: await formOf(forms, tenantId, row.form_key, bo) };
    },

    /** The first template whose records open in `formKey`, if any. */
    byFormKey: async (tenantId: string, formKey: string) => {
      const row = await repo.byFormKey(tenantId, formKey);
      return row ? { row, bo: await bos.byId(tenantId, row.bo_def_id) } : null;
    },

    /** Loads a template for the caller and checks their right to `action` (403 otherwise); `boAlias`, when given, must be the template's BO. */
    async authorise(session: Session, aliasOrId: string, action: RecordAction, boAlias?: string): Promise<LoadedTemplate & { principal: Principal }> {
      const t = await this.load(session.tenantId, aliasOrId);
      if (boAlias !== undefined && boAlias !== t.bo.alias) throw badRequest('bo.template.otherBo', { template: t.row.alias, alias: boAlias });
      const principal = await principals.of(session);
      if (!may(principal, t.settings, action)) throw refusal[action]();
      return { ...t, principal };
    },

    /** getBpmDataTemplateInfo: the template, its form id, and the caller's permissions; with needDisplayFileds each column says whether the caller sees it. */
    async info(session: Session, alias: string, needDisplayFileds: boolean) {
      const t = await this.authorise(session, alias, 'read');
      const permission = permissionOf(t.principal, t.settings);
      return {
        ...t.settings, id: t.row.id, boDefId: t.bo.id, boDefAlias: t.bo.alias, formId: t.form.id, pkField: 'id_' as const, permission,
        displayField: t.settings.displayField.map((c) => (needDisplayFileds ? { ...c, permission: permission.columns[c.name] } : c)),
      };
    },
  };
}
export type TemplateService = ReturnType<typeof createTemplateService>;
