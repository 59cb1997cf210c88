import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys, jsonField } from '../keys.js';
import { useSettingsAction } from '../settings-action.js';

export interface GroupInput {
  id?: string;
  name: string;
  leaderId: string;
  memberIds: string[];
  status: 'enable' | 'disable';
  notes?: string;
}

/**
 * POST /service-eam/eam-repair-group/save: creates (no id) or updates a repair team (repair managers); the
 * members go as one JSON array field. Silent: the form shows the refusal.
 */
export const saveGroup = ({ memberIds, ...rest }: GroupInput) =>
  eamCall(eamApi.repairGroupSave, { body: { ...rest, memberIds: jsonField(memberIds) }, silent: true, overlay: true });

export const useSaveGroup = () => useSettingsAction(saveGroup, (saved) => eamRepairKeys.group(saved.id));
