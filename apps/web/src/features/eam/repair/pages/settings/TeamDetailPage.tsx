import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { PageLoading } from '../../../../../components/PageLoading.js';
import { useRepairGroup } from '../../../../../domains/eam-repair/api/getGroupById.js';
import { useSaveGroup } from '../../../../../domains/eam-repair/api/saveGroup.js';
import type { RepairGroup, RepairGroupStatus, RepairUserRef } from '../../../../../domains/eam-repair/types.js';
import { InfoList } from '../../../devices/components/InfoList.js';
import { FormRefusal } from '../../../shared/forms/FormRefusal.js';
import { GroupStatusTag } from '../../components/GroupStatusTag.js';
import { UserChooser } from '../../components/UserChooser.js';
import { FormButtons, NoRightToEdit, SettingsFrame, useSettingsMode } from '../../components/SettingsFrame.js';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.js';
import { useRepairRights } from '../../rights.js';
import { repairLinks } from '../../links.js';
import '../../../devices/devices.css';
import '../../repair.css';
import { useTranslation } from '../../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceSet/team/Details?id=` — a repair team (维修班组): its leader (who dispatches to it),
 * members (who start and finish its work orders), status and notes; repair managers edit it (`&edit=1`) or add
 * one (no id). A disabled team gets no new work; teams are not deleted, their history stays.
 */
export function TeamDetailPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('eamRepair');
  const id = params.get('id') ?? '';
  const isNew = !id;
  const query = useRepairGroup(id, !isNew);
  const mode = useSettingsMode(repairLinks.teams);
  const { manager, known } = useRepairRights();
  if (isNew && !manager) {
    return (
      <SettingsFrame title={t('settings.team.new')} query={null} list={repairLinks.teams}>
        {() => (known ? <NoRightToEdit list={repairLinks.teams} /> : <PageLoading rows={4} />)}
      </SettingsFrame>
    );
  }
  return (
    <SettingsFrame title={isNew ? t('settings.team.new') : t('settings.team.detail')} query={isNew ? null : query} list={repairLinks.teams}>
      {(g) => (manager && (isNew || mode.editing)) ? (
        <TeamForm group={g} onSaved={(saved) => mode.saved(repairLinks.team(saved.id))} onCancel={isNew ? mode.deleted : mode.view} />
      ) : g && (
        <>
          <InfoList rows={[
            { key: 'name', label: t('settings.team.name'), value: g.name },
            { key: 'status', label: t('settings.field.status'), value: <GroupStatusTag status={g.status} /> },
            { key: 'leader', label: t('settings.team.leader'), value: g.leader.name },
            { key: 'members', label: t('settings.team.members'), value: g.members.map((m) => m.name).join('、') },
            { key: 'open', label: t('settings.team.openOrders'), value: t('settings.team.openCount', { count: g.openOrderCount }) },
            { key: 'notes', label: t('settings.field.notes'), value: g.notes },
          ]} />
          {manager && (
            <div className="repair-record-actions">
              <Button color="primary" onClick={mode.edit}>{t('settings.edit')}</Button>
            </div>
          )}
        </>
      )}
    </SettingsFrame>
  );
}

interface Values { name?: string; leader?: RepairUserRef[]; members?: RepairUserRef[]; status?: RepairGroupStatus[]; notes?: string }
const FORM = 'repairTeam';
const FIELDS = { name: 'name', leaderId: 'leader', memberIds: 'members', status: 'status', notes: 'notes' };

function TeamForm({ group, onSaved, onCancel }: { group: RepairGroup | null; onSaved(g: RepairGroup): void; onCancel(): void }) {
  const { t } = useTranslation('eamRepair');
  const [form] = Form.useForm<Values>();
  const save = useSaveGroup();
  const { submit, refusal, busy, clearRefusal } = useFormSubmit(form, FORM, FIELDS);
  const [initial] = useState<Values>(() => group
    ? { name: group.name, leader: [group.leader], members: group.members, status: [group.status], notes: group.notes ?? '' }
    : { status: ['enable'], members: [] });
  async function send(v: Values) {
    const leader = v.leader![0];
    const saved = await submit(() => save.mutateAsync({
      id: group?.id, name: v.name!.trim(), leaderId: leader.id,
      // The leader is a member (the server adds them anyway); said here so the list shows it before saving too.
      memberIds: [...new Set([leader.id, ...(v.members ?? []).map((m) => m.id)])],
      status: v.status?.[0] ?? 'enable', notes: v.notes?.trim() || undefined,
    }));
    if (saved) onSaved(saved);
  }
  return (
    <Form form={form} name={FORM} layout="vertical" mode="card" className="repair-form" initialValues={initial} onValuesChange={clearRefusal}
      onFinish={(v: Values) => void send(v)} footer={<><FormRefusal text={refusal} /><FormButtons busy={busy} onCancel={onCancel} /></>}>
      <Form.Item name="name" label={t('settings.team.name')} rules={[{ required: true, whitespace: true, message: t('settings.nameRequired') }, { max: 100 }]}>
        <Input placeholder={t('settings.team.namePlaceholder')} maxLength={100} clearable />
      </Form.Item>
      <Form.Item name="leader" label={t('settings.team.leader')} rules={[{ required: true, type: 'array', min: 1, message: t('settings.team.leaderRequired') }]}>
        <UserChooser title={t('settings.team.leader')} placeholder={t('settings.team.leaderPlaceholder')} />
      </Form.Item>
      <Form.Item name="members" label={t('settings.team.members')} description={t('settings.team.membersHint')}
        rules={[{ type: 'array', max: 100, message: t('settings.team.tooMany') }]}>
        <UserChooser multiple title={t('settings.team.members')} placeholder={t('settings.team.membersPlaceholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('settings.field.status')} rules={[{ required: true }]}>
        <Selector aria-label={t('settings.field.status')} columns={2} options={eamApi.REPAIR_GROUP_STATUSES.map((s) => ({ label: t(`groupStatus.${s}`), value: s }))} />
      </Form.Item>
      <Form.Item name="notes" label={t('settings.field.notes')} rules={[{ max: 500 }]}>
        <TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} />
      </Form.Item>
    </Form>
  );
}
