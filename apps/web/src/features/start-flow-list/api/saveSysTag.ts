import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sysTagApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { oftenUsedQueryOptions } from './querySysTag.js';

/** POST /portal/sysTag/v1/save: replace my often-used flows with these process keys, in this order. */
export const saveSysTag = (defKeys: string[]) => call(sysTagApi.save, { body: { defKeys }, overlay: true });

export function useSaveOftenUsed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSysTag,
    onSuccess: () => client.invalidateQueries({ queryKey: oftenUsedQueryOptions().queryKey }),
  });
}
