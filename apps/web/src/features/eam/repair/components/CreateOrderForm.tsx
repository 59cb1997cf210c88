import { useEffect, useState } from 'react';
import { Button, Form, Selector, Switch, TextArea } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { formatDate } from '../../../../components/form/fields/DateControl.js';
import { useAssetById } from '../../../../domains/eam-assets/api/getById.js';
import { useUrgencies } from '../../../../domains/eam-repair/api/queryUrgencyList.js';
import { useInspectionAbnormal } from '../../../../domains/eam-inspection/api/abnormalGetById.js';
import { useCreateOrder } from '../../../../domains/eam-repair/api/createOrder.js';
import type { RepairOrderDetail, RepairType } from '../../../../domains/eam-repair/types.js';
import { useFormSubmit } from '../../shared/forms/use-form-submit.js';
import { AssetChooser, chosenAsset, type ChosenAsset } from '../../shared/forms/AssetChooser.js';
import { CategoryField, TemplateField, type ChosenTemplate } from './FaultFields.js';
import { DateInput, PhotosInput } from '../../shared/forms/FormInputs.js';
import { FormRefusal } from '../../shared/forms/FormRefusal.js';
import { useTranslation } from '../../../../i18n/index.js';

interface Values {
  asset?: ChosenAsset | null;
  categoryId?: string;
  template?: ChosenTemplate | null;
  urgencyId?: string[];
  content?: string;
  photos?: string[];
  assetDown?: boolean;
  planFinishDate?: string;
  repairType?: RepairType[];
}

const FORM = 'repairCreate';
/** The server's field names → the form's. */
const FIELDS = {
  assetId: 'asset', categoryTplId: 'template', urgencyId: 'urgencyId', content: 'content', pictureIds: 'photos',
  assetDown: 'assetDown', planFinishDate: 'planFinishDate', repairType: 'repairType',
};
const CONTENT_MAX = 2000;
const today = () => formatDate(new Date(), false);

/**
 * 报修: the asset, the fault (type → template from the fault library, which shows its solution and standard
 * hours), urgency, description, photos, whether the asset is down, a planned finish date and who repairs it.
 * Prefilled from `assetId` or an inspection defect (`abnormalId`: its asset and what it found). The checks here
 * are a courtesy; the server's refusal shows on the field it names.
 */
