import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import type { RepairGroupStatus } from '../types.js';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/** POST /service-eam/eam-repair-group/query-list: the repair teams in name order, optionally of one status. */
export const queryGroupList = (status?: RepairGroupStatus, signal?: AbortSignal) =>
  eamCall(eamApi.repairGroupQueryList, { body: { status }, signal, parallel: true });

export const groupsQueryOptions = (status?: RepairGroupStatus) =>
  queryOptions({ queryKey: eamRepairKeys.groupList(status), queryFn: ({ signal }) => queryGroupList(status, signal), staleTime: 60_000 });

export const useRepairGroups = (status?: RepairGroupStatus, enabled = true) => useQuery({ ...groupsQueryOptions(status), enabled });
