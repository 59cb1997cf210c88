import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { eamApi } from '@wp/contract';
import { dateTime } from '../../../../lib/time.js';
import { inspectionLinks } from '../../inspection/links.js';
import { PointStatusTag } from '../../inspection/components/Tags.js';
import { HistoryFacts } from './HistoryList.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * A recorded inspection point of the asset: when, the result in words (正常 / 异常 / 不巡检, and how many readings
 * were out of range), the point, its round and plan, who recorded it and the remark. Opens the point's record
 * (read-only once recorded); a point still waiting has no record to open.
 */
export function InspectionHistoryRow({ row }: { row: eamApi.inspection.AssetInspectionRow }) {
  const { t } = useTranslation('eam');
  const abnormal = row.pointStatus === 'abnormal';
  const body: ReactNode = (
    <>
      <span className="eam-hist-head">
        <span className="eam-hist-code">{dateTime(row.operTime)}</span>
        <span className="eam-hist-tags">
          {row.abnormalItemCount > 0 && <span className="eam-hist-flag">{t('history.inspection.abnormalItems', { count: row.abnormalItemCount })}</span>}
          <PointStatusTag status={row.pointStatus} />
        </span>
      </span>
      <span className="eam-hist-title">{row.pointName}<span className="eam-hist-sub">{row.pointCode}</span></span>
      <HistoryFacts facts={[
        { key: 'round', label: t('history.inspection.round'), value: `${row.taskCode} · ${row.planName}` },
        { key: 'operator', label: t('history.inspection.operator'), value: row.operUserName },
        { key: 'remark', label: row.pointStatus === 'none' ? t('history.inspection.reason') : t('history.inspection.remark'), value: row.content },
      ]} />
    </>
  );
  const className = `eam-hist-row${abnormal ? ' is-abnormal' : ''}`;
  if (row.pointStatus === 'wait') return <div className={className} data-point={row.id}>{body}</div>;
  return <Link className={className} to={inspectionLinks.point(row.id)} data-point={row.id}>{body}</Link>;
}
