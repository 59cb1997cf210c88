import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Dialog } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../../components/LoadFailurePage.js';
import { ErrorPage } from '../../../../components/ErrorPage.js';
import { notify } from '../../../../lib/notify.js';
import { errorText } from '../../../../lib/error-text.js';
import { dateTime } from '../../../../lib/time.js';
import { eamInspectionKeys } from '../../../../domains/eam-inspection/keys.js';
import { PhotoField } from '../../shared/photos/index.js';
import { NotOnDeviceError, pointViewQueryOptions, processActionsViewQueryOptions, taskViewQueryOptions, type Sourced } from '../offline/device-copy.js';
import { submitPoint, type Submitted } from '../offline/submit.js';
import { roundStore } from '../offline/store.js';
import { useAutoSync, useDeviceQueue, useUserId } from '../offline/use-sync.js';
import type { QueuedRecord } from '../offline/types.js';
import { abnormalItems, draftErrors, emptyDraft, recordInput, resultOf, type DraftErrors, type PointDraft } from '../point-draft.js';
import { pointViews } from '../round-view.js';
import { inspectionLinks } from '../links.js';
import { CheckItemField } from '../components/CheckItemField.js';
import { PointHeader } from '../components/PointHeader.js';
import { RecordedPoint, RepairOffer } from '../components/RecordedPoint.js';
import { SyncBanner } from '../components/SyncBanner.js';
import { TextBox } from '../components/TextBox.js';
import '../inspection.css';
import { useTranslation } from '../../../../i18n/index.js';

type Point = eamApi.inspection.InspectionTaskPointDetail;
type Method = eamApi.inspection.PointCheckInMethod;

/**
 * `/eam/inspectioin/pointDo?id=` (`&by=scan` when its tag was scanned) — 巡检点执行: the point, what to check, its
 * items by type (numbers against their normal range, red and 异常 at once when outside it, with their last
 * readings; choices whose abnormal options say so; texts), photos per item and per point, the result 正常 / 异常 /
 * 不巡检 with its reason, the remark (required when abnormal), a process action, and save. Saved online the point
 * is recorded at once (an abnormal one offers 发起报修); offline it waits on the device with the time it was done.
 */
export function PointDoPage() {
  const { t } = useTranslation('eamInspection');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const by: Method = params.get('by') === 'scan' ? 'scan' : 'manual';
  const userId = useUserId();
  const query = useQuery({ ...pointViewQueryOptions(id, userId), enabled: !!id && !!userId });
  const { queue, syncing, sync } = useAutoSync(userId);
  const mine = queue.filter((r) => r.pointId === id);

  let body;
  if (!id) body = <ErrorPage status="empty" tip={t('point.notFound')} showBack link={{ to: inspectionLinks.list, text: t('detail.backToList') }} />;
  else if (query.isPending) body = <PageLoading rows={8} />;
  else if (query.isError) {
    body = <LoadFailurePage error={query.error} onRetry={() => void query.refetch()} home={{ to: inspectionLinks.list, text: t('detail.backToList') }}
      notFound={t('point.notFound')} loadFailed={query.error instanceof NotOnDeviceError ? t('point.notOnDevice') : t('point.loadFailed')} />;
  } else body = <PointScreen key={query.data.data.id} view={query.data} by={by} userId={userId} records={mine} syncing={syncing} onSync={() => void sync()} />;

  return (
    <div className="page insp-page insp-point-page">
      <PageHeader title={t('point.title')} back />
      {body}
    </div>
  );
}

