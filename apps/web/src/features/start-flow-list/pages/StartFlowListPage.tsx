import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchOutline } from 'antd-mobile-icons';
import { PullToRefresh } from 'antd-mobile';
import { PageHeader } from '../../../components/PageHeader.js';
import { ErrorPage, ReadFailure } from '../../../components/ErrorPage.js';
import { ListSkeleton } from '../../../components/ListSkeleton.js';
import { notify } from '../../../lib/notify.js';
import { useStartableFlows } from '../api/myMobileProcess.js';
import { useOftenUsedFlows } from '../api/querySysTag.js';
import { useSaveOftenUsed } from '../api/saveSysTag.js';
import { flowsByKey, placeGroups, startPath } from '../catalog.js';
import { isChanged, toggleFlow } from '../often-used.js';
import { FlowItem } from '../components/FlowItem.js';
import { OftenUsed } from '../components/OftenUsed.js';
import './start-flow-list.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/work/startFlowList`: the processes I may start, by FLOW_TYPE category with the category's icon and colour,
 * and my often-used flows on top. 'Edit' works on a copy of the often-used list: ticking a flow adds it,
 * unticking removes it; 'save' replaces the official list ('Saved often-used flow successfully').
 */
export function StartFlowListPage() {
  const { t } = useTranslation('startFlow');
  const navigate = useNavigate();
  const flows = useStartableFlows('');
  const often = useOftenUsedFlows();
  const save = useSaveOftenUsed();
  /** The working copy while editing; null when not editing. */
  const [copy, setCopy] = useState<string[] | null>(null);
  const groups = useMemo(() => placeGroups(flows.data?.rows ?? []), [flows.data]);
  const byKey = useMemo(() => flowsByKey(groups), [groups]);
  const official = useMemo(() => (often.data ?? []).map((f) => f.defKey), [often.data]);
  const editing = copy !== null;
  const shownKeys = copy ?? official;
  // Flows the user may no longer start stay in the saved list but are not drawn.
  const shown = shownKeys.map((k) => byKey.get(k)).filter((x) => x !== undefined);

  function saveCopy() {
    if (!copy) return;
    save.mutate(copy, {
      onSuccess: () => {
        notify.success(t('oftenUsed.saved'));
        setCopy(null);
      },
    });
  }

  const header = (
    <PageHeader title={t('title')} back right={
      <button type="button" className="link-button start-search-button" aria-label={t('searchTitle')} onClick={() => navigate('/work/startFlowList_search')}>
        <SearchOutline />
      </button>
    } />
  );
  if (flows.isPending) return <div className="page start-flows">{header}<ListSkeleton rows={6} /></div>;
  if (flows.isError) {
    return <div className="page start-flows">{header}<ReadFailure query={flows} tip={t('loadFailed')} /></div>;
  }

  return (
    <div className="page start-flows">
      {header}
      <PullToRefresh onRefresh={async () => void (await Promise.all([flows.refetch(), often.refetch()]))} disabled={editing}>
        <button type="button" className="start-search-entry" onClick={() => navigate('/work/startFlowList_search')}>
          <SearchOutline /> {t('searchPlaceholder')}
        </button>
        {groups.length === 0 ? (
          <ErrorPage status="empty" tip={t('empty')} />
        ) : (
          <>
            <OftenUsed flows={shown} editing={editing} changed={editing && isChanged(official, copy)}
              onEdit={() => setCopy(official)} onCancel={() => setCopy(null)} onSave={saveCopy}
              onStart={(flow) => navigate(startPath(flow))} onRemove={(k) => setCopy((c) => (c ? toggleFlow(c, k) : c))} />
            <div className="flow-groups">
              {groups.map(({ group, icon, color }) => (
                <section key={group.typeId ?? 'none'} className="card flow-group" aria-label={group.typeName}>
                  <header className="flow-group-head">
                    <span className="flow-group-icon" style={{ color, background: `${color}1a` }}>{icon}</span>
                    <span className="flow-group-name">{group.typeName}</span>
                    <span className="flow-group-count">{t('flowCount', { count: group.flowList.length })}</span>
                  </header>
                  <div className="flow-group-list">
                    {group.flowList.map((flow) => (
                      <FlowItem key={flow.defKey} flow={flow} color={color} editing={editing} ticked={shownKeys.includes(flow.defKey)}
                        onStart={() => navigate(startPath(flow))} onToggle={() => setCopy((c) => (c ? toggleFlow(c, flow.defKey) : c))} />
                    ))}
                  </div>
                </section>
              ))}
            </div>
          </>
        )}
      </PullToRefresh>
    </div>
  );
}
