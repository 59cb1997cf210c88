import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { useAcceptOrder } from '../../../../domains/eam-repair/api/acceptOrder.js';
import type { RepairAcceptResult, RepairOrderDetail } from '../../../../domains/eam-repair/types.js';
import { useFormSubmit } from '../../shared/forms/use-form-submit.js';
import { numberRule, typedNumber } from '../numbers.js';
import { FormRefusal } from '../../shared/forms/FormRefusal.js';
import { useTranslation } from '../../../../i18n/index.js';

interface Values { result?: RepairAcceptResult[]; notes?: string; actualCost?: string }

const FORM = 'repairAccept';
const FIELDS = { result: 'result', notes: 'notes', actualCost: 'actualCost' };
const COST_MAX = 100_000_000;

/** 验收: passed closes the order; not passed (with what is still wrong) sends it back to the executor. The actual cost is kept. */
export function AcceptForm({ order, onDone }: { order: RepairOrderDetail; onDone(): void }) {
  const { t } = useTranslation('eamRepair');
  const [form] = Form.useForm<Values>();
  const accept = useAcceptOrder();
  const { submit, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, FIELDS);
  const failed = Form.useWatch('result', form)?.[0] === 'acceptance_failed';

  async function send(v: Values) {
    const body = { id: order.id, result: v.result![0], notes: v.notes?.trim() || undefined, actualCost: typedNumber(v.actualCost) };
    if (await submit(() => accept.mutateAsync(body))) onDone();
  }

  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" className="repair-form"
      initialValues={{ result: ['finish'], actualCost: order.act?.cost != null ? String(order.act.cost) : undefined }}
      onValuesChange={clearRefusal} onFinish={(v: Values) => void send(v)}
      footer={(
        <>
          <FormRefusal text={refusal} />
          <Button block type="submit" color={failed ? 'warning' : 'primary'} size="large" loading={busy}>{failed ? t('accept.submitFailed') : t('accept.submitPassed')}</Button>
        </>
      )}>
      <Form.Item name="result" label={t('field.acceptResult')} rules={[{ required: true }]}>
        <Selector aria-label={t('field.acceptResult')} columns={2} options={eamApi.REPAIR_ACCEPT_RESULTS.map((r) => ({ label: t(`acceptResult.${r}`), value: r }))} />
      </Form.Item>
      <Form.Item name="notes" label={t('field.acceptNotes')} dependencies={['result']}
        rules={[{ required: failed, whitespace: true, message: t('accept.notesRequired') }, { max: 1000 }]}>
        <TextArea placeholder={failed ? t('accept.notesFailedPlaceholder') : t('accept.notesPlaceholder')} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <Form.Item name="actualCost" label={t('field.actualCost')} rules={[numberRule(0, COST_MAX, t('form.costRange'))]} extra={t('unit.yuan')}>
        <Input inputMode="decimal" placeholder={t('form.costPlaceholder')} clearable />
      </Form.Item>
    </Form>
  );
}
