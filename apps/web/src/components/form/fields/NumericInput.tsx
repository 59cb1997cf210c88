import { Input } from 'antd-mobile';
import { useState } from 'react';

/**
 * A text box for numbers that keeps what is being typed ('12.', '-') while the value is a number. Text that
 * is not (yet) a number is handed on as the text itself, so the validator can name it.
 */
export function NumericInput({ value, onChange, parse, clean, label, placeholder, format = String }: {
  value: unknown;
  onChange(value: unknown): void;
  /** The number of a text, null for an empty box; undefined when the text is not a number. */
  parse(text: string): number | null | undefined;
  /** Drops what may not be typed at all. */
  clean(text: string): string;
  format?(value: number): string;
  label: string;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState<{ text: string; value: unknown } | null>(null);
  // What the user typed stays while it stands for the current value; a value set from outside replaces it.
  const text = draft && Object.is(draft.value, value) ? draft.text
    : typeof value === 'number' ? format(value) : typeof value === 'string' ? value : '';
  return (
    <Input value={text} inputMode="decimal" aria-label={label} placeholder={placeholder} clearable
      onChange={(typed) => {
        const next = clean(typed);
        const parsed = parse(next);
        const v = parsed === undefined ? next : parsed;
        setDraft({ text: next, value: v });
        onChange(v);
      }} />
  );
}
