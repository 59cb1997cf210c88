import { useState } from 'react';
import { LazyDatePicker } from '../../../../components/form/fields/on-demand.js';
import { formatDate, parseDate } from '../../../../components/form/fields/DateControl.js';
import { PhotoField } from '../photos/index.js';
import { ChoiceTrigger } from './ChoiceTrigger.js';
import { useTranslation } from '../../../../i18n/index.js';

/** The photo field as a form control: the file ids, uploaded as each photo is taken. */
export function PhotosInput({ value, onChange, label, onBusyChange }: { value?: string[]; onChange?(ids: string[]): void; label: string; onBusyChange?(busy: boolean): void }) {
  return <PhotoField mode="online" label={label} value={value ?? []} onChange={(ids) => onChange?.(ids)} onBusyChange={onBusyChange} />;
}

/** A day (yyyy-MM-dd) from the date picker, not before `min`; clearable. */
export function DateInput({ id, value, onChange, title, placeholder, min }: {
  id?: string; value?: string; onChange?(day: string | undefined): void; title: string; placeholder: string; min?: Date;
}) {
  const { t } = useTranslation('eamForms');
  const [open, setOpen] = useState(false);
  return (
    <div className="repair-template-row">
      <ChoiceTrigger id={id} text={value} placeholder={placeholder} onOpen={() => setOpen(true)} />
      {value && <button type="button" className="link-button repair-clear" onClick={() => onChange?.(undefined)}>{t('clear')}</button>}
      <LazyDatePicker visible={open} title={title} precision="day" min={min} value={parseDate(value) ?? min ?? new Date()}
        confirmText={t('confirm')} cancelText={t('cancel')} onClose={() => setOpen(false)} onConfirm={(d) => onChange?.(formatDate(d, false))} />
    </div>
  );
}

/** A local date and time ('yyyy-MM-dd HH:mm') from the date picker, from `min` to now; clearable. */
export function DateTimeInput({ id, value, onChange, title, placeholder, min }: {
  id?: string; value?: string; onChange?(v: string | undefined): void; title: string; placeholder: string; min: Date;
}) {
  const { t } = useTranslation('eamForms');
  const [open, setOpen] = useState(false);
  const now = new Date();
  return (
    <div className="repair-template-row">
      <ChoiceTrigger id={id} text={value} placeholder={placeholder} onOpen={() => setOpen(true)} />
      {value && <button type="button" className="link-button repair-clear" onClick={() => onChange?.(undefined)}>{t('clear')}</button>}
      <LazyDatePicker visible={open} title={title} precision="minute" min={min} max={now} value={parseDate(value) ?? now}
        confirmText={t('confirm')} cancelText={t('cancel')} onClose={() => setOpen(false)} onConfirm={(d) => onChange?.(formatDate(d, true))} />
    </div>
  );
}
