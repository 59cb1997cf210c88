import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { useSettingsAction } from '../settings-action.js';

/** POST /service-eam/eam-repair-urgency/delete: deletes an urgency (repair managers); 409 while an order names it. */
export const deleteUrgency = (id: string) => eamCall(eamApi.repairUrgencyDelete, { body: { id }, overlay: true });

export const useDeleteUrgency = () => useSettingsAction(deleteUrgency);
