import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';

export interface SaveInput {
  templateKey: string;
  boAlias: string;
  formKey: string;
  /** The form's values, with id_ and rev_ (the revision read) of a stored record. */
  values: Record<string, unknown>;
}

/**
 * POST /form/dataTemplate/v1/boSave/{boAlias}: adds a record or changes one at the revision it was read at; a
 * save over a newer revision is a 409 naming who changed it. Silent: the screen words every refusal itself.
 */
export const boSave = (p: SaveInput) =>
  call(formDataApi.boSave, {
    params: { boAlias: p.boAlias }, query: {},
    body: { templateKey: p.templateKey, formKey: p.formKey, [p.boAlias]: p.values } as never,
    overlay: true, silent: true,
  });

/** Saves a record; the template's lists and the record's history are stale afterwards. */
export function useBoSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: boSave,
    onSuccess: (_r, p) => {
      void client.invalidateQueries({ queryKey: formDataKeys.allRecords(p.templateKey) });
      void client.invalidateQueries({ queryKey: formDataKeys.record(p.templateKey, typeof p.values.id_ === 'string' ? p.values.id_ : null) });
    },
  });
}
