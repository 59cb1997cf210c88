import { useQuery } from '@tanstack/react-query';
import { datavApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../domains/portal/keys.js';

/** GET /portal/datav/v1/getByAlias?alias: a data-visualisation page, its charts as ECharts options. */
export const getDatav = async (alias: string, signal?: AbortSignal) =>
  (await call(datavApi.getByAlias, { query: { alias }, signal, parallel: true, silent: true })).value ?? null;

export const useDatav = (alias: string) =>
  useQuery({ queryKey: portalKeys.datav(alias), queryFn: ({ signal }) => getDatav(alias, signal), staleTime: 60_000 });
