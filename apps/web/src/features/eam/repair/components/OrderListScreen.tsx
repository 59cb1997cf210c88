import { useState, type ReactNode } from 'react';
import { SearchBar } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PagedList } from '../../../../components/PagedList.js';
import { TabStrip } from '../../../../components/TabStrip.js';
import { MasterDetail, useMasterDetail } from '../../../../components/layout/MasterDetail.js';
import { useDebounced } from '../../../../lib/use-debounced.js';
import { useOrderList } from '../../../../domains/eam-repair/api/queryOrderPagedList.js';
import { useStatusCount } from '../../../../domains/eam-repair/api/queryStatusCount.js';
import type { RepairOrderSearch } from '../../../../domains/eam-repair/keys.js';
import type { RepairScope, RepairStatus } from '../../../../domains/eam-repair/types.js';
import { useRepairRights } from '../rights.js';
import { repairLinks } from '../links.js';
import { useQueryFilters } from '../../shared/use-query-filters.js';
import { OrderCard } from './OrderCard.js';
import '../../devices/devices.css';
import '../repair.css';
import { useTranslation } from '../../../../i18n/index.js';

type Tab = RepairStatus | 'all';
const isStatus = (v: string | null): v is RepairStatus => (eamApi.REPAIR_STATUSES as readonly string[]).includes(v ?? '');
const isScope = (v: string | null): v is RepairScope => (eamApi.REPAIR_SCOPES as readonly string[]).includes(v ?? '');

/**
 * A list of repair orders (报修记录, 维修工单): tabs by status with their counts, the scope (`scopes`: the choice of
 * 我报修的 / 我班组的 / 全部; one scope: fixed), a search over the order code and the asset, an infinite list with
 * pull to refresh. Tab and scope stay in the URL (`?status=`, `?scope=`). On a tablet the order opens beside the
 * list (ADR 0018). `children`: what floats over the list (the report button and form).
 */
export function OrderListScreen({ title, scopes, tabs, children }: { title: string; scopes: readonly RepairScope[]; tabs: readonly Tab[]; children?: ReactNode }) {
  const { t } = useTranslation('eamRepair');
  const { params, setFilter: setParam } = useQueryFilters<'scope' | 'status'>({ scope: scopes[0], status: 'all' });
  const askedScope = params.get('scope');
  const scope = isScope(askedScope) && scopes.includes(askedScope) ? askedScope : scopes[0];
  const asked = params.get('status');
  const tab: Tab = isStatus(asked) && tabs.includes(asked) ? asked : 'all';
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());

  const list = (
    <div className="page eam-page repair-page">
      <div className="eam-top">
        <PageHeader title={title} back />
        <div className="eam-search">
          <SearchBar placeholder={t('list.searchPlaceholder')} value={text} onChange={setText} maxLength={100} aria-label={t('list.searchPlaceholder')} />
        </div>
        {scopes.length > 1 && (
          <div className="eam-chips" role="group" aria-label={t('list.scope')}>
            {scopes.map((s) => (
              <button key={s} type="button" className="eam-chip" aria-pressed={scope === s} onClick={() => setParam('scope', s)}>
                {t(`scope.${s}`)}
              </button>
            ))}
          </div>
        )}
        <StatusTabs scope={scope} tabs={tabs} active={tab} onChange={(k) => setParam('status', k)} />
      </div>
      <OrderList search={{ scope, status: tab === 'all' ? undefined : tab, text: typed }} />
      {children}
    </div>
  );
  return <MasterDetail list={list} />;
}

/** The status tabs with each one's count in the scope (mounted with the list only). */
function StatusTabs({ scope, tabs, active, onChange }: { scope: RepairScope; tabs: readonly Tab[]; active: Tab; onChange(tab: Tab): void }) {
  const { t } = useTranslation('eamRepair');
  const counts = useStatusCount(scope);
  return (
    <TabStrip className="repair-tabs" activeKey={active} onChange={onChange}
      tabs={tabs.map((k) => {
        const count = counts.data?.[k];
        return {
          key: k,
          title: <>{k === 'all' ? t('list.allStatus') : t(`status.${k}`)}{count !== undefined && <span className="repair-tab-count"> {count}</span>}</>,
        };
      })} />
  );
}

/** The list itself: mounted only where it shows, so a phone opening an order does not fetch the list. */
function OrderList({ search }: { search: RepairOrderSearch }) {
  const { t } = useTranslation('eamRepair');
  const query = useOrderList(search);
  const detail = useMasterDetail();
  const { userId } = useRepairRights();
  const total = query.data?.pages[0]?.total;
  const empty = search.text ? t('list.emptySearch', { text: search.text }) : search.status ? t('list.emptyStatus', { status: t(`status.${search.status}`) }) : t('list.empty');
  return (
    <PagedList query={query} className="repair-list" testId="repair-list-loading" loadFailed={t('list.loadFailed')} empty={empty}
      header={total !== undefined ? <span className="eam-total" aria-live="polite">{t('list.total', { count: total })}</span> : undefined}
      render={(r) => <OrderCard key={r.id} row={r} mine={!!userId && r.executor?.id === userId} {...detail.row(repairLinks.order(r.id))} />} />
  );
}
