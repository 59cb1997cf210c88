import { Skeleton } from 'antd-mobile';

/** The loading state of a list of people: rows shaped like the real ones. */
export function PersonSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="person-skeleton" aria-busy="true" data-testid="people-loading">
      {Array.from({ length: rows }, (_, i) => (
        <div className="person-skeleton-row" key={i}>
          <Skeleton className="person-skeleton-avatar" />
          <div className="person-skeleton-lines">
            <Skeleton className="person-skeleton-line" style={{ width: `${30 + ((i * 17) % 25)}%` }} />
            <Skeleton className="person-skeleton-line is-short" style={{ width: `${45 + ((i * 13) % 30)}%` }} />
          </div>
        </div>
      ))}
    </div>
  );
}
