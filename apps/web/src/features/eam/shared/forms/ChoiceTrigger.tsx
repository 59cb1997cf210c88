import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import './forms.css';

/**
 * The tappable value of a choice field in a form (asset, fault, team, date …): what is chosen, or the placeholder,
 * and an arrow. `id` comes from the form item, so the field's label names the button; the visible text is part of
 * its name too (WCAG 2.5.3).
 */
export function ChoiceTrigger({ id, text, placeholder, onOpen, disabled, invalid }: {
  id?: string; text: ReactNode; placeholder: string; onOpen(): void; disabled?: boolean; invalid?: boolean;
}) {
  const empty = text === null || text === undefined || text === '';
  return (
    <button type="button" id={id} className={`repair-choice${empty ? ' is-placeholder' : ''}`} aria-haspopup="dialog" aria-invalid={invalid || undefined}
      disabled={disabled} onClick={onOpen}>
      <span className="repair-choice-text">{empty ? placeholder : text}</span>
      <RightOutline aria-hidden className="repair-choice-arrow" />
    </button>
  );
}
