import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamAssetKeys } from '../keys.js';

/**
 * POST /service-eam/eam-asset/scan-label: an asset by the text of its label — its code, or a URL of this app
 * naming the code. The asset pages reach an asset by its code this way.
 */
export const scanLabel = (txt: string, signal?: AbortSignal) => eamCall(eamApi.scanLabel, { body: { txt }, signal, parallel: true });

export const assetByCodeQueryOptions = (assetCode: string) =>
  queryOptions({ queryKey: eamAssetKeys.byCode(assetCode), queryFn: ({ signal }) => scanLabel(assetCode, signal), staleTime: 30_000 });

export const useAssetByCode = (assetCode: string) => useQuery(assetByCodeQueryOptions(assetCode));
