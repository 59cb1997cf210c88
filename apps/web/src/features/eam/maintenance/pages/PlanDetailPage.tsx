import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, Dialog } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../../components/LoadFailurePage.js';
import { notify } from '../../../../lib/notify.js';
import { dateTime } from '../../../../lib/time.js';
import { usePlan } from '../../../../domains/eam-maintenance/api/getPlanById.js';
import { useStartPlan } from '../../../../domains/eam-maintenance/api/startPlan.js';
import { useStopPlan } from '../../../../domains/eam-maintenance/api/stopPlan.js';
import { useCreatePlanTask } from '../../../../domains/eam-maintenance/api/createPlanTask.js';
import { useDeletePlan } from '../../../../domains/eam-maintenance/api/deletePlan.js';
import { Facts } from '../components/Facts.js';
import { Refusal } from '../components/Refusal.js';
import { TaskAssetCard } from '../components/TaskAssetCard.js';
import { MeterPanel } from '../components/MeterPanel.js';
import { PlanFormSheet } from '../components/PlanFormSheet.js';
import { PlanStatusTag, OverdueTag, TaskStatusTag } from '../components/Tags.js';
import { hours, triggerWords } from '../format.js';
import { maintenanceLinks } from '../links.js';
import '../maintenance.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/maintenance/devPlan/details?id=` — a maintenance plan: what it maintains and when (its trigger, the next
 * five due times, the meter and its projection for a meter plan), its projects, the occurrences skipped while a
 * task was open, and its tasks; 编辑, 启用 / 停用, 立即生成任务 and 删除计划 for those the server allows (`actions`). A task
 * asked for while one is open, or a delete while a task is in progress, is refused (409): the refusal is shown
 * with the way to that task. A deleted plan's screen gives way to the list (its filters kept beside it on a tablet).
 */
export function PlanDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { t } = useTranslation('eamMaintenance');
  const query = usePlan(id);
  return (
    <div className="page eam-mt-page">
      <PageHeader title={t('plan.title')} back />
      {!id ? <LoadFailurePage tip={t('plan.noId')} home={{ to: maintenanceLinks.plans, text: t('plan.backToList') }} notFound="" loadFailed="" />
        : query.isPending ? <PageLoading rows={8} />
          : query.isError ? (
            <LoadFailurePage error={query.error} onRetry={() => void query.refetch()} home={{ to: maintenanceLinks.plans, text: t('plan.backToList') }}
              notFound={t('plan.notFound')} loadFailed={t('plan.loadFailed')} />
          ) : <PlanBody key={query.data.id} plan={query.data} />}
    </div>
  );
}

