import type { ReactNode } from 'react';
import { InfiniteScroll, List, PullToRefresh } from 'antd-mobile';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageList } from '@wp/contract';
import { ErrorPage } from '../../../components/ErrorPage.js';
import { ListSkeleton } from '../../../components/ListSkeleton.js';

export type PagedQuery<R> = UseInfiniteQueryResult<InfiniteData<PageList<R>>>;

/** Every row loaded so far, in server order. */
export const rowsOf = <R,>(query: PagedQuery<R>): R[] => query.data?.pages.flatMap((p) => p.rows) ?? [];

/**
 * A paged approval list: skeleton while loading, the error page with retry, the empty page, else the rows
 * with pull-to-refresh and infinite scroll ending in 'no more'. `rows` overrides the loaded rows (to add
 * client-side flags such as the revoke rule).
 */
export function PagedList<R, T extends R = R>({ query, rows, render, empty }: {
  query: PagedQuery<R>;
  rows?: T[];
  render(row: T, index: number): ReactNode;
  empty: string;
}) {
  const { t } = useTranslation('matters');
  if (query.isPending) return <ListSkeleton lines={3} testId="matters-loading" />;
  if (query.isError && !query.data) return <ErrorPage status="disconnected" tip={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const all = rows ?? (rowsOf(query) as T[]);
  const total = query.data?.pages[0]?.total ?? all.length;
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      {all.length === 0 ? (
        <ErrorPage status="empty" tip={empty} />
      ) : (
        <>
          <List mode="card" className="matters-list" header={<span className="matters-total">{t('total', { count: total })}</span>}>
            {all.map(render)}
          </List>
          <InfiniteScroll hasMore={query.hasNextPage} threshold={200} loadMore={async () => {
            const r = await query.fetchNextPage();
            if (r.isError) throw r.error;
          }}>
            {(hasMore, failed, retry) => (
              <span className="matters-footer">
                {failed ? <button type="button" className="link-button" onClick={retry}>{t('common:retry')}</button>
                  : hasMore ? t('common:loading') : t('common:noMore')}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
