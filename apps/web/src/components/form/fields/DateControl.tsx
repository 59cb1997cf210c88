import { useState } from 'react';
import type { ControlProps } from '../context.js';
import { LazyDatePicker, LazyPicker } from './on-demand.js';
import { PickerTrigger } from './PickerTrigger.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useTranslation } from '../../../i18n/index.js';

type DateField = Extract<ControlProps['field'], { type: 'date' | 'time' | 'datetime' }>;

const pad = (n: number) => String(n).padStart(2, '0');
/** 'yyyy-MM-dd', or 'yyyy-MM-dd HH:mm' with the time: the value shapes of the contract. */
export const formatDate = (d: Date, withTime: boolean) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}${withTime ? ` ${pad(d.getHours())}:${pad(d.getMinutes())}` : ''}`;

/** The local date of a 'yyyy-MM-dd[ HH:mm]' value, or null. */
export function parseDate(value: unknown): Date | null {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(value) : null;
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return Number.isNaN(d.getTime()) ? null : d;
}

const hours = Array.from({ length: 24 }, (_, i) => ({ label: pad(i), value: pad(i) }));
const minutes = Array.from({ length: 60 }, (_, i) => ({ label: pad(i), value: pad(i) }));

/** Date (day), date and time (minute) with the date picker; time of day with a two-column picker. */
export function DateControl({ field, value, onChange, readOnly }: ControlProps<DateField>) {
  const { t } = useTranslation('form');
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' ? value : '';
  if (readOnly) return <ReadOnlyText>{text}</ReadOnlyText>;
  const trigger = (
    <PickerTrigger label={field.label} text={text} placeholder={field.placeholder} onOpen={() => setOpen(true)}
      onClear={() => onChange(null)} />
  );
  if (field.type === 'time') {
    const [h = '08', m = '00'] = /^\d{2}:\d{2}$/.test(text) ? text.split(':') : [];
    return (
      <>
        {trigger}
        <LazyPicker columns={[hours, minutes]} value={[h, m]} visible={open} title={field.label} onClose={() => setOpen(false)}
          confirmText={t('picker.confirm')} cancelText={t('picker.cancel')}
          onConfirm={(v) => onChange(`${v[0] ?? h}:${v[1] ?? m}`)} />
      </>
    );
  }
  const withTime = field.type === 'datetime';
  return (
    <>
      {trigger}
      <LazyDatePicker visible={open} title={field.label} precision={withTime ? 'minute' : 'day'} value={parseDate(text) ?? new Date()}
        confirmText={t('picker.confirm')} cancelText={t('picker.cancel')}
        onClose={() => setOpen(false)} onConfirm={(d) => onChange(formatDate(d, withTime))} />
    </>
  );
}
