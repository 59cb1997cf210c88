import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Tag, type TextAreaRef } from 'antd-mobile';
import type { Button as TaskButton, TaskGetVo } from '@wp/contract';
import { ActionBar } from '../../../components/approval/ActionBar.js';
import { useDefinition } from '../../../domains/approval/api/defGet.js';
import { taskKindColour, taskKindOf } from '../../../domains/approval/task-kind.js';
import { FormRenderer } from '../../../components/form/FormRenderer.js';
import { useFormController } from '../../../components/form/useFormController.js';
import { useDeviceDraft } from '../../../components/form/drafts/useDeviceDraft.js';
import type { FormPermissions, FormValues } from '../../../lib/form/model.js';
import { effectiveMode } from '../../../lib/form/permissions.js';
import type { FieldError } from '../../../lib/form/validate.js';
import { useSession } from '../../../lib/session/store.js';
import { canAct, orderButtons } from '../actions.js';
import { addReadRecord } from '../api/addReadRecord.js';
import { LockCode, useCanLock } from '../api/canLock.js';
import { useTaskButtons } from '../api/getButtonsBytaskId.js';
import { useTask } from '../api/getTask.js';
import { useOpinions } from '../api/instanceFlowOpinions.js';
import { DetailHeader } from '../components/DetailHeader.js';
import { DetailLayout, DetailSkeleton } from '../components/DetailLayout.js';
import { FormSection } from '../components/FormSection.js';
import { LoadFailure } from '../components/LoadFailure.js';
import { OpinionInput } from '../components/OpinionInput.js';
import { RecordsPanel, type RecordsTab } from '../components/RecordsPanel.js';
import { countdown } from '../time.js';
import { useInstanceSheets } from '../useInstanceSheets.js';
import { useTaskActions } from '../useTaskActions.js';
import { useMediaQuery, WIDE } from '../../../lib/use-media-query.js';
import '../task.css';
import { useTranslation } from '../../../i18n/index.js';

const NO_FORM = { fields: [] };

/**
 * `/task/:taskId/:leaderId`: handling a task. The head, the form under this node's field permissions, the
 * opinion with common phrases and attachments, the records and timeline, and the action bar of the buttons
 * the server returns (leaderId other than 0: acting for that leader).
 */
export function TaskPage() {
  const { taskId = '', leaderId } = useParams();
  const { t } = useTranslation('task');
  const task = useTask(taskId);
  // The view renders from a deferred copy, in a transition that yields to the browser every few milliseconds:
  // building the form does not hold a phone's main thread in one long task.
  const vo = useDeferredValue(task.data);
  if (task.isError) return <LoadFailure error={task.error} onRetry={() => void task.refetch()} />;
  if (!vo) return <DetailSkeleton title={t('titles.task')} />;
  return <TaskView key={vo.bpmTask.taskId} vo={vo} leaderId={leaderId} />;
}

