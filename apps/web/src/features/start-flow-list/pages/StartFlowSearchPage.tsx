import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBar } from 'antd-mobile';
import { ErrorPage, ReadFailure } from '../../../components/ErrorPage.js';
import { ListSkeleton } from '../../../components/ListSkeleton.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import { useStartableFlows } from '../api/myMobileProcess.js';
import { flowsByKey, placeGroups, startPath } from '../catalog.js';
import { FlowItem } from '../components/FlowItem.js';
import './start-flow-list.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/work/startFlowList_search`: find a startable process by name; each hit shows its category and starts on
 * tap. 'cancel' goes back to the start list.
 */
export function StartFlowSearchPage() {
  const { t } = useTranslation('startFlow');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const search = text.trim() ? typed : '';
  const flows = useStartableFlows(search, !!search);
  const hits = useMemo(() => [...flowsByKey(placeGroups(flows.data?.rows ?? [])).values()], [flows.data]);

  let body;
  if (!search) body = <div className="start-search-hint">{t('searchHint')}</div>;
  else if (flows.isPending) body = <ListSkeleton rows={4} />;
  else if (flows.isError) body = <ReadFailure query={flows} tip={t('loadFailed')} />;
  else if (hits.length === 0) body = <ErrorPage status="empty" tip={t('noResults', { text: search })} />;
  else {
    body = (
      <section className="card flow-group start-search-hits" aria-label={t('searchTitle')}>
        <div className="flow-group-list">
          {hits.map(({ flow, color, typeName }) => (
            <FlowItem key={flow.defKey} flow={flow} color={color} category={typeName} editing={false} ticked={false}
              onStart={() => navigate(startPath(flow))} onToggle={() => undefined} />
          ))}
        </div>
      </section>
    );
  }
  return (
    <div className="page start-flows start-search">
      <div className="start-search-top">
        <SearchBar autoFocus placeholder={t('searchPlaceholder')} value={text} onChange={setText} onSearch={setText} maxLength={50}
          showCancelButton={() => true} onCancel={() => navigate(-1)} aria-label={t('searchPlaceholder')} />
      </div>
      {body}
    </div>
  );
}
