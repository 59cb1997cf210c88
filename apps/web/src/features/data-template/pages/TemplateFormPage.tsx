import { useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Button, Dialog } from 'antd-mobile';
import type { FormField } from '@wp/contract';
import { FormRenderer } from '../../../components/form/FormRenderer.js';
import { useFormController } from '../../../components/form/useFormController.js';
import { useDeviceDraft } from '../../../components/form/drafts/useDeviceDraft.js';
import { useSession } from '../../../lib/session/store.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../components/LoadFailurePage.js';
import { CallError } from '../../../lib/http/client.js';
import { notify } from '../../../lib/notify.js';
import { usePane } from '../../../lib/pane.js';
import type { FieldError } from '../../../lib/form/validate.js';
import type { FormPermissions } from '../../../lib/form/model.js';
import { useTemplateInfo, type TemplateInfo } from '../api/getBpmDataTemplateInfo.js';
import { useRecordForm, type FormAction, type RecordForm } from '../api/getForm.js';
import { useBoSave } from '../api/boSave.js';
import { useBoDel } from '../api/boDel.js';
import { HistoryTimeline } from '../components/HistoryTimeline.js';
import { QrCodeSheet } from '../components/QrCodeSheet.js';
import { parseDataParam } from '../template-query.js';
import { formLink } from '../links.js';
import './data-template.css';
import { useTranslation } from '../../../i18n/index.js';

const ACTIONS: readonly FormAction[] = ['add', 'edit', 'get'];

/**
 * `/templateForm/:templateKey/:action[/:data]`: a template record's form. `add` an empty record, `edit` a
 * stored one, `get` it read-only with its change history. `:data` is a record id or base64 JSON of the page
 * parameters. Saving names the revision read; a newer one is refused (409) with who changed it, and offers to reload.
 */
export function TemplateFormPage() {
  const { templateKey = '', action = '', data } = useParams();
  const { t } = useTranslation('dataTemplate');
  const { id } = parseDataParam(data);
  const info = useTemplateInfo(templateKey);
  const known = (ACTIONS as readonly string[]).includes(action);
  const form = useRecordForm({ templateKey, action: (known ? action : 'get') as FormAction, id, formKey: info.data?.formKey, boAlias: info.data?.boDefAlias });

  if (!known || (action !== 'add' && !id)) return <Navigate to={`/template/preview/${encodeURIComponent(templateKey)}`} replace />;
  const failed = info.error ?? form.error;
  if (failed) {
    return (
      <div className="page template-form">
        <PageHeader title={info.data?.name ?? ''} back />
        <LoadFailurePage error={failed} onRetry={() => void (info.isError ? info.refetch() : form.refetch())}
          home={{ to: `/template/preview/${encodeURIComponent(templateKey)}`, text: t('backToList') }} notFound={t('recordNotFound')} loadFailed={t('loadFailed')} />
      </div>
    );
  }
  if (!info.data || !form.data) {
    return (
      <div className="page template-form">
        <PageHeader title={info.data?.name ?? ''} back />
        <PageLoading rows={6} />
      </div>
    );
  }
  // A reload (after a refused save) starts the form again from the values just read.
  return <RecordFormView key={`${action}-${id}-${form.dataUpdatedAt}`} templateKey={templateKey} action={action as FormAction} id={id}
    info={info.data} record={form.data} reload={() => void form.refetch()} />;
}

