import type { ReactNode } from 'react';
import { Button, Tag } from 'antd-mobile';
import type { OpinionRecordRow, PredictedPath } from '@wp/contract';
import { OutcomeTag } from '../../../components/OutcomeTag.js';
import { countdown, dateTime } from '../time.js';
import { useTranslation } from '../../../i18n/index.js';

type Step = PredictedPath['done'][number];

/** The first lines of a step: a dot on the line, the node's name and a tag of what happened or happens there. */
function StepHead({ name, tag }: { name: string; tag: ReactNode }) {
  return (
    <>
      <span className="timeline-dot" aria-hidden />
      <div className="timeline-head">
        <span className="timeline-name">{name}</span>
        {tag}
      </div>
    </>
  );
}

/** The opinion record behind a done step (same node and completion time), for its words and opinion text. */
function recordOf(step: Step, records: readonly OpinionRecordRow[]) {
  const atNode = records.filter((r) => r.taskKey === step.nodeId && r.completeTime);
  return atNode.find((r) => r.completeTime === step.time) ?? atNode.find((r) => r.status === step.result);
}

/**
 * A timeline of an instance: the done steps with handler, decision, opinion and time; the current steps with
 * who holds them, since when, the due countdown and an urge button; then the predicted steps with the people
 * who would get them.
 */
export function Timeline({ path, records, canUrge, urgeReason, onUrge, now = () => new Date().toISOString() }: {
  path: PredictedPath;
  records: readonly OpinionRecordRow[];
  canUrge?: boolean;
  /** Why urging is not possible, when the viewer could otherwise urge. */
  urgeReason?: string;
  onUrge?: () => void;
  now?: () => string;
}) {
  const { t } = useTranslation('task');
  const lagText = (key: string, vars?: Record<string, number>) => t(`approval:${key}`, vars);
  const nobody = t('timeline.nobody');
  return (
    <ol className="timeline" aria-label={t('timeline.label')}>
      {path.done.map((step, i) => {
        const record = recordOf(step, records);
        const rejected = step.result === 'reject' || step.result === 'backToStart' || step.result === 'oppose';
        return (
          <li key={`done-${i}`} className={`timeline-step is-done ${rejected ? 'is-rejected' : ''}`} data-node={step.nodeId}>
            <StepHead name={step.name} tag={<Tag color={rejected ? 'danger' : 'success'} fill="outline">{record?.statusVal || t(`result.${step.result}`, { defaultValue: step.result ?? '' })}</Tag>} />
            <div className="timeline-meta">
              <span>{step.userNames.join('、') || nobody}</span>
              {step.time && <time dateTime={step.time}>{dateTime(step.time)}</time>}
            </div>
            {record?.opinion && <p className="timeline-opinion">{record.opinion}</p>}
          </li>
        );
      })}
      {path.current.map((step) => {
        const due = step.dueTime ? countdown(step.dueTime, now(), lagText) : null;
        return (
          <li key={`current-${step.nodeId}`} className="timeline-step is-current" data-node={step.nodeId}>
            <StepHead name={step.name} tag={<Tag color="primary" fill="outline">{t('timeline.current')}</Tag>} />
            <div className="timeline-meta">
              <span>{step.userNames.join('、') || nobody}</span>
              {step.time && <span>{t('timeline.arrived', { time: dateTime(step.time) })}</span>}
            </div>
            {due && (
              <div className={`timeline-due ${due.overdue ? 'is-overdue' : ''}`} data-overdue={due.overdue || undefined}>
                {due.overdue ? t('timeline.overdue', { lag: due.text }) : t('timeline.left', { lag: due.text })}
              </div>
            )}
            {onUrge && (
              <div className="timeline-urge">
                <Button size="mini" color="warning" fill="outline" disabled={!canUrge} onClick={onUrge}>{t('actions.urge')}</Button>
                {!canUrge && urgeReason && <span className="timeline-reason">{urgeReason}</span>}
              </div>
            )}
          </li>
        );
      })}
      {path.coming.map((step) => (
        <li key={`coming-${step.nodeId}`} className="timeline-step is-coming" data-node={step.nodeId}>
          <StepHead name={step.name} tag={<Tag color="default" fill="outline">{t('timeline.coming')}</Tag>} />
          <div className="timeline-meta"><span>{step.userNames.join('、') || t('timeline.undecided')}</span></div>
        </li>
      ))}
      {path.current.length === 0 && path.coming.length === 0 && (
        <li className="timeline-step is-end">
          {/* A request its starter ended herself was withdrawn (撤回), not terminated by someone else. */}
          <StepHead name={t(`timeline.finished.${path.outcome === 'withdrawn' ? 'revoke' : path.status}`, { defaultValue: t('timeline.finished.end') })}
            tag={path.outcome !== 'inProgress' ? <OutcomeTag outcome={path.outcome} text={path.outcomeName} /> : null} />
        </li>
      )}
    </ol>
  );
}
