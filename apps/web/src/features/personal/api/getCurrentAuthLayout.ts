import { useQuery } from '@tanstack/react-query';
import { layoutApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../domains/portal/keys.js';

/** GET /portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getCurrentAuthLayout?from=mobile: the home layouts the user may pick. */
export const getCurrentAuthLayout = async (signal?: AbortSignal) =>
  (await call(layoutApi.getCurrentAuthLayout, { query: { from: 'mobile' }, signal, parallel: true })).value ?? [];

/** Loaded when the layout sheet is first opened. */
export const useAuthLayouts = (enabled: boolean) =>
  useQuery({ queryKey: portalKeys.authLayouts(), queryFn: ({ signal }) => getCurrentAuthLayout(signal), enabled, staleTime: 0 });
