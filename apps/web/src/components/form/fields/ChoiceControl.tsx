import { Checkbox, DotLoading, Radio, Space, Switch } from 'antd-mobile';
import { useState } from 'react';
import type { FormOption } from '@wp/contract';
import type { ControlProps } from '../context.js';
import { flattenDict, useDict } from '../../../domains/portal/api/getByTypeKeyForComBo.js';
import { LazyPicker } from './on-demand.js';
import { PickerTrigger } from './PickerTrigger.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useTranslation } from '../../../i18n/index.js';

type ChoiceField = Extract<ControlProps['field'], { type: 'select' | 'radio' | 'checkbox' }>;

/** A field's choices: inline, or the items of its data dictionary (loaded once and cached). */
function useChoices(field: ChoiceField) {
  const dict = useDict(field.options ? undefined : field.dictKey);
  const options: FormOption[] = field.options ?? (dict.data ? flattenDict(dict.data) : []);
  return { options, loading: !field.options && dict.isPending && !!field.dictKey, failed: dict.isError, retry: () => void dict.refetch() };
}

/** Select (a picker), radio buttons or check boxes over inline options or a data dictionary. */
export function ChoiceControl({ field, value, onChange, readOnly }: ControlProps<ChoiceField>) {
  const { t } = useTranslation('form');
  const [open, setOpen] = useState(false);
  const { options, loading, failed, retry } = useChoices(field);
  const nameOf = (key: string) => options.find((o) => o.key === key)?.name ?? key;
  const keys = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

  if (loading) return <DotLoading color="primary" />;
  if (failed) return <button type="button" className="link-button form-retry" onClick={retry}>{t('dictFailed')} · {t('common:retry')}</button>;
  if (readOnly) return <ReadOnlyText>{keys.map(nameOf).join('、')}</ReadOnlyText>;

  if (field.type === 'radio') {
    return (
      <Radio.Group value={keys[0] ?? null} onChange={(v) => onChange(String(v))}>
        <Space wrap className="form-choices">
          {options.map((o) => <Radio key={o.key} value={o.key}>{o.name}</Radio>)}
        </Space>
      </Radio.Group>
    );
  }
  if (field.type === 'checkbox') {
    return (
      <Checkbox.Group value={keys} onChange={(v) => onChange(v.map(String))}>
        <Space wrap className="form-choices">
          {options.map((o) => <Checkbox key={o.key} value={o.key}>{o.name}</Checkbox>)}
        </Space>
      </Checkbox.Group>
    );
  }
  return (
    <>
      <PickerTrigger label={field.label} text={keys[0] ? nameOf(keys[0]) : ''} placeholder={field.placeholder} onOpen={() => setOpen(true)}
        onClear={() => onChange(null)} />
      <LazyPicker columns={[options.map((o) => ({ label: o.name, value: o.key }))]} value={keys.slice(0, 1)} visible={open} title={field.label}
        confirmText={t('picker.confirm')} cancelText={t('picker.cancel')}
        onClose={() => setOpen(false)} onConfirm={(v) => v[0] !== null && v[0] !== undefined && onChange(String(v[0]))} />
    </>
  );
}

type SwitchField = Extract<ControlProps['field'], { type: 'switch' }>;

/** On or off; an unanswered switch is off. */
export function SwitchControl({ field, value, onChange, readOnly }: ControlProps<SwitchField>) {
  const { t } = useTranslation('form');
  if (readOnly) return <ReadOnlyText>{value === true ? t('switch.on') : t('switch.off')}</ReadOnlyText>;
  return <Switch checked={value === true} onChange={(on) => onChange(on)} aria-label={field.label} />;
}
