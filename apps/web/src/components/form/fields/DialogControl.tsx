import { useState } from 'react';
import type { DialogField } from '@wp/form';
import type { ControlProps } from '../context.js';
import { DialogPicker } from '../../dialog-picker/DialogPicker.js';
import { boundParams, clearedValues, mappedValues, resultsOf } from '../../../domains/custom-dialog/mapping.js';
import { PickerTrigger } from './PickerTrigger.js';
import { ReadOnlyText } from './ReadOnlyText.js';

/**
 * A value picked through a custom dialog: the trigger shows it, tapping opens the dialog's picker, confirming
 * writes the chosen rows into this field and every field its mappings name (the row's columns inside a
 * sub-table), clearing empties them all. Conditions bound to other fields send their current values.
 */
export function DialogControl({ field, value, onChange, readOnly, level }: ControlProps<DialogField>) {
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' ? value : '';
  if (readOnly) return <ReadOnlyText>{text}</ReadOnlyText>;

  const fields = level?.fields ?? [field];
  // Alone (no level to write into), only what maps into the field itself is kept.
  const write = (changes: Record<string, unknown>) => (level ? level.patch(changes) : onChange(changes[field.key] ?? null));
  return (
    <>
      <PickerTrigger label={field.label} text={text} placeholder={field.placeholder} onOpen={() => setOpen(true)}
        onClear={() => write(clearedValues(field, fields))} />
      <DialogPicker open={open} alias={field.dialogAlias} title={field.label} multiple={field.multiple}
        params={boundParams(field, level?.values ?? {})} onCancel={() => setOpen(false)}
        onConfirm={(rows, dialog) => {
          write(mappedValues(field, resultsOf(dialog, rows), fields));
          setOpen(false);
        }} />
    </>
  );
}
