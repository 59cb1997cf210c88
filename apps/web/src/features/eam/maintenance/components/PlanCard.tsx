import { List } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { dateTime } from '../../../../lib/time.js';
import { triggerWords } from '../format.js';
import { PlanStatusTag } from './Tags.js';
import { useTranslation } from '../../../../i18n/index.js';

/** One plan of the list: name and status, code, asset, trigger in words, next and last run, group. */
export function PlanCard({ row, onOpen, selected }: { row: eamApi.MaintainPlanRow; onOpen(): void; selected?: boolean }) {
  const { t } = useTranslation('eamMaintenance');
  return (
    <List.Item className="eam-mt-card" data-plan-id={row.id} aria-current={selected || undefined} arrow={false} onClick={onOpen}>
      <div className="eam-mt-card-head">
        <span role="link" tabIndex={0} className="eam-mt-card-name" aria-label={t('list.open', { name: row.name })}
          onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(); } }}>{row.name}</span>
        <PlanStatusTag status={row.status} />
      </div>
      <div className="eam-mt-card-line">
        <span>{row.code}</span>
        <span>{t(`maintainType.${row.maintainType}`)}</span>
      </div>
      <div className="eam-mt-card-asset">
        <span className="eam-mt-card-asset-name">{row.asset.name}</span>
        <span>{row.asset.assetCode}</span>
      </div>
      <div className="eam-mt-card-trigger">{triggerWords(row.trigger, t)}</div>
      <dl className="eam-mt-card-runs">
        <div><dt>{t('plan.nextTime')}</dt><dd>{row.nextTime ? dateTime(row.nextTime) : t('plan.noNext')}</dd></div>
        <div><dt>{t('plan.lastTime')}</dt><dd>{row.lastTime ? dateTime(row.lastTime) : t('none')}</dd></div>
      </dl>
      <div className="eam-mt-card-foot"><span>{row.group.name}</span></div>
    </List.Item>
  );
}
