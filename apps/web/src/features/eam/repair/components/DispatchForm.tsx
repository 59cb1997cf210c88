import { Button, Form, Selector, TextArea } from 'antd-mobile';
import { useRepairGroups } from '../../../../domains/eam-repair/api/queryGroupList.js';
import { useDispatchOrder } from '../../../../domains/eam-repair/api/dispatchOrder.js';
import type { RepairOrderDetail } from '../../../../domains/eam-repair/types.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { ErrorPage, ReadFailure } from '../../../../components/ErrorPage.js';
import { useFormSubmit } from '../../shared/forms/use-form-submit.js';
import { FormRefusal } from '../../shared/forms/FormRefusal.js';
import { useTranslation } from '../../../../i18n/index.js';

interface Values { groupId?: string[]; executorId?: string[]; notes?: string }

const FORM = 'repairDispatch';
const FIELDS = { groupId: 'groupId', executorId: 'executorId', notes: 'notes' };

/**
 * 派单: an enabled repair team, then one of its members as executor, and a note. A leader who is not a repair
 * manager sees only the teams they lead (the server allows no other).
 */
export function DispatchForm({ order, manager, userId, onDone }: { order: RepairOrderDetail; manager: boolean; userId: string | null; onDone(): void }) {
  const { t } = useTranslation('eamRepair');
  const [form] = Form.useForm<Values>();
  const groups = useRepairGroups('enable');
  const dispatch = useDispatchOrder();
  const { submit, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, FIELDS);
  const groupId = Form.useWatch('groupId', form)?.[0];
  if (groups.isPending) return <PageLoading rows={4} />;
  if (groups.isError) return <ReadFailure query={groups} tip={t('dispatch.teamsFailed')} />;
  const teams = groups.data.filter((g) => manager || g.leader.id === userId);
  if (teams.length === 0) return <ErrorPage status="empty" tip={t('dispatch.noTeams')} />;
  const team = teams.find((g) => g.id === groupId);

  async function send(v: Values) {
    const done = await submit(() => dispatch.mutateAsync({ id: order.id, groupId: v.groupId![0], executorId: v.executorId![0], notes: v.notes?.trim() || undefined }));
    if (done) onDone();
  }

  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" className="repair-form"
      onValuesChange={(changed: Values) => {
        clearRefusal();
        // Another team: its own members to choose from.
        if (changed.groupId) form.setFieldValue('executorId', undefined);
      }}
      onFinish={(v: Values) => void send(v)}
      footer={(
        <>
          <FormRefusal text={refusal} />
          <Button block type="submit" color="primary" size="large" loading={busy}>{t('dispatch.submit')}</Button>
        </>
      )}>
      <Form.Item name="groupId" label={t('field.team')} rules={[{ required: true, message: t('dispatch.teamRequired') }]}>
        <Selector aria-label={t('field.team')} columns={2}
          options={teams.map((g) => ({ label: g.name, value: g.id, description: t('dispatch.teamLoad', { leader: g.leader.name, count: g.openOrderCount }) }))} />
      </Form.Item>
      <Form.Item name="executorId" label={t('field.executor')} rules={[{ required: true, message: t('dispatch.executorRequired') }]}
        description={team ? undefined : t('dispatch.pickTeamFirst')}>
        <Selector aria-label={t('field.executor')} columns={3} options={(team?.members ?? []).map((m) => ({ label: m.name, value: m.id }))} />
      </Form.Item>
      <Form.Item name="notes" label={t('field.dispatchNotes')} rules={[{ max: 500 }]}>
        <TextArea placeholder={t('dispatch.notesPlaceholder')} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
    </Form>
  );
}
