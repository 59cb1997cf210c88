import { Skeleton } from 'antd-mobile';
import './list-skeleton.css';

/** The loading state of a list: rows of an avatar and a few text lines, shaped like the real rows. */
export function ListSkeleton({ rows = 5, lines = 2, testId }: { rows?: number; lines?: number; testId?: string }) {
  return (
    <div className="list-skeleton" aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <div className="list-skeleton-row" key={i}>
          <Skeleton className="list-skeleton-avatar" />
          <div className="list-skeleton-lines">
            {Array.from({ length: lines }, (_, j) => (
              <Skeleton key={j} className={`list-skeleton-line ${j ? 'is-short' : ''}`}
                style={{ width: `${(j ? 30 : 50) + ((i * (17 - j * 4)) % 30)}%` }} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
