import { useMutation, useQueryClient } from '@tanstack/react-query';
import { layoutApi, type Layout } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../domains/portal/keys.js';

/** POST /portal/main/v1/cacheUserLayout {type, layoutId, layoutType: 1}: remember the user's home layout. */
export const cacheUserLayout = (layout: Pick<Layout, 'id' | 'type'>) =>
  call(layoutApi.cacheUserLayout, { body: { type: layout.type, layoutId: layout.id, layoutType: layoutApi.MOBILE_LAYOUT_TYPE }, overlay: true });

/** Choosing a layout: saved, then the home page and the layout list load again. */
export function useChooseLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cacheUserLayout,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: portalKeys.home }),
      queryClient.invalidateQueries({ queryKey: portalKeys.authLayouts() }),
    ]),
  });
}
