import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { notify } from '../../../../lib/notify.js';
import { errorText } from '../../../../lib/error-text.js';
import { useRecordMeterReading } from '../../../../domains/eam-maintenance/api/recordMeterReading.js';
import { reading } from '../format.js';
import { useTranslation } from '../../../../i18n/index.js';

/** A reading as a person types it off the counter: digits with an optional decimal part, nothing else. */
const READING = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * 录入读数: the counter read off the machine now. A reading below the last one is caught here (the server refuses
 * it too, and its words show when it does); one reaching the plan's due value makes the plan's task at once.
 */
export function MeterReadingForm({ meterId, unit, current }: { meterId: string; unit: string; current: number | null }) {
  const { t } = useTranslation('eamMaintenance');
  const id = useId();
  const record = useRecordMeterReading();
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const typed = value.trim();
  const problem = !typed ? null
    : !READING.test(typed) ? t('meter.entry.number')
      : current !== null && Number(typed) < current ? t('meter.entry.backwards', { current: reading(current, unit) })
        : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!typed || problem) return;
    setRefusal(null);
    try {
      const done = await record.mutateAsync({ meterId, value: Number(typed) });
      setValue('');
      notify.success(done.createdTaskIds.length > 0 ? t('meter.entry.taskCreated') : t('meter.entry.recorded'));
    } catch (err) {
      setRefusal(errorText(err));
    }
  };

  const hintId = `${id}-hint`;
  return (
    <form className="eam-mt-meter-entry" onSubmit={(e) => void submit(e)} noValidate>
      <label className="eam-mt-field-label" htmlFor={`${id}-value`}>{t('meter.entry.label')}</label>
      <div className="eam-mt-meter-entry-row">
        <div className="eam-mt-hours">
          <Input id={`${id}-value`} className="eam-mt-input" inputMode="decimal" maxLength={12} value={value} placeholder={t('meter.entry.placeholder')}
            onChange={(v) => { setValue(v); setRefusal(null); }} aria-invalid={!!problem || !!refusal || undefined} aria-describedby={hintId} />
          <span aria-hidden>{unit}</span>
        </div>
        <Button type="submit" color="primary" loading={record.isPending} disabled={!typed || !!problem || record.isPending}>{t('meter.entry.submit')}</Button>
      </div>
      <p className={problem || refusal ? 'eam-mt-field-error' : 'eam-mt-field-hint'} id={hintId} role={problem || refusal ? 'alert' : undefined}>
        {problem ?? refusal ?? t('meter.entry.hint')}
      </p>
    </form>
  );
}
