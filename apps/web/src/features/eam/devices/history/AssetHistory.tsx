import { usePrefetchInfiniteQuery } from '@tanstack/react-query';
import { TabStrip } from '../../../../components/TabStrip.js';
import { assetOrdersQueryOptions, useAssetOrders } from '../../../../domains/eam-repair/api/queryOrdersByAsset.js';
import { assetTasksQueryOptions, useAssetTasks } from '../../../../domains/eam-maintenance/api/queryTasksByAsset.js';
import { assetPointsQueryOptions, useAssetPoints } from '../../../../domains/eam-inspection/api/pointQueryByAsset.js';
import { useQueryFilters } from '../../shared/use-query-filters.js';
import { HISTORY_TABS, historyTabOf, type HistoryTab } from './history-tabs.js';
import { HistoryList } from './HistoryList.js';
import { RepairHistoryRow } from './RepairHistoryRow.js';
import { MaintenanceHistoryRow } from './MaintenanceHistoryRow.js';
import { InspectionHistoryRow } from './InspectionHistoryRow.js';
import { RepairFigures } from './RepairFigures.js';
import './history.css';
import { useTranslation } from '../../../../i18n/index.js';

/** Starts the three history lists with the asset itself, not after it: the page shows them without a second wait. */
export function usePrefetchAssetHistory(assetId: string) {
  usePrefetchInfiniteQuery(assetOrdersQueryOptions(assetId));
  usePrefetchInfiniteQuery(assetTasksQueryOptions(assetId));
  usePrefetchInfiniteQuery(assetPointsQueryOptions(assetId));
}

/**
 * 设备履历: the asset's repairs, maintenance tasks and inspection records, one tab each (`?tab=`, kept in the URL
 * so a link opens the right one), each tab titled with its count once known. The tabs stick under the page's header.
 */
export function AssetHistory({ assetId }: { assetId: string }) {
  const { t } = useTranslation('eam');
  const { params, setFilter } = useQueryFilters<'tab'>({ tab: HISTORY_TABS[0] });
  const active = historyTabOf(params.get('tab'));
  const repair = useAssetOrders(assetId);
  const maintenance = useAssetTasks(assetId);
  const inspection = useAssetPoints(assetId);
  const totals: Record<HistoryTab, number | undefined> = {
    repair: repair.data?.pages[0]?.total, maintenance: maintenance.data?.pages[0]?.total, inspection: inspection.data?.pages[0]?.total,
  };
  const tabs = HISTORY_TABS.map((key) => ({
    key,
    title: <>{t(`history.tabs.${key}`)}{totals[key] !== undefined && <span className="eam-hist-count"> {totals[key]}</span>}</>,
  }));
  const name = t(`history.tabs.${active}`);
  return (
    <section className="eam-hist" aria-labelledby="eam-hist-title">
      <h2 id="eam-hist-title" className="eam-hist-heading">{t('history.title')}</h2>
      <TabStrip tabs={tabs} activeKey={active} onChange={(tab) => setFilter('tab', tab)} className="eam-hist-tabs" />
      <div role="tabpanel" aria-label={name} className="eam-hist-panel">
        {active === 'repair' && (
          <HistoryList query={repair} label={name} empty={t('history.empty.repair')} loadFailed={t('history.loadFailed.repair')}
            header={<RepairFigures assetId={assetId} />} rowKey={(r) => r.id} render={(r) => <RepairHistoryRow row={r} />} />
        )}
        {active === 'maintenance' && (
          <HistoryList query={maintenance} label={name} empty={t('history.empty.maintenance')} loadFailed={t('history.loadFailed.maintenance')}
            rowKey={(r) => r.id} render={(r) => <MaintenanceHistoryRow row={r} />} />
        )}
        {active === 'inspection' && (
          <HistoryList query={inspection} label={name} empty={t('history.empty.inspection')} loadFailed={t('history.loadFailed.inspection')}
            rowKey={(r) => r.id} render={(r) => <InspectionHistoryRow row={r} />} />
        )}
      </div>
    </section>
  );
}
