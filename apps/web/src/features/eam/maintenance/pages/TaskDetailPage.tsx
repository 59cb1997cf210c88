import { useCallback, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, Input, TextArea } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../../components/LoadFailurePage.js';
import { notify } from '../../../../lib/notify.js';
import { dateTime } from '../../../../lib/time.js';
import { useTask } from '../../../../domains/eam-maintenance/api/getTaskById.js';
import { useStartTask } from '../../../../domains/eam-maintenance/api/startTask.js';
import { useExecuteTask } from '../../../../domains/eam-maintenance/api/executeTask.js';
import { useFinishTask } from '../../../../domains/eam-maintenance/api/finishTask.js';
import { useCancelTask } from '../../../../domains/eam-maintenance/api/cancelTask.js';
import { Facts } from '../components/Facts.js';
import { Refusal } from '../components/Refusal.js';
import { TaskAssetCard } from '../components/TaskAssetCard.js';
import { ProjectItem } from '../components/ProjectItem.js';
import { PartsEditor } from '../components/PartsEditor.js';
import { CancelSheet } from '../components/CancelSheet.js';
import { OverdueTag, TaskStatusTag } from '../components/Tags.js';
import { hours, hoursSince, MAX_ACTUAL_HOURS } from '../format.js';
import { maintenanceLinks } from '../links.js';
import { EMPTY_DRAFT, partRowsOf, pendingProjects, progressOf, type DraftProblem, type ProjectEdit, type TaskDraft } from '../task-draft.js';
import '../maintenance.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/maintenance/devTask/details/:id` — a maintenance task: what and when, the asset (to its page), then
 * 开始保养; under way, the project checklist (done / not needed with the reason, a note, photos) and the parts used,
 * saved as progress; 完成 with the actual hours (from the start to now unless changed) and the result, refused
 * while projects are pending (the reason said beside the button, and the server's refusal shown if it comes);
 * 取消 with a reason. What the caller may do is the server's `actions`.
 */
export function TaskDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('eamMaintenance');
  const query = useTask(id);
  return (
    <div className="page eam-mt-page">
      <PageHeader title={t('task.title')} back />
      {query.isPending ? <PageLoading rows={8} />
        : query.isError ? (
          <LoadFailurePage error={query.error} onRetry={() => void query.refetch()} home={{ to: maintenanceLinks.tasks, text: t('task.backToList') }}
            notFound={t('task.notFound')} loadFailed={t('task.loadFailed')} />
        ) : <TaskBody key={query.data.id} task={query.data} />}
    </div>
  );
}

