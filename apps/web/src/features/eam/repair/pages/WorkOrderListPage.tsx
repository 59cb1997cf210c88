import { OrderListScreen } from '../components/OrderListScreen.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceOrder` — 维修工单: the work orders of my repair teams and those I execute, from 待维修 to
 * 已完成; the ones I execute are marked. An order opens its detail, where the repair is started and finished.
 */
export function WorkOrderListPage() {
  const { t } = useTranslation('eamRepair');
  return <OrderListScreen title={t('workOrders.title')} scopes={['team']} tabs={['all', 'dispatched', 'repairing', 'acceptance_failed', 'wait_acceptance', 'finish']} />;
}
