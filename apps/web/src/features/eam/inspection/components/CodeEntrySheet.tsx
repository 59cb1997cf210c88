import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { Sheet } from '../../../../components/Sheet.js';
import { TextInput } from './TextBox.js';
import { useTranslation } from '../../../../i18n/index.js';

/** 输入编码: the point's code typed by hand (its tag unreadable, or no camera); `error` says why nothing opened. */
export function CodeEntrySheet({ visible, busy, error, onEnter, onClose }: {
  visible: boolean; busy: boolean; error: string | null; onEnter(code: string): void; onClose(): void;
}) {
  const { t } = useTranslation('eamInspection');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) onEnter(code);
  };
  return (
    <Sheet open={visible} onClose={onClose} bodyClassName="insp-sheet" label={t('entry.title')}>
      <form onSubmit={submit} className="insp-sheet-body">
        <h2 className="insp-sheet-title">{t('entry.title')}</h2>
        <label className="insp-field-label" htmlFor="insp-code-input">{t('entry.label')}</label>
        <TextInput id="insp-code-input" value={code} onValue={setCode} placeholder={t('entry.placeholder')} maxLength={64} autoFocus
          autoComplete="off" autoCapitalize="characters" spellCheck={false} aria-invalid={!!error || undefined} aria-describedby={error ? 'insp-code-error' : undefined} />
        {error && <p className="insp-error" id="insp-code-error" role="alert">{error}</p>}
        <div className="insp-sheet-actions">
          <Button block onClick={onClose}>{t('cancel')}</Button>
          <Button block color="primary" type="submit" loading={busy} disabled={!code.trim() || busy}>{t('entry.open')}</Button>
        </div>
      </form>
    </Sheet>
  );
}
