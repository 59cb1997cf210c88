import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';

/** DELETE /form/dataTemplate/v1/boDel/{boAlias}: deletes records (with their sub-table rows); the reply's message is the success toast. */
export const boDel = (p: { templateKey: string; boAlias: string; ids: readonly string[] }) =>
  call(formDataApi.boDel, { params: { boAlias: p.boAlias }, query: { ids: p.ids.join(','), templateKey: p.templateKey }, overlay: true });

/** Deletes records; the template's lists are stale afterwards, the records' own queries gone. */
export function useBoDel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: boDel,
    onSuccess: (_r, p) => {
      for (const id of p.ids) client.removeQueries({ queryKey: formDataKeys.record(p.templateKey, id) });
      void client.invalidateQueries({ queryKey: formDataKeys.allRecords(p.templateKey) });
    },
  });
}
