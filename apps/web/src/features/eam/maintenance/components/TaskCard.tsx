import { List } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { dateTime } from '../../../../lib/time.js';
import { OverdueTag, TaskStatusTag } from './Tags.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * One task of a list: name and status, code and kind, the asset (name, code, position), planned start → deadline
 * (red with words when overdue), the group and executor, and the projects done of all. `selected`: open beside
 * the list.
 */
export function TaskCard({ row, onOpen, selected }: { row: eamApi.MaintainTaskRow; onOpen(): void; selected?: boolean }) {
  const { t } = useTranslation('eamMaintenance');
  const done = row.projectTotal > 0 ? row.projectDone / row.projectTotal : 0;
  return (
    <List.Item className="eam-mt-card" data-task-id={row.id} aria-current={selected || undefined} arrow={false} onClick={onOpen}>
      <div className="eam-mt-card-head">
        {/* The card opens on a tap anywhere; the name is also a link so a keyboard reaches it and a screen reader names it. */}
        <span role="link" tabIndex={0} className="eam-mt-card-name" aria-label={t('list.open', { name: row.name })}
          onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(); } }}>{row.name}</span>
        <TaskStatusTag status={row.status} />
      </div>
      <div className="eam-mt-card-line">
        <span>{row.businessCode}</span>
        <span>{t(`maintainType.${row.maintainType}`)}</span>
      </div>
      <div className="eam-mt-card-asset">
        <span className="eam-mt-card-asset-name">{row.asset.name}</span>
        <span>{row.asset.assetCode}</span>
        {row.asset.positionName && <span className="eam-mt-card-position">{row.asset.positionName}</span>}
      </div>
      <div className={`eam-mt-card-time${row.overdue ? ' is-overdue' : ''}`}>
        <span>{t('list.window', { start: dateTime(row.planStartTime), deadline: dateTime(row.deadline) })}</span>
        {row.overdue && <OverdueTag />}
      </div>
      <div className="eam-mt-card-foot">
        <span>{row.group.name}</span>
        {row.executor && <span>{t('list.executor', { name: row.executor.name })}</span>}
        <span className="eam-mt-progress" aria-label={t('list.projectsAria', { done: row.projectDone, total: row.projectTotal })}>
          <span aria-hidden className="eam-mt-progress-bar"><span style={{ width: `${Math.round(done * 100)}%` }} /></span>
          <span aria-hidden>{t('list.projects', { done: row.projectDone, total: row.projectTotal })}</span>
        </span>
      </div>
    </List.Item>
  );
}