function TaskView({ vo, leaderId }: { vo: TaskGetVo; leaderId: string | undefined }) {
  const { t } = useTranslation('task');
  const wide = useMediaQuery(WIDE);
  const me = useSession((s) => s.user?.userId);
  const bt = vo.bpmTask;
  const definition = useDefinition(bt.procDefId);
  const buttons = useTaskButtons(bt.taskId, leaderId, true);
  const shared = bt.open && bt.assigneeId === null;
  const lock = useCanLock(bt.taskId, leaderId, shared);
  const opinions = useOpinions(bt.procInstId, true, vo.opinionList);
  const actionable = bt.open && canAct(buttons.data ?? []);
  const permissions = vo.curNodeDef.permissions as FormPermissions;
  const formDef = definition.data?.form ?? NO_FORM;
  const form = useFormController({ definition: formDef, permissions, initialValues: vo.data, readOnly: !actionable });
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [opinion, setOpinion] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [tab, setTab] = useState<RecordsTab>('opinions');
  const sheets = useInstanceSheets({ instId: bt.procInstId, subject: bt.subject, records: opinions.data ?? vo.opinionList, nodes: vo.bpmDefLayout.listLayout });
  const opinionRef = useRef<TextAreaRef>(null);

  // Opening the task marks its pending record read for the starter and the other candidates.
  useEffect(() => {
    if (bt.open) void addReadRecord(bt.taskId);
  }, [bt.open, bt.taskId]);

  const writable = useMemo(
    () => (actionable ? formDef.fields.filter((f) => ['w', 'b'].includes(effectiveMode(permissions[f.key]).mode)).map((f) => f.key) : []),
    [actionable, formDef, permissions],
  );

  // What the handler has typed into the form, kept on this device per user and task until the task is acted on.
  const device = useDeviceDraft({
    scope: me ? { userId: me, form: `task:${bt.procDefKey}`, record: bt.taskId } : null, values: form.values,
    enabled: definition.isSuccess && writable.length > 0, onRestore: form.reset,
  });

  const actions = useTaskActions({
    vo, leaderId, userId: me, onSucceeded: device.clear, form: definition.isSuccess ? definition.data.form : undefined, formFailed: definition.isError,
    opinion, files,
    writableData: () => {
      if (writable.length === 0) return {};
      const check = form.validate();
      const data: FormValues = Object.fromEntries(writable.map((k) => [k, form.values[k]]));
      return { data, check };
    },
    onServerErrors: (errors) => setServerErrors(errors ?? []),
    focusOpinion: () => {
      opinionRef.current?.focus();
      document.getElementById('task-opinion')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    },
    openDiagram: sheets.openDiagram,
    showHistory: () => {
      setTab('opinions');
      document.getElementById('detail-records')?.scrollIntoView?.({ behavior: 'smooth' });
    },
  });

  const atStart = vo.curNodeDef.nodeType === 'START';
  const bar = useMemo(() => barButtons(buttons.data ?? [], lock.data, atStart, t), [buttons.data, lock.data, atStart, t]);
  const due = bt.dueTime ? countdown(bt.dueTime, new Date().toISOString(), (k, v) => t(`approval:${k}`, v)) : null;

  const notice = !bt.open ? (
    <div className="detail-banner is-done" role="status">{t('notice.handled')}</div>
  ) : shared && lock.data === LockCode.canClaim ? (
    <div className="detail-banner" role="status">
      <span>{t('claim.shared', { names: vo.bpmIdentities.map((i) => i.name).join('、') })}</span>
      <Button size="small" color="primary" disabled={actions.busy} onClick={() => actions.run('lockUnlock')}>{t('claim.claim')}</Button>
    </div>
  ) : shared && lock.data === LockCode.canUnclaim ? (
    <div className="detail-banner" role="status">
      <span>{t('claim.mine')}</span>
      <Button size="small" fill="outline" disabled={actions.busy} onClick={() => actions.run('lockUnlock')}>{t('claim.unclaim')}</Button>
    </div>
  ) : shared && lock.data === LockCode.lockedByOther ? (
    <div className="detail-banner is-warning" role="status">{t('claim.byOther')}</div>
  ) : vo.awaiting.length > 0 ? (
    <WaitingBanner awaiting={vo.awaiting} buttons={buttons.data ?? []} busy={actions.busy} onAction={actions.run} />
  ) : buttons.isSuccess && !actionable ? (
    <div className="detail-banner" role="status">{t('notice.readOnly')}</div>
  ) : null;

  return (
    <>
      <DetailLayout
        title={t('titles.task')}
        onDiagram={sheets.openDiagram} onShare={sheets.openShare} onFollow={sheets.openFollow}
        bodyReady={!definition.isPending && !buttons.isPending}
        head={(
          <DetailHeader subject={bt.subject} process={bt.procDefName} starter={bt.creator} startTime={bt.createTime}
            status={{ code: bt.instStatus, text: t(`instStatus.${bt.instStatus}`, { defaultValue: bt.instStatus }) }} outcome={{ code: vo.outcome, text: vo.outcomeName }}
            urgentState={bt.urgentStateValue} onBehalfOf={vo.agentLeaderName}
            tags={bt.status !== 'NORMAL' ? <Tag color={taskKindColour(bt.status)} fill="outline" data-kind={bt.status}>{t(`taskStatus.${taskKindOf(bt)}`)}</Tag> : null}
            facts={[
              { label: t('head.node'), value: bt.name },
              ...(bt.ownerName && bt.status === 'DELIVERTO' ? [{ label: t('head.from'), value: bt.ownerName }] : []),
              ...(due ? [{ label: t('head.due'), value: <span className={due.overdue ? 'is-overdue' : ''}>{due.overdue ? t('timeline.overdue', { lag: due.text }) : t('timeline.left', { lag: due.text })}</span> }] : []),
            ]} />
        )}
        notice={notice}
        main={(
          <FormSection definition={definition}>
            {(def) => (
              <FormRenderer {...form.rendererProps} definition={def.form} errors={[...form.errors, ...serverErrors]}
                onChange={(next, change) => {
                  setServerErrors((e) => (e.length ? [] : e));
                  form.rendererProps.onChange(next, change);
                }} />
            )}
          </FormSection>
        )}
        side={(
          <>
            {actionable && (
              <OpinionInput ref={opinionRef} defKey={bt.procDefKey} value={opinion} onChange={setOpinion} files={files} onFiles={setFiles}
                required={vo.curNodeDef.opinionRequired} label={atStart ? t('opinion.resubmitLabel') : undefined} />
            )}
            <RecordsPanel instId={bt.procInstId} opinions={opinions}
              tab={tab} onTab={setTab} />
          </>
        )}
        bar={actionable && bar.length > 0 ? <ActionBar buttons={bar} inline={wide ? 4 : 2} onAction={actions.run} disabled={actions.busy} /> : undefined}
      />
      {sheets.sheets}
      {actions.dialogs}
      {device.prompt}
    </>
  );
}

/**
 * Why the decision buttons are missing: the holder waits for the people asked (征询) or added (加签), named;
 * the one who asked can take the question back from here.
 */
function WaitingBanner({ awaiting, buttons, busy, onAction }: {
  awaiting: TaskGetVo['awaiting']; buttons: TaskButton[]; busy: boolean; onAction(alias: string): void;
}) {
  const { t } = useTranslation('task');
  const names = [...new Set(awaiting.map((a) => a.name))];
  const withdraw = buttons.filter((b) => b.alias === 'revokeInqu' || b.alias === 'revokeSign');
  return (
    <div className="detail-banner is-warning" role="status">
      <span>{t('waiting.banner', { names: names.join(t('waiting.separator')), count: names.length })}</span>
      {withdraw.map((b) => (
        <Button key={b.alias} size="small" fill="outline" disabled={busy} onClick={() => onAction(b.alias)}>{b.name}</Button>
      ))}
    </div>
  );
}

/**
 * The bar's buttons: the server's, in working order. The claim button says 'cancel claim' once I hold the
 * claim; at the start node (a rejected or revoked request back with its starter) 'agree' is the resubmission.
 */
function barButtons(buttons: TaskButton[], lock: number | undefined, atStart: boolean, t: (k: string) => string): TaskButton[] {
  return orderButtons(buttons).map((b) => {
    if (b.alias === 'lockUnlock' && lock === LockCode.canUnclaim) return { ...b, name: t('claim.unclaim') };
    if (b.alias === 'agree' && atStart) return { ...b, name: t('actions.resubmit') };
    return b;
  });
}
