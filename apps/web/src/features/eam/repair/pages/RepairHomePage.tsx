import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddCircleOutline, FileOutline, SetOutline, UserSetOutline } from 'antd-mobile-icons';
import { eamApi } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { useStatusCount } from '../../../../domains/eam-repair/api/queryStatusCount.js';
import type { RepairStatus, RepairStatusCount } from '../../../../domains/eam-repair/types.js';
import { useRepairRights } from '../rights.js';
import { repairLinks } from '../links.js';
import '../../devices/devices.css';
import '../repair.css';
import { useTranslation } from '../../../../i18n/index.js';

/** The work orders waiting for their executor's hands: to start, under repair, or back after a failed acceptance. */
const MY_OPEN: RepairStatus[] = ['dispatched', 'repairing', 'acceptance_failed'];
const sum = (counts: RepairStatusCount | undefined, statuses: readonly RepairStatus[]) => (counts ? statuses.reduce((n, s) => n + counts[s], 0) : undefined);

/**
 * `/eam/maintenance2` — 维修: 我要报修, 报修记录 with the plant's open orders, 维修工单 with those of my teams
 * waiting for their hands, and 维修设置 for those who may change the settings (administrators and repair managers).
 */
export function RepairHomePage() {
  const { t } = useTranslation('eamRepair');
  const all = useStatusCount('all');
  const team = useStatusCount('team');
  const { manager } = useRepairRights();
  const failed = all.isError || team.isError;
  return (
    <div className="page eam-page repair-page">
      <PageHeader title={t('home.title')} back />
      <ul className="repair-entries">
        <Entry to={repairLinks.report()} icon={<AddCircleOutline />} name={t('home.report')} hint={t('home.reportHint')} tone="is-primary" />
        <Entry to={repairLinks.orders} icon={<FileOutline />} name={t('home.orders')} counted
          count={countText(sum(all.data, eamApi.REPAIR_OPEN_STATUSES), (count) => t('home.openCount', { count }))} />
        <Entry to={repairLinks.workOrders} icon={<UserSetOutline />} name={t('home.workOrders')} counted
          count={countText(sum(team.data, MY_OPEN), (count) => t('home.myOpenCount', { count }))} />
        {manager && <Entry to={repairLinks.settings} icon={<SetOutline />} name={t('home.settings')} hint={t('home.settingsHint')} />}
      </ul>
      {failed && (
        <p className="repair-home-failed" role="alert">
          {t('home.countsFailed')}{' '}
          <button type="button" className="link-button" onClick={() => { void all.refetch(); void team.refetch(); }}>{t('retry')}</button>
        </p>
      )}
    </div>
  );
}

const countText = (n: number | undefined, words: (count: number) => string) => (n === undefined ? undefined : words(n));

/** A tile: its icon, name and, when `counted`, its count (a skeleton while it loads), else a hint; the words are the link's name. */
function Entry({ to, icon, name, hint, counted, count, tone = '' }: {
  to: string; icon: ReactNode; name: string; hint?: string; counted?: boolean; count?: string; tone?: string;
}) {
  return (
    <li>
      <Link className={`repair-entry ${tone}`} to={to}>
        <span className="repair-entry-icon" aria-hidden>{icon}</span>
        <span className="repair-entry-name">{name}</span>
        {counted ? (
          count === undefined ? <span className="repair-entry-count is-loading" aria-hidden /> : <span className="repair-entry-count">{count}</span>
        ) : <span className="repair-entry-hint">{hint}</span>}
      </Link>
    </li>
  );
}
