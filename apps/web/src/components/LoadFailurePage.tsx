import { CallError } from '../lib/http/client.js';
import { ErrorPage, ReadFailure } from './ErrorPage.js';
import { useTranslation } from '../i18n/index.js';

/**
 * Why a screen could not be shown: a refusal of its own (`tip`), 403 'you may not view this content', 404 the
 * screen's 'it no longer exists', else its load failure with retry ('you are offline' when that was why). Each
 * offers the way back and `home`.
 */
export function LoadFailurePage({ error, onRetry, tip, home, notFound, loadFailed }: {
  error?: unknown; onRetry?: () => void; tip?: string;
  home: { to: string; text: string }; notFound: string; loadFailed: string;
}) {
  const { t } = useTranslation();
  const status = error instanceof CallError ? error.status : undefined;
  if (tip) return <ErrorPage status="empty" tip={tip} showBack link={home} />;
  if (status === 403) return <ErrorPage status="empty" tip={t('error.forbiddenPage')} showBack link={home} />;
  if (status === 404) return <ErrorPage status="empty" tip={notFound} showBack link={home} />;
  return <ReadFailure query={{ error, refetch: onRetry }} tip={loadFailed} showBack />;
}
