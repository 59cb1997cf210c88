import { useState } from 'react';
import { useParams } from 'react-router';
import { Form, Input, TextArea } from 'antd-mobile';
import { useTemplate } from '../../../../../domains/eam-repair/api/getCategoryTplById.js';
import { useSaveTemplate } from '../../../../../domains/eam-repair/api/saveCategoryTpl.js';
import { useDeleteTemplate } from '../../../../../domains/eam-repair/api/deleteCategoryTpl.js';
import type { RepairCategoryTpl } from '../../../../../domains/eam-repair/types.js';
import { InfoList } from '../../../devices/components/InfoList.js';
import { CategoryField } from '../../components/FaultFields.js';
import { FormRefusal } from '../../../shared/forms/FormRefusal.js';
import { FormButtons, NoRightToEdit, RecordActions, SettingsFrame, useSettingsMode } from '../../components/SettingsFrame.js';
import { PageLoading } from '../../../../../components/PageLoading.js';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.js';
import { numberRule, typedNumber } from '../../numbers.js';
import { useRepairRights } from '../../rights.js';
import { NEW_ID, repairLinks } from '../../links.js';
import '../../../devices/devices.css';
import '../../repair.css';
import { useTranslation } from '../../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceSet/defect/Details/:id` — a fault template (故障库): its code, content, solution,
 * standard hours and fault type; repair managers edit it (`?edit=1`), add one (`:id` = new) or delete it while no
 * order names it.
 */
export function DefectDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('eamRepair');
  const isNew = id === NEW_ID;
  const query = useTemplate(id, !isNew);
  const mode = useSettingsMode(repairLinks.defects);
  const { manager, known } = useRepairRights();
  const remove = useDeleteTemplate();
  if (isNew && !manager) {
    return (
      <SettingsFrame title={t('settings.defect.new')} query={null} list={repairLinks.defects}>
        {() => (known ? <NoRightToEdit list={repairLinks.defects} /> : <PageLoading rows={5} />)}
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title={isNew ? t('settings.defect.new') : t('settings.defect.detail')} query={isNew ? null : query} list={repairLinks.defects}>
      {(tpl) => (manager && (isNew || mode.editing)) ? (
        <DefectForm tpl={tpl} onSaved={(saved) => mode.saved(repairLinks.defect(saved.id))} onCancel={isNew ? mode.deleted : mode.view} />
      ) : tpl && (
        <>
          <InfoList rows={[
            { key: 'code', label: t('settings.field.code'), value: tpl.code },
            { key: 'name', label: t('settings.defect.name'), value: tpl.name },
            { key: 'type', label: t('fault.type'), value: tpl.categoryHierarchyName },
            { key: 'solution', label: t('fault.solution'), value: tpl.repairSolution && <span className="repair-pre">{tpl.repairSolution}</span> },
            { key: 'costTime', label: t('fault.costTime'), value: tpl.costTime !== null ? t('hours', { count: tpl.costTime }) : null },
            { key: 'used', label: t('settings.used'), value: t('settings.usedCount', { count: tpl.usedCount }) },
          ]} />
          {manager && (
            <RecordActions onEdit={mode.edit} busy={remove.isPending}
              deleteBlocked={tpl.usedCount > 0 ? t('settings.inUse', { count: tpl.usedCount }) : null}
              onDelete={() => remove.mutate(tpl.id, { onSuccess: mode.deleted })} />
          )}
        </>
      )}
    </SettingsFrame>
  );
}

interface Values { code?: string; name?: string; repairSolution?: string; costTime?: string; categoryId?: string }
const FORM = 'repairDefect';
const FIELDS = { code: 'code', name: 'name', repairSolution: 'repairSolution', costTime: 'costTime', categoryId: 'categoryId' };

function DefectForm({ tpl, onSaved, onCancel }: { tpl: RepairCategoryTpl | null; onSaved(tpl: RepairCategoryTpl): void; onCancel(): void }) {
  const { t } = useTranslation('eamRepair');
  const [form] = Form.useForm<Values>();
  const save = useSaveTemplate();
  const { submit, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, FIELDS);
  const [initial] = useState<Values>(() => tpl ? {
    code: tpl.code, name: tpl.name, repairSolution: tpl.repairSolution ?? '', costTime: tpl.costTime !== null ? String(tpl.costTime) : '', categoryId: tpl.categoryId,
  } : {});
  async function send(v: Values) {
    const saved = await submit(() => save.mutateAsync({
      id: tpl?.id, code: v.code!.trim(), name: v.name!.trim(), repairSolution: v.repairSolution?.trim() || undefined,
      costTime: typedNumber(v.costTime), categoryId: v.categoryId!,
    }));
    if (saved) onSaved(saved);
  }
  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" className="repair-form" initialValues={initial} onValuesChange={clearRefusal}
      onFinish={(v: Values) => void send(v)} footer={<><FormRefusal text={refusal} /><FormButtons busy={busy} onCancel={onCancel} /></>}>
      <Form.Item name="code" label={t('settings.field.code')} rules={[{ required: true, whitespace: true, message: t('settings.codeRequired') }, { max: 64 }]}>
        <Input placeholder={t('settings.defect.codePlaceholder')} maxLength={64} clearable />
      </Form.Item>
      <Form.Item name="name" label={t('settings.defect.name')} rules={[{ required: true, whitespace: true, message: t('settings.defect.nameRequired') }, { max: 200 }]}>
        <Input placeholder={t('settings.defect.namePlaceholder')} maxLength={200} clearable />
      </Form.Item>
      <Form.Item name="categoryId" label={t('fault.type')} rules={[{ required: true, message: t('settings.defect.typeRequired') }]}>
        <CategoryField />
      </Form.Item>
      <Form.Item name="repairSolution" label={t('fault.solution')} rules={[{ max: 2000 }]}>
        <TextArea placeholder={t('settings.defect.solutionPlaceholder')} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
      </Form.Item>
      <Form.Item name="costTime" label={t('fault.costTime')} rules={[numberRule(0, 1000, t('settings.defect.costTimeRange'))]} extra={t('unit.hours')}>
        <Input inputMode="decimal" placeholder={t('settings.defect.costTimePlaceholder')} clearable />
      </Form.Item>
    </Form>
  );
}
