import { useState } from 'react';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { parseDate } from '../../../../components/form/fields/DateControl.js';
import { useFinishRepair } from '../../../../domains/eam-repair/api/finishRepair.js';
import type { FailureCause, FailureMechanism, FailureMode, RepairOrderDetail } from '../../../../domains/eam-repair/types.js';
import { useFormSubmit } from '../../shared/forms/use-form-submit.js';
import { numberRule, typedNumber } from '../numbers.js';
import { DateTimeInput, PhotosInput } from '../../shared/forms/FormInputs.js';
import { CodePicker } from './CodePicker.js';
import { FormRefusal } from '../../shared/forms/FormRefusal.js';
import { PartsInput, partsProblem, toParts, type PartDraft } from './PartsInput.js';
import { useTranslation } from '../../../../i18n/index.js';

interface Values {
  cause?: string;
  remedy?: string;
  failureMode?: FailureMode;
  failureMechanism?: FailureMechanism;
  failureCause?: FailureCause;
  parts?: PartDraft[];
  laborHours?: string;
  cost?: string;
  /** 'yyyy-MM-dd HH:mm', local time. */
  downtimeEnd?: string;
  photos?: string[];
  notes?: string;
}

const FORM = 'repairFinish';
const FIELDS = {
  cause: 'cause', remedy: 'remedy', failureMode: 'failureMode', failureMechanism: 'failureMechanism', failureCause: 'failureCause',
  parts: 'parts', laborHours: 'laborHours', cost: 'cost', downtimeEnd: 'downtimeEnd', pictureIds: 'photos', notes: 'notes',
};

/** Hours between two instants, to one decimal. */
const hoursBetween = (from: string, to: Date) => Math.max(0, Math.round((to.getTime() - Date.parse(from)) / 360_000) / 10);

/**
 * 完成维修: what caused the fault and what was done, its ISO 14224 coding (mode, mechanism, cause), the parts,
 * labour hours and cost, when the asset ran again (orders of a stopped asset), photos and notes. The order then
 * waits for acceptance. The labour hours start from the time since the repair started.
 */
export function FinishForm({ order, onDone }: { order: RepairOrderDetail; onDone(): void }) {
  const { t } = useTranslation('eamRepair');
  const [form] = Form.useForm<Values>();
  const finish = useFinishRepair();
  const { submit, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, FIELDS);
  const [photosBusy, setPhotosBusy] = useState(false);
  const startedAt = order.act?.startedAt;

  async function send(v: Values) {
    const downtime = parseDate(v.downtimeEnd);
    const done = await submit(() => finish.mutateAsync({
      orderId: order.id,
      cause: v.cause!.trim(),
      remedy: v.remedy!.trim(),
      failureMode: v.failureMode,
      failureMechanism: v.failureMechanism,
      failureCause: v.failureCause,
      parts: toParts(v.parts),
      laborHours: typedNumber(v.laborHours),
      cost: typedNumber(v.cost),
      downtimeEnd: downtime ? downtime.toISOString() : undefined,
      pictureIds: v.photos ?? [],
      notes: v.notes?.trim() || undefined,
    }));
    if (done) onDone();
  }

  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" className="repair-form"
      initialValues={{ parts: [], photos: [], laborHours: startedAt ? String(hoursBetween(startedAt, new Date())) : undefined }}
      onValuesChange={clearRefusal} onFinish={(v: Values) => void send(v)}
      footer={(
        <>
          <FormRefusal text={refusal} />
          <Button block type="submit" color="primary" size="large" loading={busy} disabled={photosBusy}>{t('finish.submit')}</Button>
        </>
      )}>
      <Form.Item name="cause" label={t('field.cause')} rules={[{ required: true, whitespace: true, message: t('finish.causeRequired') }, { max: 1000 }]}>
        <TextArea placeholder={t('finish.causePlaceholder')} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <Form.Item name="remedy" label={t('field.remedy')} rules={[{ required: true, whitespace: true, message: t('finish.remedyRequired') }, { max: 1000 }]}>
        <TextArea placeholder={t('finish.remedyPlaceholder')} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <Form.Header>{t('finish.iso')}</Form.Header>
      <Form.Item name="failureMode" label={t('field.failureMode')}>
        <CodePicker codes={eamApi.ISO14224_FAILURE_MODES} nameOf={(c) => t(`iso.mode.${c}`)} title={t('field.failureMode')} placeholder={t('finish.isoPlaceholder')} />
      </Form.Item>
      <Form.Item name="failureMechanism" label={t('field.failureMechanism')}>
        <CodePicker codes={eamApi.ISO14224_FAILURE_MECHANISMS} nameOf={(c) => t(`iso.mechanism.${c.replace('.', '_')}`)} title={t('field.failureMechanism')}
          placeholder={t('finish.isoPlaceholder')} />
      </Form.Item>
      <Form.Item name="failureCause" label={t('field.failureCause')}>
        <CodePicker codes={eamApi.ISO14224_FAILURE_CAUSES} nameOf={(c) => t(`iso.cause.${c.replace('.', '_')}`)} title={t('field.failureCause')}
          placeholder={t('finish.isoPlaceholder')} />
      </Form.Item>
      <Form.Header>{t('finish.resources')}</Form.Header>
      <Form.Item name="parts" label={t('field.parts')}
        rules={[{ validator: async (_, rows?: PartDraft[]) => {
          const problem = partsProblem(rows);
          if (problem) throw new Error(t(`parts.${problem.key}Required`, { n: problem.row }));
        } }]}>
        <PartsInput />
      </Form.Item>
      <Form.Item name="laborHours" label={t('field.laborHours')} rules={[numberRule(0, 1000, t('finish.hoursRange'))]} extra={t('unit.hours')}>
        <Input inputMode="decimal" placeholder={t('finish.hoursPlaceholder')} clearable />
      </Form.Item>
      <Form.Item name="cost" label={t('field.cost')} rules={[numberRule(0, 100_000_000, t('form.costRange'))]} extra={t('unit.yuan')}>
        <Input inputMode="decimal" placeholder={t('form.costPlaceholder')} clearable />
      </Form.Item>
      {order.assetDown && (
        <Form.Item name="downtimeEnd" label={t('field.downtimeEnd')} description={t('finish.downtimeHint')}
          rules={[{ validator: async (_, v?: string) => {
            const d = parseDate(v);
            if (d && (d.getTime() > Date.now() || d.getTime() < Date.parse(order.reportedAt) - 60_000)) throw new Error(t('finish.downtimeRange'));
          } }]}>
          <DateTimeInput title={t('field.downtimeEnd')} placeholder={t('finish.downtimePlaceholder')} min={new Date(order.reportedAt)} />
        </Form.Item>
      )}
      <Form.Item name="photos" label={t('field.finishPhotos')}>
        <PhotosInput label={t('field.finishPhotos')} onBusyChange={setPhotosBusy} />
      </Form.Item>
      <Form.Item name="notes" label={t('field.notes')} rules={[{ max: 1000 }]}>
        <TextArea placeholder={t('finish.notesPlaceholder')} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
      </Form.Item>
    </Form>
  );
}
