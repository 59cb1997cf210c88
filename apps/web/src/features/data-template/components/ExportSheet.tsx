import { useState } from 'react';
import { Button, Checkbox, ProgressBar } from 'antd-mobile';
import type { QueryFilter } from '@wp/contract';
import { Sheet } from '../../../components/Sheet.js';
import { notify } from '../../../lib/notify.js';
import { formatSize } from '../../../lib/form/size.js';
import { exportData, exportFileName } from '../api/exportData.js';
import { useTranslation } from '../../../i18n/index.js';

type Phase = { step: 'choose' } | { step: 'running' } | { step: 'done'; size: number; name: string } | { step: 'failed'; message: string };

/**
 * Export of a template's records to xlsx: the fields to include (the template's export fields, else its list
 * columns the caller sees), every record of the list's current filter or its first page; then the progress of
 * the server's streamed file until it is saved.
 */
export function ExportSheet({ open, onClose, templateKey, name, fields, filter, total, pageSize }: {
  open: boolean; onClose(): void; templateKey: string; name: string;
  fields: ReadonlyArray<{ key: string; label: string }>; filter: QueryFilter; total: number; pageSize: number;
}) {
  const { t } = useTranslation('dataTemplate');
  const [chosen, setChosen] = useState<string[]>(() => fields.map((f) => f.key));
  const [getType, setGetType] = useState<'all' | 'page'>('all');
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const countOf = (scope: 'all' | 'page') => (scope === 'all' ? total : Math.min(total, pageSize));
  const count = countOf(getType);

  async function run() {
    setPhase({ step: 'running' });
    try {
      const saved = await exportData({
        templateKey, fields: fields.filter((f) => chosen.includes(f.key)).map((f) => f.key), getType, filter,
        fileName: exportFileName(name),
      });
      setPhase({ step: 'done', ...saved });
      notify.success(t('export.done', { count }));
    } catch (err) {
      setPhase({ step: 'failed', message: err instanceof Error ? err.message : t('export.failed') });
    }
  }

  return (
    <Sheet open={open} onClose={phase.step === 'running' ? () => undefined : onClose} label={t('export.title')} bodyClassName="panel-body" className="transfer-sheet">
      <h2 className="panel-title">{t('export.title')}</h2>
      {phase.step === 'choose' ? (
        <>
          <fieldset className="panel-field">
            <legend className="panel-label">{t('export.scope')}</legend>
            <div className="panel-chips" role="radiogroup" aria-label={t('export.scope')}>
              {(['all', 'page'] as const).map((k) => (
                <button key={k} type="button" role="radio" aria-checked={getType === k} className="template-chip" onClick={() => setGetType(k)}>
                  {t(`export.${k}`, { count: countOf(k) })}
                </button>
              ))}
            </div>
            <p className="panel-hint">{t('export.filtered')}</p>
          </fieldset>
          <fieldset className="panel-field">
            <legend className="panel-label">{t('export.fields', { count: chosen.length })}</legend>
            <Checkbox.Group value={chosen} onChange={(v) => setChosen(fields.map((f) => f.key).filter((k) => v.includes(k)))}>
              <div className="export-fields">{fields.map((f) => <Checkbox key={f.key} value={f.key}>{f.label}</Checkbox>)}</div>
            </Checkbox.Group>
          </fieldset>
          <div className="panel-actions">
            <Button fill="outline" onClick={onClose}>{t('common:cancel')}</Button>
            <Button color="primary" disabled={chosen.length === 0 || count === 0} onClick={() => void run()}>{t('export.start', { count })}</Button>
          </div>
        </>
      ) : (
        <div className="transfer-progress" aria-live="polite">
          {phase.step === 'running' && (
            <>
              <p>{t('export.running', { count })}</p>
              <ProgressBar className="is-indeterminate" percent={60} aria-label={t('export.running', { count })} />
            </>
          )}
          {phase.step === 'done' && <p>{t('export.saved', { name: phase.name, size: formatSize(phase.size) })}</p>}
          {phase.step === 'failed' && <p role="alert" className="transfer-error">{phase.message}</p>}
          {phase.step !== 'running' && (
            <div className="panel-actions">
              <Button fill="outline" onClick={() => setPhase({ step: 'choose' })}>{t('export.again')}</Button>
              <Button color="primary" onClick={onClose}>{t('transfer.close')}</Button>
            </div>
          )}
        </div>
      )}
    </Sheet>
  );
}
