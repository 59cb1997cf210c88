import { useLocation, useNavigate } from 'react-router';
import { SearchBar, Switch } from 'antd-mobile';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PagedList } from '../../../../components/PagedList.js';
import { TabStrip } from '../../../../components/TabStrip.js';
import { MasterDetail } from '../../../../components/layout/MasterDetail.js';
import { SPLIT_VIEW, useMediaQuery } from '../../../../lib/use-media-query.js';
import { useInspectionTaskList } from '../../../../domains/eam-inspection/api/taskQueryPagedList.js';
import { useInspectionStatusCount } from '../../../../domains/eam-inspection/api/taskStatusCount.js';
import type { TaskSearch } from '../../../../domains/eam-inspection/keys.js';
import { TaskCard } from '../components/TaskCard.js';
import { SyncBanner } from '../components/SyncBanner.js';
import { useAutoSync, useUserId } from '../offline/use-sync.js';
import type { QueuedRecord } from '../offline/types.js';
import { inspectionLinks } from '../links.js';
import { usePreloadRoundPages } from '../preload.js';
import { useQueryFilters, useTypedSearch } from '../../shared/use-query-filters.js';
import { TASK_TABS, taskSearchOf } from '../task-search.js';
import '../inspection.css';
import { useTranslation } from '../../../../i18n/index.js';

/** The filter values the URL leaves out (taskSearchOf's defaults). */
const TASK_FILTER_DEFAULTS = { tab: 'wait', mine: '1' };

/**
 * `/eam/inspectioin` — 巡检任务: tabs 待检 / 检中 / 已完成 / 全部 with their counts, "只看我的" (on by default) and a
 * search, all kept in the URL; an infinite list of rounds with pull to refresh; what waits on this device to sync.
 * On a tablet the round opens beside the list (ADR 0018): its route `detail?id=` lies under this one and shares
 * its query, so the list keeps its filters.
 */
export function TaskListPage() {
  const { t } = useTranslation('eamInspection');
  const userId = useUserId();
  const { params, setFilter } = useQueryFilters<'tab' | 'mine' | 'q'>(TASK_FILTER_DEFAULTS);
  const search = taskSearchOf(params);
  const { text, onType } = useTypedSearch(search.text, (v) => setFilter('q', v));
  const { queue, syncing, sync } = useAutoSync(userId);
  usePreloadRoundPages();

  const list = (
    <div className="page insp-page">
      <div className="insp-top">
        <PageHeader title={t('title')} back />
        <SyncBanner records={queue} syncing={syncing} onSync={() => void sync()} />
        <div className="insp-search">
          <SearchBar placeholder={t('list.searchPlaceholder')} value={text} onChange={onType} maxLength={100} aria-label={t('list.searchPlaceholder')} />
          <label className="insp-mine">
            <span id="insp-mine-label">{t('list.mine')}</span>
            <Switch checked={search.mine} onChange={(on) => setFilter('mine', on ? '1' : '0')} aria-labelledby="insp-mine-label" />
          </label>
        </div>
        <Tabs search={search} onTab={(tab) => setFilter('tab', tab)} />
      </div>
      <TaskList search={search} queue={queue} />
    </div>
  );
  return <MasterDetail list={list} />;
}

/** The tabs with their counts (a failed count says so, with a retry). */
function Tabs({ search, onTab }: { search: TaskSearch; onTab(tab: TaskSearch['tab']): void }) {
  const { t } = useTranslation('eamInspection');
  const counts = useInspectionStatusCount(search.mine);
  const tabs = TASK_TABS.map((tab) => ({
    key: tab,
    title: <>{t(`tabs.${tab}`)}{counts.data && <span className="insp-tab-count"> {counts.data[tab]}</span>}</>,
  }));
  return (
    <>
      <TabStrip tabs={tabs} activeKey={search.tab} onChange={onTab} className="insp-tabs" />
      {counts.isError && (
        <p className="insp-counts-failed" role="alert">
          {t('list.countFailed')}
          <button type="button" className="link-button" onClick={() => void counts.refetch()}>{t('retry')}</button>
        </p>
      )}
    </>
  );
}

/**
 * How a card opens its round: a phone goes to `/eam/inspectioin/detail?id=`; a tablet shows it beside the list
 * under the same URL with the list's filters kept in the query (the first round a new history entry, a change of
 * round a replacement, as useMasterDetail does for item routes with a path of their own).
 */
function useOpenTask() {
  const split = useMediaQuery(SPLIT_VIEW);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const open = (id: string) => {
    if (!split) return void navigate(inspectionLinks.detail(id));
    const next = new URLSearchParams(params);
    next.set('id', id);
    void navigate(`${inspectionLinks.list}/detail?${next.toString()}`, { replace: pathname !== inspectionLinks.list });
  };
  const isOpen = (id: string) => split && pathname === `${inspectionLinks.list}/detail` && params.get('id') === id;
  return { open, isOpen };
}

/** The list itself: mounted only where it shows, so a phone opening a round does not fetch the list. */
function TaskList({ search, queue }: { search: TaskSearch; queue: QueuedRecord[] }) {
  const { t } = useTranslation('eamInspection');
  const query = useInspectionTaskList(search);
  const { open, isOpen } = useOpenTask();
  const total = query.data?.pages[0]?.total;
  const queuedOf = (taskId: string) => queue.filter((r) => r.taskId === taskId && r.state === 'waiting').length;
  const empty = search.text ? t('list.emptySearch', { text: search.text })
    : search.tab === 'all' ? t('list.emptyAll') : t('list.empty', { tab: t(`tabs.${search.tab}`) });
  return (
    <PagedList query={query} className="insp-list" testId="insp-list-loading" loadFailed={t('list.loadFailed')} empty={empty}
      header={total !== undefined ? <span className="insp-total" aria-live="polite">{t('list.total', { count: total })}</span> : undefined}
      render={(r) => <TaskCard key={r.id} row={r} queued={queuedOf(r.id)} selected={isOpen(r.id)} onOpen={() => open(r.id)} />} />
  );
}