function PointScreen({ view, by, userId, records, syncing, onSync }: {
  view: Sourced<Point>; by: Method; userId: string; records: QueuedRecord[]; syncing: boolean; onSync(): void;
}) {
  const { t } = useTranslation('eamInspection');
  const point = view.data;
  const [saved, setSaved] = useState<Submitted | null>(null);
  const waiting = records.find((r) => r.state === 'waiting');
  const refused = records.find((r) => r.state === 'refused');
  const taskOpen = point.task.taskStatus === 'wait' || point.task.taskStatus === 'acting';

  let content;
  if (saved) content = <SavedNote saved={saved} />;
  else if (waiting) content = <QueuedNote record={waiting} />;
  else if (point.pointStatus !== 'wait') content = <RecordedView point={point} userId={userId} />;
  else if (!taskOpen) content = <p className="insp-note">{t('point.taskClosed')}</p>;
  else if (!point.canRecord) content = <p className="insp-note">{t('point.notMember')}</p>;
  else content = <PointForm point={point} by={by} userId={userId} onSaved={setSaved} />;

  const device = waiting ? 'waiting' : refused ? 'refused' : undefined;
  const shownStatus = saved ? (saved.outcome === 'recorded' ? saved.point.pointStatus : saved.record.pointStatus) : waiting?.pointStatus ?? point.pointStatus;
  return (
    <>
      {view.source === 'device' && <p className="insp-copy-note" role="status">{t('detail.fromDevice', { time: dateTime(view.savedAt) })}</p>}
      <SyncBanner records={records} syncing={syncing} onSync={onSync} />
      <PointHeader point={point} status={shownStatus} device={saved?.outcome === 'recorded' ? undefined : saved ? 'waiting' : device} />
      {refused && !saved && !waiting && <RefusedNote record={refused} />}
      {!saved && point.pointStatus === 'wait' && point.task.inspectionMethod === 'order' && <OrderNote point={point} userId={userId} />}
      {content}
    </>
  );
}

/** An ordered round: says so when earlier points still wait (a warning: the worker may have good reason). */
function OrderNote({ point, userId }: { point: Point; userId: string }) {
  const { t } = useTranslation('eamInspection');
  const task = useQuery({ ...taskViewQueryOptions(point.taskId, userId), enabled: !!userId });
  const queue = useDeviceQueue(userId);
  if (!task.data) return null;
  const earlier = pointViews(task.data.data.points, queue.data ?? []).filter((p) => p.sort < point.sort && p.pointStatus === 'wait');
  if (earlier.length === 0) return null;
  return <p className="insp-order-note" role="note">{t('point.orderWarning', { count: earlier.length, name: earlier[0].pointName })}</p>;
}

/** A recorded point, with the process actions' names. */
function RecordedView({ point, userId }: { point: Point; userId: string }) {
  const actions = useQuery({ ...processActionsViewQueryOptions(userId), enabled: !!point.actionLabel });
  return <RecordedPoint point={point} actions={actions.data?.data ?? []} />;
}

/** Just saved: recorded (an abnormal point offers 发起报修), or kept on the device until it syncs. */
function SavedNote({ saved }: { saved: Submitted }) {
  const { t } = useTranslation('eamInspection');
  const navigate = useNavigate();
  const taskId = saved.outcome === 'recorded' ? saved.point.taskId : saved.record.taskId;
  return (
    <section className={`insp-saved is-${saved.outcome}`} role="status" aria-live="polite">
      {saved.outcome === 'recorded' ? (
        <>
          <p className="insp-saved-title">{t('point.savedOnline', { status: t(`pointStatus.${saved.point.pointStatus}`) })}</p>
          {saved.point.pointStatus === 'abnormal' && <RepairOffer point={saved.point} />}
        </>
      ) : (
        <p className="insp-saved-title">{t('point.savedOffline', { time: dateTime(saved.record.operTime) })}</p>
      )}
      <Button block color="primary" className="insp-saved-back" onClick={() => void navigate(inspectionLinks.detail(taskId), { replace: true })}>{t('point.backToTask')}</Button>
    </section>
  );
}

/** This point's record waits on the device: what was recorded, and when. */
function QueuedNote({ record }: { record: QueuedRecord }) {
  const { t } = useTranslation('eamInspection');
  const navigate = useNavigate();
  return (
    <section className="insp-saved is-queued" role="status">
      <p className="insp-saved-title">{t('point.queued', { status: t(`pointStatus.${record.pointStatus}`), time: dateTime(record.operTime) })}</p>
      {record.content && <p>{record.content}</p>}
      <Button block className="insp-saved-back" onClick={() => void navigate(inspectionLinks.detail(record.taskId))}>{t('point.backToTask')}</Button>
    </section>
  );
}

