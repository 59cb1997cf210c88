import { Link } from 'react-router';
import type { RepairOrderRow } from '../../../../domains/eam-repair/types.js';
import { dateTime } from '../../../../lib/time.js';
import { repairLinks } from '../../repair/links.js';
import { OverdueTag, RepairStatusTag } from '../../repair/components/RepairTags.js';
import { HistoryFacts } from './HistoryList.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * A repair order of the asset: its code and status, the fault (the fault library's entry, else what the reporter
 * wrote), when and by whom it was reported, its urgency and who repairs it; 设备停机 and 响应超时 in words.
 * Opens the order.
 */
export function RepairHistoryRow({ row }: { row: RepairOrderRow }) {
  const { t } = useTranslation('eam');
  const fault = row.categoryTplName ?? row.content;
  const repairer = [row.groupName, row.executor?.name].filter(Boolean).join(' · ');
  return (
    <Link className="eam-hist-row" to={repairLinks.order(row.id)} data-order={row.businessCode}>
      <span className="eam-hist-head">
        <span className="eam-hist-code">{row.businessCode}</span>
        <span className="eam-hist-tags">
          {row.assetDown && <span className="eam-hist-flag">{t('history.repair.assetDown')}</span>}
          {row.responseOverdue && <OverdueTag />}
          <RepairStatusTag status={row.repairStatus} />
        </span>
      </span>
      <span className="eam-hist-title">{fault}</span>
      {row.categoryTplName && row.content && <span className="eam-hist-text">{row.content}</span>}
      <HistoryFacts facts={[
        { key: 'reportedAt', label: t('history.repair.reportedAt'), value: dateTime(row.reportedAt) },
        { key: 'reporter', label: t('history.repair.reporter'), value: row.reporter.name },
        { key: 'urgency', label: t('history.repair.urgency'), value: row.urgency.name },
        { key: 'repairer', label: t('history.repair.repairer'), value: repairer },
      ]} />
    </Link>
  );
}
