import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { eamApi } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../../components/LoadFailurePage.js';
import { ErrorPage } from '../../../../components/ErrorPage.js';
import { notify } from '../../../../lib/notify.js';
import { errorText } from '../../../../lib/error-text.js';
import { SPLIT_VIEW, useMediaQuery } from '../../../../lib/use-media-query.js';
import { dateTime } from '../../../../lib/time.js';
import { eamInspectionKeys } from '../../../../domains/eam-inspection/keys.js';
import { taskFinish } from '../../../../domains/eam-inspection/api/taskFinish.js';
import { NotOnDeviceError, taskViewQueryOptions, type Sourced } from '../offline/device-copy.js';
import { useKeepRound, type KeepProgress } from '../offline/keep-round.js';
import { useOnline } from '../../../../lib/offline/use-offline-state.js';
import { useAutoSync, useUserId } from '../offline/use-sync.js';
import { countsOf, nextInOrder, pointViews, type PointView } from '../round-view.js';
import { usePointEntry } from '../point-entry.js';
import { inspectionLinks } from '../links.js';
import { usePreloadRoundPages } from '../preload.js';
import { ProgressBar } from '../components/ProgressBar.js';
import { SyncBanner } from '../components/SyncBanner.js';
import { TaskHeader } from '../components/TaskHeader.js';
import { PointList } from '../components/PointList.js';
import { CodeEntrySheet } from '../components/CodeEntrySheet.js';
import { ScanSheet } from '../components/ScanSheet.js';
import { FinishSheet } from '../components/FinishSheet.js';
import '../inspection.css';
import { useTranslation, type TFunction } from '../../../../i18n/index.js';

type Task = eamApi.inspection.InspectionTaskDetail;

/**
 * `/eam/inspectioin/detail?id=` — 任务详情: the round's header and progress, its points in order with their status,
 * check-in method and what waits on this device; 扫码巡检 and 输入编码 open a point by its code; 完成任务 once no
 * point waits (here or on the device), confirming with the abnormal points listed. Opened online, the round and
 * its points are kept on the device; offline, that copy is shown and points can still be recorded.
 */
export function TaskDetailPage() {
  const { t } = useTranslation('eamInspection');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const userId = useUserId();
  const query = useQuery({ ...taskViewQueryOptions(id, userId), enabled: !!id && !!userId });
  const { queue, syncing, sync } = useAutoSync(userId);
  const keep = useKeepRound(query.data, userId);
  usePreloadRoundPages();

  let body;
  if (!id) body = <ErrorPage status="empty" tip={t('detail.notFound')} showBack link={{ to: inspectionLinks.list, text: t('detail.backToList') }} />;
  else if (query.isPending) body = <PageLoading rows={8} />;
  else if (query.isError) {
    body = <LoadFailurePage error={query.error} onRetry={() => void query.refetch()} home={{ to: inspectionLinks.list, text: t('detail.backToList') }}
      notFound={t('detail.notFound')} loadFailed={query.error instanceof NotOnDeviceError ? t('detail.notOnDevice') : t('detail.loadFailed')} />;
  } else body = <Round view={query.data} queue={queue.filter((r) => r.taskId === id)} keep={keep} syncing={syncing} onSync={() => void sync()} />;

  return (
    <div className="page insp-page insp-detail">
      <PageHeader title={t('detail.title')} back />
      {body}
    </div>
  );
}

