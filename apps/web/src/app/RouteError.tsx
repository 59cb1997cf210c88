import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

// The error page (and its illustrations) loads only when something went wrong.
const ErrorPage = lazy(() => import('../components/ErrorPage.js').then((m) => ({ default: m.ErrorPage })));

/** A failed page load (e.g. a chunk that did not arrive) shows the generic error page with retry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Suspense fallback={null}>
      {notFound
        ? <ErrorPage status="empty" tip={t('notFound')} showBack />
        : <ErrorPage showBack onRetry={() => window.location.reload()} />}
    </Suspense>
  );
}
