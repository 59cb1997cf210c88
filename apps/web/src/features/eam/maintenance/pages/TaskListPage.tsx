import { SearchBar } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { eamApi } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PagedList } from '../../../../components/PagedList.js';
import { TabStrip } from '../../../../components/TabStrip.js';
import { MasterDetail, useMasterDetail } from '../../../../components/layout/MasterDetail.js';
import { useTaskList } from '../../../../domains/eam-maintenance/api/queryTaskPagedList.js';
import { useTaskStatusCount } from '../../../../domains/eam-maintenance/api/queryTaskStatusCount.js';
import type { TaskSearch } from '../../../../domains/eam-maintenance/keys.js';
import { TaskCard } from '../components/TaskCard.js';
import { maintenanceLinks } from '../links.js';
import { useQueryFilters, useTypedSearch } from '../../shared/use-query-filters.js';
import { DEFAULT_TASK_SEARCH, taskSearchOf } from '../task-search.js';
import '../maintenance.css';
import { useTranslation } from '../../../../i18n/index.js';

/** The filter values the URL leaves out. */
const TASK_FILTER_DEFAULTS = { status: DEFAULT_TASK_SEARCH.status, scope: DEFAULT_TASK_SEARCH.scope };

/**
 * `/eam/maintenance/devTask` — 保养任务: tabs 待保养 / 保养中 / 已完成 / 已取消 with their counts, the overdue filter,
 * whose tasks (mine, my groups', all) and a search, all kept in the URL; an infinite list with pull to refresh.
 * On a tablet the task opens beside the list (ADR 0018: its route `details/:id` under this one).
 */
export function TaskListPage() {
  const { t } = useTranslation('eamMaintenance');
  const { params, setFilter } = useQueryFilters<'status' | 'overdue' | 'scope' | 'q' | 'planId'>(TASK_FILTER_DEFAULTS);
  const search = taskSearchOf(params);
  const { text, onType } = useTypedSearch(search.text, (v) => setFilter('q', v));

  const counts = useTaskStatusCount({ scope: search.scope, text: search.text, planId: search.planId });
  const tabs = eamApi.MAINTAIN_TASK_STATUSES.map((s) => ({
    key: s,
    title: <>{t(`taskStatus.${s}`)}{counts.data && <span className="eam-mt-tab-count"> {counts.data[s]}</span>}</>,
  }));

  const list = (
    <div className="page eam-mt-page">
      <div className="eam-mt-top">
        <PageHeader title={t('tasks.title')} back />
        <div className="eam-mt-search">
          <SearchBar placeholder={t('tasks.searchPlaceholder')} value={text} onChange={onType} maxLength={100} aria-label={t('tasks.searchPlaceholder')} />
        </div>
        <div className="eam-mt-chips" role="group" aria-label={t('tasks.scope')}>
          {eamApi.MAINTAIN_TASK_SCOPES.map((s) => (
            <button key={s} type="button" className="eam-mt-chip" aria-pressed={search.scope === s} onClick={() => setFilter('scope', s)}>
              {t(`scope.${s}`)}
            </button>
          ))}
          <span className="eam-mt-chips-gap" aria-hidden />
          <button type="button" className="eam-mt-chip is-overdue" aria-pressed={search.overdue}
            onClick={() => setFilter('overdue', search.overdue ? undefined : '1')}>
            {t('tasks.overdueOnly')}{counts.data ? ` ${counts.data.overdue}` : ''}
          </button>
        </div>
        {search.planId && (
          <div className="eam-mt-filter">
            <span>{t('tasks.planFilter')}</span>
            <button type="button" className="eam-mt-filter-clear" aria-label={t('tasks.clearPlan')} onClick={() => setFilter('planId', undefined)}>
              <CloseOutline aria-hidden />
            </button>
          </div>
        )}
        <TabStrip tabs={tabs} activeKey={search.status} onChange={(s) => setFilter('status', s)} className="eam-mt-tabs" />
        {counts.isError && (
          <p className="eam-mt-counts-failed" role="alert">
            {t('tasks.countFailed')}
            <button type="button" className="link-button" onClick={() => void counts.refetch()}>{t('retry')}</button>
          </p>
        )}
      </div>
      <TaskList search={search} />
    </div>
  );
  return <MasterDetail list={list} />;
}

/** The list itself: mounted only where it shows, so a phone opening a task does not fetch the list. */
function TaskList({ search }: { search: TaskSearch }) {
  const { t } = useTranslation('eamMaintenance');
  const query = useTaskList(search);
  const detail = useMasterDetail();
  const total = query.data?.pages[0]?.total;
  const status = t(`taskStatus.${search.status}`);
  const empty = search.text ? t('tasks.emptySearch', { text: search.text })
    : search.overdue ? t('tasks.emptyOverdue', { status }) : t('tasks.empty', { status });
  return (
    <PagedList query={query} className="eam-mt-list" testId="eam-mt-tasks-loading" loadFailed={t('tasks.loadFailed')} empty={empty}
      header={total !== undefined ? <span className="eam-mt-total" aria-live="polite">{t('tasks.total', { count: total })}</span> : undefined}
      render={(r) => <TaskCard key={r.id} row={r} {...detail.row(maintenanceLinks.task(r.id))} />} />
  );
}
