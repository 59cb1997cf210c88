import { Tag } from 'antd-mobile';
import type { InstanceRow } from '@wp/contract';
import { OutcomeTag } from '../../../components/OutcomeTag.js';
import { useTranslation } from '../../../i18n/index.js';

/**
 * The outcome of a request; a request sent back (驳回) also says so, as it waits for someone to act again;
 * one started on a leader's behalf (代发起) names the leader, in the agent's list and in the leader's.
 * Shared by 我的请求 and 已办.
 */
export function RequestTags({ row }: { row: InstanceRow }) {
  const { t } = useTranslation('matters');
  return (
    <>
      <OutcomeTag outcome={row.outcome} text={row.outcomeName} className="matter-status" />
      {(row.status === 'back' || row.status === 'backToStart') && <Tag color="danger" fill="outline" className="matter-kind">{row.statusName}</Tag>}
      {row.agentLeaderName && <Tag color="primary" fill="outline" className="matter-kind" data-on-behalf>{t('markers.onBehalf', { leader: row.agentLeaderName })}</Tag>}
    </>
  );
}
