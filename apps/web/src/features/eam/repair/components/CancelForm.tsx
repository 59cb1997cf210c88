import { Button, Form, TextArea } from 'antd-mobile';
import { useCancelOrder } from '../../../../domains/eam-repair/api/cancelOrder.js';
import type { RepairOrderDetail } from '../../../../domains/eam-repair/types.js';
import { useFormSubmit } from '../../shared/forms/use-form-submit.js';
import { FormRefusal } from '../../shared/forms/FormRefusal.js';
import { useTranslation } from '../../../../i18n/index.js';

const FORM = 'repairCancel';
const NOTES_MAX = 500;

/** 撤销: the order is cancelled with the reason, before its repair starts. */
export function CancelForm({ order, onDone }: { order: RepairOrderDetail; onDone(): void }) {
  const { t } = useTranslation('eamRepair');
  const [form] = Form.useForm<{ notes?: string }>();
  const cancel = useCancelOrder();
  const { submit, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, { notes: 'notes' });
  async function send(v: { notes?: string }) {
    if (await submit(() => cancel.mutateAsync({ id: order.id, notes: v.notes!.trim() }))) onDone();
  }
  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" className="repair-form" onValuesChange={clearRefusal} onFinish={(v) => void send(v)}
      footer={(
        <>
          <FormRefusal text={refusal} />
          <Button block type="submit" color="danger" size="large" loading={busy}>{t('cancelOrder.submit')}</Button>
        </>
      )}>
      <Form.Item name="notes" label={t('field.cancelReason')}
        rules={[{ required: true, whitespace: true, message: t('cancelOrder.reasonRequired') }, { max: NOTES_MAX }]}>
        <TextArea placeholder={t('cancelOrder.reasonPlaceholder')} autoSize={{ minRows: 3, maxRows: 6 }} maxLength={NOTES_MAX} showCount />
      </Form.Item>
    </Form>
  );
}
