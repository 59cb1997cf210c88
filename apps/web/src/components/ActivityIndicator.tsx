import { useActivity } from '../lib/http/activity.js';
import { useTranslation } from '../i18n/index.js';

/** The top progress bar while any request runs, and the full-screen overlay for actions that ask for it. */
export function ActivityIndicator() {
  const pending = useActivity((s) => s.pending);
  const overlay = useActivity((s) => s.overlay);
  const { t } = useTranslation();
  return (
    <>
      <div className={`progress-bar ${pending > 0 ? 'is-active' : ''}`} role="progressbar"
        aria-label={t('common:loading')} aria-hidden={pending === 0} />
      {overlay > 0 && (
        <div className="loading-overlay" aria-busy="true" data-testid="loading-overlay">
          <span className="spinner" />
        </div>
      )}
    </>
  );
}
