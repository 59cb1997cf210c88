import { queryOptions, useQuery } from '@tanstack/react-query';
import { formDataApi, type FormField } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';

export type FormAction = (typeof formDataApi.template.formActions)[number];

/** GET /form/dataTemplate/v1/getForm/{formKey}/{boAlias}: the form, a record's values (empty to add) and the per-field permissions; `get` is read-only. */
export const getForm = async (p: { formKey: string; boAlias: string; templateKey: string; action: FormAction; id: string | null }, signal?: AbortSignal) => {
  const reply = await call(formDataApi.getForm, {
    params: { formKey: p.formKey, boAlias: p.boAlias },
    query: { action: p.action, dataKey: p.templateKey, ...(p.id ? { id: p.id } : {}) },
    signal, parallel: true, silent: true,
  });
  return { ...reply, form: { ...reply.form, fields: reply.form.fields as FormField[] }, values: reply.data[p.boAlias] ?? {} };
};
export type RecordForm = Awaited<ReturnType<typeof getForm>>;

export const formQueryOptions = (p: { formKey?: string; boAlias?: string; templateKey: string; action: FormAction; id: string | null }) =>
  queryOptions({
    queryKey: formDataKeys.form(p.templateKey, p.action, p.id),
    queryFn: ({ signal }) => getForm({ ...p, formKey: p.formKey!, boAlias: p.boAlias! }, signal),
    enabled: !!p.formKey && !!p.boAlias,
    // A record's form is read fresh each time it opens: its revision is what a save names.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useRecordForm = (p: Parameters<typeof formQueryOptions>[0]) => useQuery(formQueryOptions(p));
