import { formDataApi } from '@wp/contract';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { invalid } from '../../../platform/errors.js';
import type { DataTemplateTable } from '../../../db/schema.js';
import type { BoService } from '../bo/bo.service.js';
import { systemKeys } from '../bo/storage.js';
import type { FormsService } from '../forms.service.js';
import type { TemplateRepository } from './template.repository.js';
import { formOf, type LoadedTemplate } from './template.service.js';

/** Keys a template may name besides the BO's top-level fields. */
const listableSystemKeys = new Set(Object.keys(systemKeys));

/** Defining data templates over business objects (what the seed and the design screens use). */
export function createTemplateDefinitions(deps: { repo: TemplateRepository; bos: BoService; forms: Pick<FormsService, 'main'>; clock: Clock }) {
  const { repo, bos, forms, clock } = deps;
  return {
    /**
     * Defines a template (or replaces the one of its alias) over a BO. Every field it names must be a top-level
     * field of the BO (or a system key), and a stored form of its formKey may hold only the BO's fields.
     */
    async define(tenantId: string, userId: string | null, input: formDataApi.template.TemplateSettingsInput): Promise<LoadedTemplate> {
      const settings = formDataApi.template.templateSettings.parse(input);
      const bo = await bos.byAlias(tenantId, settings.boAlias);
      const keys = new Set(bo.fields.filter((f) => f.type !== 'subtable').map((f) => f.key));
      const named: Array<[string, string]> = [
        ...settings.displayField.map((f, i) => [`displayField.${i}.name`, f.name] as [string, string]),
        ...settings.conditionField.map((f, i) => [`conditionField.${i}.name`, f.name] as [string, string]),
        ...settings.exportField.map((f, i) => [`exportField.${i}.name`, f.name] as [string, string]),
        ...settings.sortField.map((f, i) => [`sortField.${i}.name`, f.name] as [string, string]),
        ...settings.filterField.flatMap((f, i) => f.condition.map((c, j) => [`filterField.${i}.condition.${j}.property`, c.property] as [string, string])),
      ];
      const unknown = named.find(([, k]) => !keys.has(k) && !listableSystemKeys.has(k));
      if (unknown) throw invalid(unknown[0], `'${unknown[1]}' is not a field of business object ${bo.alias}`);
      const typeOf = (key: string | undefined) => bo.fields.find((f) => f.key === key)?.type;
      if (settings.alarmField && typeOf(settings.alarmField.flag) !== 'switch') throw invalid('alarmField.flag', `'${settings.alarmField.flag}' is not a yes/no field of business object ${bo.alias}`);
      const items = settings.alarmField?.items;
      if (items !== undefined && typeOf(items) !== 'text' && typeOf(items) !== 'textarea') throw invalid('alarmField.items', `'${items}' is not a text field of business object ${bo.alias}`);
      const stored = await forms.main(tenantId, settings.formKey);
      const boKeys = new Set(bo.fields.map((f) => f.key));
      const stray = stored?.form.fields.find((f) => !boKeys.has(f.key));
      if (stray) throw invalid('formKey', `form ${settings.formKey} has field '${stray.key}', which business object ${bo.alias} does not have`);
      const at = isoNow(clock);
      const existing = await repo.find(tenantId, settings.alias);
      const row: DataTemplateTable = {
        id: existing?.id ?? newId(), tenant_id: tenantId, alias: settings.alias, name: settings.name, bo_def_id: bo.id, form_key: settings.formKey,
        settings_json: JSON.stringify(settings), created_by: existing?.created_by ?? userId, created_at: existing?.created_at ?? at, updated_at: at,
      };
      await repo.save(row);
      return { row, settings, bo, form: await formOf(forms, tenantId, settings.formKey, bo) };
    },

  };
}
export type TemplateDefinitions = ReturnType<typeof createTemplateDefinitions>;
