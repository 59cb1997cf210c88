import { useLocation, useNavigate } from 'react-router';
import { SearchBar } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { eamApi } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PagedList } from '../../../../components/PagedList.js';
import { MasterDetail } from '../../../../components/layout/MasterDetail.js';
import { SPLIT_VIEW, useMediaQuery } from '../../../../lib/use-media-query.js';
import { notify } from '../../../../lib/notify.js';
import { usePlanList } from '../../../../domains/eam-maintenance/api/queryPlanPagedList.js';
import { useMayEnterPlans } from '../../../../domains/eam-maintenance/api/queryGroupList.js';
import type { PlanSearch } from '../../../../domains/eam-maintenance/keys.js';
import { useQueryFilters, useTypedSearch } from '../../shared/use-query-filters.js';
import { PlanCard } from '../components/PlanCard.js';
import { PlanFormSheet } from '../components/PlanFormSheet.js';
import { maintenanceLinks } from '../links.js';
import '../maintenance.css';
import { useTranslation } from '../../../../i18n/index.js';

const isPlanStatus = (v: string | null): v is eamApi.MaintainPlanStatus => (eamApi.MAINTAIN_PLAN_STATUSES as readonly string[]).includes(v ?? '');

/**
 * `/eam/maintenance/devPlan` — 保养计划: the plans (name, code, asset, trigger in words, next and last run, status,
 * group), filtered by status and searched, both kept in the URL. On a tablet a plan opens beside the list: its
 * details route `details?id=` shares the URL's query with the list's filters (ADR 0018). 新建 (`?new=1`) for
 * those who lead a maintenance group or manage maintenance: the new plan opens once saved.
 */
export function PlanListPage() {
  const { t } = useTranslation('eamMaintenance');
  const { params, setFilter } = useQueryFilters<'status' | 'q' | 'new'>();
  const mayEnter = useMayEnterPlans();
  const opening = usePlanOpening();
  const asked = params.get('status');
  const status = isPlanStatus(asked) ? asked : undefined;
  const q = (params.get('q') ?? '').trim();
  const { text, onType } = useTypedSearch(q, (v) => setFilter('q', v));

  const list = (
    <div className="page eam-mt-page">
      <div className="eam-mt-top">
        <PageHeader title={t('plans.title')} back right={mayEnter ? (
          <button type="button" className="repair-header-button" onClick={() => setFilter('new', '1')}>
            <AddOutline aria-hidden /> {t('planForm.add')}
          </button>
        ) : undefined} />
        <div className="eam-mt-search">
          <SearchBar placeholder={t('plans.searchPlaceholder')} value={text} onChange={onType} maxLength={100} aria-label={t('plans.searchPlaceholder')} />
        </div>
        <div className="eam-mt-chips" role="group" aria-label={t('plans.statusFilter')}>
          {[undefined, ...eamApi.MAINTAIN_PLAN_STATUSES].map((s) => (
            <button key={s ?? 'all'} type="button" className="eam-mt-chip" aria-pressed={status === s} onClick={() => setFilter('status', s)}>
              {s ? t(`planStatus.${s}`) : t('plans.allStatus')}
            </button>
          ))}
        </div>
      </div>
      <PlanList search={{ status, text: q }} opening={opening} />
      <PlanFormSheet open={mayEnter && params.get('new') === '1'} onClose={() => setFilter('new', undefined)} title={t('planForm.newTitle')}
        onSaved={(plan) => {
          notify.success(t('planForm.created', { code: plan.code }));
          setFilter('new', undefined);
          opening.row(plan.id).onOpen();
        }} />
    </div>
  );
  return <MasterDetail list={list} />;
}

/**
 * How a plan opens: full screen on a phone; on a tablet beside the list, its id added to the list's query (the
 * first one a new history entry, a change of plan replacing it, as useMasterDetail does).
 */
function usePlanOpening() {
  const split = useMediaQuery(SPLIT_VIEW);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const openId = new URLSearchParams(search).get('id');
  const beside = pathname.endsWith('/details');
  return {
    row: (id: string) => ({
      selected: split && beside && openId === id,
      onOpen: () => {
        if (!split) return void navigate(maintenanceLinks.plan(id));
        // The list's filters go along; a form open over it (`new`) does not.
        const kept = new URLSearchParams(search);
        kept.delete('new');
        void navigate(maintenanceLinks.plan(id, kept), { replace: beside });
      },
    }),
  };
}

function PlanList({ search, opening }: { search: PlanSearch; opening: ReturnType<typeof usePlanOpening> }) {
  const { t } = useTranslation('eamMaintenance');
  const query = usePlanList(search);
  const total = query.data?.pages[0]?.total;
  const empty = search.text ? t('plans.emptySearch', { text: search.text }) : search.status ? t('plans.emptyFiltered') : t('plans.empty');
  return (
    <PagedList query={query} className="eam-mt-list" testId="eam-mt-plans-loading" loadFailed={t('plans.loadFailed')} empty={empty}
      header={total !== undefined ? <span className="eam-mt-total" aria-live="polite">{t('plans.total', { count: total })}</span> : undefined}
      render={(r) => <PlanCard key={r.id} row={r} {...opening.row(r.id)} />} />
  );
}
