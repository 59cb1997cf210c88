import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamMaintenanceKeys } from '../keys.js';

/** POST /service-eam/eam-maintain-group/query-list: the maintenance groups, each with whether the caller may manage its plans. */
export const queryGroupList = (signal?: AbortSignal) => eamCall(eamApi.maintainGroupQueryList, { signal, parallel: true, silent: true });

export const maintainGroupsQueryOptions = () =>
  queryOptions({ queryKey: eamMaintenanceKeys.groups(), queryFn: ({ signal }) => queryGroupList(signal), staleTime: 5 * 60_000 });

export const useMaintainGroups = () => useQuery(maintainGroupsQueryOptions());

/** Whether the caller may enter plans: leads a group or manages maintenance. */
export const useMayEnterPlans = () => (useMaintainGroups().data ?? []).some((g) => g.mayManage);
