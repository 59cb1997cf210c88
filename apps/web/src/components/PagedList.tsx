import type { ReactNode } from 'react';
import { InfiniteScroll, List, PullToRefresh } from 'antd-mobile';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PageList } from '@wp/contract';
import { ErrorPage, ReadFailure } from './ErrorPage.js';
import { ListSkeleton } from './ListSkeleton.js';
import { useTranslation } from '../i18n/index.js';

export type PagedQuery<R> = UseInfiniteQueryResult<InfiniteData<PageList<R>>>;

/** Every row loaded so far, in server order. */
export const rowsOf = <R,>(query: PagedQuery<R>): R[] => query.data?.pages.flatMap((p) => p.rows) ?? [];

/** Infinite scroll under a paged list: loads the next page near the bottom, says 'no more' at the end, retry on failure. */
export function LoadMore<R>({ query }: { query: PagedQuery<R> }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll hasMore={query.hasNextPage} threshold={200} loadMore={async () => {
      const r = await query.fetchNextPage();
      if (r.isError) throw r.error;
    }}>
      {(hasMore, failed, retry) => (
        <span className="paged-footer">
          {failed ? <button type="button" className="link-button" onClick={retry}>{t('common:retry')}</button>
            : hasMore ? t('common:loading') : t('common:noMore')}
        </span>
      )}
    </InfiniteScroll>
  );
}

/**
 * A paged list: skeleton while loading, the read failure with retry ('you are offline' when that was why, else
 * `loadFailed`), the empty page, else the rows with pull-to-refresh and infinite scroll ending in 'no more'.
 * `rows` overrides the loaded rows (to add client-side flags such as the revoke rule).
 */
export function PagedList<R, T extends R = R>({ query, rows, render, empty, loadFailed, header, className, skeletonLines = 3, testId }: {
  query: PagedQuery<R>;
  rows?: T[];
  render(row: T, index: number): ReactNode;
  empty: string;
  loadFailed: string;
  header?: ReactNode;
  className?: string;
  skeletonLines?: number;
  /** Names the loading skeleton for tests. */
  testId?: string;
}) {
  if (query.isPending) return <ListSkeleton lines={skeletonLines} testId={testId} />;
  if (query.isError && !query.data) {
    return <ReadFailure query={query} tip={loadFailed} />;
  }
  const all = rows ?? (rowsOf(query) as T[]);
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())}>
      {all.length === 0 ? (
        <ErrorPage status="empty" tip={empty} />
      ) : (
        <>
          <List mode="card" className={className} header={header}>{all.map(render)}</List>
          <LoadMore query={query} />
        </>
      )}
    </PullToRefresh>
  );
}
