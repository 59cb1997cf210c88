import { useTranslation } from '../../../i18n/index.js';

/** A part of a view that could not load: what failed, and a retry link beside it. */
export function RetryNote({ text, onRetry, className = 'detail-note' }: { text: string; onRetry(): void; className?: string }) {
  const { t } = useTranslation('task');
  return (
    <div className={className} role="alert">
      {text}
      <button type="button" className="link-button" onClick={onRetry}>{t('common:retry')}</button>
    </div>
  );
}
