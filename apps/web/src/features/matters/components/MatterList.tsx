import type { ComponentProps, ReactNode } from 'react';
import { PagedList, type PagedQuery } from '../../../components/PagedList.js';
import { useTranslation } from '../../../i18n/index.js';

export { rowsOf, type PagedQuery } from '../../../components/PagedList.js';

/** An approval list: the shared paged list headed by its total count. */
export function MatterList<R, T extends R = R>(props: {
  query: PagedQuery<R>;
  rows?: T[];
  render(row: T, index: number): ReactNode;
  empty: string;
}) {
  const { t } = useTranslation('matters');
  const total = props.query.data?.pages[0]?.total ?? props.rows?.length ?? 0;
  const shared: Omit<ComponentProps<typeof PagedList<R, T>>, keyof typeof props> = {
    loadFailed: t('loadFailed'),
    header: <span className="matters-total">{t('total', { count: total })}</span>,
    className: 'matters-list',
    testId: 'matters-loading',
  };
  return <PagedList {...props} {...shared} />;
}
