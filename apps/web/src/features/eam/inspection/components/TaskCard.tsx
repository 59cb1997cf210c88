import { List } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { timeSpan } from '../format.js';
import { ProgressBar } from './ProgressBar.js';
import { MethodTag, OverdueTag, TaskStatusTag } from './Tags.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * One round of the list: plan (and route), code, group, planned start → deadline (red once overdue), its progress,
 * the order mode, and how many of its points wait on this device. `selected`: the round open beside the list.
 */
export function TaskCard({ row, queued, onOpen, selected }: { row: eamApi.inspection.InspectionTaskRow; queued: number; onOpen(): void; selected?: boolean }) {
  const { t } = useTranslation('eamInspection');
  const span = timeSpan(row.planStartTime, row.deadline);
  return (
    <List.Item className={`insp-card${row.overdue ? ' is-overdue' : ''}`} aria-current={selected || undefined} arrow={false} onClick={onOpen}>
      <div className="insp-card-head">
        {/* The card opens on a tap anywhere; the name is also a link so a keyboard reaches it and a screen reader names it. */}
        <span role="link" tabIndex={0} className="insp-card-name" aria-label={t('list.open', { name: row.planName, code: row.taskCode })}
          onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(); } }}>{row.planName}</span>
        <span className="insp-card-tags">
          {row.overdue && <OverdueTag />}
          <TaskStatusTag status={row.taskStatus} />
        </span>
      </div>
      <div className="insp-card-line">
        <span>{row.taskCode}</span>
        {row.routeName && row.routeName !== row.planName && <span>{row.routeName}</span>}
      </div>
      <div className="insp-card-line">
        <span>{row.group.name}</span>
        <MethodTag method={row.inspectionMethod} />
      </div>
      <div className={`insp-card-time${row.overdue ? ' is-overdue' : ''}`}>
        {t('list.span', { start: span.start, end: span.end })}
      </div>
      <ProgressBar counts={{ normal: row.pointNormalCount, abnormal: row.pointAbnormalCount, none: row.pointNoneCount, wait: row.pointWaitCount }} queued={queued} />
    </List.Item>
  );
}
