import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { DefinitionDetail, InstanceDetail } from '@wp/contract';
import { useDefinition, useInstanceDefinition } from '../../../domains/approval/api/defGet.js';
import { FormRenderer } from '../../../components/form/FormRenderer.js';
import { useFinishAction } from '../../../domains/approval/finish-action.js';
import { approvalKeys } from '../../../domains/approval/keys.js';
import type { FormPermissions } from '../../../lib/form/model.js';
import { notify } from '../../../lib/notify.js';
import { useSession } from '../../../lib/session/store.js';
import { useMyTasksIn } from '../api/getBpmTaskByInstId.js';
import { useInstance } from '../../../domains/approval/api/getInstanceByInstId.js';
import { useOpinions } from '../api/instanceFlowOpinions.js';
import { revokeInstance } from '../../../domains/approval/api/revokeInstance.js';
import { sendBpmTaskUrgent } from '../../../domains/approval/api/sendBpmTaskUrgent.js';
import { DetailHeader } from '../components/DetailHeader.js';
import { DetailLayout, DetailSkeleton } from '../components/DetailLayout.js';
import { FormSection } from '../components/FormSection.js';
import { LoadFailure } from '../components/LoadFailure.js';
import { NoteDialog, type NoteSpec } from '../components/NoteDialog.js';
import { RecordsPanel, type RecordsTab } from '../components/RecordsPanel.js';
import { guestScope } from '../../../lib/session/guest.js';
import { dateTime } from '../time.js';
import { useInstanceSheets } from '../useInstanceSheets.js';
import '../task.css';
import { useTranslation } from '../../../i18n/index.js';