function PlanBody({ plan }: { plan: eamApi.MaintainPlanDetail }) {
  const { t } = useTranslation('eamMaintenance');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const start = useStartPlan(plan.id);
  const stop = useStopPlan(plan.id);
  const create = useCreatePlanTask(plan.id);
  const remove = useDeletePlan(plan.id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
  // The way to the open task: under its note, and in the refusals that name it (a task asked for, a delete).
  const openTaskLink = plan.openTaskId && <Link to={maintenanceLinks.task(plan.openTaskId)}>{t('plan.openTaskLink')}</Link>;
  const can = (a: eamApi.MaintainPlanAction) => plan.actions.includes(a);
  const barShown = plan.actions.length > 0;

  const confirm = (content: string, confirmText: string) => Dialog.confirm({ content, confirmText, cancelText: t('cancel.back') });
  const onStart = async () => {
    try {
      await start.mutateAsync(undefined);
      notify.success(t('plan.startedMsg'));
    } catch { /* told by the error catalogue */ }
  };
  const onStop = async () => {
    if (!(await confirm(t('plan.stopConfirm'), t('plan.stop')))) return;
    try {
      await stop.mutateAsync(undefined);
      notify.success(t('plan.stoppedMsg'));
    } catch { /* told by the error catalogue */ }
  };
  const onCreate = async () => {
    setRefusal(null);
    if (!(await confirm(t('plan.createConfirm'), t('plan.createTask')))) return;
    try {
      const task = await create.mutateAsync();
      // The plan stays on screen: it now names its open task, with the way to it.
      notify.success(t('plan.createdMsg', { code: task.businessCode }));
    } catch (err) {
      setRefusal(messageOf(err));
    }
  };
  const onDelete = async () => {
    setDeleteRefusal(null);
    if (!(await confirm(t('plan.deleteConfirm', { name: plan.name }), t('plan.delete')))) return;
    try {
      const { code, cancelledTaskCodes: cancelled } = await remove.mutateAsync();
      notify.success(cancelled.length ? t('plan.deletedCancelledMsg', { code, tasks: cancelled.join(t('listSeparator')) }) : t('plan.deletedMsg', { code }));
      // Back to the list: on a tablet the one beside (its filters kept), on a phone the list itself.
      const kept = new URLSearchParams(search);
      kept.delete('id');
      const filters = kept.toString();
      void navigate(filters ? `${maintenanceLinks.plans}?${filters}` : maintenanceLinks.plans, { replace: true });
    } catch (err) {
      setDeleteRefusal(messageOf(err));
    }
  };

  return (
    <div className={barShown ? 'eam-mt-with-bar' : undefined}>
      <section className="eam-mt-header" aria-labelledby="eam-mt-plan-name">
        <div className="eam-mt-header-top">
          <h2 className="eam-mt-header-name" id="eam-mt-plan-name">{plan.name}</h2>
          <PlanStatusTag status={plan.status} />
        </div>
        <Facts facts={[
          { key: 'code', label: t('plan.code'), value: plan.code },
          { key: 'type', label: t('task.type'), value: t(`maintainType.${plan.maintainType}`) },
          { key: 'trigger', label: t('plan.trigger'), value: triggerWords(plan.trigger, t), wide: true },
          { key: 'group', label: t('task.group'), value: plan.group.name },
          { key: 'timeout', label: t('plan.timeout'), value: t('hours', { hours: hours(plan.timeout) }) },
          { key: 'totalCost', label: t('task.totalCost'), value: t('hours', { hours: hours(plan.totalCost) }) },
          { key: 'endDate', label: t('plan.endDate'), value: plan.endDate ?? t('plan.noEnd') },
          { key: 'nextTime', label: t('plan.nextTime'), value: plan.nextTime ? dateTime(plan.nextTime) : t('plan.noNext') },
          { key: 'lastTime', label: t('plan.lastTime'), value: dateTime(plan.lastTime) },
          ...(plan.info ? [{ key: 'info', label: t('plan.info'), value: plan.info, wide: true }] : []),
        ]} />
      </section>
      {plan.openTaskId && (
        <p className="eam-mt-note">
          {t('plan.openTask')} {openTaskLink}
        </p>
      )}
      <Refusal title={t('plan.createRefused')} text={refusal}>{openTaskLink}</Refusal>
      <TaskAssetCard asset={plan.asset} />
      {plan.trigger.kind === 'meter' && <MeterPanel assetId={plan.asset.id} trigger={plan.trigger} />}
      <section className="eam-mt-section" aria-labelledby="eam-mt-next">
        <h2 className="eam-mt-section-title" id="eam-mt-next">{plan.trigger.kind === 'meter' ? t('plan.nextProjected') : t('plan.next')}</h2>
        {plan.nextOccurrences.length === 0 ? (
          <p className="eam-mt-empty-line">{plan.status === 'stop' ? t('plan.nextNoneStopped') : plan.openTaskId ? t('plan.nextWaits') : t('plan.nextNone')}</p>
        ) : (
          <ol className="eam-mt-dates">{plan.nextOccurrences.map((d) => <li key={d}>{dateTime(d)}</li>)}</ol>
        )}
      </section>
      <section className="eam-mt-section" aria-labelledby="eam-mt-plan-projects">
        <h2 className="eam-mt-section-title" id="eam-mt-plan-projects">
          {t('task.projects')}<span className="eam-mt-section-count">{t('plan.projectCount', { count: plan.projects.length })}</span>
        </h2>
        {plan.projects.length === 0 ? <p className="eam-mt-empty-line">{t('task.noProjects')}</p> : (
          <ol className="eam-mt-plan-projects">
            {plan.projects.map((p) => (
              <li key={p.id}>
                <span className="eam-mt-plan-project-name">{p.name}</span>
                <span className="eam-mt-plan-project-cost">{t('project.baseCost', { hours: hours(p.baseCost) })}</span>
                {p.content && <p className="eam-mt-project-content">{p.content}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="eam-mt-section" aria-labelledby="eam-mt-skipped">
        <h2 className="eam-mt-section-title" id="eam-mt-skipped">
          {t('plan.skipped')}<span className="eam-mt-section-count">{t('plan.skippedCount', { count: plan.skippedCount })}</span>
        </h2>
        {plan.skippedDates.length === 0 ? <p className="eam-mt-empty-line">{t('plan.noSkipped')}</p> : (
          <>
            <p className="eam-mt-hint">{t('plan.skippedHint')}</p>
            <ul className="eam-mt-skipped">{plan.skippedDates.map((d) => <li key={d}>{d}</li>)}</ul>
          </>
        )}
      </section>
      <section className="eam-mt-section" aria-labelledby="eam-mt-plan-tasks">
        <h2 className="eam-mt-section-title" id="eam-mt-plan-tasks">
          {t('plan.tasks')}<span className="eam-mt-section-count">{t('plan.taskCount', { count: plan.taskCount })}</span>
        </h2>
        {plan.tasks.length === 0 ? <p className="eam-mt-empty-line">{t('plan.noTasks')}</p> : (
          <ul className="eam-mt-plan-tasks">
            {plan.tasks.map((task) => (
              <li key={task.id}>
                <Link to={maintenanceLinks.task(task.id)} className="eam-mt-plan-task">
                  <span className="eam-mt-plan-task-top">
                    <span className="eam-mt-plan-task-code">{task.businessCode}</span>
                    <span className="eam-mt-header-tags"><TaskStatusTag status={task.status} />{task.overdue && <OverdueTag />}</span>
                  </span>
                  <span className="eam-mt-plan-task-time">
                    {t('list.window', { start: dateTime(task.planStartTime), deadline: dateTime(task.deadline) })}
                  </span>
                  <span className="eam-mt-plan-task-time">{t('list.projects', { done: task.projectDone, total: task.projectTotal })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {plan.taskCount > plan.tasks.length && (
          <Link className="eam-mt-more" to={`${maintenanceLinks.tasks}?${new URLSearchParams({ scope: 'all', status: 'finish', planId: plan.id }).toString()}`}>
            {t('plan.allTasks', { count: plan.taskCount })}
          </Link>
        )}
      </section>
      {can('delete') && (
        <div className="eam-mt-danger">
          {/* Beside the button it answers: the top of a long plan is out of view here. */}
          <Refusal title={t('plan.deleteRefused')} text={deleteRefusal}>{openTaskLink}</Refusal>
          <Button block fill="outline" color="danger" onClick={onDelete} loading={remove.isPending}>{t('plan.delete')}</Button>
          <p className="eam-mt-hint">{t('plan.deleteHint')}</p>
        </div>
      )}
      {barShown && (
        <div className="eam-mt-bar">
          <div className="eam-mt-bar-buttons">
            {can('update') && <Button fill="outline" onClick={() => setEditing(true)}>{t('planForm.edit')}</Button>}
            {can('stop') && <Button fill="outline" color="danger" onClick={onStop} loading={stop.isPending}>{t('plan.stop')}</Button>}
            {can('start') && <Button fill="outline" color="primary" onClick={onStart} loading={start.isPending}>{t('plan.start')}</Button>}
            {can('createTask') && <Button color="primary" onClick={onCreate} loading={create.isPending}>{t('plan.createTask')}</Button>}
          </div>
        </div>
      )}
      <PlanFormSheet open={editing} onClose={() => setEditing(false)} title={t('planForm.editTitle')} plan={plan}
        onSaved={() => {
          setEditing(false);
          notify.success(t('planForm.saved'));
        }} />
    </div>
  );
}
