import { queryOptions, useQuery } from '@tanstack/react-query';
import { formDataApi, type FormField } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';

/** Which form: a stored version by its id (the routes' {formId}), or the main version of a formKey (/formContent?formKey=). */
export type FormRef = { formId: string } | { formKey: string };

/** GET /form/form/v1/previewDesignVue: a form definition as JSON (fields), writable permissions and empty data. Silent: the page words its failures. */
export const previewDesignVue = async (ref: FormRef, signal?: AbortSignal) => {
  const reply = await call(formDataApi.previewDesignVue, { query: ref, signal, parallel: true, silent: true });
  return { ...reply, bpmForm: { ...reply.bpmForm, fields: reply.bpmForm.fields as FormField[] } };
};
export type FormPreview = Awaited<ReturnType<typeof previewDesignVue>>;

export const formPreviewQueryOptions = (ref: FormRef) =>
  queryOptions({
    queryKey: [...formDataKeys.all, 'formPreview', ref] as const,
    queryFn: ({ signal }) => previewDesignVue(ref, signal),
    staleTime: 60_000,
  });

export const useFormPreview = (ref: FormRef) => useQuery(formPreviewQueryOptions(ref));
