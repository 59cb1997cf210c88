import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useSettingsAction } from '../settings-action.js';

/** POST /service-eam/eam-repair-category-tpl/delete: deletes a fault template (repair managers); 409 while an order names it. */
export const deleteCategoryTpl = (id: string) => eamCall(eamApi.repairCategoryTplDelete, { body: { id }, overlay: true });

export const useDeleteTemplate = () => useSettingsAction(deleteCategoryTpl);
