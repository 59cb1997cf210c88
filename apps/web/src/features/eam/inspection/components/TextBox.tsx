import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

/**
 * Native text fields in the round screens' style. antd-mobile's Input and TextArea drop aria-invalid and
 * aria-describedby on the way to the native element, and a reading's field must say it is out of range.
 */
export function TextInput({ value, onValue, className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string; onValue(value: string): void;
}) {
  return <input type="text" {...rest} className={`insp-input${className ? ` ${className}` : ''}`} value={value} onChange={(e) => onValue(e.target.value)} />;
}

/** A multi-line text with its length against the limit under it. */
export function TextBox({ value, onValue, maxLength, className, ...rest }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string; onValue(value: string): void; maxLength: number;
}) {
  return (
    <div className={`insp-textbox${className ? ` ${className}` : ''}`}>
      <textarea {...rest} className="insp-textarea" value={value} maxLength={maxLength} onChange={(e) => onValue(e.target.value)} />
      <span className="insp-textbox-count" aria-hidden>{value.length}/{maxLength}</span>
    </div>
  );
}
