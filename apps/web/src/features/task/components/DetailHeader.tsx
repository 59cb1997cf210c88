import type { ReactNode } from 'react';
import { Tag } from 'antd-mobile';
import type { InstanceOutcomeValue } from '@wp/contract';
import { OutcomeTag } from '../../../components/OutcomeTag.js';
import { UserAvatar } from '../../../components/UserAvatar.js';
import { dateTime, statusTone } from '../time.js';
import { useTranslation } from '../../../i18n/index.js';

export interface DetailHeaderProps {
  subject: string;
  process: string;
  starter: string;
  startTime: string;
  /** The instance status code and its words from the server. */
  status: { code: string; text: string };
  /** How the request came out so far, and its words from the server: shown instead of the status when known. */
  outcome?: { code: InstanceOutcomeValue | null; text: string };
  urgentState?: number | null;
  /** Short facts under the title: where it waits, my step, the due time ... */
  facts?: Array<{ label: string; value: ReactNode }>;
  /** Tags after the status (task kind, claimed ...). */
  tags?: ReactNode;
  /** The leader the starter filed it for (代发起), when it was. */
  onBehalfOf?: string | null;
}

/** The head of a task or instance view: subject, process, starter with the time it started, outcome (or status) and urgency. */
export function DetailHeader({ subject, process, starter, startTime, status, outcome, urgentState, facts = [], tags, onBehalfOf }: DetailHeaderProps) {
  const { t } = useTranslation('task');
  const urgency = !urgentState || urgentState <= 0 ? null : urgentState >= 2 ? 'veryUrgent' : 'urgent';
  return (
    <section className="detail-head card" aria-label={t('head.label')}>
      <div className="detail-head-top">
        <UserAvatar name={starter || '?'} size={44} />
        <div className="detail-head-who">
          <div className="detail-starter">{starter}</div>
          <div className="detail-started">{t('head.startedAt', { time: dateTime(startTime) })}</div>
        </div>
        {outcome?.code
          ? <OutcomeTag outcome={outcome.code} text={outcome.text} className="detail-status" />
          : <Tag color={statusTone(status.code)} fill="solid" className="detail-status" data-status={status.code}>{status.text}</Tag>}
      </div>
      <h1 className="detail-subject">{subject}</h1>
      <div className="detail-tags">
        <span className="detail-process">{process}</span>
        {urgency && <Tag color="danger" data-marker={urgency}>{t(`head.${urgency}`)}</Tag>}
        {onBehalfOf && <Tag color="primary" fill="outline" data-on-behalf>{t('head.onBehalf', { leader: onBehalfOf })}</Tag>}
        {tags}
      </div>
      {facts.length > 0 && (
        <dl className="detail-facts">
          {facts.map((f) => (
            <div key={f.label} className="detail-fact">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
