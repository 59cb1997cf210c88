import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamAssetKeys } from '../keys.js';

/** POST /service-eam/eam-asset/get-by-id: an asset with its basic, technical and maintenance-contract groups. */
export const getById = (id: string, signal?: AbortSignal) => eamCall(eamApi.getById, { body: { id }, signal, parallel: true });

export const assetByIdQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamAssetKeys.byId(id), queryFn: ({ signal }) => getById(id, signal), staleTime: 30_000 });

export const useAssetById = (id: string) => useQuery(assetByIdQueryOptions(id));
