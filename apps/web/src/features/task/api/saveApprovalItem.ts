import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modelApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { notify } from '../../../lib/notify.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** POST /flow/approvalItem/v1/save: keeps a phrase of mine for this process; the server says whether it was new. */
export const saveApprovalItem = (expression: string, defKey: string) =>
  call(modelApi.saveApprovalItem, { body: { expression, defKey }, overlay: true });

export function useSaveApprovalPhrase(defKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (expression: string) => saveApprovalItem(expression, defKey),
    onSuccess: async (reply) => {
      if (reply.message) notify.success(reply.message);
      await client.invalidateQueries({ queryKey: approvalKeys.phrases(defKey) });
    },
  });
}
