import { useQuery } from '@tanstack/react-query';
import { modelApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /flow/defAuthorize/v1/getPermissionList: the processes I may start, and the leaders I may start them for. */
export const getPermissionList = (signal?: AbortSignal) => call(modelApi.getPermissionList, { signal, silent: true, parallel: true });

export const usePermissionList = (enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.startPermissions(), queryFn: ({ signal }) => getPermissionList(signal), enabled, staleTime: 60_000 });
