import './forms.css';

/** A refusal of the whole form (not of one field), read out as it appears. */
export function FormRefusal({ text }: { text: string | null }) {
  return text ? <div className="repair-refusal" role="alert">{text}</div> : null;
}
