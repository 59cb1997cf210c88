import { useParams } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../../components/LoadFailurePage.js';
import { useRepairOrder } from '../../../../domains/eam-repair/api/getOrderById.js';
import { AcceptanceSection, ApprovalSection, AssetLinkCard, DispatchSection, OrderHeader, RequestSection, WorkSection } from '../components/OrderSections.js';
import { Timeline } from '../components/Timeline.js';
import { OrderActions } from '../components/OrderActions.js';
import { repairLinks } from '../links.js';
import '../../devices/devices.css';
import '../repair.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceFix/detail/:id` — 报修详情: the request (asset, fault, urgency, photos, approval),
 * its dispatch, the work order's attempts, the acceptance, the timeline of every step, and the actions the
 * server allows the caller now. Beside the list on a tablet (ADR 0018).
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('eamRepair');
  const query = useRepairOrder(id);
  return (
    <div className="page eam-page repair-page repair-detail">
      <PageHeader title={t('detail.title')} back />
      {query.isPending ? <PageLoading rows={8} />
        : query.isError ? (
          <LoadFailurePage error={query.error} onRetry={() => void query.refetch()} home={{ to: repairLinks.orders, text: t('detail.backToList') }}
            notFound={t('detail.notFound')} loadFailed={t('detail.loadFailed')} />
        ) : (
          <>
            <OrderHeader order={query.data} />
            <AssetLinkCard asset={query.data.asset} />
            <RequestSection order={query.data} />
            <ApprovalSection order={query.data} />
            <DispatchSection order={query.data} />
            <WorkSection order={query.data} />
            <AcceptanceSection order={query.data} />
            <Timeline steps={query.data.timeline} />
            <OrderActions order={query.data} />
          </>
        )}
    </div>
  );
}
