import { useState } from 'react';
import { LazyPicker } from '../../../../components/form/fields/on-demand.js';
import { ChoiceTrigger } from '../../shared/forms/ChoiceTrigger.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * One code of a list (an ISO 14224 failure mode, mechanism or cause) in a wheel picker, shown as its code and
 * name ('VIB 振动'); optional, so it can be cleared.
 */
export function CodePicker<C extends string>({ id, value, onChange, codes, nameOf, title, placeholder }: {
  id?: string; value?: C; onChange?(code: C | undefined): void; codes: readonly C[]; nameOf(code: C): string; title: string; placeholder: string;
}) {
  const { t } = useTranslation('eamRepair');
  const [open, setOpen] = useState(false);
  const label = (c: C) => `${c} ${nameOf(c)}`;
  return (
    <div className="repair-template-row">
      <ChoiceTrigger id={id} text={value ? label(value) : null} placeholder={placeholder} onOpen={() => setOpen(true)} />
      {value && <button type="button" className="link-button repair-clear" onClick={() => onChange?.(undefined)}>{t('clear')}</button>}
      <LazyPicker visible={open} title={title} columns={[codes.map((c) => ({ label: label(c), value: c }))]} value={[value ?? codes[0]]}
        confirmText={t('confirm')} cancelText={t('cancel')} onClose={() => setOpen(false)}
        onConfirm={(v) => onChange?.((v[0] as C | null) ?? undefined)} />
    </div>
  );
}