function Round({ view, queue, keep, syncing, onSync }: {
  view: Sourced<Task>; queue: Parameters<typeof pointViews>[1]; keep: KeepProgress | null; syncing: boolean; onSync(): void;
}) {
  const { t } = useTranslation('eamInspection');
  const client = useQueryClient();
  const online = useOnline();
  const split = useMediaQuery(SPLIT_VIEW);
  const task = view.data;
  const points = pointViews(task.points, queue);
  const counts = countsOf(points);
  const queued = queue.filter((r) => r.state === 'waiting').length;
  const next = task.inspectionMethod === 'order' ? nextInOrder(points)?.id ?? null : null;
  const entry = usePointEntry(task);
  const [sheet, setSheet] = useState<'code' | 'scan' | 'finish' | null>(null);
  const [finishError, setFinishError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const open = task.taskStatus === 'wait' || task.taskStatus === 'acting';

  const closeSheet = () => {
    setSheet(null);
    entry.clearError();
    setFinishError(null);
  };
  const finish = async (content: string) => {
    setFinishing(true);
    setFinishError(null);
    try {
      await taskFinish(task.id, content);
      notify.success(t('finish.done'));
      setSheet(null);
      await client.invalidateQueries({ queryKey: eamInspectionKeys.all });
    } catch (err) {
      setFinishError(errorText(err));
    } finally {
      setFinishing(false);
    }
  };

  // Why 完成任务 cannot be pressed yet, in words beside it.
  const blocked = !open ? t('finish.closed')
    : !task.canRecord ? t('finish.notMember')
      : queued > 0 ? t('finish.queued', { count: queued })
        : counts.wait > 0 ? waitingText(t, points)
          : !online ? t('finish.offline')
            : null;

  return (
    <>
      {view.source === 'device' && (
        <p className="insp-copy-note" role="status">{t('detail.fromDevice', { time: dateTime(view.savedAt) })}</p>
      )}
      {/* Beside the list (a tablet) the list's banner says it for every round: one banner per screen. */}
      {!split && <SyncBanner records={queue} syncing={syncing} onSync={onSync} />}
      <TaskHeader task={task} />
      <section className="insp-block" aria-label={t('detail.progress')}>
        <ProgressBar counts={counts} queued={queued} />
        {keep && view.source === 'server' && <KeepNote progress={keep} />}
      </section>
      <h3 className="insp-section-title">{t('detail.points')}<span className="insp-section-count">{t('detail.pointCount', { count: points.length })}</span></h3>
      {points.length === 0 ? <ErrorPage status="empty" tip={t('detail.noPoints')} /> : <PointList points={points} next={next} />}
      {open && task.canRecord && (
        <div className="insp-actions">
          {blocked && <p className="insp-actions-why" id="insp-finish-why">{blocked}</p>}
          <div className="insp-actions-row">
            <Button color="primary" onClick={() => setSheet('scan')}>{t('detail.scan')}</Button>
            <Button color="primary" fill="outline" onClick={() => setSheet('code')}>{t('detail.typeCode')}</Button>
            <Button color="success" disabled={!!blocked} aria-describedby={blocked ? 'insp-finish-why' : undefined} onClick={() => setSheet('finish')}>
              {t('detail.finish')}
            </Button>
          </div>
        </div>
      )}
      {open && !task.canRecord && <p className="insp-note">{t('detail.readOnly')}</p>}
      <CodeEntrySheet visible={sheet === 'code'} busy={entry.busy} error={entry.error} onClose={closeSheet} onEnter={(code) => void entry.enter(code, 'manual')} />
      <ScanSheet visible={sheet === 'scan'} busy={entry.busy} error={entry.error} onClose={closeSheet} onText={(text) => void entry.enter(text, 'scan')} />
      <FinishSheet visible={sheet === 'finish'} abnormal={points.filter((p: PointView) => p.pointStatus === 'abnormal')} error={finishError} busy={finishing}
        onClose={closeSheet} onFinish={(content) => void finish(content)} />
    </>
  );
}

/** How many points wait, naming the first few: the worker sees at once which ones the round still needs. */
const NAMED_WAITING = 3;
function waitingText(t: TFunction, points: PointView[]): string {
  const waiting = points.filter((p) => p.pointStatus === 'wait');
  const names = waiting.slice(0, NAMED_WAITING).map((p) => p.pointName).join(t('finish.nameSeparator'));
  return t(waiting.length > NAMED_WAITING ? 'finish.waitingMore' : 'finish.waiting', { count: waiting.length, names });
}

/** How much of the round this device keeps for an offline walk. */
function KeepNote({ progress }: { progress: KeepProgress }) {
  const { t } = useTranslation('eamInspection');
  const text = progress.kept >= progress.total ? t('keep.done')
    : progress.failed && progress.done ? t('keep.partial', { kept: progress.kept, total: progress.total })
      : t('keep.busy', { kept: progress.kept, total: progress.total });
  return <p className={`insp-keep${progress.kept >= progress.total ? ' is-done' : ''}`} role="status">{text}</p>;
}
