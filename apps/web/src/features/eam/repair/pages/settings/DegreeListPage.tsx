import { List } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { PageHeader } from '../../../../../components/PageHeader.js';
import { ListSkeleton } from '../../../../../components/ListSkeleton.js';
import { ErrorPage, ReadFailure } from '../../../../../components/ErrorPage.js';
import { MasterDetail, useMasterDetail } from '../../../../../components/layout/MasterDetail.js';
import { useUrgencies } from '../../../../../domains/eam-repair/api/queryUrgencyList.js';
import { UrgencyTag } from '../../components/RepairTags.js';
import { useRepairRights } from '../../rights.js';
import { NEW_ID, repairLinks } from '../../links.js';
import '../../../devices/devices.css';
import '../../repair.css';
import { useTranslation } from '../../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceSet/degree` — 紧急程度: the urgencies in sort order, most urgent first, each with its
 * response time (an order not started within it is late) and how many orders name it.
 */
export function DegreeListPage() {
  const { t } = useTranslation('eamRepair');
  const { manager } = useRepairRights();
  const detail = useMasterDetail();
  const query = useUrgencies();
  const list = (
    <div className="page eam-page repair-page">
      <div className="eam-top">
        <PageHeader title={t('settings.degree.title')} back right={manager ? (
          <button type="button" className="repair-header-button" onClick={() => detail.open(repairLinks.degree(NEW_ID))}>
            <AddOutline aria-hidden /> {t('settings.add')}
          </button>
        ) : undefined} />
      </div>
      {query.isPending ? <ListSkeleton lines={2} testId="repair-degrees-loading" />
        : query.isError ? <ReadFailure query={query} tip={t('settings.degree.loadFailed')} />
        : query.data.length === 0 ? <ErrorPage status="empty" tip={t('settings.degree.empty')} />
        : (
          <List mode="card" className="repair-list">
            {query.data.map((u) => {
              const { onOpen, selected } = detail.row(repairLinks.degree(u.id));
              return (
                <List.Item key={u.id} className="repair-card" aria-current={selected || undefined} onClick={onOpen} arrow={false}>
                  <div className="repair-card-head">
                    <span role="link" tabIndex={0} className="repair-card-code" aria-label={t('settings.open', { name: u.name })}
                      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(); } }}>{u.name}</span>
                    <UrgencyTag urgency={u} />
                  </div>
                  <div className="repair-card-foot">
                    <span>{t('settings.field.codeIs', { code: u.code })}</span>
                    <span>{t('settings.degree.responseShort', { count: u.responseHours })}</span>
                    <span>{t('settings.usedCount', { count: u.usedCount })}</span>
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
