import { Link } from 'react-router';
import type { eamApi } from '@wp/contract';
import { dateTime } from '../../../../lib/time.js';
import { maintenanceLinks } from '../../maintenance/links.js';
import { OverdueTag, TaskStatusTag } from '../../maintenance/components/Tags.js';
import { HistoryFacts } from './HistoryList.js';
import { useTranslation } from '../../../../i18n/index.js';

/** The local day of an ISO instant (yyyy-MM-dd): a maintenance task is planned and done by the day. */
const day = (iso: string | null) => dateTime(iso).slice(0, 10);

/**
 * A maintenance task of the asset: its code, status and 已逾期 in words, the plan's name and kind, the planned
 * date, the finished date (else the deadline), its group and executor, and the projects done. Opens the task.
 */
export function MaintenanceHistoryRow({ row }: { row: eamApi.MaintainTaskRow }) {
  const { t } = useTranslation('eam');
  const { t: tm } = useTranslation('eamMaintenance');
  const finished = row.status === 'finish';
  return (
    <Link className={`eam-hist-row${row.overdue ? ' is-overdue' : ''}`} to={maintenanceLinks.task(row.id)} data-task={row.businessCode}>
      <span className="eam-hist-head">
        <span className="eam-hist-code">{row.businessCode}</span>
        <span className="eam-hist-tags">
          {row.overdue && <OverdueTag />}
          <TaskStatusTag status={row.status} />
        </span>
      </span>
      <span className="eam-hist-title">{row.name}</span>
      <HistoryFacts facts={[
        { key: 'type', label: t('history.maintenance.type'), value: tm(`maintainType.${row.maintainType}`) },
        { key: 'planned', label: t('history.maintenance.planned'), value: day(row.planStartTime) },
        finished
          ? { key: 'finished', label: t('history.maintenance.finished'), value: day(row.actFinishTime) }
          : { key: 'deadline', label: t('history.maintenance.deadline'), value: dateTime(row.deadline) },
        { key: 'by', label: t('history.maintenance.by'), value: [row.group.name, row.executor?.name].filter(Boolean).join(' · ') },
        { key: 'projects', label: t('history.maintenance.projects'), value: t('history.maintenance.projectsDone', { done: row.projectDone, total: row.projectTotal }) },
      ]} />
    </Link>
  );
}
