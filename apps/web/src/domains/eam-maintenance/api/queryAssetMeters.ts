import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamMaintenanceKeys } from '../keys.js';

/** POST /service-eam/eam-asset-meter/query-list: an asset's meters with their last readings and average use per day. */
export const queryAssetMeters = (assetId: string, signal?: AbortSignal) =>
  eamCall(eamApi.assetMeterQueryList, { body: { assetId }, signal, parallel: true, silent: true });

export const assetMetersQueryOptions = (assetId: string) =>
  queryOptions({ queryKey: eamMaintenanceKeys.meters(assetId), queryFn: ({ signal }) => queryAssetMeters(assetId, signal), staleTime: 30_000 });

export const useAssetMeters = (assetId: string, enabled = true) => useQuery({ ...assetMetersQueryOptions(assetId), enabled });
