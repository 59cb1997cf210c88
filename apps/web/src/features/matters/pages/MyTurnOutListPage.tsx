import { Tag } from 'antd-mobile';
import type { DelegateRow } from '@wp/contract';
import { PageHeader } from '../../../components/PageHeader.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { useDelegated } from '../api/getDelegate.js';
import { useRetrieveBpmTask } from '../api/retrieveBpmTask.js';
import { ListSearchBar, useListSearch } from '../components/ListSearchBar.js';
import { MatterList } from '../components/MatterList.js';
import { MatterRow } from '../components/MatterRow.js';
import { GuardedAction } from '../components/GuardedAction.js';
import { useConfirm } from '../components/ConfirmDialog.js';
import { matterLinks } from '../links.js';
import './matters.css';
import { useTranslation } from '../../../i18n/index.js';

const turnColour = { running: 'primary', finish: 'success', cancel: 'default' } as const;

/**
 * `/work/myTurnOutList`: tasks I transferred (转办) or handed to an agent, with whether the other person has
 * handled them; while they have not, I may take the task back (取回), and the row says so before the tap.
 */
export function MyTurnOutListPage() {
  const { t } = useTranslation('matters');
  const detail = useMasterDetail();
  const search = useListSearch();
  const query = useDelegated({ text: search.applied });
  const retrieve = useRetrieveBpmTask();
  const { ask, dialog } = useConfirm();
  const askRetrieve = (row: DelegateRow) => ask({
    title: t('retrieveDialog.title'), message: t('retrieveDialog.message', { subject: row.taskSubject, name: row.assigneeName }),
    confirmText: t('actions.retrieve'), onConfirm: () => retrieve.mutate(row.taskId),
  });
  const list = (
    <div className="page matters">
      <div className="matters-top">
        <PageHeader title={t('titles.myTurnOutList')} back />
        <ListSearchBar bar={search.bar} />
      </div>
      <MatterList query={query} empty={search.applied ? t('empty.search', { text: search.applied }) : t('empty.turnOut')}
        render={(row) => (
          <MatterRow key={row.id} subject={row.taskSubject} process={row.procDefName} person={row.assigneeName} time={row.createTime}
            facts={[
              { label: t('fields.node'), value: row.taskName },
              { value: t(row.turnType === 'agent' ? 'fields.agentTo' : 'fields.transferredTo', { name: row.assigneeName }) },
            ]}
            tags={<Tag color={turnColour[row.status]} fill="outline" className="matter-status">{t(`turnStatus.${row.status}`)}</Tag>}
            {...detail.row(matterLinks.turnOut(row.procInstId))}
            footer={row.status === 'running' ? (
              <GuardedAction label={t('actions.retrieve')} allowed={row.preconditions.canRetrieve} reason={row.preconditions.reason.retrieve}
                color="warning" onClick={() => askRetrieve(row)} />
            ) : undefined} />
        )} />
      {dialog}
    </div>
  );
  return <MasterDetail list={list} />;
}
