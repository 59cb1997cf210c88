import { useMemo } from 'react';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { formatDate } from '../../../../components/form/fields/DateControl.js';
import { useMaintainGroups } from '../../../../domains/eam-maintenance/api/queryGroupList.js';
import { useAssetMeters } from '../../../../domains/eam-maintenance/api/queryAssetMeters.js';
import { useSavePlan } from '../../../../domains/eam-maintenance/api/savePlan.js';
import { AssetChooser, type ChosenAsset } from '../../shared/forms/AssetChooser.js';
import { DateInput } from '../../shared/forms/FormInputs.js';
import { FormRefusal } from '../../shared/forms/FormRefusal.js';
import { useFormSubmit } from '../../shared/forms/use-form-submit.js';
import { incompleteProjects, newProjectRow, projectsOf, ProjectsInput, type ProjectRow } from './ProjectsInput.js';
import { useTranslation } from '../../../../i18n/index.js';

interface Values {
  name?: string;
  asset?: ChosenAsset | null;
  groupId?: string[];
  maintainType?: eamApi.MaintainType[];
  triggerKind?: eamApi.MaintainTriggerKind[];
  every?: string;
  unit?: eamApi.MaintainIntervalUnit[];
  startDate?: string;
  endDate?: string;
  meterId?: string[];
  timeout?: string;
  info?: string;
  projects?: ProjectRow[];
}

const FORM = 'maintainPlan';
/** The server's field names → the form's. */
const FIELDS = {
  name: 'name', assetId: 'asset', groupId: 'groupId', maintainType: 'maintainType', triggerKind: 'triggerKind', every: 'every', unit: 'unit',
  startDate: 'startDate', endDate: 'endDate', meterId: 'meterId', timeout: 'timeout', info: 'info', projects: 'projects',
};
const WHOLE = /^[1-9]\d{0,3}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The form's values of a plan being changed, or of a new one (monthly from today, the first group the caller may
 * manage: the form opens only once the groups are known, since 新建 shows for those who manage one).
 */
function initialValues(plan: eamApi.MaintainPlanDetail | undefined, groupId: string | undefined): Values {
  if (!plan) {
    return {
      groupId: groupId ? [groupId] : [], maintainType: ['first'], triggerKind: ['fixed'], every: '1', unit: ['month'],
      startDate: formatDate(new Date(), false), timeout: '72', projects: [newProjectRow()],
    };
  }
  const t = plan.trigger;
  return {
    name: plan.name, asset: { id: plan.asset.id, assetCode: plan.asset.assetCode, name: plan.asset.name, positionName: null },
    groupId: [plan.group.id], maintainType: [plan.maintainType], triggerKind: [t.kind], every: String(t.every),
    unit: t.kind === 'meter' ? ['month'] : [t.unit], startDate: t.kind === 'meter' ? formatDate(new Date(), false) : t.startDate,
    endDate: plan.endDate ?? undefined, meterId: t.kind === 'meter' ? [t.meterId] : [], timeout: String(plan.timeout), info: plan.info ?? undefined,
    projects: plan.projects.map(newProjectRow),
  };
}

/**
 * 新建 / 编辑保养计划: what is maintained (the asset), by whom (a group the caller may manage), how (the kind and
 * the projects with their standard hours) and when — every N days, weeks or months on a fixed schedule or after
 * each completion, or every N on a meter of the asset. The checks here are a courtesy; the server's refusal
 * shows on the field it names.
 */
