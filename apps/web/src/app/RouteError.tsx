import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../components/ErrorPage.js';

/** A failed page load (e.g. a chunk that did not arrive) shows the generic error page with retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return notFound
    ? <ErrorPage status="empty" tip={t('notFound')} showBack />
    : <ErrorPage showBack onRetry={() => window.location.reload()} />;
}