/** Field errors of a server refusal ('labresults.cod: 化验COD不能为空'; several joined by '; '), or null. */
function serverErrors(message: string, boAlias: string, fields: readonly FormField[]): FieldError[] | null {
  const errors: FieldError[] = [];
  for (const part of message.split(/;\s*/)) {
    const m = new RegExp(`^(?:body\\.)?${boAlias}\\.([A-Za-z_][\\w.[\\]]*):\\s*(.+)$`).exec(part.trim());
    if (!m) continue;
    const top = m[1].split(/[.[]/)[0];
    errors.push({ field: m[1], label: fields.find((f) => f.key === top)?.label ?? top, message: m[2].trim() });
  }
  return errors.length ? errors : null;
}

function RecordFormView({ templateKey, action, id, info, record, reload }: {
  templateKey: string; action: FormAction; id: string | null; info: TemplateInfo; record: RecordForm; reload(): void;
}) {
  const { t } = useTranslation('dataTemplate');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pane = usePane();
  const save = useBoSave();
  const del = useBoDel();
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldError[]>([]);
  const [qrOpen, setQrOpen] = useState(false);
  const readOnly = action === 'get';
  const definition = useMemo(() => ({ fields: record.form.fields }), [record.form.fields]);
  const permissions = record.permission.fields as FormPermissions;
  const initialValues = useMemo(() => {
    const { id_: _id, rev_: _rev, ...values } = record.values;
    return values;
  }, [record.values]);
  const controller = useFormController({ definition, permissions, initialValues, readOnly });
  // The record in progress kept on this device (per user, template, record) until it is saved.
  const userId = useSession((s) => s.user?.userId);
  const device = useDeviceDraft({
    scope: userId ? { userId, form: `template:${templateKey}`, record: id } : null, values: controller.values, enabled: !readOnly, onRestore: controller.reset,
  });
  const buttons = info.permission.buttons;
  const can = { edit: !!buttons.edit, del: !!buttons.del };
  const listUrl = `/template/preview/${encodeURIComponent(templateKey)}`;
  const title = t(`titles.${action}`, { name: info.name });

  /** This screen at another action of the same record, in the pane or full screen as it is now. */
  const goTo = (next: 'get' | 'edit', recordId: string) => {
    const base = pathname.replace(/\/templateForm\/.*$/, '');
    navigate(`${base}${formLink(templateKey, next, recordId)}`, { replace: true });
  };
  const leave = () => {
    if (pane) navigate(pane.listUrl, { replace: true });
    else if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(listUrl, { replace: true });
  };

  async function onSave() {
    setServerFieldErrors([]);
    const check = controller.validate();
    if (!check.ok) return void notify.warning(check.message);
    const values = { ...controller.values, ...(id ? { id_: record.values.id_, rev_: record.values.rev_ } : {}) };
    try {
      const reply = await save.mutateAsync({ templateKey, boAlias: info.boDefAlias, formKey: record.form.formKey, values });
      notify.success(reply.message);
      await device.clear();
      goTo('get', reply.value!.id);
    } catch (err) {
      if (err instanceof CallError && err.status === 409) {
        const again = await Dialog.confirm({
          title: t('conflict.title'), content: err.message, confirmText: t('conflict.reload'), cancelText: t('conflict.keep'),
        });
        if (again) reload();
        return;
      }
      const fieldErrors = err instanceof CallError && err.status === 400 ? serverErrors(err.serverMessage ?? '', info.boDefAlias, record.form.fields) : null;
      if (fieldErrors) {
        setServerFieldErrors(fieldErrors);
        notify.warning(fieldErrors.map((e) => e.message).join('\n'));
      } else {
        notify.danger(err instanceof Error ? err.message : t('common:systemError'));
      }
    }
  }

  async function onDelete() {
    const name = record.form.name;
    const sure = await Dialog.confirm({ content: t('delete.record'), confirmText: t('actions.delete'), cancelText: t('common:cancel') });
    if (!sure || !id) return;
    const reply = await del.mutateAsync({ templateKey, boAlias: info.boDefAlias, ids: [id] }).catch(() => null);
    if (!reply) return;
    notify.success(reply.message || name);
    leave();
  }

  const errors = [...(controller.errors ?? []), ...serverFieldErrors.filter((e) => !controller.errors.some((c) => c.field === e.field))];
  const actions = readOnly
    ? [
      ...(can.del ? [<Button key="del" color="danger" fill="outline" onClick={() => void onDelete()}>{t('actions.delete')}</Button>] : []),
      ...(id ? [<Button key="qr" fill="outline" color="primary" onClick={() => setQrOpen(true)}>{t('actions.qr')}</Button>] : []),
      ...(can.edit && id ? [<Button key="edit" color="primary" onClick={() => goTo('edit', id)}>{t('actions.edit')}</Button>] : []),
    ]
    : [
      ...(action === 'edit' && can.del ? [<Button key="del" color="danger" fill="outline" onClick={() => void onDelete()}>{t('actions.delete')}</Button>] : []),
      <Button key="save" color="primary" loading={save.isPending} onClick={() => void onSave()}>{t('actions.save')}</Button>,
    ];

  return (
    <div className={`page template-form ${actions.length ? 'has-actions' : ''}`}>
      <PageHeader title={title} back />
      <div className="template-form-body">
        <FormRenderer {...controller.rendererProps} errors={errors} tableRights={record.permission.table}
          onChange={(next, change) => {
            controller.rendererProps.onChange(next, change);
            if (serverFieldErrors.length) setServerFieldErrors((list) => list.filter((e) => e.field.split(/[.[]/)[0] !== change.key));
          }} />
        {readOnly && id && <HistoryTimeline templateKey={templateKey} recordId={id} fields={record.form.fields} />}
      </div>
      {actions.length > 0 && <div className="template-form-actions">{actions}</div>}
      {device.prompt}
      {readOnly && id && <QrCodeSheet open={qrOpen} onClose={() => setQrOpen(false)} templateKey={templateKey} recordId={id} title={title} />}
    </div>
  );
}
