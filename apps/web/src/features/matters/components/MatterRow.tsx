import type { ReactNode } from 'react';
import { Checkbox, List, Tag } from 'antd-mobile';
import { UserAvatar } from '../../../components/UserAvatar.js';
import { isOverdue, listTime, urgencyOf } from '../row-rules.js';
import { useTranslation } from '../../../i18n/index.js';

export interface MatterRowProps {
  subject: string;
  /** The process name. */
  process: string;
  /** Whose avatar leads the row (the starter, the reader ...). */
  person: string;
  /** Short facts under the title, e.g. current node and starter. */
  facts: Array<{ label?: string; value: string }>;
  time: string | null;
  /** Tags after the markers (status, kind of task). */
  tags?: ReactNode;
  urgentState?: number | null;
  dueTime?: string | null;
  unread?: boolean;
  /** Actions under the row; taps on them do not open the row. */
  footer?: ReactNode;
  onOpen?: () => void;
  /** The row whose item is open beside the list (tablets). */
  selected?: boolean;
  /** Batch selection: a checkbox instead of opening; `blocked` says why this row cannot be chosen. */
  selection?: { selected: boolean; blocked: string | null; onToggle(): void };
}

/** The urgency and overdue markers of a row. */
export function Markers({ urgentState, dueTime }: { urgentState?: number | null; dueTime?: string | null }) {
  const { t } = useTranslation('matters');
  const urgency = urgencyOf(urgentState);
  return (
    <>
      {urgency && <Tag color="danger" className="matter-marker" data-marker={urgency}>{t(`markers.${urgency}`)}</Tag>}
      {isOverdue(dueTime) && <Tag color="danger" fill="outline" className="matter-marker" data-marker="overdue">{t('markers.overdue')}</Tag>}
    </>
  );
}

/**
 * One row of an approval list: who, subject, process, the facts that matter for this list, time, markers
 * (urgent, overdue, unread) and the row's actions.
 */
export function MatterRow(p: MatterRowProps) {
  const { t } = useTranslation('matters');
  const selecting = !!p.selection;
  const blocked = p.selection?.blocked ?? null;
  const dueText = p.dueTime && !isOverdue(p.dueTime) ? t('fields.due', { time: listTime(p.dueTime) }) : null;
  return (
    <List.Item
      className={`matter-row ${p.unread ? 'is-unread' : ''} ${blocked ? 'is-blocked' : ''}`}
      aria-current={p.selected || undefined}
      arrow={false}
      onClick={selecting ? (blocked ? undefined : p.selection!.onToggle) : p.onOpen}
      prefix={
        <div className="matter-prefix">
          {selecting && (
            <Checkbox className="matter-check" checked={p.selection!.selected} disabled={!!blocked}
              onChange={() => p.selection!.onToggle()} onClick={(e) => e.stopPropagation()}>
              {/* antd-mobile puts a name given as aria-label on its <label>, not on the box. */}
              <span className="sr-only">{p.subject}</span>
            </Checkbox>
          )}
          <span className="matter-avatar">
            <UserAvatar name={p.person || '?'} size={40} />
            {p.unread && <span className="matter-dot" role="img" aria-label={t('markers.unread')} />}
          </span>
        </div>
      }
    >
      <div className="matter-head">
        {/* The row opens on a tap anywhere (the item's click); the subject is also a link, so that a keyboard
            reaches the row and a screen reader names it: antd-mobile's clickable item is an anchor without href. */}
        {selecting || !p.onOpen ? <div className="matter-subject">{p.subject}</div>
          : <span role="link" tabIndex={0} className="matter-subject matter-open" onKeyDown={(e) => { if (e.key === 'Enter') p.onOpen!(); }}>{p.subject}</span>}
        {p.time && <time className="matter-time" dateTime={p.time}>{listTime(p.time)}</time>}
      </div>
      <div className="matter-tags">
        <span className="matter-process">{p.process}</span>
        <Markers urgentState={p.urgentState} dueTime={p.dueTime} />
        {p.tags}
      </div>
      <div className="matter-facts">
        {p.facts.filter((f) => f.value).map((f, i) => (
          <span key={i} className="matter-fact">{f.label ? <span className="matter-fact-label">{f.label}</span> : null}{f.value}</span>
        ))}
        {dueText && <span className="matter-fact matter-due">{dueText}</span>}
      </div>
      {blocked && <div className="matter-blocked">{t('batch.notAllowed')} · {t(blocked)}</div>}
      {p.footer && !selecting && (
        <div className="matter-footer" onClick={(e) => e.stopPropagation()}>{p.footer}</div>
      )}
    </List.Item>
  );
}
