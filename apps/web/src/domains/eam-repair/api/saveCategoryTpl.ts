import { eamApi, type BodyOf } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';
import { useSettingsAction } from '../settings-action.js';

export type TemplateInput = BodyOf<typeof eamApi.repairCategoryTplSave>;

/**
 * POST /service-eam/eam-repair-category-tpl/save: creates (no id) or updates a fault template (repair managers).
 * Silent: the form shows a refusal on the field it names.
 */
export const saveCategoryTpl = (body: TemplateInput) => eamCall(eamApi.repairCategoryTplSave, { body, silent: true, overlay: true });

export const useSaveTemplate = () => useSettingsAction(saveCategoryTpl, (saved) => eamRepairKeys.template(saved.id));
