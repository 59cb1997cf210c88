import { useTranslation } from 'react-i18next';
import { LazyErrorPage } from '../../../components/LazyErrorPage.js';
import { CallError } from '../../../lib/http/client.js';

/**
 * Why a task, instance or notice could not be shown: 403 a stranger's 'you may not view this content', 404
 * 'it no longer exists', else the failure with retry. Each offers the way back and the workbench.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('task');
  const status = error instanceof CallError ? error.status : undefined;
  const home = { to: '/work', text: t('toWorkbench') };
  if (status === 403) return <LazyErrorPage status="empty" tip={t('common:error.forbiddenPage')} showBack link={home} />;
  if (status === 404) return <LazyErrorPage status="empty" tip={t('notFound')} showBack link={home} />;
  return <LazyErrorPage status="disconnected" tip={t('loadFailed')} showBack onRetry={onRetry} />;
}
