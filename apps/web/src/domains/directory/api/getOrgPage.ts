import { useQuery } from '@tanstack/react-query';
import { orgApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { directoryKeys } from '../keys.js';

/** POST /uc/api/org/v1/orgs/getOrgPage: organisations by id (to show the names of a saved value). */
export const getOrgsByIds = (ids: readonly string[], signal?: AbortSignal) =>
  call(orgApi.getOrgPage, {
    body: { pageBean: { page: 1, pageSize: Math.max(ids.length, 1), showTotal: false }, querys: [{ property: 'id', value: [...ids], operation: 'IN', relation: 'AND' }] },
    signal, parallel: true,
  }).then((r) => r.rows);

export const useOrgsByIds = (ids: readonly string[]) =>
  useQuery({
    queryKey: directoryKeys.orgsByIds(ids),
    queryFn: ({ signal }) => getOrgsByIds(ids, signal),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
