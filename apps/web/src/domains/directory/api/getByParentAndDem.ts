import { queryOptions, useQuery } from '@tanstack/react-query';
import { orgApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { directoryKeys } from '../keys.js';

/** POST /uc/api/org/v1/orgs/getByParentAndDem: the child organisations of a parent; the roots when parentId is null. */
export const getByParentAndDem = (demId: string, parentId: string | null, signal?: AbortSignal) =>
  call(orgApi.getByParentAndDem, { body: parentId ? { demId, parentId } : { demId }, signal, parallel: true });

export const orgChildrenQueryOptions = (demId: string | undefined, parentId: string | null) =>
  queryOptions({
    queryKey: directoryKeys.orgChildren(demId, parentId),
    queryFn: ({ signal }) => getByParentAndDem(demId!, parentId, signal),
    enabled: !!demId,
    staleTime: 5 * 60_000,
  });

/** Child organisations of `parentId` in dimension `demId` (roots for null). */
export const useOrgChildren = (demId: string | undefined, parentId: string | null, enabled = true) =>
  useQuery({ ...orgChildrenQueryOptions(demId, parentId), enabled: !!demId && enabled });
