import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyErrorPage } from '../components/LazyErrorPage.js';

/** A failed page load (e.g. a chunk that did not arrive) shows the generic error page with retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return notFound
    ? <LazyErrorPage status="empty" tip={t('notFound')} showBack />
    : <LazyErrorPage showBack onRetry={() => window.location.reload()} />;
}
