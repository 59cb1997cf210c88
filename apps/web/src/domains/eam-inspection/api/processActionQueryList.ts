import { queryOptions } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamInspectionKeys } from '../keys.js';

/** POST /service-eam/eam-inspection-process-action/query-list: the process actions a recorded point may carry. Silent: offline the kept list stands in. */
export const processActionQueryList = (signal?: AbortSignal) =>
  eamCall(eamApi.inspection.processActionQueryList, { signal, parallel: true, silent: true });

export const processActionsQueryOptions = () =>
  queryOptions({ queryKey: eamInspectionKeys.processActions(), queryFn: ({ signal }) => processActionQueryList(signal), staleTime: 10 * 60_000 });
