import { eamApi, type BodyOf } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';
import { useSettingsAction } from '../settings-action.js';

export type UrgencyInput = BodyOf<typeof eamApi.repairUrgencySave>;

/** POST /service-eam/eam-repair-urgency/save: creates (no id) or updates an urgency (repair managers). Silent: the form shows the refusal. */
export const saveUrgency = (body: UrgencyInput) => eamCall(eamApi.repairUrgencySave, { body, silent: true, overlay: true });

export const useSaveUrgency = () => useSettingsAction(saveUrgency, (saved) => eamRepairKeys.urgency(saved.id));
