import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataDictApi, type DictItem } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../keys.js';
import { keptQuery } from '../../../lib/offline/status.js';

/** POST /portal/sys/dataDict/v1/getByTypeKeyForComBo: the items of a data dictionary, in display order. Kept on the device: a form's choices show offline. */
export const getByTypeKeyForComBo = (typeKey: string, signal?: AbortSignal) =>
  call(dataDictApi.getByTypeKeyForComBo, { query: { typeKey }, signal, parallel: true, silent: true, keep: true });

export const dictQueryOptions = (typeKey: string | undefined) =>
  queryOptions({
    queryKey: portalKeys.dict(typeKey),
    queryFn: ({ signal }) => getByTypeKeyForComBo(typeKey!, signal),
    enabled: !!typeKey,
    staleTime: 10 * 60_000,
    ...keptQuery,
  });

/** The items of a dictionary (none asked for when `typeKey` is undefined). */
export const useDict = (typeKey: string | undefined) => useQuery(dictQueryOptions(typeKey));

/** Nested items as one list in display order, children after their parent (names joined by ' / '). */
export function flattenDict(items: readonly DictItem[], prefix = ''): Array<{ key: string; name: string }> {
  return items.flatMap((item) => {
    const name = prefix ? `${prefix} / ${item.name}` : item.name;
    return [{ key: item.key, name }, ...flattenDict(item.children ?? [], name)];
  });
}
