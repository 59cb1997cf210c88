import type { ReactNode } from 'react';
import { ErrorPage, ReadFailure } from '../../../../components/ErrorPage.js';
import { ListSkeleton } from '../../../../components/ListSkeleton.js';
import { LoadMore, rowsOf, type PagedQuery } from '../../../../components/PagedList.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * One tab of an asset's history: the skeleton while it loads, the failure with a retry, the empty page, else the
 * count and the rows (newest first, as the server orders them), loading the next page near the bottom.
 */
export function HistoryList<R>({ query, label, empty, loadFailed, rowKey, render, header }: {
  query: PagedQuery<R>;
  /** Names the list for screen readers (the tab's name). */
  label: string;
  empty: string;
  loadFailed: string;
  rowKey(row: R): string;
  render(row: R): ReactNode;
  /** Shown above the rows once loaded, even with none (the repair figures). */
  header?: ReactNode;
}) {
  const { t } = useTranslation('eam');
  if (query.isPending) return <ListSkeleton rows={3} lines={3} testId="eam-history-loading" />;
  if (query.isError && !query.data) return <ReadFailure query={query} tip={loadFailed} />;
  const rows = rowsOf(query);
  const total = query.data.pages[0]?.total ?? rows.length;
  return (
    <>
      {header}
      {rows.length === 0 ? <ErrorPage status="empty" tip={empty} /> : (
        <>
          <p className="eam-hist-total" aria-live="polite">{t('history.total', { count: total })}</p>
          <ul className="eam-hist-list" aria-label={label}>
            {rows.map((r) => <li key={rowKey(r)}>{render(r)}</li>)}
          </ul>
          <LoadMore query={query} />
        </>
      )}
    </>
  );
}

/** A row's facts: label and value, one per line on a phone, two columns on a tablet; empty values are left out. */
export function HistoryFacts({ facts }: { facts: Array<{ key: string; label: string; value: ReactNode }> }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  return (
    <dl className="eam-hist-facts">
      {shown.map((f) => (
        <div key={f.key} data-fact={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
