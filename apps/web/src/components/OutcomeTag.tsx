import type { CSSProperties } from 'react';
import { Tag } from 'antd-mobile';
import type { InstanceOutcomeValue } from '@wp/contract';

// antd-mobile's Tag writes its colours as inline variables, so ours go the same way. Each text colour has at
// least 4.5:1 contrast (WCAG AA) on its tint and on white: green 5.8, red 5.7, grey 7.0, blue 5.8.
const grey = { '--text-color': '#4a5160', '--background-color': '#eef0f3', '--border-color': '#cdd1d8' } as CSSProperties;
const tones: Record<InstanceOutcomeValue, CSSProperties> = {
  inProgress: { '--text-color': '#1d4fd8', '--background-color': '#e8effd', '--border-color': '#b9cbf6' } as CSSProperties,
  approved: { '--text-color': '#146c2e', '--background-color': '#e6f4ea', '--border-color': '#add8b9' } as CSSProperties,
  refused: { '--text-color': '#b3261e', '--background-color': '#fdeceb', '--border-color': '#f3b8b4' } as CSSProperties,
  withdrawn: grey,
  terminated: grey,
};

/**
 * How a request came out, as a tag: blue in progress, green approved, red refused, grey withdrawn or
 * terminated. `text` is the server's word for it in the user's language. Nothing for a draft.
 */
export function OutcomeTag({ outcome, text, className }: { outcome: InstanceOutcomeValue | null | undefined; text: string; className?: string }) {
  if (!outcome) return null;
  return (
    <Tag className={`outcome-tag ${className ?? ''}`} data-outcome={outcome} style={tones[outcome]}>{text}</Tag>
  );
}
