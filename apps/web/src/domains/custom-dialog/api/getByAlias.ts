import { queryOptions, useQuery } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { customDialogKeys } from '../keys.js';

/**
 * GET /form/customDialog/v1/getByAlias: a dialog's definition (columns, results, search conditions, page size).
 * Silent: the picker shows the failure in place with a retry. Kept a while, as the original's form store kept it.
 */
export const getCustomDialog = (alias: string, signal?: AbortSignal) =>
  call(formDataApi.dialog.getByAlias, { query: { alias }, signal, parallel: true, silent: true });

export const customDialogQueryOptions = (alias: string | undefined, enabled = true) =>
  queryOptions({
    queryKey: customDialogKeys.definition(alias),
    queryFn: ({ signal }) => getCustomDialog(alias!, signal),
    enabled: enabled && !!alias,
    staleTime: 10 * 60_000,
  });

/** The definition of a dialog (nothing asked while `alias` is undefined or `enabled` false). */
export const useCustomDialog = (alias: string | undefined, enabled = true) => useQuery(customDialogQueryOptions(alias, enabled));
