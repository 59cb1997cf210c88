import { queryOptions, useQuery } from '@tanstack/react-query';
import { formDataApi, type FormField } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';

/** GET /bo/def/v1/getJson: a business object's fields (types, dictionaries, options), to show list values as their labels. */
export const getBoJson = async (alias: string, signal?: AbortSignal) => {
  const bo = await call(formDataApi.getJson, { query: { alias }, signal, parallel: true, silent: true });
  return { ...bo, fields: bo.fields as FormField[] };
};

export const boQueryOptions = (alias: string | undefined) =>
  queryOptions({ queryKey: formDataKeys.bo(alias ?? ''), queryFn: ({ signal }) => getBoJson(alias!, signal), enabled: !!alias, staleTime: 10 * 60_000 });

/** The BO's definition once `alias` is known (the template names it). */
export const useBoDefinition = (alias: string | undefined) => useQuery(boQueryOptions(alias));