export function CreateOrderForm({ assetId, abnormalId, onCreated }: { assetId?: string; abnormalId?: string; onCreated(order: RepairOrderDetail): void }) {
  const { t } = useTranslation('eamRepair');
  const [form] = Form.useForm<Values>();
  const create = useCreateOrder();
  const { submit, onFinishFailed, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, FIELDS);
  const [photosBusy, setPhotosBusy] = useState(false);
  const urgencies = useUrgencies();
  const asset = useAssetById(assetId ?? '', !!assetId);
  const abnormal = useInspectionAbnormal(abnormalId);
  const categoryId = Form.useWatch('categoryId', form);

  // The prefill lands once it arrives, unless the user chose or wrote something meanwhile.
  useEffect(() => {
    if (assetId && asset.data && !form.getFieldValue('asset')) form.setFieldValue('asset', chosenAsset(asset.data));
  }, [assetId, asset.data, form]);
  useEffect(() => {
    const found = abnormal.data;
    if (!found) return;
    if (found.asset && !form.getFieldValue('asset')) form.setFieldValue('asset', { ...found.asset, positionName: found.positionName });
    if (!form.getFieldValue('content')) {
      // '1#泵：出口压力 0.52 MPa（正常 0.20–0.45）；已告知中控': the point, then what it found and what the worker wrote.
      const findings = [found.summary, found.content].filter(Boolean).join('；');
      form.setFieldValue('content', [found.pointName, findings].filter(Boolean).join('：').slice(0, CONTENT_MAX));
    }
  }, [abnormal.data, form]);

  async function send(v: Values) {
    const order = await submit(() => create.mutateAsync({
      assetId: v.asset!.id,
      categoryTplId: v.template?.id,
      urgencyId: v.urgencyId![0],
      content: v.content!.trim(),
      pictureIds: v.photos ?? [],
      assetDown: !!v.assetDown,
      planFinishDate: v.planFinishDate || undefined,
      repairType: v.repairType?.[0] ?? 'self_repair',
      sourceAbnormalId: abnormalId,
    }));
    if (order) onCreated(order);
  }

  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" requiredMarkStyle="asterisk" className="repair-form"
      initialValues={{ photos: [], assetDown: false, repairType: ['self_repair'] }}
      onValuesChange={(changed: Values) => {
        clearRefusal();
        // A template belongs to a type: choosing one names its type; another type drops a template of a different one.
        if (changed.template) form.setFieldValue('categoryId', changed.template.categoryId);
        if ('categoryId' in changed && form.getFieldValue('template')?.categoryId !== changed.categoryId) form.setFieldValue('template', null);
      }}
      onFinish={(v: Values) => void send(v)}
      onFinishFailed={onFinishFailed}
      footer={(
        <>
          <FormRefusal text={refusal} />
          <Button block type="submit" color="primary" size="large" loading={busy} disabled={photosBusy}>{t('create.submit')}</Button>
        </>
      )}>
      {abnormalId && (
        <div className="repair-source" role="note">
          {abnormal.data ? t('create.fromAbnormal', { task: abnormal.data.taskCode, point: abnormal.data.pointName }) : t('create.fromAbnormalLoading')}
        </div>
      )}
      <Form.Item name="asset" label={t('field.asset')} rules={[{ required: true, message: t('create.assetRequired') }]}>
        <AssetChooser />
      </Form.Item>
      <Form.Item name="categoryId" label={t('fault.type')}>
        <CategoryField />
      </Form.Item>
      <Form.Item name="template" label={t('fault.template')}>
        <TemplateField categoryId={categoryId} />
      </Form.Item>
      <Form.Item name="urgencyId" label={t('field.urgency')} rules={[{ required: true, message: t('create.urgencyRequired') }]}
        description={urgencies.isError ? (
          <span role="alert">{t('create.urgenciesFailed')} <button type="button" className="link-button" onClick={() => void urgencies.refetch()}>{t('retry')}</button></span>
        ) : undefined}>
        <Selector aria-label={t('field.urgency')} columns={3} options={(urgencies.data ?? []).map((u) => ({
          label: u.name, value: u.id, description: t('settings.degree.responseShort', { count: u.responseHours }),
        }))} />
      </Form.Item>
      <Form.Item name="content" label={t('field.content')}
        rules={[{ required: true, whitespace: true, message: t('create.contentRequired') }, { max: CONTENT_MAX, message: t('create.contentTooLong', { max: CONTENT_MAX }) }]}>
        <TextArea placeholder={t('create.contentPlaceholder')} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={CONTENT_MAX} showCount />
      </Form.Item>
      <Form.Item name="photos" label={t('field.photos')}>
        <PhotosInput label={t('field.photos')} onBusyChange={setPhotosBusy} />
      </Form.Item>
      <Form.Item name="assetDown" label={t('field.assetDown')} valuePropName="checked" description={t('create.assetDownHint')} layout="horizontal">
        <Switch aria-label={t('field.assetDown')} />
      </Form.Item>
      <Form.Item name="planFinishDate" label={t('field.planFinishDate')}
        rules={[{ validator: async (_, v?: string) => { if (v && v < today()) throw new Error(t('create.dateInPast')); } }]}>
        <DateInput title={t('field.planFinishDate')} placeholder={t('create.datePlaceholder')} min={new Date()} />
      </Form.Item>
      <Form.Item name="repairType" label={t('field.repairType')} rules={[{ required: true }]}>
        <Selector aria-label={t('field.repairType')} columns={2} options={eamApi.REPAIR_TYPES.map((r) => ({ label: t(`repairType.${r}`), value: r }))} />
      </Form.Item>
    </Form>
  );
}
