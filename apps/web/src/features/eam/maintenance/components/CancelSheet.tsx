import { useId, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { Sheet } from '../../../../components/Sheet.js';
import { useTranslation } from '../../../../i18n/index.js';

/** Asks why a task is cancelled (required) before it is. */
export function CancelSheet({ open, onClose, onConfirm }: { open: boolean; onClose(): void; onConfirm(reason: string): Promise<void> }) {
  const { t } = useTranslation('eamMaintenance');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const blank = !reason.trim();
  return (
    <Sheet open={open} onClose={onClose} label={t('cancel.title')} className="eam-mt-sheet">
      <h2 className="eam-mt-sheet-title">{t('cancel.title')}</h2>
      <label className="eam-mt-field-label" htmlFor={`${id}-reason`}>{t('cancel.reason')}<span className="eam-mt-required" aria-hidden> *</span></label>
      <TextArea id={`${id}-reason`} className="eam-mt-text grow-text" rows={3} maxLength={500} value={reason} onChange={setReason}
        placeholder={t('cancel.placeholder')} aria-required />
      <div className="eam-mt-sheet-actions">
        <Button onClick={onClose}>{t('cancel.back')}</Button>
        <Button color="danger" disabled={blank || busy} loading={busy} onClick={async () => {
          setBusy(true);
          try {
            await onConfirm(reason.trim());
          } finally {
            setBusy(false);
          }
        }}>{t('cancel.confirm')}</Button>
      </div>
    </Sheet>
  );
}
