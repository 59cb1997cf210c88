import { useState } from 'react';
import { useParams } from 'react-router';
import { Form, Input } from 'antd-mobile';
import { PageLoading } from '../../../../../components/PageLoading.js';
import { useUrgency } from '../../../../../domains/eam-repair/api/getUrgencyById.js';
import { useSaveUrgency } from '../../../../../domains/eam-repair/api/saveUrgency.js';
import { useDeleteUrgency } from '../../../../../domains/eam-repair/api/deleteUrgency.js';
import type { RepairUrgency } from '../../../../../domains/eam-repair/types.js';
import { InfoList } from '../../../devices/components/InfoList.js';
import { FormRefusal } from '../../../shared/forms/FormRefusal.js';
import { FormButtons, NoRightToEdit, RecordActions, SettingsFrame, useSettingsMode } from '../../components/SettingsFrame.js';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.js';
import { numberRule, typedNumber } from '../../numbers.js';
import { useRepairRights } from '../../rights.js';
import { NEW_ID, repairLinks } from '../../links.js';
import '../../../devices/devices.css';
import '../../repair.css';
import { useTranslation } from '../../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceSet/degree/Details/:id` — an urgency (紧急程度): code, name, sort order and response
 * time in hours; repair managers edit it (`?edit=1`), add one (`:id` = new) or delete it while no order names it.
 */
export function DegreeDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('eamRepair');
  const isNew = id === NEW_ID;
  const query = useUrgency(id, !isNew);
  const mode = useSettingsMode(repairLinks.degrees);
  const { manager, known } = useRepairRights();
  const remove = useDeleteUrgency();
  if (isNew && !manager) {
    return (
      <SettingsFrame title={t('settings.degree.new')} query={null} list={repairLinks.degrees}>
        {() => (known ? <NoRightToEdit list={repairLinks.degrees} /> : <PageLoading rows={4} />)}
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title={isNew ? t('settings.degree.new') : t('settings.degree.detail')} query={isNew ? null : query} list={repairLinks.degrees}>
      {(u) => (manager && (isNew || mode.editing)) ? (
        <DegreeForm urgency={u} onSaved={(saved) => mode.saved(repairLinks.degree(saved.id))} onCancel={isNew ? mode.deleted : mode.view} />
      ) : u && (
        <>
          <InfoList rows={[
            { key: 'code', label: t('settings.field.code'), value: u.code },
            { key: 'name', label: t('settings.field.name'), value: u.name },
            { key: 'sort', label: t('settings.field.sort'), value: String(u.sort) },
            { key: 'responseHours', label: t('settings.degree.responseHours'), value: t('hours', { count: u.responseHours }) },
            { key: 'used', label: t('settings.used'), value: t('settings.usedCount', { count: u.usedCount }) },
          ]} />
          {manager && (
            <RecordActions onEdit={mode.edit} busy={remove.isPending}
              deleteBlocked={u.usedCount > 0 ? t('settings.inUse', { count: u.usedCount }) : null}
              onDelete={() => remove.mutate(u.id, { onSuccess: mode.deleted })} />
          )}
        </>
      )}
    </SettingsFrame>
  );
}

interface Values { code?: string; name?: string; sort?: string; responseHours?: string }
const FORM = 'repairDegree';
const FIELDS = { code: 'code', name: 'name', sort: 'sort', responseHours: 'responseHours' };
const INTEGER = /^\d+$/;

function DegreeForm({ urgency, onSaved, onCancel }: { urgency: RepairUrgency | null; onSaved(u: RepairUrgency): void; onCancel(): void }) {
  const { t } = useTranslation('eamRepair');
  const [form] = Form.useForm<Values>();
  const save = useSaveUrgency();
  const { submit, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, FIELDS);
  const [initial] = useState<Values>(() => urgency
    ? { code: urgency.code, name: urgency.name, sort: String(urgency.sort), responseHours: String(urgency.responseHours) }
    : { sort: '0' });
  async function send(v: Values) {
    const saved = await submit(() => save.mutateAsync({
      id: urgency?.id, code: v.code!.trim(), name: v.name!.trim(), sort: Number(v.sort?.trim() || 0), responseHours: typedNumber(v.responseHours)!,
    }));
    if (saved) onSaved(saved);
  }
  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" className="repair-form" initialValues={initial} onValuesChange={clearRefusal}
      onFinish={(v: Values) => void send(v)} footer={<><FormRefusal text={refusal} /><FormButtons busy={busy} onCancel={onCancel} /></>}>
      <Form.Item name="code" label={t('settings.field.code')} rules={[{ required: true, whitespace: true, message: t('settings.codeRequired') }, { max: 64 }]}>
        <Input placeholder={t('settings.degree.codePlaceholder')} maxLength={64} clearable />
      </Form.Item>
      <Form.Item name="name" label={t('settings.field.name')} rules={[{ required: true, whitespace: true, message: t('settings.nameRequired') }, { max: 50 }]}>
        <Input placeholder={t('settings.degree.namePlaceholder')} maxLength={50} clearable />
      </Form.Item>
      <Form.Item name="sort" label={t('settings.field.sort')} description={t('settings.degree.sortHint')}
        rules={[{ validator: async (_, v?: string) => { if (v?.trim() && !(INTEGER.test(v.trim()) && Number(v) <= 9999)) throw new Error(t('settings.sortRange')); } }]}>
        <Input inputMode="numeric" clearable />
      </Form.Item>
      <Form.Item name="responseHours" label={t('settings.degree.responseHours')} description={t('settings.degree.responseHint')} extra={t('unit.hours')}
        rules={[{ required: true, message: t('settings.degree.responseRequired') }, numberRule(0.1, 8760, t('settings.degree.responseRange'))]}>
        <Input inputMode="decimal" clearable />
      </Form.Item>
    </Form>
  );
}
