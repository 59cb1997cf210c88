import { useMemo } from 'react';
import { Button } from 'antd-mobile';
import { FormRenderer } from '../../../components/form/FormRenderer.js';
import { useFormController } from '../../../components/form/useFormController.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../components/LoadFailurePage.js';
import { notify } from '../../../lib/notify.js';
import type { FormPermissions } from '../../../lib/form/model.js';
import { useFormPreview, type FormPreview, type FormRef } from '../api/previewDesignVue.js';
import '../pages/form-view.css';
import { useTranslation } from '../../../i18n/index.js';

/** `preview`: a designer's try-out, fillable and checked, never stored; `detail`: the form read-only. */
export type DefinitionMode = 'preview' | 'detail';

/** A form definition on a page of its own (no tab bar): loading, not found, load failure, then the form. */
export function DefinitionView({ formRef, mode }: { formRef: FormRef; mode: DefinitionMode }) {
  const { t } = useTranslation('formView');
  const preview = useFormPreview(formRef);
  if (preview.isPending) {
    return (
      <div className="page form-view">
        <PageHeader title={t(`titles.${mode}`)} back />
        <PageLoading rows={6} />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <div className="page form-view">
        <PageHeader title={t(`titles.${mode}`)} back />
        <LoadFailurePage error={preview.error} onRetry={() => void preview.refetch()}
          home={{ to: '/work', text: t('backToWork') }} notFound={t('formNotFound')} loadFailed={t('loadFailed')} />
      </div>
    );
  }
  return <FilledForm key={`${preview.data.bpmForm.id}-${mode}`} preview={preview.data} mode={mode} />;
}

function FilledForm({ preview, mode }: { preview: FormPreview; mode: DefinitionMode }) {
  const { t } = useTranslation('formView');
  const definition = useMemo(() => ({ fields: preview.bpmForm.fields }), [preview.bpmForm.fields]);
  const permissions = preview.permission.fields as FormPermissions;
  const readOnly = mode === 'detail';
  const controller = useFormController({ definition, permissions, initialValues: preview.data, readOnly });
  const { name, version } = preview.bpmForm;

  function check() {
    const result = controller.validate();
    if (result.ok) notify.success(t('preview.valid'));
    else notify.warning(result.message);
  }

  return (
    <div className={`page form-view ${readOnly ? '' : 'has-actions'}`}>
      <PageHeader title={name} back />
      <div className="form-view-body">
        <p className={`form-view-note is-${mode}`} role="note">
          {t(`notes.${mode}`)}
          <span className="form-view-version">{t('version', { version })}</span>
        </p>
        {definition.fields.length === 0 ? <p className="form-view-empty">{t('noFields')}</p> : <FormRenderer {...controller.rendererProps} />}
      </div>
      {!readOnly && (
        <div className="form-view-actions">
          <Button fill="outline" onClick={() => controller.reset(preview.data)}>{t('preview.reset')}</Button>
          <Button color="primary" onClick={check}>{t('preview.check')}</Button>
        </div>
      )}
    </div>
  );
}
