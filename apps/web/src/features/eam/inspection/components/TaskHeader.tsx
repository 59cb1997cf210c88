import type { eamApi } from '@wp/contract';
import { dateTime } from '../../../../lib/time.js';
import { timeSpan } from '../format.js';
import { MethodTag, OverdueTag, TaskStatusTag } from './Tags.js';
import { useTranslation } from '../../../../i18n/index.js';

/** A round's header: plan, status, code and route, group and members, planned and actual times, notes and feedback. */
export function TaskHeader({ task }: { task: eamApi.inspection.InspectionTaskDetail }) {
  const { t } = useTranslation('eamInspection');
  const span = timeSpan(task.planStartTime, task.deadline);
  const leaders = task.members.filter((m) => m.leader).map((m) => m.name);
  const others = task.members.filter((m) => !m.leader).map((m) => m.name);
  return (
    <section className="insp-header" aria-labelledby="insp-header-name">
      <div className="insp-header-top">
        <h2 className="insp-header-name" id="insp-header-name">{task.planName}</h2>
        <span className="insp-card-tags">
          {task.overdue && <OverdueTag />}
          <TaskStatusTag status={task.taskStatus} />
        </span>
      </div>
      <dl className="insp-facts">
        <div><dt>{t('detail.code')}</dt><dd>{task.taskCode}</dd></div>
        <div><dt>{t('detail.route')}</dt><dd>{task.routeName}</dd></div>
        <div><dt>{t('detail.group')}</dt><dd>{task.group.name}</dd></div>
        <div><dt>{t('detail.method')}</dt><dd><MethodTag method={task.inspectionMethod} /></dd></div>
        <div className="is-wide"><dt>{t('detail.members')}</dt><dd>
          {leaders.length > 0 && <span>{t('detail.leader', { names: leaders.join('、') })}</span>}
          {leaders.length > 0 && others.length > 0 && '；'}
          {others.join('、')}
          {task.members.length === 0 && t('none')}
        </dd></div>
        <div className={`is-wide${task.overdue ? ' is-overdue' : ''}`}><dt>{t('detail.planned')}</dt><dd>{t('list.span', { start: span.start, end: span.end })}</dd></div>
        {task.actStartTime && <div><dt>{t('detail.actStart')}</dt><dd>{dateTime(task.actStartTime)}</dd></div>}
        {task.actFinishTime && <div><dt>{t('detail.actFinish')}</dt><dd>{dateTime(task.actFinishTime)}</dd></div>}
        {task.actTotalCost !== null && <div><dt>{t('detail.hours')}</dt><dd>{t('detail.hoursValue', { count: task.actTotalCost })}</dd></div>}
        {task.planNotes && <div className="is-wide"><dt>{t('detail.notes')}</dt><dd>{task.planNotes}</dd></div>}
        {task.content && <div className="is-wide"><dt>{t('detail.feedback')}</dt><dd>{task.content}</dd></div>}
      </dl>
    </section>
  );
}
