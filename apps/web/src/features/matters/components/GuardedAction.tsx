import { Button } from 'antd-mobile';
import { useTranslation } from '../../../i18n/index.js';

/**
 * An action whose possibility the server told before the tap (preconditions): enabled, or disabled with
 * the reason written beside it.
 */
export function GuardedAction({ label, allowed, reason, onClick, color = 'primary' }: {
  label: string; allowed: boolean; reason?: string | null; onClick(): void; color?: 'primary' | 'danger' | 'warning' | 'default';
}) {
  const { t } = useTranslation('matters');
  return (
    <span className={`guarded-action ${allowed ? '' : 'is-disabled'}`}>
      <Button size="mini" fill="outline" color={allowed ? color : 'default'} disabled={!allowed} onClick={onClick}>{label}</Button>
      {!allowed && reason && <span className="guarded-reason" role="note">{t('actions.unavailable', { action: label, reason })}</span>}
    </span>
  );
}
