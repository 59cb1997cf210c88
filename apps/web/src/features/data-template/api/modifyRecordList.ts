import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';
import { nextPage } from '../../../lib/paging.js';

/** Change rows per page: a page holds several saves. */
export const HISTORY_PAGE = 50;

/** POST /bpm/boDataModifyRecord/v1/listJson: one record's change rows (field, old → new, who, when), newest save first. */
export const modifyRecordList = (templateKey: string, refId: string, page: number, signal?: AbortSignal) =>
  call(formDataApi.modifyRecordListJson, {
    body: { templateKey, querys: [{ property: 'refId', operation: 'EQ', value: refId, relation: 'AND' }], pageBean: { page, pageSize: HISTORY_PAGE, showTotal: true } },
    signal, parallel: true, silent: true,
  });

export const historyQueryOptions = (templateKey: string, refId: string) =>
  infiniteQueryOptions({
    queryKey: formDataKeys.history(templateKey, refId),
    queryFn: ({ pageParam, signal }) => modifyRecordList(templateKey, refId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export const useRecordHistory = (templateKey: string, refId: string) => useInfiniteQuery(historyQueryOptions(templateKey, refId));