function TaskBody({ task }: { task: eamApi.MaintainTaskDetail }) {
  const { t } = useTranslation('eamMaintenance');
  const reasonId = useId();
  const [draft, setDraft] = useState<TaskDraft>(EMPTY_DRAFT);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [cancelling, setCancelling] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Untouched (null), the actual hours are those from the start to now, worked out afresh at each render.
  const [typedHours, setTypedHours] = useState<string | null>(null);
  const actualHours = typedHours ?? (task.actStartTime ? hours(hoursSince(task.actStartTime, Date.now())) : '');
  const [result, setResult] = useState('');
  const editProject = useCallback((projectId: string, patch: ProjectEdit) =>
    setDraft((d) => ({ ...d, projects: { ...d.projects, [projectId]: { ...d.projects[projectId], ...patch } } })), []);
  const projectBusy = useCallback((projectId: string, busy: boolean) =>
    setUploading((u) => (u[projectId] === busy ? u : { ...u, [projectId]: busy })), []);
  const start = useStartTask(task.id);
  const execute = useExecuteTask(task.id);
  const finish = useFinishTask(task.id);
  const cancel = useCancelTask(task.id);

  const can = (a: eamApi.MaintainTaskAction) => task.actions.includes(a);
  const editable = can('execute');
  const progress = progressOf(task, draft);
  const pending = pendingProjects(task, draft);
  const busy = Object.values(uploading).some(Boolean);
  const hoursValue = actualHours.trim() === '' ? undefined : Number(actualHours);
  const hoursInvalid = hoursValue !== undefined && (!Number.isFinite(hoursValue) || hoursValue < 0 || hoursValue > MAX_ACTUAL_HOURS);

  const problemText = (p: DraftProblem) => (p.kind === 'part' ? t('reason.part', { n: p.row }) : t(`reason.${p.kind}`, { name: 'name' in p ? p.name : '' }));
  const saveBlocked = busy ? t('reason.uploading') : progress.problems[0] ? problemText(progress.problems[0]) : null;
  const finishBlocked = busy ? t('reason.uploading')
    : pending.length > 0 ? t('reason.pending', { count: pending.length, names: pending.map((p) => p.name).join(t('listSeparator')) })
      : progress.problems[0] ? problemText(progress.problems[0])
        : hoursInvalid ? t('reason.hours', { max: MAX_ACTUAL_HOURS }) : null;

  const save = async () => {
    await execute.mutateAsync({ taskId: task.id, projects: progress.projects, parts: progress.parts });
    setDraft(EMPTY_DRAFT);
  };
  const onSave = async () => {
    try {
      await save();
      notify.success(t('task.saved'));
    } catch { /* told by the error catalogue */ }
  };
  const onFinish = async () => {
    setRefusal(null);
    try {
      if (progress.dirty) await save();
    } catch {
      return;
    }
    try {
      await finish.mutateAsync({ id: task.id, result: result.trim() || undefined, actTotalCost: hoursValue });
      notify.success(t('task.finished'));
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  const onStart = async () => {
    try {
      await start.mutateAsync(undefined);
      notify.success(t('task.started'));
    } catch { /* told by the error catalogue */ }
  };

  const barShown = can('start') || can('execute') || can('finish') || can('cancel');
  return (
    <div className={barShown ? 'eam-mt-with-bar' : undefined}>
      <TaskSummary task={task} />
      <TaskAssetCard asset={task.asset} />
      {task.skippedDates.length > 0 && (
        <p className="eam-mt-note">{t('task.skipped', { count: task.skippedDates.length, dates: task.skippedDates.join(t('listSeparator')) })}</p>
      )}
      <section className="eam-mt-section" aria-labelledby="eam-mt-projects">
        <h2 className="eam-mt-section-title" id="eam-mt-projects">
          {t('task.projects')}
          <span className="eam-mt-section-count">{t('task.projectsDone', { done: task.projects.length - pending.length, total: task.projects.length })}</span>
        </h2>
        {task.status === 'wait' && can('start') && <p className="eam-mt-hint">{t('task.startFirst')}</p>}
        {task.projects.length === 0 ? <p className="eam-mt-empty-line">{t('task.noProjects')}</p> : (
          <ol className="eam-mt-projects">
            {task.projects.map((p, i) => (
              <ProjectItem key={p.id} project={p} index={i} edit={draft.projects[p.id]} editable={editable}
                onEdit={editProject} onBusyChange={projectBusy} />
            ))}
          </ol>
        )}
      </section>
      <PartsEditor saved={task.parts} rows={draft.parts ?? (editable ? partRowsOf(task.parts) : null)} editable={editable}
        invalidRows={progress.problems.flatMap((p) => (p.kind === 'part' ? [p.row] : []))}
        onChange={(rows) => setDraft((d) => ({ ...d, parts: rows }))} />
      {can('finish') && (
        <FinishFields actualHours={actualHours} onHours={setTypedHours} hoursInvalid={hoursInvalid} result={result} onResult={setResult} />
      )}
      {task.status === 'finish' && <FinishedFacts task={task} />}
      {task.status === 'cancel' && (
        <section className="eam-mt-section" aria-labelledby="eam-mt-cancelled">
          <h2 className="eam-mt-section-title" id="eam-mt-cancelled">{t('task.cancelled')}</h2>
          <Facts facts={[
            { key: 'cancelledBy', label: t('task.cancelledBy'), value: task.cancelledBy?.name },
            { key: 'cancelReason', label: t('task.cancelReason'), value: task.cancelReason, wide: true },
          ]} />
        </section>
      )}
      <Refusal title={t('task.finishRefused')} text={refusal} />
      {barShown && (
        <div className="eam-mt-bar">
          <div>
            {(can('finish') ? finishBlocked : can('execute') ? saveBlocked : null) && (
              <p className="eam-mt-bar-reason" id={reasonId} aria-live="polite">{can('finish') ? finishBlocked : saveBlocked}</p>
            )}
            <div className="eam-mt-bar-buttons">
              {can('cancel') && <Button className="eam-mt-bar-cancel" fill="outline" color="danger" onClick={() => setCancelling(true)}>{t('task.cancel')}</Button>}
              {can('start') && <Button color="primary" onClick={onStart} loading={start.isPending}>{t('task.start')}</Button>}
              {can('execute') && (
                <Button fill={can('finish') ? 'outline' : 'solid'} color="primary" disabled={!progress.dirty || !!saveBlocked} onClick={onSave}
                  aria-describedby={saveBlocked && !can('finish') ? reasonId : undefined}>{t('task.save')}</Button>
              )}
              {can('finish') && (
                <Button color="primary" disabled={!!finishBlocked} onClick={onFinish} aria-describedby={finishBlocked ? reasonId : undefined}>
                  {t('task.finish')}
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
      <CancelSheet open={cancelling} onClose={() => setCancelling(false)} onConfirm={async (reason) => {
        try {
          await cancel.mutateAsync({ id: task.id, reason });
          setCancelling(false);
          notify.success(t('task.cancelDone'));
        } catch { /* told by the error catalogue */ }
      }} />
    </div>
  );
}

/** What the task is, when it is due and who does it. */
function TaskSummary({ task }: { task: eamApi.MaintainTaskDetail }) {
  const { t } = useTranslation('eamMaintenance');
  return (
    <section className="eam-mt-header" aria-labelledby="eam-mt-task-name">
      <div className="eam-mt-header-top">
        <h2 className="eam-mt-header-name" id="eam-mt-task-name">{task.name}</h2>
        <span className="eam-mt-header-tags">
          <TaskStatusTag status={task.status} />
          {task.overdue && <OverdueTag />}
        </span>
      </div>
      <Facts facts={[
        { key: 'code', label: t('task.code'), value: task.businessCode },
        { key: 'type', label: t('task.type'), value: t(`maintainType.${task.maintainType}`) },
        { key: 'planStart', label: t('task.planStart'), value: dateTime(task.planStartTime) },
        { key: 'deadline', label: t('task.deadline'), value: <span className={task.overdue ? 'eam-mt-late' : undefined}>{dateTime(task.deadline)}</span> },
        { key: 'group', label: t('task.group'), value: task.group.name },
        { key: 'executor', label: t('task.executor'), value: task.executor?.name },
        { key: 'totalCost', label: t('task.totalCost'), value: t('hours', { hours: hours(task.totalCost) }) },
        { key: 'actStart', label: t('task.actStart'), value: dateTime(task.actStartTime) },
        ...(task.plan ? [{
          key: 'plan', label: t('task.plan'), wide: true,
          // A deleted plan has no page: the task still names it, as it was.
          value: task.plan.deleted ? t('task.planDeleted', { name: task.plan.name, code: task.plan.code })
            : <Link to={maintenanceLinks.plan(task.plan.id)}>{task.plan.name}</Link>,
        }] : []),
      ]} />
    </section>
  );
}

/** The actual hours and the result of a finished task. */
function FinishedFacts({ task }: { task: eamApi.MaintainTaskDetail }) {
  const { t } = useTranslation('eamMaintenance');
  return (
    <section className="eam-mt-section" aria-labelledby="eam-mt-finished">
      <h2 className="eam-mt-section-title" id="eam-mt-finished">{t('task.finishedTitle')}</h2>
      <Facts facts={[
        { key: 'actFinish', label: t('task.actFinish'), value: dateTime(task.actFinishTime) },
        { key: 'actTotalCost', label: t('task.actTotalCost'), value: task.actTotalCost === null ? null : t('hours', { hours: hours(task.actTotalCost) }) },
        { key: 'result', label: t('task.result'), value: task.result, wide: true },
      ]} />
    </section>
  );
}

/** The actual hours (from the start to now unless changed) and the result, sent with 完成. */
function FinishFields({ actualHours, onHours, hoursInvalid, result, onResult }: {
  actualHours: string; onHours(v: string): void; hoursInvalid: boolean; result: string; onResult(v: string): void;
}) {
  const { t } = useTranslation('eamMaintenance');
  const id = useId();
  return (
    <section className="eam-mt-section" aria-labelledby={`${id}-title`}>
      <h2 className="eam-mt-section-title" id={`${id}-title`}>{t('finish.title')}</h2>
      <label className="eam-mt-field-label" htmlFor={`${id}-hours`}>{t('finish.hours')}</label>
      <div className="eam-mt-hours">
        <Input id={`${id}-hours`} className="eam-mt-input" inputMode="decimal" maxLength={7} value={actualHours} onChange={onHours}
          aria-invalid={hoursInvalid || undefined} aria-describedby={`${id}-hours-hint`} />
        <span aria-hidden>h</span>
      </div>
      <p className={hoursInvalid ? 'eam-mt-field-error' : 'eam-mt-field-hint'} id={`${id}-hours-hint`}>
        {hoursInvalid ? t('reason.hours', { max: MAX_ACTUAL_HOURS }) : t('finish.hoursHint')}
      </p>
      <label className="eam-mt-field-label" htmlFor={`${id}-result`}>{t('finish.result')}</label>
      <TextArea id={`${id}-result`} className="eam-mt-text grow-text" rows={2} maxLength={500} value={result} onChange={onResult}
        placeholder={t('finish.resultPlaceholder')} />
    </section>
  );
}
