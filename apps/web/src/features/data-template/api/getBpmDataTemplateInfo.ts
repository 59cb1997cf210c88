import { queryOptions, useQuery } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';

/** GET /form/dataTemplate/v1/getBpmDataTemplateInfo: a template by alias with each column's and button's permission for the caller. */
export const getBpmDataTemplateInfo = async (alias: string, signal?: AbortSignal) => {
  const reply = await call(formDataApi.getBpmDataTemplateInfo, { query: { alias, needDisplayFileds: 'true' }, signal, parallel: true, silent: true });
  return reply.value!;
};
export type TemplateInfo = Awaited<ReturnType<typeof getBpmDataTemplateInfo>>;

export const templateInfoQueryOptions = (alias: string) =>
  queryOptions({ queryKey: formDataKeys.template(alias), queryFn: ({ signal }) => getBpmDataTemplateInfo(alias, signal), staleTime: 60_000 });

export const useTemplateInfo = (alias: string) => useQuery(templateInfoQueryOptions(alias));
