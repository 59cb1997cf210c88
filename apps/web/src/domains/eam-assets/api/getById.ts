import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamAssetKeys } from '../keys.js';

/** POST /service-eam/eam-asset/get-by-id: an asset with its basic, technical and maintenance-contract groups. */
export const getById = (id: string, signal?: AbortSignal) => eamCall(eamApi.getById, { body: { id }, signal, parallel: true });

export const assetByIdQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamAssetKeys.byId(id), queryFn: ({ signal }) => getById(id, signal), staleTime: 30_000 });

/** `enabled` false: nothing is asked (a form whose prefill has no asset). */
export const useAssetById = (id: string, enabled = true) => useQuery({ ...assetByIdQueryOptions(id), enabled });
