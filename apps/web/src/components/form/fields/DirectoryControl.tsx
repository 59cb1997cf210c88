import { useState, type ComponentType } from 'react';
import type { ControlProps } from '../context.js';
import { PickerTrigger } from './PickerTrigger.js';
import { ReadOnlyText } from './ReadOnlyText.js';

type DirectoryField = Extract<ControlProps['field'], { type: 'user' | 'org' }>;

export interface DirectoryPickerProps {
  title: string;
  multiple: boolean;
  /** The current choice, id to name. */
  initial: ReadonlyMap<string, string>;
  onCancel(): void;
  onConfirm(picked: Map<string, string>): void;
}

export const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * A choice of people or organisations (the value is their ids): the names in one line, a clear button, and
 * the picker sheet. Names of what was picked here are remembered; those of a saved value are looked up.
 */
export function DirectoryControl({ field, value, onChange, readOnly, useNames, Picker }: ControlProps<DirectoryField> & {
  /** Names by id of ids this control did not pick itself. */
  useNames(ids: string[]): ReadonlyMap<string, string>;
  Picker: ComponentType<DirectoryPickerProps>;
}) {
  const ids = idsOf(value);
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const looked = useNames(ids.filter((id) => !known.has(id)));
  const nameOf = (id: string) => known.get(id) ?? looked.get(id) ?? '…';
  const text = ids.map(nameOf).join('、');
  const [open, setOpen] = useState(false);

  if (readOnly) return <ReadOnlyText>{text}</ReadOnlyText>;
  return (
    <>
      <PickerTrigger label={field.label} text={text} placeholder={field.placeholder} onOpen={() => setOpen(true)} onClear={() => onChange([])} />
      {open && (
        <Picker title={field.label} multiple={!!field.multiple} initial={new Map(ids.map((id) => [id, nameOf(id)]))}
          onCancel={() => setOpen(false)}
          onConfirm={(picked) => {
            setKnown((k) => new Map([...k, ...picked]));
            onChange([...picked.keys()]);
            setOpen(false);
          }} />
      )}
    </>
  );
}
