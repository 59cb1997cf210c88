import { Button, Checkbox, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.js';

export interface RecordCardProps {
  /** The first column's text: what names the record. */
  title: string;
  /** The other columns: label and text; `alarm` marks a value over its limit. */
  facts: Array<{ key: string; label: string; value: string; alarm?: boolean }>;
  /** The record is marked over a limit: the words that say so ('超标：总磷 0.63'). */
  alarm?: string;
  /** Why the record cannot be deleted now (a running process refers to it), shown on the card. */
  note?: string;
  /** When it was last written (local time). */
  time: string;
  /** Tapping the card: the record's view, when the caller may view it. */
  onOpen?: () => void;
  /** The record open beside the list (tablets). */
  selected?: boolean;
  /** The row actions the caller may use. */
  actions: Array<{ key: string; label: string; danger?: boolean; onClick(): void }>;
  /** Batch selection: a check box instead of opening. */
  selection?: { selected: boolean; onToggle(): void };
  extra?: ReactNode;
}

/** One record of a data template as a card: its title column, the other columns as label and value, its actions. */
export function RecordCard(p: RecordCardProps) {
  const { t } = useTranslation('dataTemplate');
  const selecting = !!p.selection;
  const title = p.title || t('untitled');
  return (
    <List.Item className={`record-card${p.alarm ? ' is-alarm' : ''}`} aria-current={p.selected || undefined} arrow={false}
      onClick={selecting ? p.selection!.onToggle : p.onOpen}
      prefix={selecting ? (
        <Checkbox className="record-check" checked={p.selection!.selected} onChange={() => p.selection!.onToggle()} onClick={(e) => e.stopPropagation()}>
          <span className="sr-only">{title}</span>
        </Checkbox>
      ) : undefined}>
      <div className="record-head">
        {/* The card opens on a tap anywhere; the title is also a link so a keyboard reaches it and a screen reader names it. */}
        {selecting || !p.onOpen ? <div className="record-title">{title}</div>
          : <span role="link" tabIndex={0} className="record-title record-open" onKeyDown={(e) => { if (e.key === 'Enter') p.onOpen!(); }}>{title}</span>}
        {p.time && <span className="record-time">{p.time}</span>}
      </div>
      {p.alarm && <div className="record-alarm" role="note">{p.alarm}</div>}
      {p.facts.length > 0 && (
        <dl className="record-facts">
          {p.facts.map((f) => (
            <div key={f.key} className={`record-fact${f.value.length > 8 ? ' is-wide' : ''}${f.alarm ? ' is-alarm' : ''}`} data-column={f.key}>
              <dt>{f.label}</dt>
              <dd>{f.value || '—'}{f.alarm && <span className="record-fact-mark" aria-hidden>▲</span>}</dd>
            </div>
          ))}
        </dl>
      )}
      {p.note && <div className="record-note">{p.note}</div>}
      {p.extra}
      {!selecting && p.actions.length > 0 && (
        <div className="record-actions" onClick={(e) => e.stopPropagation()}>
          {p.actions.map((a) => (
            <Button key={a.key} size="mini" fill="outline" color={a.danger ? 'danger' : 'primary'} onClick={a.onClick}
              aria-label={`${a.label} ${title}`}>{a.label}</Button>
          ))}
        </div>
      )}
    </List.Item>
  );
}
