import { lazy, Suspense } from 'react';
import type { ErrorPageProps } from './ErrorPage.js';

// ErrorBlock's illustrations weigh ~10 KB gzip; pages that usually show content load them only when needed.
const ErrorPage = lazy(() => import('./ErrorPage.js').then((m) => ({ default: m.ErrorPage })));

/** The generic error / empty page, loaded on first use (for first-page screens that rarely show it). */
export function LazyErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={<div className="error-page" aria-busy="true" />}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
