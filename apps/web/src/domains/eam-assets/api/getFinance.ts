import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamAssetKeys } from '../keys.js';

/**
 * POST /service-eam/eam-asset/get-finance: an asset's finance group with depreciation to date (finance right).
 * Silent: the screen says itself that the user may not see it (403) or that it failed.
 */
export const getFinance = (assetCode: string, signal?: AbortSignal) =>
  eamCall(eamApi.getFinance, { body: { assetCode }, signal, parallel: true, silent: true });

export const assetFinanceQueryOptions = (assetCode: string) =>
  queryOptions({ queryKey: eamAssetKeys.finance(assetCode), queryFn: ({ signal }) => getFinance(assetCode, signal), staleTime: 30_000 });

export const useAssetFinance = (assetCode: string) => useQuery(assetFinanceQueryOptions(assetCode));
