import { Skeleton } from 'antd-mobile';

/** The loading state of a page: a few skeleton rows in the page's own layout. */
export function PageLoading({ rows = 4 }: { rows?: number }) {
  return (
    <div className="page-loading" aria-busy="true">
      <Skeleton.Title />
      <Skeleton.Paragraph lineCount={rows} />
    </div>
  );
}
