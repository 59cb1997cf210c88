import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { useBpmAction } from '../../../domains/approval/bpm-action.js';

/** DELETE /runtime/instance/v1/removeDraftById: delete drafts of mine (ids comma-separated). */
export const removeDraftById = (ids: string[]) =>
  call(runtimeActionApi.removeDraftById, { query: { ids: ids.join(',') }, overlay: true });

export const useRemoveDraft = () => useBpmAction(removeDraftById);
