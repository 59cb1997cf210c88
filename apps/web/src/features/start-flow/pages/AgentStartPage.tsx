import { useState } from 'react';
import { useParams } from 'react-router';
import { List } from 'antd-mobile';
import { useDefinition } from '../../../domains/approval/api/defGet.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { UserAvatar } from '../../../components/UserAvatar.js';
import { usePermissionList } from '../api/getPermissionList.js';
import { useStartRight } from '../api/startRight.js';
import { StartFailure, StartLoading, StartScreen } from './StartFlowPage.js';
import '../start-flow.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/work/agentStart/:defId/:leaderId`: start a process on behalf of a leader, after the start-right check.
 * leaderId 0 (the application centre's mode 5 app) lets the user choose among the leaders they may act for
 * with this process; a single one is taken at once.
 */
export function AgentStartPage() {
  const { defId = '', leaderId = '0' } = useParams();
  const { t } = useTranslation('startProcess');
  const def = useDefinition(defId);
  const permissions = usePermissionList(true);
  const [chosen, setChosen] = useState<string | null>(leaderId !== '0' ? leaderId : null);
  const leaders = def.data ? (permissions.data?.leaders ?? []).filter((l) => l.defKeys.includes(def.data.key)) : [];
  const leader = chosen ?? (permissions.isSuccess && leaders.length === 1 ? leaders[0].id : null);
  const right = useStartRight(defId, leader ?? undefined, !!leader);

  if (def.isPending || permissions.isPending) return <StartLoading />;
  if (def.isError) return <StartFailure error={def.error} onRetry={() => void def.refetch()} />;
  if (permissions.isError) return <StartFailure error={permissions.error} onRetry={() => void permissions.refetch()} />;
  if (!leader) {
    if (leaders.length === 0) return <StartFailure tip={t('agent.none', { process: def.data.name })} />;
    return (
      <div className="page start-page">
        <PageHeader title={t('agent.title', { process: def.data.name })} back />
        <List mode="card" header={t('agent.choose')} className="start-leaders">
          {leaders.map((l) => (
            <List.Item key={l.id} prefix={<UserAvatar name={l.name} size={36} />} onClick={() => setChosen(l.id)}>{l.name}</List.Item>
          ))}
        </List>
      </div>
    );
  }
  if (right.isPending) return <StartLoading />;
  if (right.isError) return <StartFailure error={right.error} onRetry={() => void right.refetch()} />;
  if (!right.data.value) return <StartFailure tip={right.data.message || t('agent.refused')} />;
  const name = permissions.data.leaders.find((l) => l.id === leader)?.name ?? leader;
  return <StartScreen defId={defId} agent={{ id: leader, name }} />;
}
