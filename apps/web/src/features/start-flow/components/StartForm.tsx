import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input, Selector } from 'antd-mobile';
import { Dialog } from 'antd-mobile';
import type { DefinitionDetail, InstanceDetail } from '@wp/contract';
import { FormRenderer } from '../../../components/form/FormRenderer.js';
import { useFormController } from '../../../components/form/useFormController.js';
import { useDeviceDraft } from '../../../components/form/drafts/useDeviceDraft.js';
import { useSession } from '../../../lib/session/store.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { useFinishAction } from '../../../domains/approval/finish-action.js';
import { formProblem, problemOfFailure, reportFormProblem, showFailure } from '../../../domains/approval/form-save.js';
import type { FormPermissions } from '../../../lib/form/model.js';
import type { FieldError } from '../../../lib/form/validate.js';
import { notify } from '../../../lib/notify.js';
import { useUrgencyLevels } from '../api/getUrgentStateConf.js';
import { saveDraft } from '../api/saveDraft.js';
import { start, type StartInput } from '../api/start.js';
import { useTranslation } from '../../../i18n/index.js';

/** Where "my requests" is, for a start form opened without an in-app history. */
export const START_FALLBACK = '/work/myRequest';
const NO_FORM = { fields: [] };
const SUBJECT_MAX = 500;
const confirmDialog = (content: string) => Dialog.confirm({ content });

/**
 * The start form of a process: subject (optional: the process names it from the form otherwise), urgency,
 * the form under the start node's field permissions, and the bar with save draft and submit. Submitting
 * validates with the renderer first (spec section 8: codes 1-3 and the server's field refusals as code 3);
 * success shows the server's message for 1500 ms, then goes back (the lists refetch).
 */
export function StartForm({ def, draft, agent }: {
  def: DefinitionDetail;
  /** A saved draft being filled in again. */
  draft?: InstanceDetail;
  /** Starting on behalf of this leader. */
  agent?: { id: string; name: string };
}) {
  const { t } = useTranslation('startProcess');
  const navigate = useNavigate();
  const finish = useFinishAction(START_FALLBACK);
  const startNode = def.nodes.find((n) => n.nodeType === 'START')?.nodeId;
  const permissions = ((startNode && def.permissions[startNode]) || {}) as FormPermissions;
  const form = useFormController({ definition: def.form ?? NO_FORM, permissions, initialValues: draft?.data ?? {} });
  const levels = useUrgencyLevels(def.id);
  const [subject, setSubject] = useState(draft?.subject ?? '');
  const [urgency, setUrgency] = useState<number>(draft?.urgentState ?? 0);
  const [draftId, setDraftId] = useState(draft?.id);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  // The form in progress kept on this device per user, process and server draft; gone once the server has it.
  const userId = useSession((s) => s.user?.userId);
  const device = useDeviceDraft({
    scope: userId ? { userId, form: `start:${def.key}`, record: draft?.id } : null, values: form.values, enabled: !!def.form, onRestore: form.reset,
  });

  const body = (): StartInput => ({
    defId: def.id,
    data: form.values,
    urgentStateValue: urgency,
    ...(subject.trim() ? { subject: subject.trim() } : {}),
    ...(draftId ? { proInstId: draftId } : {}),
    ...(agent ? { agentLeaderId: agent.id } : {}),
  });

  async function refused(e: unknown) {
    const problem = problemOfFailure(e, def.form);
    if (!problem) return showFailure(e);
    setServerErrors(problem.errors ?? []);
    await reportFormProblem(problem, confirmDialog);
  }

  async function submit() {
    const check = def.form ? form.validate() : undefined;
    const problem = formProblem({ form: def.form, check });
    if (problem && !(await reportFormProblem(problem, confirmDialog))) return;
    setBusy(true);
    try {
      const reply = await start(body());
      await device.clear();
      await finish(reply.message);
    } catch (e) {
      setBusy(false);
      await refused(e);
    }
  }

  async function keepDraft() {
    setBusy(true);
    try {
      const reply = await saveDraft(body());
      const id = reply.instId ?? reply.value;
      await device.clear();
      notify.success(reply.message);
      if (id && id !== draftId) {
        setDraftId(id);
        // Saving again updates this draft; the address now names it, so a reload opens it too. On behalf of a
        // leader the address stays: the start-right check and the leader belong to it.
        if (!agent) navigate(`/work/startFlow/${encodeURIComponent(def.id)}/${encodeURIComponent(id)}`, { replace: true });
      }
    } catch (e) {
      await refused(e);
    } finally {
      setBusy(false);
    }
  }

  const choosable = levels.data && levels.data.right === 'w' && levels.data.levels.length > 1;
  return (
    <div className="page start-page">
      <PageHeader title={def.name} back />
      <section className="card start-head" aria-label={t('head.label')}>
        <div className="start-process">{def.name}</div>
        {def.description && <p className="start-description">{def.description}</p>}
        {agent && <div className="start-agent" role="note">{t('agent.onBehalf', { name: agent.name })}</div>}
        {draftId && <div className="start-draft" role="note">{t('head.draft')}</div>}
      </section>
      <section className="card start-meta">
        <label className="start-label" htmlFor="start-subject">{t('subject.label')}</label>
        <Input id="start-subject" value={subject} onChange={setSubject} maxLength={SUBJECT_MAX} clearable placeholder={t('subject.placeholder')} />
        {choosable && (
          <>
            <div className="start-label">{t('urgency.label')}</div>
            <Selector columns={levels.data!.levels.length} value={[urgency]} onChange={(v) => v.length && setUrgency(v[0])}
              options={levels.data!.levels.map((l) => ({ label: l.name, value: l.value }))} aria-label={t('urgency.label')} />
          </>
        )}
      </section>
      {def.form ? (
        <FormRenderer {...form.rendererProps} errors={[...form.errors, ...serverErrors]}
          onChange={(next, change) => {
            setServerErrors((e) => (e.length ? [] : e));
            form.rendererProps.onChange(next, change);
          }} />
      ) : (
        <div className="card detail-note">{t('noForm')}</div>
      )}
      {device.prompt}
      <div className="start-bar">
        <Button className="start-draft-button" disabled={busy} onClick={() => void keepDraft()}>{t('actions.saveDraft')}</Button>
        <Button className="start-submit" color="primary" disabled={busy} onClick={() => void submit()}>{t('actions.submit')}</Button>
      </div>
    </div>
  );
}