/** The server refused this device's record: its message, and the way out (discard it and record again). */
function RefusedNote({ record }: { record: QueuedRecord }) {
  const { t } = useTranslation('eamInspection');
  const client = useQueryClient();
  const discard = async () => {
    if (!(await Dialog.confirm({ content: t('point.discardConfirm'), confirmText: t('point.discard'), cancelText: t('cancel') }))) return;
    await roundStore().removeRecord(record.clientId).catch(() => undefined);
    await client.invalidateQueries({ queryKey: eamInspectionKeys.all });
  };
  return (
    <section className="insp-refused" role="alert">
      <p className="insp-refused-title">{t('point.refusedTitle', { time: dateTime(record.operTime) })}</p>
      <p className="insp-refused-message">{record.message}</p>
      <Button size="small" color="danger" fill="outline" onClick={() => void discard()}>{t('point.discard')}</Button>
    </section>
  );
}

const RESULTS: eamApi.inspection.RecordedPointStatus[] = ['normal', 'abnormal', 'none'];

/** The recording form. */
function PointForm({ point, by, userId, onSaved }: { point: Point; by: Method; userId: string; onSaved(s: Submitted): void }) {
  const { t } = useTranslation('eamInspection');
  const client = useQueryClient();
  const actions = useQuery(processActionsViewQueryOptions(userId));
  const [draft, setDraft] = useState<PointDraft>(() => emptyDraft(point));
  const [tried, setTried] = useState(false);
  // Photo fields converting a photo, by field: saving waits for them.
  const [busyFields, setBusyFields] = useState<Record<string, boolean>>({});
  const busyPhotos = Object.values(busyFields).filter(Boolean).length;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (change: Partial<PointDraft>) => setDraft((d) => ({ ...d, ...change }));
  const onBusy = (field: string) => (busy: boolean) => setBusyFields((b) => (b[field] === busy ? b : { ...b, [field]: busy }));

  const abnormal = abnormalItems(point, draft);
  const result = resultOf(point, draft);
  const errors: DraftErrors = tried ? draftErrors(point, draft) : {};
  const fieldError = (e: DraftErrors[string]) => (e ? t(`point.error.${e}`) : undefined);

  // After a failed try, the first field to fix comes into view.
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick === 0) return;
    document.querySelector<HTMLElement>('.insp-point-form [aria-invalid="true"], .insp-point-form .insp-error')?.scrollIntoView({ block: 'center' });
  }, [focusTick]);

  const save = async () => {
    setTried(true);
    setRefusal(null);
    if (Object.keys(draftErrors(point, draft)).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      const saved = await submitPoint(recordInput(point, draft, userId, by));
      onSaved(saved);
      if (saved.outcome === 'recorded') notify.success(t('point.savedToast'));
      else notify.warning(t('point.savedOfflineToast'));
      await client.invalidateQueries({ queryKey: eamInspectionKeys.all });
    } catch (err) {
      setRefusal(errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const contentLabel = result === 'none' ? t('point.reason') : result === 'abnormal' ? t('point.remarkRequired') : t('point.remark');
  return (
    <form className="insp-point-form" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
      <p className="insp-checkin-line">{t('point.checkInBy', { method: t(`checkIn.${by}`) })}</p>
      {point.items.length > 0 && (
        <section className="insp-block" aria-labelledby="insp-items-title">
          <h3 className="insp-block-title" id="insp-items-title">{t('point.items')}</h3>
          {result === 'none' && <p className="insp-note">{t('point.noneSkipsItems')}</p>}
          {point.items.map((item) => (
            <CheckItemField key={item.id} item={item} value={draft.readings[item.id] ?? ''} photos={draft.itemPhotos[item.id] ?? []}
              error={fieldError(errors[`item:${item.id}`])} onBusy={onBusy(item.id)}
              onValue={(v) => setDraft((d) => ({ ...d, readings: { ...d.readings, [item.id]: v } }))}
              onPhotos={(p) => setDraft((d) => ({ ...d, itemPhotos: { ...d.itemPhotos, [item.id]: p } }))} />
          ))}
        </section>
      )}

      <section className="insp-block" aria-labelledby="insp-result-title">
        <h3 className="insp-block-title" id="insp-result-title">{t('point.result')}</h3>
        <div className="insp-choices is-result" role="radiogroup" aria-labelledby="insp-result-title"
          aria-describedby={[abnormal.length > 0 ? 'insp-result-why' : null, errors.result ? 'insp-result-error' : null].filter(Boolean).join(' ') || undefined}>
          {RESULTS.map((s) => {
            // Abnormal readings make the point abnormal: 正常 cannot be chosen then.
            const locked = s === 'normal' && abnormal.length > 0;
            const checked = result === s;
            return (
              <button key={s} type="button" role="radio" aria-checked={checked} disabled={locked}
                className={`insp-choice insp-result-choice is-${s}`} onClick={() => set({ chosen: s })}>
                {t(`pointStatus.${s}`)}
              </button>
            );
          })}
        </div>
        {abnormal.length > 0 && result !== 'none' && (
          <p className="insp-result-why" id="insp-result-why">{t('point.autoAbnormal', { items: abnormal.map((i) => i.itemName).join('、') })}</p>
        )}
        {errors.result && <p className="insp-error" id="insp-result-error" role="alert">{t('point.error.result')}</p>}
        {result === 'none' && (
          <div className="insp-reasons" role="group" aria-label={t('point.quickReasons')}>
            {(t('point.reasons', { returnObjects: true }) as string[]).map((r) => (
              <button key={r} type="button" className="insp-chip" aria-pressed={draft.content === r} onClick={() => set({ content: r })}>{r}</button>
            ))}
          </div>
        )}
        <label className="insp-field-label" htmlFor="insp-content">{contentLabel}</label>
        <TextBox id="insp-content" value={draft.content} onValue={(v) => set({ content: v })} rows={3} required={result === 'none' || result === 'abnormal'}
          maxLength={eamApi.inspection.MAX_INSPECTION_TEXT} placeholder={t('point.remarkPlaceholder')}
          aria-invalid={!!errors.content || undefined} aria-describedby={errors.content ? 'insp-content-error' : undefined} />
        {errors.content && <p className="insp-error" id="insp-content-error" role="alert">{fieldError(errors.content)}</p>}
      </section>

      {result !== 'none' && (actions.data?.data.length ?? 0) > 0 && (
        <section className="insp-block" aria-labelledby="insp-action-title">
          <h3 className="insp-block-title" id="insp-action-title">{t('point.action')}</h3>
          <div className="insp-choices" role="radiogroup" aria-labelledby="insp-action-title">
            <button type="button" role="radio" aria-checked={draft.actionLabel === ''} className="insp-choice" onClick={() => set({ actionLabel: '' })}>{t('point.noAction')}</button>
            {actions.data!.data.map((a) => (
              <button key={a.id} type="button" role="radio" aria-checked={draft.actionLabel === a.code} className="insp-choice"
                title={a.notes ?? undefined} onClick={() => set({ actionLabel: a.code })}>{a.name}</button>
            ))}
          </div>
        </section>
      )}

      <section className="insp-block" aria-labelledby="insp-photos-title">
        <h3 className="insp-block-title" id="insp-photos-title">{t('point.photos')}</h3>
        <PhotoField mode="deferred" label={t('point.photos')} value={draft.photos} onChange={(photos) => set({ photos })} onBusyChange={onBusy('point')}
          limit={eamApi.inspection.MAX_INSPECTION_PHOTOS} />
      </section>

      {refusal && <p className="insp-error insp-refusal" role="alert">{refusal}</p>}
      <div className="insp-actions">
        {busyPhotos > 0 && <p className="insp-actions-why">{t('point.photosBusy')}</p>}
        <Button block color="primary" size="large" type="submit" loading={saving} disabled={saving || busyPhotos > 0}>{t('point.save')}</Button>
      </div>
    </form>
  );
}