export function PlanForm({ plan, onSaved }: { plan?: eamApi.MaintainPlanDetail; onSaved(plan: eamApi.MaintainPlanDetail): void }) {
  const { t } = useTranslation('eamMaintenance');
  const [form] = Form.useForm<Values>();
  const save = useSavePlan(plan?.id);
  const { submit, onFinishFailed, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, FIELDS);
  const groups = useMaintainGroups();
  const managed = useMemo(() => (groups.data ?? []).filter((g) => g.mayManage || g.id === plan?.group.id), [groups.data, plan?.group.id]);
  const initial = useMemo(() => initialValues(plan, managed[0]?.id), [plan, managed]);
  const triggerKind = Form.useWatch('triggerKind', form)?.[0] ?? initial.triggerKind![0];
  const asset = Form.useWatch('asset', form) ?? initial.asset;
  const meters = useAssetMeters(asset?.id ?? '', triggerKind === 'meter' && !!asset);
  const meterId = Form.useWatch('meterId', form)?.[0];
  const meterUnit = meters.data?.find((m) => m.id === meterId)?.unit;
  const calendar = triggerKind !== 'meter';

  async function send(v: Values) {
    const saved = await submit(() => save.mutateAsync({
      id: plan?.id,
      name: v.name!.trim(), assetId: v.asset!.id, groupId: v.groupId![0]!, maintainType: v.maintainType![0]!, triggerKind: v.triggerKind![0]!,
      every: Number(v.every), timeout: Number(v.timeout), info: v.info?.trim() || undefined, projects: projectsOf(v.projects ?? []),
      ...(calendar ? { unit: v.unit![0], startDate: v.startDate, endDate: v.endDate || undefined } : { meterId: v.meterId![0] }),
    }));
    if (saved) onSaved(saved);
  }

  const required = (message: string) => ({ required: true, message });
  const chosen = (message: string) => ({ validator: async (_: unknown, v?: unknown[]) => { if (!v?.length) throw new Error(message); } });
  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" requiredMarkStyle="asterisk" className="repair-form"
      initialValues={initial}
      onValuesChange={(changed: Values) => {
        clearRefusal();
        // Another asset has other meters.
        if ('asset' in changed) form.setFieldValue('meterId', []);
      }}
      onFinish={(v: Values) => void send(v)}
      onFinishFailed={onFinishFailed}
      footer={(
        <>
          <FormRefusal text={refusal} />
          <Button block type="submit" color="primary" size="large" loading={busy}>{plan ? t('planForm.saveChanges') : t('planForm.create')}</Button>
        </>
      )}>
      <Form.Item name="name" label={t('planForm.name')} rules={[{ ...required(t('planForm.nameRequired')), whitespace: true }]}>
        <Input placeholder={t('planForm.namePlaceholder')} maxLength={100} clearable />
      </Form.Item>
      <Form.Item name="asset" label={t('planForm.asset')} rules={[required(t('planForm.assetRequired'))]}>
        <AssetChooser />
      </Form.Item>
      <Form.Item name="groupId" label={t('task.group')} rules={[chosen(t('planForm.groupRequired'))]}
        description={groups.isError ? (
          <span role="alert">{t('planForm.groupsFailed')} <button type="button" className="link-button" onClick={() => void groups.refetch()}>{t('retry')}</button></span>
        ) : undefined}>
        <Selector aria-label={t('task.group')} columns={2} options={managed.map((g) => ({ label: g.name, value: g.id, description: g.leader.name }))} />
      </Form.Item>
      <Form.Item name="maintainType" label={t('task.type')} rules={[chosen(t('planForm.typeRequired'))]}>
        <Selector aria-label={t('task.type')} columns={2} options={eamApi.MAINTAIN_TYPES.map((m) => ({ label: t(`maintainType.${m}`), value: m }))} />
      </Form.Item>
      <Form.Item name="triggerKind" label={t('planForm.triggerKind')} rules={[chosen(t('planForm.triggerRequired'))]}
        description={t(`planForm.triggerHint.${triggerKind}`)}>
        <Selector aria-label={t('planForm.triggerKind')} columns={3} options={eamApi.MAINTAIN_TRIGGER_KINDS.map((k) => ({ label: t(`planForm.trigger.${k}`), value: k }))} />
      </Form.Item>
      {calendar ? (
        <>
          <Form.Item name="every" label={t('planForm.every')} rules={[{ validator: async (_, v?: string) => { if (!WHOLE.test(v ?? '')) throw new Error(t('planForm.everyWhole')); } }]}>
            <Input inputMode="numeric" maxLength={4} placeholder="1" />
          </Form.Item>
          <Form.Item name="unit" label={t('planForm.unit')} rules={[chosen(t('planForm.unitRequired'))]}>
            <Selector aria-label={t('planForm.unit')} columns={3} options={eamApi.MAINTAIN_INTERVAL_UNITS.map((u) => ({ label: t(`planForm.units.${u}`), value: u }))} />
          </Form.Item>
          <Form.Item name="startDate" label={t('planForm.startDate')} rules={[required(t('planForm.startRequired'))]}>
            <DateInput title={t('planForm.startDate')} placeholder={t('planForm.datePlaceholder')} />
          </Form.Item>
          <Form.Item name="endDate" label={t('plan.endDate')} dependencies={['startDate']}
            rules={[{ validator: async (_, v?: string) => { const from = form.getFieldValue('startDate') as string | undefined; if (v && from && v < from) throw new Error(t('planForm.endBeforeStart')); } }]}>
            <DateInput title={t('plan.endDate')} placeholder={t('plan.noEnd')} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="meterId" label={t('planForm.meter')} rules={[chosen(t('planForm.meterRequired'))]}
            description={!asset ? t('planForm.meterAfterAsset') : meters.isError ? t('planForm.metersFailed') : meters.data?.length === 0 ? t('planForm.noMeters') : undefined}>
            <Selector aria-label={t('planForm.meter')} columns={1}
              options={(meters.data ?? []).map((m) => ({ label: `${m.name}（${m.code}）`, value: m.id, description: m.lastValue === null ? t('meter.noReading') : `${t('meter.current')} ${m.lastValue} ${m.unit}` }))} />
          </Form.Item>
          <Form.Item name="every" label={meterUnit ? t('planForm.meterEveryIn', { unit: meterUnit }) : t('planForm.meterEvery')}
            rules={[{ validator: async (_, v?: string) => { if (!AMOUNT.test(v ?? '') || Number(v) <= 0) throw new Error(t('planForm.meterEveryNumber')); } }]}>
            <Input inputMode="decimal" maxLength={12} placeholder="2000" />
          </Form.Item>
        </>
      )}
      <Form.Item name="timeout" label={t('planForm.timeout')} description={t('planForm.timeoutHint')}
        rules={[{ validator: async (_, v?: string) => { if (!AMOUNT.test(v ?? '') || Number(v) <= 0 || Number(v) > 8760) throw new Error(t('planForm.timeoutNumber')); } }]}>
        <Input inputMode="decimal" maxLength={7} placeholder="72" />
      </Form.Item>
      <Form.Item name="projects" label={t('planForm.projects')} rules={[{
        validator: async (_, rows?: ProjectRow[]) => {
          if (!rows?.length) throw new Error(t('planForm.projectsRequired'));
          const bad = incompleteProjects(rows);
          if (bad.length) throw new Error(t('planForm.projectsIncomplete', { rows: bad.join(t('listSeparator')) }));
        },
      }]}>
        <ProjectsInput />
      </Form.Item>
      <Form.Item name="info" label={t('plan.info')}>
        <TextArea placeholder={t('planForm.infoPlaceholder')} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
      </Form.Item>
    </Form>
  );
}
