import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useDefinition } from '../../../domains/approval/api/defGet.js';
import { LoadFailurePage } from '../../../components/LoadFailurePage.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { useDraft } from '../../../domains/approval/api/getInstanceByInstId.js';
import { StartForm } from '../components/StartForm.js';
import '../start-flow.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/work/startFlow/:defId/:instId`: start a process; an instId other than 0 is a saved draft, filled in
 * again. The draft named when the page opened is the one loaded (saving a new draft only updates the address).
 */
export function StartFlowPage() {
  const { defId = '', instId = '0' } = useParams();
  const [draftId] = useState(instId !== '0' ? instId : undefined);
  return <StartScreen key={defId} defId={defId} draftId={draftId} />;
}

/** Loads the definition (and the draft) and shows the start form, or why it cannot be shown. */
export function StartScreen({ defId, draftId, agent }: { defId: string; draftId?: string; agent?: { id: string; name: string } }) {
  const def = useDefinition(defId);
  const draft = useDraft(draftId);
  if (def.isPending || (draftId && draft.isPending)) return <StartLoading />;
  const failed = def.isError ? def : draft.isError ? draft : null;
  if (failed) return <StartFailure error={failed.error} onRetry={() => void failed.refetch()} />;
  // Only a draft is filled in again; a started request opens its read view.
  if (draft.data && draft.data.status !== 'draft') return <Navigate to={`/inst/${encodeURIComponent(draft.data.id)}/request`} replace />;
  return <StartForm def={def.data!} draft={draft.data} agent={agent} />;
}

export function StartLoading() {
  const { t } = useTranslation('startProcess');
  return (
    <div className="page start-page" aria-busy="true">
      <PageHeader title={t('title')} back />
      <PageLoading rows={2} />
      <PageLoading rows={8} />
    </div>
  );
}

/** 403: not yours to start (or a stranger's draft); 404: no such process; else the failure with retry. */
export function StartFailure({ error, onRetry, tip }: { error?: unknown; onRetry?: () => void; tip?: string }) {
  const { t } = useTranslation('startProcess');
  return (
    <LoadFailurePage error={error} onRetry={onRetry} tip={tip} home={{ to: '/work/startFlowList', text: t('toList') }}
      notFound={t('notFound')} loadFailed={t('loadFailed')} />
  );
}
