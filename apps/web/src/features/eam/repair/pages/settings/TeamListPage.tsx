import { useLocation } from 'react-router';
import { List } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { PageHeader } from '../../../../../components/PageHeader.js';
import { ListSkeleton } from '../../../../../components/ListSkeleton.js';
import { ErrorPage, ReadFailure } from '../../../../../components/ErrorPage.js';
import { MasterDetail, useMasterDetail } from '../../../../../components/layout/MasterDetail.js';
import { useRepairGroups } from '../../../../../domains/eam-repair/api/queryGroupList.js';
import { GroupStatusTag } from '../../components/GroupStatusTag.js';
import { useRepairRights } from '../../rights.js';
import { repairLinks } from '../../links.js';
import '../../../devices/devices.css';
import '../../repair.css';
import { useTranslation } from '../../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceSet/team` — 维修班组: the repair teams with their leader, members, status and open work
 * orders. A team opens beside the list on a tablet (`team/Details?id=`); repair managers add new ones.
 */
export function TeamListPage() {
  const { t } = useTranslation('eamRepair');
  const { manager } = useRepairRights();
  const detail = useMasterDetail();
  const { pathname, search } = useLocation();
  const query = useRepairGroups();
  // The team is in the query (`?id=`), so the open one is told by the URL's search, not its path.
  const openId = detail.split && pathname.endsWith('/Details') ? new URLSearchParams(search).get('id') : null;
  const list = (
    <div className="page eam-page repair-page">
      <div className="eam-top">
        <PageHeader title={t('settings.team.title')} back right={manager ? (
          <button type="button" className="repair-header-button" onClick={() => detail.open(repairLinks.team())}>
            <AddOutline aria-hidden /> {t('settings.add')}
          </button>
        ) : undefined} />
      </div>
      {query.isPending ? <ListSkeleton lines={2} testId="repair-teams-loading" />
        : query.isError ? <ReadFailure query={query} tip={t('settings.team.loadFailed')} />
        : query.data.length === 0 ? <ErrorPage status="empty" tip={t('settings.team.empty')} />
        : (
          <List mode="card" className="repair-list">
            {query.data.map((g) => {
              const onOpen = () => detail.open(repairLinks.team(g.id));
              return (
                <List.Item key={g.id} className="repair-card" aria-current={openId === g.id || undefined} onClick={onOpen} arrow={false}>
                  <div className="repair-card-head">
                    <span role="link" tabIndex={0} className="repair-card-code" aria-label={t('settings.open', { name: g.name })}
                      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(); } }}>{g.name}</span>
                    <GroupStatusTag status={g.status} />
                  </div>
                  <div className="repair-card-fault">{t('settings.team.leaderIs', { name: g.leader.name })}</div>
                  <div className="repair-card-foot">
                    <span>{t('settings.team.memberCount', { count: g.members.length })}</span>
                    <span>{t('settings.team.openCount', { count: g.openOrderCount })}</span>
                  </div>
                </List.Item>
              );
            })}
          </List>
        )}
    </div>
  );
  return <MasterDetail list={list} />;
}
