import type { OpinionRecordRow } from '@wp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { OpinionList } from '../../../components/approval/OpinionList.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { TabStrip } from '../../../components/TabStrip.js';
import { downloadFile } from '../../../domains/files/api/downloadFile.js';
import { usePredictedPath } from '../api/predictPath.js';
import { RetryNote } from './RetryNote.js';
import { Timeline } from './Timeline.js';
import { useTranslation } from '../../../i18n/index.js';

export type RecordsTab = 'opinions' | 'timeline';

/**
 * The approval records of an instance and its timeline, as two tabs. Each shows its loading state, its
 * failure with retry, and the empty text of the opinion list.
 */
export function RecordsPanel({ instId, opinions, tab, onTab, urge }: {
  instId: string;
  opinions: UseQueryResult<OpinionRecordRow[]>;
  tab: RecordsTab;
  onTab(tab: RecordsTab): void;
  /** The urge button on the current steps: shown when the viewer could urge (starter, administrator). */
  urge?: { allowed: boolean; reason?: string; onUrge(): void };
}) {
  const { t } = useTranslation('task');
  const path = usePredictedPath(instId, tab === 'timeline');
  const retry = (q: { refetch(): unknown }) => <RetryNote text={t('records.loadFailed')} onRetry={() => void q.refetch()} />;
  return (
    <section className="card detail-records" id="detail-records" aria-label={t('records.label')}>
      <TabStrip activeKey={tab} onChange={onTab} tabs={[{ key: 'opinions', title: t('records.opinions') }, { key: 'timeline', title: t('records.timeline') }]} />
      <div role="tabpanel" className="detail-records-body">
        {tab === 'opinions' ? (
          opinions.isPending ? <PageLoading rows={4} /> : opinions.isError ? retry(opinions) : (
            <OpinionList records={opinions.data} onOpenFile={(fileId) => void downloadFile(fileId)} />
          )
        ) : (
          path.isPending ? <PageLoading rows={4} /> : path.isError ? retry(path) : (
            <Timeline path={path.data} records={opinions.data ?? []} canUrge={urge?.allowed} urgeReason={urge?.reason} onUrge={urge?.onUrge} />
          )
        )}
      </div>
    </section>
  );
}
