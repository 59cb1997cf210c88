import { LoadFailurePage } from '../../../components/LoadFailurePage.js';
import { useTranslation } from '../../../i18n/index.js';

/** Why a task, instance or notice could not be shown; the way out leads to the workbench. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('task');
  return <LoadFailurePage error={error} onRetry={onRetry} home={{ to: '/work', text: t('toWorkbench') }} notFound={t('notFound')} loadFailed={t('loadFailed')} />;
}
