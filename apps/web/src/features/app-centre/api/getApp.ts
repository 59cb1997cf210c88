import { queryOptions, useQuery } from '@tanstack/react-query';
import { appModelApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../domains/portal/keys.js';

/** GET /portal/appModel/v1/getApp?typeKey=appType: app categories as a tree, with the apps the user may use. */
export const getApp = (typeKey: string, signal?: AbortSignal) => call(appModelApi.getApp, { query: { typeKey }, signal, parallel: true });

export const appQueryOptions = (typeKey: string) =>
  queryOptions({ queryKey: portalKeys.apps(typeKey), queryFn: ({ signal }) => getApp(typeKey, signal), staleTime: 5 * 60_000 });

export const useApps = (typeKey: string) => useQuery(appQueryOptions(typeKey));
