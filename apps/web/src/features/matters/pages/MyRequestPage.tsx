import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Tag } from 'antd-mobile';
import type { InstanceOutcomeValue, InstanceRow } from '@wp/contract';
import { TabStrip } from '../../../components/TabStrip.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { useMyRequests } from '../api/myMobileRequest.js';
import { useMyDrafts } from '../api/myMobileDraft.js';
import { useRevokeInstance } from '../../../domains/approval/api/revokeInstance.js';
import { useSendBpmTaskUrgent } from '../../../domains/approval/api/sendBpmTaskUrgent.js';
import { useRemoveDraft } from '../api/removeDraftById.js';
import type { ListSearch } from '../api/list-query.js';
import { ListSearchBar, useListSearch } from '../components/ListSearchBar.js';
import { MatterList } from '../components/MatterList.js';
import { MatterRow } from '../components/MatterRow.js';
import { OutcomeFilter } from '../components/OutcomeFilter.js';
import { RequestTags } from '../components/RequestTags.js';
import { GuardedAction } from '../components/GuardedAction.js';
import { useConfirm } from '../components/ConfirmDialog.js';
import { matterLinks } from '../links.js';
import { emptyText } from '../row-rules.js';
import './matters.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/work/myRequest`: the instances I started with their outcome and where they wait, filtered by outcome,
 * with revoke and urge (each says before the tap whether it is possible and why not), and my drafts
 * (`?tab=drafts`) with delete.
 */
export function MyRequestPage() {
  const { t } = useTranslation('matters');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'drafts' ? 'drafts' : 'requests';
  const search = useListSearch();
  const [outcome, setOutcome] = useState<InstanceOutcomeValue>();
  const list = (
    <div className="page matters">
      <div className="matters-top">
        <PageHeader title={t('titles.myRequest')} back />
        <TabStrip activeKey={tab} onChange={(key) => setParams(key === 'drafts' ? { tab: 'drafts' } : {}, { replace: true })}
          tabs={[{ key: 'requests', title: t('tabs.requests') }, { key: 'drafts', title: t('tabs.drafts') }]} />
        <ListSearchBar bar={search.bar} />
        {tab === 'requests' && <OutcomeFilter value={outcome} onChange={setOutcome} />}
      </div>
      {tab === 'requests' ? <Requests search={{ text: search.applied, outcome }} /> : <Drafts search={{ text: search.applied }} />}
    </div>
  );
  return <MasterDetail list={list} />;
}

function Requests({ search }: { search: ListSearch }) {
  const { t } = useTranslation('matters');
  const detail = useMasterDetail();
  const query = useMyRequests(search);
  const revoke = useRevokeInstance();
  const urge = useSendBpmTaskUrgent();
  const { ask, dialog } = useConfirm();

  const askRevoke = (row: InstanceRow) => ask({
    title: t('revokeDialog.title'), message: t('revokeDialog.message', { subject: row.subject }),
    note: { placeholder: t('revokeDialog.placeholder') }, confirmText: t('actions.revoke'), danger: true,
    onConfirm: (cause) => revoke.mutate({ instanceId: row.id, cause }),
  });
  const askUrge = (row: InstanceRow) => ask({
    title: t('urgeDialog.title'), message: t('urgeDialog.message', { subject: row.subject, node: row.taskName }),
    note: { placeholder: t('urgeDialog.placeholder'), initial: t('urgeDialog.defaultContent') }, confirmText: t('actions.urge'),
    onConfirm: (content) => urge.mutate({ instId: row.id, content }),
  });

  return (
    <>
      <MatterList query={query} empty={emptyText(t, search, 'empty.requests')}
        render={(row) => (
          <MatterRow key={row.id} subject={row.subject} process={row.procDefName} person={row.creator} time={row.createTime}
            urgentState={row.urgentState}
            facts={[{ label: t('fields.node'), value: row.status === 'running' ? row.taskName || t('fields.noNode') : '' }]}
            tags={<RequestTags row={row} />}
            {...detail.row(matterLinks.request(row.id))}
            footer={row.status === 'running' ? (
              <>
                <GuardedAction label={t('actions.urge')} allowed={row.preconditions.canUrge} reason={row.preconditions.reason.urge}
                  onClick={() => askUrge(row)} />
                <GuardedAction label={t('actions.revoke')} allowed={row.preconditions.canRevoke} reason={row.preconditions.reason.revoke}
                  color="warning" onClick={() => askRevoke(row)} />
              </>
            ) : undefined} />
        )} />
      {dialog}
    </>
  );
}

function Drafts({ search }: { search: ListSearch }) {
  const { t } = useTranslation('matters');
  const navigate = useNavigate();
  const query = useMyDrafts(search);
  const remove = useRemoveDraft();
  const { ask, dialog } = useConfirm();
  const askDelete = (row: InstanceRow) => ask({
    title: t('deleteDialog.title'), message: t('deleteDialog.message', { subject: row.subject }), confirmText: t('actions.deleteDraft'),
    danger: true, onConfirm: () => remove.mutate([row.id]),
  });
  return (
    <>
      <MatterList query={query} empty={search.text ? t('empty.search', { text: search.text }) : t('empty.drafts')}
        render={(row) => (
          <MatterRow key={row.id} subject={row.subject} process={row.procDefName} person={row.creator} time={row.updateTime}
            facts={[]}
            tags={<Tag color="warning" fill="outline" className="matter-status">{t('task:instStatus.draft')}</Tag>}
            onOpen={() => navigate(matterLinks.draft(row.procDefId, row.id))}
            footer={<Button size="mini" fill="outline" color="danger" onClick={() => askDelete(row)}>{t('actions.deleteDraft')}</Button>} />
        )} />
      {dialog}
    </>
  );
}