/** The title of a read view by the route it was opened from (full screen, or under a list beside it). */
function titleKey(pathname: string): string {
  if (pathname.includes('/doneDetail/')) return 'titles.done';
  if (pathname.includes('/shareInst/')) return 'titles.shared';
  if (/\/(instRead|myRead|noticeTask)\//.test(pathname)) return 'titles.read';
  return 'titles.instance';
}

/**
 * `/inst/:instId`, `/inst/:instId/:type`, `/inst/:instId/:type/:curNodeId`, `/doneDetail/:instId/:type`,
 * `/instRead/:instId/:myReadType`, `/shareInst/:instId/:isShare`: an instance, read-only. The form shows
 * under the permissions of `curNodeId` (or of the start), hidden fields stay hidden. The starter may urge or
 * revoke when the server says it is possible (and why not otherwise); someone holding a task here is led to it.
 */
export function InstancePage() {
  const { instId = '', curNodeId } = useParams();
  const { pathname } = useLocation();
  return <InstanceScreen instId={instId} curNodeId={curNodeId} title={titleKey(pathname)} />;
}

/** Loads an instance and shows it, or why it cannot be shown (403 for a stranger). */
export function InstanceScreen({ instId, curNodeId, title, extra }: {
  instId: string; curNodeId?: string; title: string;
  /** What a notice adds: a banner, a reply box and its button. */
  extra?: InstanceExtra;
}) {
  const { t } = useTranslation('task');
  const inst = useInstance(instId);
  // Rendered from a deferred copy, in slices that yield to the browser (as the task view).
  const data = useDeferredValue(inst.data);
  if (inst.isError) return <LoadFailure error={inst.error} onRetry={() => void inst.refetch()} />;
  if (!data) return <DetailSkeleton title={t(title)} />;
  return <InstanceView key={data.id} inst={data} curNodeId={curNodeId} title={t(title)} extra={extra} />;
}

export interface InstanceExtra { banner?: ReactNode; side?: ReactNode; bar?: ReactNode; dialogs?: ReactNode }

const startPermissions = (def: DefinitionDetail, curNodeId?: string): FormPermissions => {
  const start = def.nodes.find((n) => n.nodeType === 'START')?.nodeId;
  return ((curNodeId && curNodeId !== '0' && def.permissions[curNodeId]) || (start && def.permissions[start]) || {}) as FormPermissions;
};

function InstanceView({ inst, curNodeId, title, extra }: { inst: InstanceDetail; curNodeId?: string; title: string; extra?: InstanceExtra }) {
  const { t } = useTranslation('task');
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useSession((s) => s.user?.userId);
  // A shared link's guest reads the instance, its form, records and diagram, and takes no action; the form's
  // definition is asked by the instance, the one read of it a guest token is allowed.
  const guest = useSession((s) => guestScope(s.user?.token)) !== null;
  const byVersion = useDefinition(inst.procDefId, !guest);
  const byInstance = useInstanceDefinition(inst.id, guest);
  const definition = guest ? byInstance : byVersion;
  const opinions = useOpinions(inst.id);
  const mine = useMyTasksIn(inst.id, !extra && !guest);
  const [tab, setTab] = useState<RecordsTab>('opinions');
  const sheets = useInstanceSheets({ instId: inst.id, subject: inst.subject, records: opinions.data ?? [], shareable: !guest, nodes: guest ? undefined : definition.data?.nodes });
  const [ask, setAsk] = useState<NoteSpec | null>(null);
  const finish = useFinishAction('/work/myRequest');
  const starter = !guest && !!me && inst.createBy === me;
  const running = inst.status === 'running' || inst.status === 'back' || inst.status === 'backToStart';
  const pre = inst.preconditions;
  const myTask = mine.data?.[0];
  const values = useMemo(() => inst.data, [inst.data]);

  const urge = () => setAsk({
    title: t('urge.title'), message: t('urge.message', { nodes: inst.curNodes.map((n) => `${n.name}（${n.userNames.split(',').join('、')}）`).join('；') }),
    noteLabel: t('urge.note'), placeholder: t('urge.placeholder'), initialNote: t('urge.default'), confirmText: t('urge.confirm'),
    onConfirm: (content) => {
      setAsk(null);
      sendBpmTaskUrgent({ instId: inst.id, ...(content ? { content } : {}) }).then(async (r) => {
        notify.success(r.message);
        await client.invalidateQueries({ queryKey: approvalKeys.all });
      }, () => undefined);
    },
  });
  const revoke = () => setAsk({
    title: t('revoke.title'), message: t(starter ? 'revoke.message' : 'revoke.handMessage'), noteLabel: t('revoke.cause'), placeholder: t('revoke.placeholder'),
    confirmText: t('revoke.confirm'), danger: true,
    onConfirm: (cause) => {
      setAsk(null);
      revokeInstance({ instanceId: inst.id, ...(cause ? { cause } : {}) }).then((r) => finish(r.message), () => undefined);
    },
  });

  const bar = extra?.bar ?? (myTask ? (
    <div className="detail-actions">
      <Button color="primary" block onClick={() => navigate(`/task/${encodeURIComponent(myTask.taskId)}/0`)}>{t('actions.handle', { node: myTask.name })}</Button>
    </div>
  ) : running && (starter || pre.canRevoke) ? (
    // The starter urges and revokes the request; a handler may revoke their own agreement while nobody acted since.
    <div className="detail-actions">
      {starter && <BarAction label={t('actions.urge')} allowed={pre.canUrge} reason={pre.reason.urge} onClick={urge} color="warning" />}
      <BarAction label={t('actions.revoke')} allowed={pre.canRevoke} reason={pre.reason.revoke} onClick={revoke} color="danger" />
    </div>
  ) : undefined);

  const waiting = inst.curNodes.map((n) => `${n.name}（${n.userNames.split(',').filter(Boolean).join('、') || t('timeline.nobody')}）`).join('；');

  return (
    <>
      <DetailLayout
        title={title}
        onDiagram={sheets.openDiagram} onShare={sheets.openShare} onFollow={sheets.openFollow}
        bodyReady={!definition.isPending}
        head={(
          <DetailHeader subject={inst.subject} process={inst.procDefName} starter={inst.creator} startTime={inst.createTime}
            status={{ code: inst.status, text: inst.statusName }} outcome={{ code: inst.outcome, text: inst.outcomeName }} urgentState={inst.urgentState}
            onBehalfOf={inst.agentLeaderName}
            facts={[
              ...(waiting ? [{ label: t('head.waiting'), value: waiting }] : []),
              ...(inst.endTime ? [{ label: t('head.ended'), value: dateTime(inst.endTime) }] : []),
            ]} />
        )}
        notice={extra?.banner}
        main={(
          <FormSection definition={definition}>
            {(def) => <FormRenderer definition={def.form} values={values} permissions={startPermissions(def, curNodeId)} readOnly onChange={() => undefined} />}
          </FormSection>
        )}
        side={(
          <>
            {extra?.side}
            <RecordsPanel instId={inst.id} opinions={opinions} tab={tab} onTab={setTab}
              urge={starter && running ? { allowed: pre.canUrge, reason: pre.reason.urge, onUrge: urge } : undefined} />
          </>
        )}
        bar={bar}
      />
      {sheets.sheets}
      {ask && <NoteDialog spec={ask} onCancel={() => setAsk(null)} />}
      {extra?.dialogs}
    </>
  );
}

/** A bar button whose possibility the server told before the tap: enabled, or disabled with the reason under it. */
function BarAction({ label, allowed, reason, onClick, color }: { label: string; allowed: boolean; reason?: string; onClick(): void; color: 'warning' | 'danger' }) {
  return (
    <div className="bar-action">
      <Button block fill="outline" color={allowed ? color : 'default'} disabled={!allowed} onClick={onClick}>{label}</Button>
      {!allowed && reason && <div className="bar-action-reason" role="note">{reason}</div>}
    </div>
  );
}
