import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/** POST /service-eam/eam-repair-group/query-user-list: active users of the tenant for a team's pickers (at most 50), by name. */
export const queryUserList = (text: string, signal?: AbortSignal) =>
  eamCall(eamApi.repairUserQueryList, { body: { searchValue: text || undefined }, signal, parallel: true });

export const repairUsersQueryOptions = (text: string) =>
  queryOptions({ queryKey: eamRepairKeys.users(text), queryFn: ({ signal }) => queryUserList(text, signal), staleTime: 60_000 });

export const useRepairUsers = (text: string, enabled = true) => useQuery({ ...repairUsersQueryOptions(text), enabled });
