import { List } from 'antd-mobile';
import { dateTime } from '../../../../lib/time.js';
import type { RepairOrderRow } from '../../../../domains/eam-repair/types.js';
import { OverdueTag, RepairStatusTag, UrgencyTag } from './RepairTags.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * One order of a list: code and status, asset, fault, urgency, when it was reported, who repairs it, and the
 * response deadline in red once missed. `mine`: the caller is its executor (said in words). `selected`: the one
 * open beside the list.
 */
export function OrderCard({ row, onOpen, selected, mine }: { row: RepairOrderRow; onOpen(): void; selected?: boolean; mine?: boolean }) {
  const { t } = useTranslation('eamRepair');
  const fault = row.categoryTplName ?? row.content;
  return (
    <List.Item className={`repair-card${row.responseOverdue ? ' is-overdue' : ''}`} aria-current={selected || undefined} arrow={false} onClick={onOpen}
      data-order={row.businessCode}>
      <div className="repair-card-head">
        {/* The card opens on a tap anywhere; the code is also a link so a keyboard reaches it and a screen reader names it. */}
        <span role="link" tabIndex={0} className="repair-card-code" aria-label={t('list.open', { code: row.businessCode, asset: row.assetName })}
          onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(); } }}>{row.businessCode}</span>
        <RepairStatusTag status={row.repairStatus} />
      </div>
      <div className="repair-card-asset">
        <span className="repair-card-asset-name">{row.assetName}</span>
        <span className="repair-card-asset-code">{row.assetCode}</span>
      </div>
      <div className="repair-card-fault">{fault}</div>
      <div className="repair-card-foot">
        <UrgencyTag urgency={row.urgency} />
        {row.assetDown && <span className="repair-card-down">{t('order.assetDown')}</span>}
        {row.responseOverdue && <OverdueTag />}
        {mine && <span className="repair-card-mine">{t('list.mine')}</span>}
        <span className="repair-card-time">{t('list.reportedAt', { time: dateTime(row.reportedAt) })}</span>
      </div>
      {(row.groupName || row.executor) && (
        <div className="repair-card-people">{t('list.assigned', { group: row.groupName ?? '', executor: row.executor?.name ?? '' })}</div>
      )}
    </List.Item>
  );
}
